import { getCollection, getEntry } from 'astro:content';
import type { Lang } from '../i18n/format';
import { localize } from '../explainers/localize';

export interface ExampleRef {
  game: string;
  id: string;
  title: string;
  summary: string;
  data: unknown;
}

/** Every example of a game in one language, in file-name order. */
export async function examplesOf(game: string, lang: Lang): Promise<ExampleRef[]> {
  const entries = await getCollection('examples', (e) => e.data.game === game);
  return entries
    .sort((a, b) => a.data.id.localeCompare(b.data.id))
    .map((e) => {
      const data = e.data.data as { title: { pl: string; en: string }; summary: { pl: string; en: string } };
      return { game, id: e.data.id, title: data.title[lang], summary: data.summary[lang], data: localize(e.data.data, lang) };
    });
}

/** One example, localized; a missing one is a build error naming the page's game and the id. */
export async function exampleOf(game: string, id: string, lang: Lang): Promise<ExampleRef> {
  const entry = await getEntry('examples', `${game}/${id}`);
  if (!entry) throw new Error(`content/${game}/${lang}.mdx embeds <Example id="${id}" />, but content/${game}/examples/${id}.yaml does not exist`);
  const data = entry.data.data as { title: { pl: string; en: string }; summary: { pl: string; en: string } };
  return { game, id, title: data.title[lang], summary: data.summary[lang], data: localize(entry.data.data, lang) };
}

export async function glossaryOf(game: string) {
  return (await getEntry('glossaries', game))?.data.terms ?? [];
}
