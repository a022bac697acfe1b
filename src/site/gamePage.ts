import { getEntry } from 'astro:content';
import { getRelativeLocaleUrl } from 'astro:i18n';
import { langOf, useTranslations, type Lang, type LocaleSource } from '../i18n';
import { gameOf } from './games';

/**
 * What every per-game page (`/{lang}/{game}/…`) starts from: the language (Astro's current locale),
 * the game's slug (its `[game]` parameter), the dictionary, the game's name in that language and the
 * address of its rulebook. A locale or game the site does not have is a build error.
 */
export function gamePage(page: LocaleSource & { readonly params: Readonly<Record<string, string | undefined>> }) {
  const lang = langOf(page);
  const game = gameOf(page).slug;
  const t = useTranslations(lang);
  return { lang, game, t, gameName: t(`game.${game}`), rulebook: getRelativeLocaleUrl(lang, game) };
}

/** A game's rulebook in one language (`content/{game}/{lang}.mdx`); a missing one is a build error. */
export async function rulebookOf(game: string, lang: Lang) {
  const entry = await getEntry('rulebooks', `${game}/${lang}`);
  if (!entry) throw new Error(`content/${game}/${lang}.mdx is missing`);
  return entry;
}
