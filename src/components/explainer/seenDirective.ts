/**
 * `client:seen`: Astro's `client:visible` for an island that speaks its game's words on a page that
 * names their file instead of carrying them (i18n/pageWords.ts, issue 29): it hydrates when it first
 * comes into view, once the words have arrived beside its code. (The setup boxes of a rulebook: they
 * read the address's `?players=` as they wake, so they cannot wait for a touch.)
 *
 * Bundled on its own by Astro and inlined into the pages that use it (`integrations/touch.mjs`).
 */
import type { ClientDirective } from 'astro';
import { fillPageWords } from '../../i18n/pageWords';

const seenDirective: ClientDirective = (load, _options, island) => {
  const observer = new IntersectionObserver(async (entries) => {
    if (!entries.some((e) => e.isIntersecting)) return;
    observer.disconnect();
    const [hydrate] = await Promise.all([load(), fillPageWords()]);
    await hydrate();
  });
  // An island's element takes no box of its own (display: contents): its children are what shows.
  for (const child of island.children) observer.observe(child);
};

export default seenDirective;
