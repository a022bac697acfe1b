import { firstLegal } from '../../games/driver';
import { BUILDERS_PER_PLAYER, type BuilderStep, type Decision, type PillarsEvent } from '../../games/pillars-of-the-earth';
import type { Decision as StepDecision, Inputs, Message, Option, Step, Story } from '../types';
import { groupTrace, holds, playedStory, playStory, table, type ChoicePoint, type Group, type StoryPlay } from './common';
import type { ExampleOf } from './data';
import { pmsg } from './messages';
import { colourName } from './names';
import { momentOf, tableView, type TableOptions } from './tableView';
import type { PillarsView } from './views';

type BuilderExample = ExampleOf<'builder-placement' | 'two-player-track'>;
type BuilderDecision = Extract<Decision, { kind: 'builder' }>;
type Choice = 'place' | 'pass' | 'redraw';
type Point = ChoicePoint<BuilderDecision, Choice>;

const stepName = (s: BuilderStep): Choice => (typeof s === 'string' ? s : 'place');
const OPTIONS: TableOptions = { show: { points: false, workers: false, builders: true, cards: false }, track: true };

/**
 * Plays Phase II with the engine, asking for each decision in turn: the
 * reader's choice if it is legal there, else the example's own, else the
 * first legal one. Returns the events, the table at each, and where each decision fell.
 */
function resolve(d: BuilderExample, inputs: Inputs): StoryPlay<BuilderDecision, Choice> | { error: string } {
  const built = table({ players: d.players.map((colour) => ({ colour })), startPlayer: d.startPlayer });
  if (!built.ok) return { error: built.reason };
  return playStory(built.state, [{ phase: 'builders', placement: { draws: { seed: d.seed, order: d.draws } } }], {
    kind: 'builder',
    input: (k) => `choice${k + 1}`,
    choose(decision, k, name) {
      const source = d.steps[k];
      const chosen = firstLegal(decision.options, [inputs[name], source === undefined ? undefined : stepName(source)]);
      if (chosen === undefined) return undefined;
      // Keep the example's named place when it is the step taken.
      return { answer: source !== undefined && typeof source === 'object' && chosen === 'place' ? source : chosen, chosen };
    },
  });
}

/** The question at a draw, with every option the rules allow and the one they do not. */
function decisionFor(p: Point): StepDecision {
  const d = p.decision;
  const gold = p.state.players[d.player]?.wealth ?? 0;
  const player = colourName(p.state.players[d.player]!.colour);
  const starter = colourName(p.state.players[d.startPlayer]!.colour);
  const options: Option[] = [];
  const allowed = new Set(d.options);
  options.push(
    allowed.has('place')
      ? { value: 'place', label: pmsg('pillars.option.place', { cost: d.cost }) }
      : { value: 'place', label: pmsg('pillars.option.place', { cost: d.cost }), refused: pmsg('pillars.option.noGold', { player, gold, cost: d.cost }) },
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
export const builderStory: Story<BuilderExample, PillarsView> = playedStory(resolve, ({ frames, points, end }) => {
  const start = frames.start;
  const names = start.players.map((p) => colourName(p.colour));
  const view = (from: number, to: number) => tableView(momentOf(frames, from, to), OPTIONS);
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
      view: view(0, 0),
    },
  ];
  const groups = groupTrace(frames.events, (e, first) => first.type === 'builder-drawn' && e.type !== 'builder-drawn' && e.type !== 'free-placement');
  let freeSeen = false;
  for (const g of groups) {
    const first = g.events[0]!;
    const shown = view(g.from, g.from + g.events.length);
    if (first.type === 'builder-drawn') {
      const point = points.find((p) => holds(g, p.at - 1));
      steps.push({ ...drawCaption(g, names), view: shown, ...(point ? { decision: decisionFor(point) } : {}) });
    } else if (first.type === 'free-placement') {
      steps.push({
        caption: pmsg(freeSeen ? 'pillars.builders.free' : 'pillars.builders.freeFirst', { player: names[first.player]!, field: first.field, order: first.order }),
        view: shown,
      });
      freeSeen = true;
    }
  }
  const paid = start.players.map((_, seat) =>
    frames.events.reduce((sum, e) => (e.type === 'builder-placed' && e.player === seat ? sum + e.cost : sum), 0),
  );
  const n = frames.events.length;
  steps.push({
    caption: pmsg('pillars.builders.result', { builders: end.builders.length }),
    details: end.players.map((p, seat) => {
      const own = end.builders.filter((b) => b.player === seat);
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
    view: view(n, n),
    tone: 'result',
  });
  return steps;
});
