import {
  BUILDERS_PER_PLAYER,
  resolveBuilderPlacement,
  WEALTH_CAP,
  type BuilderStep,
  type Decision,
  type PillarsEvent,
  type PillarsState,
  type Resolved,
} from '../../games/pillars-of-the-earth';
import type { Decision as StepDecision, Inputs, Message, Option, Step, Story } from '../types';
import { groupTrace, holds, reasonOf, refusalStep, table, type Group } from './common';
import type { ExampleOf } from './data';
import { pmsg } from './messages';
import { colourName, Replay } from './replay';
import type { PillarsView } from './views';
import { settledInputs } from '../settledInputs';

type BuilderExample = ExampleOf<'builder-placement' | 'two-player-track'>;
type BuilderDecision = Extract<Decision, { kind: 'builder' }>;

/** Where a choice fell in the trace: before event `at`. */
interface ChoicePoint {
  at: number;
  input: string;
  decision: BuilderDecision;
  /** Gold of the deciding player at that moment. */
  gold: number;
  chosen: 'place' | 'pass' | 'redraw';
}

type Outcome = { start: PillarsState; result: Resolved; points: ChoicePoint[] } | { error: string; start?: PillarsState };

const MAX_DECISIONS = 30;
const stepName = (s: BuilderStep): 'place' | 'pass' | 'redraw' => (typeof s === 'string' ? s : 'place');

/**
 * Plays Phase II with the engine, asking for each decision in turn: the
 * reader's choice if it is legal there, else the example's own, else the
 * first legal one. Returns the trace and where each decision fell in it.
 */
function resolve(d: BuilderExample, inputs: Inputs): Outcome {
  const built = table({ players: d.players.map((colour) => ({ colour })), startPlayer: d.startPlayer });
  if (!built.ok) return { error: built.reason };
  const start = built.state;
  const steps: BuilderStep[] = [];
  const points: ChoicePoint[] = [];
  for (let i = 0; i <= MAX_DECISIONS; i++) {
    const r = resolveBuilderPlacement(start, { draws: { seed: d.seed, order: d.draws }, steps });
    if (r.ok) return { start, result: r.value, points };
    if (r.reason !== 'decision-needed') return { error: reasonOf(r), start };
    if (!('decision' in r) || r.decision.kind !== 'builder') return { error: 'unexpected-decision', start };
    const decision = r.decision;
    const input = `choice${points.length + 1}`;
    const source = d.steps[points.length];
    const wanted = [inputs[input], source === undefined ? undefined : stepName(source)].find((v) => decision.options.includes(v as never));
    const chosen = (wanted as ChoicePoint['chosen'] | undefined) ?? decision.options[0]!;
    // Keep the example's named place when it is the step taken.
    steps.push(source !== undefined && typeof source === 'object' && chosen === 'place' ? source : chosen);
    points.push({ at: r.trace.length, input, decision, gold: r.state.players[decision.player]?.wealth ?? 0, chosen });
  }
  return { error: 'too-many-decisions', start };
}

/** The question at a draw, with every option the rules allow and the one they do not. */
function decisionFor(p: ChoicePoint, start: PillarsState): StepDecision {
  const d = p.decision;
  const player = colourName(start.players[d.player]!.colour);
  const starter = colourName(start.players[d.startPlayer]!.colour);
  const options: Option[] = [];
  const allowed = new Set(d.options);
  options.push(
    allowed.has('place')
      ? { value: 'place', label: pmsg('pillars.option.place', { cost: d.cost }) }
      : { value: 'place', label: pmsg('pillars.option.place', { cost: d.cost }), refused: pmsg('pillars.option.noGold', { player, gold: p.gold, cost: d.cost }) },
  );
  options.push({ value: 'pass', label: pmsg('pillars.option.pass', { field: d.cost }) });
  if (allowed.has('redraw')) options.push({ value: 'redraw', label: pmsg('pillars.option.redraw', { start: starter }) });
  return { name: p.input, chosen: p.chosen, label: pmsg('pillars.decision.builder', { player, cost: d.cost, draw: d.draw }), options };
}

/** The caption of one draw: what came out, and what its owner did. */
function drawCaption(g: Group, names: Message[]): { caption: Message; details: Message[]; tone?: 'result' } {
  const details: Message[] = [];
  const drawn = g.events[0] as Extract<PillarsEvent, { type: 'builder-drawn' }>;
  let caption: Message = pmsg('pillars.builders.drawn', { draw: drawn.draw, builder: pmsg(`pillars.builder.${drawn.colour}`), cost: drawn.cost });
  for (const e of g.events.slice(1)) {
    const player = names['player' in e ? e.player : 0]!;
    const base = { draw: drawn.draw, builder: pmsg(`pillars.builder.${drawn.colour}`), player };
    if (e.type === 'cost-marker-to-zero') details.push(pmsg('pillars.builders.toZero', { from: e.from }), pmsg(`pillars.reading.${e.reading}`));
    else if (e.type === 'cost-marker-moved') details.push(pmsg('pillars.builders.markerMoved', { from: e.from, to: e.to }));
    else if (e.type === 'builder-placed') caption = pmsg('pillars.builders.placed', { ...base, cost: e.cost, gold: e.goldLeft });
    else if (e.type === 'passed') caption = pmsg(e.forced ? 'pillars.builders.passedForced' : 'pillars.builders.passed', { ...base, cost: e.cost });
    else if (e.type === 'redraw') caption = pmsg('pillars.builders.redraw', { ...base, cost: drawn.cost });
    else if (e.type === 'builder-set-aside') caption = pmsg('pillars.builders.setAside', base);
  }
  return { caption, details };
}

/** Phase II from setup: every draw, each owner's step, and the free placements. */
export const builderStory: Story<BuilderExample, PillarsView> = {
  defaults(d) {
    const o = resolve(d, {});
    return settledInputs(o);
  },
  inputs: () => [],
  steps(d, inputs) {
    const o = resolve(d, inputs);
    if ('error' in o) return [refusalStep(o.error)];
    const { start, result, points } = o;
    const names = start.players.map((p) => colourName(p.colour));
    const replay = new Replay(start, {
      show: { points: false, workers: false, builders: true, cards: false },
      track: true,
      builders: BUILDERS_PER_PLAYER,
      cap: WEALTH_CAP,
    });
    const steps: Step<PillarsView>[] = [
      {
        caption: pmsg('pillars.builders.start', {
          players: start.players.length,
          each: BUILDERS_PER_PLAYER,
          bag: start.players.length * BUILDERS_PER_PLAYER,
          marker: start.costMarker,
          start: names[start.startPlayer]!,
        }),
        details: start.players.map((p) => pmsg('pillars.player.gold', { player: colourName(p.colour), gold: p.wealth })),
        view: replay.view(),
      },
    ];
    const groups = groupTrace(result.trace, (e, first) => first.type === 'builder-drawn' && e.type !== 'builder-drawn' && e.type !== 'free-placement');
    let freeSeen = false;
    for (const g of groups) {
      replay.begin();
      for (const e of g.events) replay.apply(e);
      const first = g.events[0]!;
      if (first.type === 'builder-drawn') {
        const point = points.find((p) => holds(g, p.at - 1));
        steps.push({ ...drawCaption(g, names), view: replay.view(), ...(point ? { decision: decisionFor(point, start) } : {}) });
      } else if (first.type === 'free-placement') {
        steps.push({
          caption: pmsg(freeSeen ? 'pillars.builders.free' : 'pillars.builders.freeFirst', { player: names[first.player]!, field: first.field, order: first.order }),
          view: replay.view(),
        });
        freeSeen = true;
      }
    }
    const paid = start.players.map((_, seat) =>
      result.trace.reduce((sum, e) => (e.type === 'builder-placed' && e.player === seat ? sum + e.cost : sum), 0),
    );
    replay.begin();
    steps.push({
      caption: pmsg('pillars.builders.result', { builders: result.state.builders.length }),
      details: result.state.players.map((p, seat) => {
        const own = result.state.builders.filter((b) => b.player === seat);
        const free = own.filter((b) => b.paid === 0).length;
        return pmsg('pillars.builders.resultPlayer', {
          player: names[seat]!,
          placed: own.length,
          free,
          bought: own.length - free,
          paid: paid[seat]!,
          gold: p.wealth,
        });
      }),
      view: replay.view(),
      tone: 'result',
    });
    return steps;
  },
};
