/**
 * Every address the site writes for itself, built in one place so the site works at the root of a
 * domain (`/en/gheos/`) and under a base path alike (a GitHub Pages project site:
 * `/rules-at-hand/en/gheos/`). The base comes from `BASE_PATH` through Astro's `base`
 * (`astro.config.mjs`), which Vite hands to server and browser code as `import.meta.env.BASE_URL`.
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

/** A page of one language: `langPath('pl', 'gheos/')` → `/pl/gheos/` (under the base). */
export function langPath(lang: Lang, rest = '', base = BASE): string {
  return sitePath(`${lang}/${rest.replace(/^\/+/, '')}`, base);
}

/** The path inside the site, base removed: `/rules-at-hand/en/gheos/` → `/en/gheos/`. A path outside the base is returned as it is. */
export function stripBase(pathname: string, base = BASE): string {
  return pathname.startsWith(base) ? `/${pathname.slice(base.length)}` : pathname;
}

/** `/pl/7-wonders/` (under the base, if any) → `{ lang: 'pl', rest: '7-wonders/' }`; a path outside the base has no language. */
export function splitPath(pathname: string, base = BASE): { lang: Lang | null; rest: string } {
  const inside = stripBase(pathname, base);
  const m = pathname.startsWith(base) ? /^\/(pl|en)\/(.*)$/.exec(inside) : null;
  return m ? { lang: m[1] as Lang, rest: m[2] as string } : { lang: null, rest: inside.replace(/^\//, '') };
}
