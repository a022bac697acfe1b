import type { APIRoute } from 'astro';
import { initialStory } from '../../../../explainers/stories';
import { packPageStory } from '../../../../explainers/pageSteps';
import { exampleOf, examplesOf } from '../../../../site/content';
import { LANGS, PUBLISHED } from '../../../../site/games';
import type { Lang } from '../../../../i18n/format';
import { captionTermsUsed } from '../../../../components/terms/usedTerms';

/*
 * An example's steps for its island (issue 29): its story for its own inputs without the steps'
 * views (their captions, details, choices) and the glossary terms its captions use, packed (`explainers/pageSteps.ts`). The page draws them
 * already; its `data-steps` script names this file instead of carrying it (a rulebook carried 37 KB
 * of them), and the island's `client:touch` fetches it as the island wakes, beside its code and the
 * page's words. Saved for offline use with the language's pages (integrations/offline.mjs).
 */
export async function getStaticPaths() {
  const examples = (await Promise.all(PUBLISHED.map((g) => examplesOf(g.slug, 'en')))).flat();
  return LANGS.flatMap((lang) => examples.map((e) => ({ params: { lang, game: e.game, id: e.id } })));
}

export const GET: APIRoute = async ({ params }) => {
  const lang = params.lang as Lang;
  const example = await exampleOf(params.game as string, params.id as string, lang);
  const story = initialStory(example.game, example.data);
  const terms = await captionTermsUsed(example.game, lang, story);
  return new Response(packPageStory(story, example.data.title, terms), { headers: { 'Content-Type': 'application/json' } });
};
