import { getEntry } from 'astro:content';
import { useTranslations, type Lang, type MessageKey } from '../i18n';
import { LANGS, PUBLISHED } from './games';
import { langPath } from './paths';

/**
 * What every per-game page (`/{lang}/{game}/…`) starts from, out of its route's parameters: the
 * language, the game's slug, the dictionary, the game's name in that language and the address of its
 * rulebook. A parameter that is not a language or a published game is a build error.
 */
export function gamePage(langParam: string | undefined, gameParam: string | undefined) {
  const lang: Lang | undefined = LANGS.find((l) => l === langParam);
  const game = PUBLISHED.find((g) => g.slug === gameParam)?.slug;
  if (!lang || !game) throw new Error(`no per-game page for language "${langParam}" and game "${gameParam}"`);
  const t = useTranslations(lang);
  return { lang, game, t, gameName: t(`game.${game}` as MessageKey), rulebook: langPath(lang, `${game}/`) };
}

/** A game's rulebook in one language (`content/{game}/{lang}.mdx`); a missing one is a build error. */
export async function rulebookOf(game: string, lang: Lang) {
  const entry = await getEntry('rulebooks', `${game}/${lang}`);
  if (!entry) throw new Error(`content/${game}/${lang}.mdx is missing`);
  return entry;
}
