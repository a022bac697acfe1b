import { getCollection, getEntry } from 'astro:content';
import type { Lang } from '../i18n/format';
import { localize, type Localized } from '../explainers/localize';
import { isExampleGame, type ExampleGame, type ExampleOf } from '../schemas/examples';

/** Each game's examples collection (`src/content.config.ts`), read as that game's data. */
const COLLECTIONS: { readonly [G in ExampleGame]: () => Promise<{ id: string; data: ExampleOf[G] }[]> } = {
  '7-wonders': () => getCollection('sevenWondersExamples'),
  gheos: () => getCollection('gheosExamples'),
  'pillars-of-the-earth': () => getCollection('pillarsExamples'),
  'bora-bora': () => getCollection('boraBoraExamples'),
};

/** An example of one game in one language; `game` tells which game's data `data` is. */
export type ExampleRef<G extends ExampleGame = ExampleGame> = {
  [K in G]: { game: K; id: string; title: string; summary: string; data: Localized<ExampleOf[K]> };
}[G];

function refOf<G extends ExampleGame>(game: G, id: string, data: ExampleOf[G], lang: Lang): ExampleRef<G> {
  return { game, id, title: data.title[lang], summary: data.summary[lang], data: localize(data, lang) };
}

/** Every example of a game in one language, in file-name order. */
export async function examplesOf(game: string, lang: Lang): Promise<ExampleRef[]> {
  return isExampleGame(game) ? refsOf(game, lang) : [];
}

async function refsOf<G extends ExampleGame>(game: G, lang: Lang): Promise<ExampleRef<G>[]> {
  const entries = await COLLECTIONS[game]();
  return entries.sort((a, b) => a.id.localeCompare(b.id)).map((e) => refOf(game, e.id, e.data, lang));
}

/** One example, localized; a missing one is a build error naming the page's game and the id. */
export async function exampleOf(game: string, id: string, lang: Lang): Promise<ExampleRef> {
  const entry = isExampleGame(game) ? await oneOf(game, id, lang) : undefined;
  if (!entry) throw new Error(`content/${game}/${lang}.mdx embeds <Example id="${id}" />, but content/${game}/examples/${id}.yaml does not exist`);
  return entry;
}

async function oneOf<G extends ExampleGame>(game: G, id: string, lang: Lang): Promise<ExampleRef<G> | undefined> {
  const entry = (await COLLECTIONS[game]()).find((e) => e.id === id);
  return entry && refOf(game, id, entry.data, lang);
}

export async function glossaryOf(game: string) {
  return (await getEntry('glossaries', game))?.data.terms ?? [];
}
