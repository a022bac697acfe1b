/**
 * "Try from here" for Bora Bora (issue 33; only Bora Bora needs it: a Gheos step's link holds its position): `/{lang}/bora-bora/sandbox/from/{example}.json`, the
 * table each step of a worked example opens the sandbox at, by the step's anchor number. A step
 * inside a move (a die placed, its action not yet done) opens at the move's start, where the reader
 * can make that move; the last step opens at the table after it. Written at build time from the
 * story's own states; the sandbox fetches it when the address says `?from={example}-step-{n}`.
 */
import type { APIRoute } from 'astro';
import { stateOfView } from '../../../../../explainers/bora-bora/tableView';
import { initialStory } from '../../../../../explainers/stories';
import { langOf } from '../../../../../i18n';
import { exampleOf, examplesOf } from '../../../../../site/content';
import { LANGS } from '../../../../../site/games';

export async function getStaticPaths() {
  const examples = await examplesOf('bora-bora', 'en');
  return LANGS.flatMap((lang) => examples.map((e) => ({ params: { lang, game: 'bora-bora', id: e.id } })));
}

export const GET: APIRoute = async (context) => {
  const id = context.params.id ?? '';
  const example = await exampleOf('bora-bora', id, langOf(context));
  if (example.game !== 'bora-bora') throw new Error(`${id} is not a Bora Bora example`);
  const { steps } = initialStory('bora-bora', example.data);
  const first = steps[0] && stateOfView(steps[0].view);
  const last = steps.at(-1) && stateOfView(steps.at(-1)!.view);
  const at: Record<string, unknown> = {};
  steps.forEach((_, i) => {
    const state = i === steps.length - 1 && steps.length > 1 ? last : first;
    if (state) at[String(i + 1)] = state;
  });
  return new Response(JSON.stringify(at), { headers: { 'content-type': 'application/json' } });
};
