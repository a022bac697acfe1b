/**
 * Registers `client:touch` (src/components/explainer/touchDirective.ts): an example's island
 * hydrates at the reader's first touch, or at once when the address names it.
 */
export function touchDirective() {
  return {
    name: 'touch-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'touch', entrypoint: new URL('../components/explainer/touchDirective.ts', import.meta.url).pathname });
      },
    },
  };
}
