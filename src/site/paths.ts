/**
 * Every address the site writes for itself, built in one place so the site works at the root of a
 * domain (`/en/gheos/`) and under a base path alike (a GitHub Pages project site:
 * `/rules-at-hand/en/gheos/`). The base comes from `BASE_PATH` through Astro's `base`
 * (`astro.config.mjs`), which Vite hands to server and browser code as `import.meta.env.BASE_URL`.
 * A page's language is never read back out of an address: it is Astro's current locale (`src/i18n/locale.ts`).
 */
import type { Lang } from '../i18n/format';

/** The site's base path, always with a slash at both ends: `/` or `/rules-at-hand/`. */
export const BASE: string = normalizeBase(import.meta.env.BASE_URL ?? '/');

/** `rules-at-hand` → `/rules-at-hand/`; empty → `/`. */
export function normalizeBase(base: string): string {
  const inner = base.replace(/^\/+|\/+$/g, '');
  return inner ? `/${inner}/` : '/';
}

/**
 * The address of a file or page of this site from its path inside the site.
 * @example sitePath('en/7-wonders/') // '/en/7-wonders/', or '/rules-at-hand/en/7-wonders/' under a base
 * @example sitePath('/pl/gheos/sandbox/') // a root-relative path gets the base too
 */
export function sitePath(path = '', base = BASE): string {
  return `${base}${path.replace(/^\/+/, '')}`;
}

/**
 * A page of one language, for islands: `langPath('pl', 'gheos/#turn')` → `/pl/gheos/#turn` (under the
 * base), with `lang` from the island's props. Pages and components on the server write these addresses
 * with Astro's `getRelativeLocaleUrl` instead (`astro:i18n`, which knows the locales and the base), but
 * an island cannot import it: it would bring Astro's i18n runtime and error messages into the page's JS.
 */
export function langPath(lang: Lang, rest = '', base = BASE): string {
  return sitePath(`${lang}/${rest.replace(/^\/+/, '')}`, base);
}
