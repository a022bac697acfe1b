/**
 * The worked examples as data: each file is validated, run through the
 * engine, and the outcome the source states is checked here (the data files
 * hold inputs only).
 */
import { describe, expect, it } from 'vitest';
import { accepted, workedExamples } from '../workedExamples';
import { pillarsExample, type PillarsExample } from '../../schemas/pillars-example';
import type { Resolution } from './decisions';
import { resolveDraft } from './draft';
import { resolveEvent } from './event';
import { resolveBuilderPlacement } from './placement';
import { buildPosition, type PositionInput } from './position';
import { eventsOf, pending, resolved } from './test-support';
import type { PillarsState } from './types';
import { resolveWoolMill } from './wool-mill';

const IDS = ['builder-placement', 'resource-draft', 'wool-mill', 'tax-event', 'two-player-track'] as const;

const { ofKind: load, expectOneFileEach } = workedExamples('pillars-of-the-earth', pillarsExample, IDS);

const table = (input: PositionInput): PillarsState => accepted(buildPosition(input));

type BuilderExample = Extract<PillarsExample, { kind: 'builder-placement' | 'two-player-track' }>;
const builderStart = (ex: BuilderExample) => table({ players: ex.players.map((colour) => ({ colour })), startPlayer: ex.startPlayer });
const runBuilders = (ex: BuilderExample, steps = ex.steps) =>
  resolveBuilderPlacement(builderStart(ex), { draws: { seed: ex.seed, order: ex.draws }, steps });

type DraftExample = Extract<PillarsExample, { kind: 'resource-draft' }>;
const draftStart = (ex: DraftExample) =>
  table({
    players: ex.players.map((colour) => ({ colour })),
    startPlayer: ex.startPlayer,
    pool: { resources: ex.pool.resources, craftsmen: ex.pool.craftsmen.map(({ id, cost }) => ({ id, cost })) },
  });

type TaxExample = Extract<PillarsExample, { kind: 'tax-event' }>;
const taxStart = (ex: TaxExample) =>
  table({ players: ex.players, startPlayer: ex.startPlayer, builders: ex.bishop ? [{ colour: ex.bishop.colour, at: 'bishop' }] : [] });

/** Cutting a list of choices short at every point must stop at a real decision. */
function everyChoiceIsAsked<C>(choices: readonly C[], run: (cs: C[]) => Resolution<string>): void {
  for (let k = 0; k < choices.length; k++) {
    const r = run(choices.slice(0, k));
    expect(r.ok ? 'resolved' : r.reason, `after ${k} choices`).toBe('decision-needed');
    expect(pending(r).decision.options, `choice ${k}`).toContainEqual(choices[k]);
  }
}

describe('worked examples as data', () => {
  it('there is exactly one valid data file per worked example', () => {
    expectOneFileEach();
  });

  it('the schema names the field of a broken example', () => {
    const bad = { ...load('builder-placement'), steps: ['place', 'jump'] };
    const parsed = pillarsExample.safeParse(bad);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path.slice(0, 2)).toEqual(['steps', 1]);
    const tooRich = load('wool-mill');
    tooRich.players[0]!.wealth = 31;
    expect(pillarsExample.safeParse(tooRich).error?.issues[0]?.path).toEqual(['players', 0, 'wealth']);
    const fourRed = { ...load('builder-placement'), draws: ['red', 'red', 'red', 'red'] };
    expect(pillarsExample.safeParse(fourRed).success).toBe(false);
    const outcome = { ...load('tax-event'), result: { red: 10 } };
    expect(pillarsExample.safeParse(outcome).success).toBe(false);
  });
});

describe('builder-placement: the source example with passes', () => {
  const ex = load('builder-placement');
  const { events: trace, state } = resolved(runBuilders(ex));

  it('the prices fall 7, 6, 5, 4, 3, 2, 1 and the eighth and ninth builders are free', () => {
    expect(eventsOf(trace, 'builder-drawn').map((e) => e.cost)).toEqual([7, 6, 5, 4, 3, 2, 1, 0, 0]);
  });

  it('Red passes at 7 gold: the marker moves to 6 and the red builder waits on field 7', () => {
    const first = trace.slice(0, 3);
    expect(first).toEqual([
      { type: 'builder-drawn', draw: 1, player: 0, colour: 'red', cost: 7 },
      { type: 'passed', player: 0, colour: 'red', cost: 7, forced: false },
      { type: 'cost-marker-moved', from: 7, to: 6 },
    ]);
  });

  it('Red passes first, then Blue, then Red again', () => {
    expect(eventsOf(trace, 'passed').map((e) => e.colour)).toEqual(['red', 'blue', 'red']);
  });

  it('each builder placed costs its owner the price under it', () => {
    const placed = eventsOf(trace, 'builder-placed');
    expect(placed.map((e) => [e.colour, e.cost])).toEqual([
      ['green', 6],
      ['green', 4],
      ['blue', 2],
      ['green', 1],
      ['blue', 0],
      ['red', 0],
    ]);
    const start = builderStart(ex);
    state.players.forEach((p, seat) => {
      const paid = placed.filter((e) => e.player === seat).reduce((sum, e) => sum + e.cost, 0);
      expect(p.wealth).toBe((start.players[seat]?.wealth ?? 0) - paid);
    });
  });

  it('with the bag empty the waiting builders are placed for free: Red, then Blue, then Red', () => {
    expect(eventsOf(trace, 'free-placement').map((e) => e.colour)).toEqual(['red', 'blue', 'red']);
    expect(trace.slice(-3).every((e) => e.type === 'free-placement')).toBe(true);
    expect(state.builders).toHaveLength(9);
  });

  it('each step answers a real decision, so a reader can take another one there', () => {
    everyChoiceIsAsked(ex.steps, (steps) => runBuilders(ex, steps));
  });
});

describe('two-player-track', () => {
  const ex = load('two-player-track');
  const { events: trace, state } = resolved(runBuilders(ex));

  it('there are only six builders, and after all six are drawn the cost marker stands on 0', () => {
    expect(eventsOf(trace, 'builder-drawn')).toHaveLength(6);
    expect(eventsOf(trace, 'cost-marker-to-zero')).toHaveLength(1);
    expect(state.costMarker).toBe(0);
  });

  it('(interpretation) the sixth builder, drawn as the marker drops, is placed for free', () => {
    expect(eventsOf(trace, 'builder-placed').at(-1)).toMatchObject({ colour: 'red', cost: 0 });
  });

  it('the waiting builders are placed for free: Red (field 7), then Yellow (field 5)', () => {
    expect(eventsOf(trace, 'free-placement').map((e) => [e.colour, e.field])).toEqual([['red', 7], ['yellow', 5]]);
  });

  it('each step answers a real decision', () => {
    everyChoiceIsAsked(ex.steps, (steps) => runBuilders(ex, steps));
  });
});

describe('resource-draft', () => {
  const ex = load('resource-draft');
  const { events: trace, state } = resolved(resolveDraft(draftStart(ex), ex.moves));

  it('a resource card costs workers and a craftsman costs gold', () => {
    expect(eventsOf(trace, 'resource-card-taken').map((e) => [e.colour, e.card, e.workers])).toEqual([
      ['red', 'stone-4', 10],
      ['blue', 'wood-4', 7],
      ['red', 'sand-2', 2],
      ['blue', 'stone-2', 4],
    ]);
    expect(eventsOf(trace, 'craftsman-taken').map((e) => [e.colour, e.cost, e.goldLeft])).toEqual([
      ['green', 5, 17],
      ['red', 6, 14],
    ]);
  });

  it('a player who passed takes no more cards; players who can take nothing pass', () => {
    expect(eventsOf(trace, 'draft-passed').map((e) => [e.colour, e.forced])).toEqual([
      ['green', false],
      ['blue', true],
      ['red', true],
    ]);
    expect(eventsOf(trace, 'draft-ended')).toEqual([{ type: 'draft-ended', reason: 'all-passed' }]);
  });

  it('unused workers go to the wool mill; untaken resource cards are put aside', () => {
    expect(state.players.map((p) => p.woolMill)).toEqual([
      { small: 0, large: 0 },
      { small: 1, large: 0 },
      { small: 7, large: 1 },
    ]);
    expect(state.resourcesAside.map((c) => c.id).sort()).toEqual(['sand-3', 'stone-3', 'wood-2']);
  });

  it('each move answers a real decision', () => {
    everyChoiceIsAsked(ex.moves, (moves) => resolveDraft(draftStart(ex), moves));
  });
});

describe('wool-mill', () => {
  const ex = load('wool-mill');
  const { events: trace, state } = resolveWoolMill(table({ players: ex.players }));

  it('1 gold per worker, the large pawn counting as five', () => {
    expect(eventsOf(trace, 'wool-mill-income').map((e) => [e.colour, e.income])).toEqual([
      ['red', 7],
      ['blue', 12],
      ['green', 3],
    ]);
  });

  it('no one holds more than 30 gold; the rest is lost', () => {
    expect(state.players.map((p) => p.wealth)).toEqual([19, 30, 20]);
    expect(eventsOf(trace, 'wool-mill-income')[1]).toMatchObject({ gained: 4, lost: 8 });
  });
});

describe('tax-event', () => {
  const ex = load('tax-event');
  const choice = ex.bishop?.choice;
  const { events: trace, state } = resolved(resolveEvent(taxStart(ex), { kind: 'tax' }, choice ? { bishop: choice } : {}));

  it('the player protected by the Bishop is skipped', () => {
    expect(eventsOf(trace, 'event-skipped').map((e) => e.colour)).toEqual(['red']);
    expect(state.players[0]).toMatchObject({ wealth: 10, points: 5 });
  });

  it('the others pay 4 gold or all they have, and lose 1 point per 2 gold short, rounded down', () => {
    expect(eventsOf(trace, 'tax-paid').map((e) => [e.colour, e.paid, e.pointsLost])).toEqual([
      ['blue', 3, 0],
      ['green', 1, 1],
      ['yellow', 0, 2],
    ]);
    expect(state.players.map((p) => [p.wealth, p.points])).toEqual([[10, 5], [0, 4], [0, 2], [0, 0]]);
  });

  it("the Bishop's choice answers a real decision", () => {
    const d = pending(resolveEvent(taxStart(ex), { kind: 'tax' }));
    expect(d.decision.options).toContainEqual(choice);
  });
});
