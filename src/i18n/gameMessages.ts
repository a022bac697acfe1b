/**
 * Build-time only: the words a game's pages give their islands (explainers, set-up boxes,
 * the sandbox), carried once per page (see `pageMessages.ts`).
 */
import { dictionaries, type Lang } from '.';
import { gameBySlug, splitPath } from '../site/games';
import { providePageMessages, type PageMessages } from './pageMessages';
import { pick, type Messages } from './translate';

export function gameMessages(lang: Lang, slug: string): { ref: PageMessages; name: string; messages: Messages } {
  const game = gameBySlug(slug);
  if (!game) throw new Error(`gameMessages: no game "${slug}"`);
  const name = `${lang}:${slug}`;
  const messages = pick(dictionaries[lang], ['explainer.', 'example.', 'setup.', game.messagePrefix]);
  return { ref: providePageMessages(name, messages), name, messages };
}

/** What an island on a game's page needs to speak: the page's language and the game's words, from the page's path. */
export function islandWords(pathname: string): { lang: Lang; messages: PageMessages } {
  const { lang, rest } = splitPath(pathname);
  const slug = rest.split('/')[0] ?? '';
  return { lang: lang ?? 'en', messages: gameMessages(lang ?? 'en', slug).ref };
}
