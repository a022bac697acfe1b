import type { Lang } from '../i18n/format';

export const LANGS: readonly Lang[] = ['pl', 'en'];

export interface GameInfo {
  /** URL slug and content folder: `/{lang}/{slug}/`, `content/{slug}/`. */
  slug: string;
  /** Built as a page once its rulebook, engine and examples are in. */
  published: boolean;
  /** Dictionary prefix of the game's strings (captions, terms). */
  messagePrefix: string;
}

/** Every game the site will carry, in the order the home page lists them. */
export const GAMES: readonly GameInfo[] = [
  { slug: 'gheos', published: true, messagePrefix: 'gheos.' },
  { slug: '7-wonders', published: true, messagePrefix: 'sw.' },
  { slug: 'pillars-of-the-earth', published: true, messagePrefix: 'pillars.' },
  { slug: 'bora-bora', published: true, messagePrefix: 'bora.' },
];

export const PUBLISHED = GAMES.filter((g) => g.published);

/** `getStaticPaths` of every per-game page (`/{lang}/{game}/…`): each published game in each language. */
export function gamePaths() {
  return LANGS.flatMap((lang) => PUBLISHED.map((g) => ({ params: { lang, game: g.slug } })));
}

export function gameBySlug(slug: string): GameInfo | undefined {
  return GAMES.find((g) => g.slug === slug);
}

export function otherLang(lang: Lang): Lang {
  return lang === 'pl' ? 'en' : 'pl';
}

/** Parses the language out of a path; it lives with the other address helpers, base path aware. */
export { splitPath } from './paths';
