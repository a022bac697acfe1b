/** The header's switch to the other language (Header.astro), which names its page and its language. */
const langSwitch = () => document.querySelector<HTMLAnchorElement>('a[data-lang-switch]');

/**
 * The other language, from the presenter view or a lesson (L, or the presenter's language button):
 * the header's switch (`[data-lang-switch]`, Header.astro) names the other language's page; the
 * reader's query (presenting, predict, a variation, the player count) and hash (the step or slide)
 * go along, so the same step shows, presented, in the other language.
 */
export function otherLanguageHref(link = langSwitch()): string | null {
  if (!link) return null;
  const url = new URL(link.href);
  url.search = location.search;
  url.hash = location.hash;
  return url.href;
}

/** The event a window fires as it goes to the other language: a linked speaker window goes too (speaker.ts). */
export const LANGUAGE_SWITCH = 'presenter-language';

/** Goes to the same step in the other language; false where the page has no other language. */
export function switchLanguage(): boolean {
  const link = langSwitch();
  const href = otherLanguageHref(link);
  if (href) {
    dispatchEvent(new CustomEvent(LANGUAGE_SWITCH, { detail: link?.getAttribute('hreflang') }));
    location.assign(href);
  }
  return href !== null;
}

/**
 * This page's path with its language left out (`/en/gheos/present/` → `/gheos/present/`): the name a
 * presenter and its speaker window share, so they stay linked when either goes to the other language.
 */
export function pathInAnyLanguage(): string {
  return location.pathname.replace(`/${document.documentElement.lang}/`, '/');
}

/** The name of a page's speaker window (and of the tab's note that it opened one), the same in both languages. */
export const speakerName = () => `speaker:${pathInAnyLanguage()}`;
