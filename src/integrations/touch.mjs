/**
 * Registers `client:touch` (src/components/explainer/touchDirective.ts): an example's island
 * hydrates at the reader's first touch, or at once when the address names it; and `client:seen`
 * (src/components/explainer/seenDirective.ts): `client:visible` once the page's words have arrived.
 */
export function touchDirective() {
  return {
    name: 'touch-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'touch', entrypoint: new URL('../components/explainer/touchDirective.ts', import.meta.url).pathname });
        addClientDirective({ name: 'seen', entrypoint: new URL('../components/explainer/seenDirective.ts', import.meta.url).pathname });
      },
    },
  };
}
