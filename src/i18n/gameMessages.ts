/**
 * Build-time only: the words a game's pages give their islands (explainers, set-up boxes,
 * the sandbox), carried once per page (see `pageMessages.ts`).
 */
import { dictionaries, type Lang } from '.';
import { gameBySlug, gameOf } from '../site/games';
import { langOf, type LocaleSource } from './locale';
import { providePageMessages, type PageMessages } from './pageMessages';
import { pick, type Messages } from './translate';

/** The words every sandbox page adds for the shell's pieces (`src/components/sandbox/`). */
export const SANDBOX_WORDS: readonly string[] = ['sandbox.'];

/** The words a practice page adds: its game's questions (`{prefix}practice.`), which no other page's islands say. */
export const practiceWords = (slug: string): readonly string[] => [`${gameBySlug(slug)?.messagePrefix ?? ''}practice.`];

/**
 * `extra`: further prefixes a page's islands need (the sandbox shell's `sandbox.`, a practice page's
 * `practiceWords`). A game's practice questions are left out of its other pages (issue 29: a lesson
 * or a rulebook carries about 5 KB less).
 */
export function gameMessages(lang: Lang, slug: string, extra: readonly string[] = []): { ref: PageMessages; name: string; messages: Messages } {
  const game = gameBySlug(slug);
  if (!game) throw new Error(`gameMessages: no game "${slug}"`);
  const name = [`${lang}:${slug}`, ...extra].join('+');
  const practice = `${game.messagePrefix}practice.`;
  const all = pick(dictionaries[lang], ['explainer.', 'example.', 'setup.', game.messagePrefix, ...extra]);
  const messages = extra.includes(practice) ? all : Object.fromEntries(Object.entries(all).filter(([key]) => !key.startsWith(practice)));
  return { ref: providePageMessages(name, messages), name, messages };
}

/**
 * What an island on a game's page needs to speak, as its props: the page's language (Astro's current
 * locale) and the game's words (by the page's `[game]` parameter). A rulebook component passes `Astro`.
 */
export function islandWords(page: LocaleSource & Parameters<typeof gameOf>[0]): { lang: Lang; messages: PageMessages } {
  const lang = langOf(page);
  return { lang, messages: gameMessages(lang, gameOf(page).slug).ref };
}
