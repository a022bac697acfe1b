import type { Lang } from '../i18n/format';
import { GAMES as REGISTERED, type GameId } from '../registry';

export const LANGS: readonly Lang[] = ['pl', 'en'];

/** Every game's slug: its dictionary keys (`game.{slug}`, `drawing.{slug}`) are checked against this. */
export type GameSlug = GameId;

export interface GameInfo {
  /** URL slug and content folder: `/{lang}/{slug}/`, `content/{slug}/`. */
  slug: GameSlug;
  /** Dictionary prefix of the game's strings (captions, terms). */
  messagePrefix: string;
}

/** Every game the site carries (the registry, `src/registry/index.ts`), in the order the home page lists them. */
export const GAMES: readonly GameInfo[] = REGISTERED.map((g) => ({ slug: g.id, messagePrefix: g.messagePrefix }));

/** A game is published by its line in the registry. */
export const PUBLISHED = GAMES;

/** `getStaticPaths` of every per-game page (`/{lang}/{game}/…`): each published game in each language. */
export function gamePaths() {
  return LANGS.flatMap((lang) => PUBLISHED.map((g) => ({ params: { lang, game: g.slug } })));
}

export function gameBySlug(slug: string): GameInfo | undefined {
  return GAMES.find((g) => g.slug === slug);
}

/**
 * The game a page is about, from its `[game]` route parameter (`Astro.params`): rulebook components
 * (`<Example>`, `<Glossary>`, `<Piece>`) learn it there, never from the page's address.
 */
export function gameOf(page: { readonly params: Readonly<Record<string, string | undefined>> }): GameInfo {
  const game = gameBySlug(page.params.game ?? '');
  if (!game) throw new Error(`This page has no game of the site in its [game] parameter (got "${page.params.game}")`);
  return game;
}

export function otherLang(lang: Lang): Lang {
  return lang === 'pl' ? 'en' : 'pl';
}
