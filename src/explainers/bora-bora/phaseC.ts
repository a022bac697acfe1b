import { resolvePhaseC, withPhaseCChoice, type BoraBoraEvent, type BoraBoraState, type Decision, type PhaseCChoices, type Resolution } from '../../games/bora-bora';
import type { Inputs, Story } from '../types';
import { literal, refusalStep, settle } from './common';
import type { ExampleOf } from './data';
import { bmsg } from './messages';
import { Replay } from './replay';
import { settledDefaults, startOf, traceSteps, viewOptions } from './trace';
import type { BoraView } from './views';

type PhaseCExample = ExampleOf<'phase-c'>;

const nameOf = (d: Decision) => `${d.kind}-${d.player + 1}`;

function own(d: PhaseCExample, dec: Decision): unknown {
  const seat = String(dec.player) as '0';
  const c = d.choices;
  if (dec.kind === 'jewellery') return c?.jewellery?.[seat];
  if (dec.kind === 'task') return c?.tasks?.[seat];
  if (dec.kind === 'new-task') return c?.newTask?.[seat];
  return undefined;
}

function run(d: PhaseCExample, start: BoraBoraState, inputs: Inputs) {
  return settle<PhaseCChoices, { state: BoraBoraState; events: BoraBoraEvent[] }>(
    (c) => resolvePhaseC(start, c) as Resolution,
    withPhaseCChoice,
    {},
    nameOf,
    (dec) => own(d, dec),
    inputs,
  );
}

/** Phase C: the position track, the new turn order, the temple and its god tile. */
export const phaseCStory: Story<PhaseCExample, BoraView> = {
  defaults: settledDefaults(run),
  inputs: () => [],
  steps(d, inputs) {
    const s = startOf(d.position);
    if (!s.ok) return [s.step];
    const start = s.state;
    const r = run(d, start, inputs);
    const replay = new Replay(start, viewOptions(d.position, { temple: true, track: true }));
    if (!r.ok) return [refusalStep(r.reason, replay.view())];
    return traceSteps({
      start,
      replay,
      events: r.value.events,
      asked: r.asked,
      opening: {
        caption: bmsg('bora.c.start', { round: start.round }),
        details: [literal(d.summary), ...start.players.map((p) => bmsg('bora.c.before', { player: p.name, score: p.score, position: p.position }))],
        view: replay.view(),
      },
      result: (rp) => {
        const v = rp.view();
        return {
          caption: bmsg('bora.c.result'),
          details: r.value.state.players.map((p) => bmsg('bora.c.after', { player: p.name, score: p.score, tiles: p.godTiles })),
          view: v,
          tone: 'result',
        };
      },
    });
  },
};
