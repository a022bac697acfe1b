/**
 * The page's language, as Astro's i18n routing names it (`astro.config.mjs`, `i18n`): a page or a
 * component reads `Astro.currentLocale`, never its own address.
 */
import type { Lang } from './format';

/** `Astro` in a page or component, `context` in an endpoint: whatever carries the current locale. */
export interface LocaleSource {
  readonly currentLocale: string | undefined;
}

/** True for the site's two languages, the locales `astro.config.mjs` lists. */
export function isLang(value: string | undefined): value is Lang {
  return value === 'en' || value === 'pl';
}

/**
 * The language of the page being built, from `Astro.currentLocale`. The root and the 404 page, which
 * have no language prefix, get the default locale (English). A locale that is not one of the site's
 * languages means `astro.config.mjs` and `Lang` disagree, so the build stops and says so.
 */
export function langOf(page: LocaleSource): Lang {
  const locale = page.currentLocale;
  if (isLang(locale)) return locale;
  throw new Error(`Astro names this page's locale "${locale}", which is not one of the site's languages (Lang, astro.config.mjs i18n.locales)`);
}
