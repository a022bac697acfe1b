import { activePlayer, choiceFor, type BoraBoraState } from '../../games/bora-bora';
import type { Inputs } from '../types';
import { decisionName, literal, playStory, refusalStep } from './common';
import type { ExampleOf } from './data';
import { bmsg } from './messages';
import { totals } from './placement';
import { aboutSeat, focusSeat, viewOf } from './tableView';
import { settledStory, traceSteps, viewOptions } from './trace';

type CombineExample = ExampleOf<'combine-tiles'>;

/** The example's Phase B steps, one move each, every decision named after its step ("s2.material"). */
function run(d: CombineExample, start: BoraBoraState, inputs: Inputs) {
  const player = activePlayer(start) ?? 0;
  return playStory(
    start,
    d.steps.map((st) => ({ kind: 'phase-b', player, step: st.step })),
    {
      name: (dd, n, move) => decisionName(`s${move + 1}.`)(dd, n),
      own: (dd, n, move) => choiceFor(d.steps[move]?.choices, dd, n),
    },
    inputs,
  );
}

/** Phase B: identical people combined into one stronger action, step by step. */
export const combineStory = settledStory<CombineExample>(run, (d, start, r) => {
  const player = activePlayer(start) ?? 0;
  const opts = viewOptions(d.position, { map: true, board: true });
  const opening = viewOf(start, opts);
  focusSeat(opening, player);
  if (!r.ok) return [refusalStep(r.reason, opening)];
  return traceSteps({
    start,
    opts,
    events: r.events,
    states: r.states,
    asked: r.asked,
    opening: { caption: bmsg('bora.combine.start', { player: start.players[player]!.name }), summary: literal(d.summary), view: opening },
    result: (v) => ({ caption: bmsg('bora.combine.result', { player: start.players[player]!.name }), details: [totals(v, player)], view: aboutSeat(v, player), tone: 'result' }),
  });
});
