import { activePlayer, phaseBStep, withChoice, type BoraBoraEvent, type BoraBoraState, type Choices, type PhaseBStep, type Resolution } from '../../games/bora-bora';
import type { Story } from '../types';
import { decisionName, literal, ownChoice, refusalStep, settle, type Asked } from './common';
import type { ExampleOf } from './data';
import { bmsg } from './messages';
import { totals } from './placement';
import { Replay } from './replay';
import { settledDefaults, startOf, traceSteps, viewOptions } from './trace';
import type { BoraView } from './views';

type CombineExample = ExampleOf<'combine-tiles'>;

function run(d: CombineExample, start: BoraBoraState, inputs: Record<string, string | number>) {
  let s = start;
  const events: BoraBoraEvent[] = [];
  const asked: Asked[] = [];
  const player = activePlayer(start) ?? 0;
  for (const [i, st] of d.steps.entries()) {
    const at = events.length;
    const r = settle<Choices, { state: BoraBoraState; events: BoraBoraEvent[] }>(
      (c) => phaseBStep(s, player, st.step as PhaseBStep, c) as Resolution,
      withChoice,
      {},
      decisionName(`s${i + 1}.`),
      (dd, n) => ownChoice(st.choices as Choices | undefined, dd, n),
      inputs,
    );
    asked.push(...r.asked.map((a) => ({ ...a, at: a.at + at })));
    if (!r.ok) return { ok: false as const, reason: r.reason, events, asked };
    s = r.value.state;
    events.push(...r.value.events);
  }
  return { ok: true as const, state: s, events, asked };
}

/** Phase B: identical people combined into one stronger action, step by step. */
export const combineStory: Story<CombineExample, BoraView> = {
  defaults: settledDefaults(run),
  inputs: () => [],
  steps(d, inputs) {
    const s = startOf(d.position);
    if (!s.ok) return [s.step];
    const start = s.state;
    const player = activePlayer(start) ?? 0;
    const r = run(d, start, inputs);
    const replay = new Replay(start, viewOptions(d.position, { map: true, board: true }));
    replay.focus(player);
    if (!r.ok) return [refusalStep(r.reason, replay.view())];
    return traceSteps({
      start,
      replay,
      events: r.events,
      asked: r.asked,
      opening: { caption: bmsg('bora.combine.start', { player: start.players[player]!.name }), details: [literal(d.summary)], view: replay.view() },
      result: (rp) => {
        const v = rp.view();
        return { caption: bmsg('bora.combine.result', { player: start.players[player]!.name }), details: [totals(v, player)], view: v, tone: 'result' };
      },
    });
  },
};
