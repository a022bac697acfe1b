// `client:touch` (src/integrations/touch.mjs): an example's island wakes at the reader's first touch.
import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    'client:touch'?: boolean;
    'client:seen'?: boolean;
  }
}
