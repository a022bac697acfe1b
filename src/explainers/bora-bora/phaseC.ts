import type { Answer, BoraBoraEvent, BoraBoraState, Decision } from '../../games/bora-bora';
import type { Inputs } from '../types';
import { literal, playStory, refusalStep } from './common';
import type { ExampleOf } from './data';
import { bmsg } from './messages';
import { viewOf } from './tableView';
import { settledStory, traceSteps, viewOptions } from './trace';

type PhaseCExample = ExampleOf<'phase-c'>;

const nameOf = (d: Decision) => `${d.kind}-${d.player + 1}`;

function own(d: PhaseCExample, dec: Decision): Answer | undefined {
  const seat = String(dec.player) as '0';
  const c = d.choices;
  if (dec.kind === 'jewellery') return c?.jewellery?.[seat];
  if (dec.kind === 'task') return c?.tasks?.[seat];
  if (dec.kind === 'new-task') return c?.newTask?.[seat];
  return undefined;
}

function run(d: PhaseCExample, start: BoraBoraState, inputs: Inputs) {
  return playStory(start, [{ kind: 'phase-c' }], { name: nameOf, own: (dec) => own(d, dec) }, inputs);
}

/**
 * The table after each event, as far as the round's end: the story is about
 * Phase C, so the next round's set-up and roll are told, and the table stays as
 * the round left it.
 */
function untilRoundEnd(events: readonly BoraBoraEvent[], states: readonly BoraBoraState[]): BoraBoraState[] {
  const end = events.findIndex((e) => e.type === 'round-ended');
  return end < 0 ? [...states] : states.map((s, i) => (i > end ? states[end]! : s));
}

/** Phase C: the position track, the new turn order, the temple and its god tile. */
export const phaseCStory = settledStory<PhaseCExample>(run, (d, start, r) => {
  const opts = viewOptions(d.position, { temple: true, track: true });
  if (!r.ok) return [refusalStep(r.reason, viewOf(start, opts))];
  return traceSteps({
    start,
    opts,
    events: r.events,
    states: untilRoundEnd(r.events, r.states),
    asked: r.asked,
    opening: {
      caption: bmsg('bora.c.start', { round: start.round }),
      summary: literal(d.summary),
      details: [...start.players.map((p) => bmsg('bora.c.before', { player: p.name, score: p.score, position: p.position }))],
      view: viewOf(start, opts),
    },
    result: (v) => ({
      caption: bmsg('bora.c.result'),
      details: r.state.players.map((p) => bmsg('bora.c.after', { player: p.name, score: p.score, tiles: p.godTiles })),
      view: v,
      tone: 'result',
    }),
  });
});
