/**
 * The other language, from the presenter view or a lesson (L, or the presenter's language button):
 * the header's switch (`[data-lang-switch]`, Header.astro) names the other language's page; the
 * reader's query (presenting, predict, a variation, the player count) and hash (the step or slide)
 * go along, so the same step shows, presented, in the other language.
 */
export function otherLanguageHref(): string | null {
  const link = document.querySelector<HTMLAnchorElement>('a[data-lang-switch]');
  if (!link) return null;
  const url = new URL(link.href);
  url.search = location.search;
  url.hash = location.hash;
  return url.href;
}

/** Goes to the same step in the other language; false where the page has no other language. */
export function switchLanguage(): boolean {
  const href = otherLanguageHref();
  if (href) location.assign(href);
  return href !== null;
}
