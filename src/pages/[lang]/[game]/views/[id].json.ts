import type { APIRoute } from 'astro';
import { initialStory } from '../../../../explainers/stories';
import { packStepData } from '../../../../explainers/pageSteps';
import { exampleOf, examplesOf } from '../../../../site/content';
import { LANGS, PUBLISHED } from '../../../../site/games';
import type { Lang } from '../../../../i18n/format';

/*
 * An example's step pictures as data (issue 29): the view of each of its steps for its own inputs,
 * and the example's data (for its story, when the reader asks a "what if"), packed (`explainers/pack.ts`). The page carries the steps' words (captions, details, choices) and
 * draws the step shown; its island fetches this file when it wakes, and draws a step from it when the
 * step is first shown. Saved for offline use with the language's pages (integrations/offline.mjs).
 */
export async function getStaticPaths() {
  const examples = (await Promise.all(PUBLISHED.map((g) => examplesOf(g.slug, 'en')))).flat();
  return LANGS.flatMap((lang) => examples.map((e) => ({ params: { lang, game: e.game, id: e.id } })));
}

export const GET: APIRoute = async ({ params }) => {
  const example = await exampleOf(params.game as string, params.id as string, params.lang as Lang);
  return new Response(packStepData(initialStory(example.game, example.data), example.data), { headers: { 'Content-Type': 'application/json' } });
};
