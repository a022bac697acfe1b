import { describe, expect, it } from 'vitest';
import { builderCost, freePlacementOrder } from './cost-track';
import type { BuilderStep } from './decisions';
import { resolveBuilderPlacement, type PlacementInput } from './placement';
import { eventsOf, expectRefusal, pending, position, resolved } from './test-support';
import type { Colour, PillarsState } from './types';

const RBG = ['red', 'blue', 'green'] as const;
const threePlayers = (wealth: number[] = [20, 21, 22]): PillarsState =>
  position({ players: RBG.map((colour, i) => ({ colour, wealth: wealth[i] ?? 20 })) });
const twoPlayers = (): PillarsState => position({ players: [{ colour: 'red' }, { colour: 'yellow' }] });

/** A draw order of three rounds of Red, Blue, Green. */
const ROUND_ROBIN: Colour[] = ['red', 'blue', 'green', 'red', 'blue', 'green', 'red', 'blue', 'green'];

function run(state: PillarsState, steps: BuilderStep[], order: Colour[] = ROUND_ROBIN, extra: Partial<PlacementInput> = {}) {
  return resolveBuilderPlacement(state, { draws: { seed: 1, order }, steps, ...extra });
}

describe('The cost track (Faza II)', () => {
  it('the first builder costs 7 gold, then 6, 5, 4, 3, 2 and 1; from the eighth on it is free', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 12].map(builderCost)).toEqual([7, 6, 5, 4, 3, 2, 1, 0, 0, 0]);
  });

  it('a builder drawn when the cost track shows 3 costs 3 gold', () => {
    const s = { ...threePlayers(), costMarker: 3 };
    const { events: trace, state } = resolved(run(s, ['place', 'pass', 'pass', 'pass', 'pass', 'pass', 'pass', 'pass', 'pass']));
    expect(eventsOf(trace, 'builder-placed')[0]).toEqual({ type: 'builder-placed', player: 0, colour: 'red', cost: 3, goldLeft: 17, at: null });
    expect(state.players[0]?.wealth).toBe(17);
  });

  it('every builder placed pays the price under it, draw by draw', () => {
    const { events: trace, state } = resolved(run(threePlayers(), Array<BuilderStep>(9).fill('place')));
    expect(eventsOf(trace, 'builder-placed').map((e) => e.cost)).toEqual([7, 6, 5, 4, 3, 2, 1, 0, 0]);
    expect(state.players.map((p) => p.wealth)).toEqual([20 - 7 - 4 - 1, 21 - 6 - 3 - 0, 22 - 5 - 2 - 0]);
  });

  it('the marker moves one field after every builder, placed or passed', () => {
    const { events: trace } = resolved(run(threePlayers(), ['pass', 'place', 'pass', 'place', 'pass', 'pass', 'place', 'pass', 'pass']));
    expect(eventsOf(trace, 'cost-marker-moved').map((e) => e.to)).toEqual([6, 5, 4, 3, 2, 1, 0]);
    expect(eventsOf(trace, 'builder-drawn').map((e) => e.cost)).toEqual([7, 6, 5, 4, 3, 2, 1, 0, 0]);
  });

  it('the same player may be drawn again at once', () => {
    const order: Colour[] = ['red', 'red', 'red', 'blue', 'blue', 'blue', 'green', 'green', 'green'];
    const { events: trace } = resolved(run(threePlayers(), Array<BuilderStep>(9).fill('place'), order));
    expect(eventsOf(trace, 'builder-placed').slice(0, 3).map((e) => [e.colour, e.cost])).toEqual([['red', 7], ['red', 6], ['red', 5]]);
  });

  it('all builders end up on the board: three per player', () => {
    const { state } = resolved(run(threePlayers(), ['pass', 'place', 'pass', 'place', 'pass', 'pass', 'place', 'pass', 'pass']));
    expect(state.builders).toHaveLength(9);
    expect([0, 1, 2].map((seat) => state.builders.filter((b) => b.player === seat).length)).toEqual([3, 3, 3]);
  });
});

describe('Passing (Faza II)', () => {
  it('Red passes at 7 gold: the marker moves to 6 and the red builder stands on field 7', () => {
    const d = pending(run(threePlayers(), ['pass']));
    expect(eventsOf(d.events, 'passed')).toEqual([{ type: 'passed', player: 0, colour: 'red', cost: 7, forced: false }]);
    expect(eventsOf(d.events, 'cost-marker-moved')).toEqual([{ type: 'cost-marker-moved', from: 7, to: 6 }]);
    expect(d.state.costMarker).toBe(6);
    expect(d.state.costTrack).toEqual([{ player: 0, colour: 'red', field: 7 }]);
  });

  it('passed builders are placed for free once the bag is empty, leftmost first: Red, Blue, Red', () => {
    const order: Colour[] = ['red', 'green', 'blue', 'green', 'red', 'blue', 'green', 'blue', 'red'];
    const steps: BuilderStep[] = ['pass', 'place', 'pass', 'place', 'pass', 'place', 'place', 'place', 'place'];
    const { events: trace, state } = resolved(run(threePlayers(), steps, order));
    expect(eventsOf(trace, 'free-placement').map((e) => [e.colour, e.field, e.order])).toEqual([
      ['red', 7, 1],
      ['blue', 5, 2],
      ['red', 3, 3],
    ]);
    expect(trace.findIndex((e) => e.type === 'free-placement')).toBeGreaterThan(trace.map((e) => e.type).lastIndexOf('builder-drawn'));
    expect(state.builders.filter((b) => b.paid === 0)).toHaveLength(5);
    expect(state.costTrack).toEqual([]);
  });

  it('(interpretation) passing is still allowed once placing is free; those builders wait on field 0, in pass order', () => {
    expect(freePlacementOrder([
      { player: 1, colour: 'blue', field: 0 },
      { player: 0, colour: 'red', field: 4 },
      { player: 2, colour: 'green', field: 0 },
    ]).map((w) => w.colour)).toEqual(['red', 'blue', 'green']);
  });

  it('(interpretation) a player without the gold for the price must pass', () => {
    const s = threePlayers([20, 3, 22]);
    // Blue, drawn second at 6 gold with 3 gold, may only pass — or the start player may redraw.
    const d = pending(run(s, ['place']));
    expect(d.decision).toMatchObject({ kind: 'builder', player: 1, cost: 6, options: ['pass', 'redraw'] });
    expect(expectRefusal(run(s, ['place', 'place']), 'illegal-choice')).toMatchObject({ why: 'not-enough-gold', cost: 6, wealth: 3 });
    // Red spends the redraw on Blue's builder, Blue is drawn again: now the pass is made without asking.
    const order: Colour[] = ['red', 'blue', 'blue', 'green', 'red', 'blue', 'green', 'red', 'blue', 'green'];
    const steps: BuilderStep[] = ['place', 'redraw', 'place', 'place', 'place', 'place', 'place', 'place', 'place'];
    const { events: trace } = resolved(run(s, steps, order));
    expect(eventsOf(trace, 'passed')).toEqual([{ type: 'passed', player: 1, colour: 'blue', cost: 6, forced: true }]);
    expect(eventsOf(trace, 'builder-placed').filter((e) => e.colour === 'blue').map((e) => [e.cost, e.goldLeft])).toEqual([[3, 0], [0, 0]]);
  });
});

describe("The start player's redraw (Faza II)", () => {
  it('once a round the start player may throw the drawn builder back and draw another; the marker stays', () => {
    const order: Colour[] = ['red', 'blue', 'red', 'green', 'blue', 'green', 'red', 'blue', 'green', 'red'];
    const d = pending(run(threePlayers(), ['redraw'], order));
    expect(d.events).toEqual([
      { type: 'builder-drawn', draw: 1, player: 0, colour: 'red', cost: 7 },
      { type: 'redraw', player: 0, colour: 'red' },
      { type: 'builder-drawn', draw: 2, player: 1, colour: 'blue', cost: 7 },
    ]);
    expect(d.decision).toMatchObject({ player: 1, cost: 7, options: ['place', 'pass'] });
  });

  it('a second redraw in the same round is refused', () => {
    const order: Colour[] = ['red', 'blue', 'red', 'green', 'blue', 'green', 'red', 'blue', 'green', 'red'];
    expect(expectRefusal(run(threePlayers(), ['redraw', 'redraw'], order), 'illegal-choice')).toMatchObject({ why: 'redraw-already-used' });
  });

  it('the redraw is the start player’s, whoever owns the builder drawn', () => {
    const s = position({ players: RBG.map((colour) => ({ colour })), startPlayer: 'green' });
    const d = pending(run(s, ['redraw'], ['red', 'blue']));
    expect(eventsOf(d.events, 'redraw')).toEqual([{ type: 'redraw', player: 2, colour: 'red' }]);
    expect(d.decision).toMatchObject({ player: 1, startPlayer: 2 });
  });

  it('the redraw is not offered for the last builder in the bag', () => {
    const steps: BuilderStep[] = Array<BuilderStep>(8).fill('place');
    const d = pending(run(threePlayers(), steps));
    expect(d.decision).toMatchObject({ draw: 9, options: ['place', 'pass'] });
  });
});

describe('Two players (Faza II, "Ważne")', () => {
  it('after all six builders are drawn the cost marker goes to 0', () => {
    const order: Colour[] = ['red', 'yellow', 'yellow', 'red', 'yellow', 'red'];
    const { events: trace, state } = resolved(run(twoPlayers(), ['place', 'place', 'place', 'place', 'place', 'place'], order));
    expect(eventsOf(trace, 'cost-marker-to-zero')).toEqual([{ type: 'cost-marker-to-zero', from: 2, reading: 'sixth-builder-free' }]);
    expect(state.costMarker).toBe(0);
  });

  it('(interpretation) the marker drops as the sixth builder leaves the bag, so the last builder is free', () => {
    const order: Colour[] = ['red', 'yellow', 'yellow', 'red', 'yellow', 'red'];
    const { events: trace } = resolved(run(twoPlayers(), ['place', 'place', 'place', 'place', 'place', 'place'], order));
    expect(eventsOf(trace, 'builder-placed').map((e) => e.cost)).toEqual([7, 6, 5, 4, 3, 0]);
    const types = trace.map((e) => e.type);
    expect(types.indexOf('cost-marker-to-zero')).toBe(types.lastIndexOf('builder-drawn') + 1);
  });

  it('with three or four players the marker is not reset', () => {
    const { events: trace } = resolved(run(threePlayers(), Array<BuilderStep>(9).fill('pass')));
    expect(eventsOf(trace, 'cost-marker-to-zero')).toEqual([]);
  });
});

describe('Only two builders each (Faza II, note on event cards)', () => {
  it('a third builder of the same colour is stood beside the board', () => {
    const order: Colour[] = ['red', 'red', 'red', 'blue', 'green', 'blue', 'green', 'blue', 'green'];
    const { events: trace, state } = resolved(run(threePlayers(), Array<BuilderStep>(6).fill('place'), order, { buildersPerPlayer: 2 }));
    expect(eventsOf(trace, 'builder-set-aside').map((e) => e.colour)).toEqual(['red', 'blue', 'green']);
    expect(state.builders).toHaveLength(6);
    // (interpretation) no one decides on a set-aside builder, so the marker does not move for it.
    expect(eventsOf(trace, 'builder-placed').map((e) => e.cost)).toEqual([7, 6, 5, 4, 3, 2]);
  });
});

describe('Places and capacity (Faza II)', () => {
  it('a builder may be placed at a named place; Shiring castle holds only one', () => {
    const r = run(threePlayers(), [{ place: 'shiring-castle' }, { place: 'shiring-castle' }]);
    expect(expectRefusal(r, 'place-full')).toMatchObject({ place: 'shiring-castle', player: 1 });
    const d = pending(run(threePlayers(), [{ place: 'shiring-castle' }]));
    expect(d.decision.kind === 'builder' && d.decision.places).not.toContain('shiring-castle');
    expect(d.state.builders).toEqual([{ player: 0, at: 'shiring-castle', paid: 7 }]);
  });

  it('free placements may name their places too, checked the same way', () => {
    const steps = Array<BuilderStep>(9).fill('pass');
    const { state } = resolved(run(threePlayers(), steps, ROUND_ROBIN, { freePlaces: ['bishop', 'market', 'market'] }));
    expect(state.builders.slice(0, 3).map((b) => b.at)).toEqual(['bishop', 'market', 'market']);
    expect(run(threePlayers(), steps, ROUND_ROBIN, { freePlaces: ['bishop', 'bishop'] })).toMatchObject({ reason: 'place-full' });
  });
});

describe('Draws, decisions and refusals', () => {
  it('a missing step asks the owner of the drawn builder, with the price and the options', () => {
    const d = pending(run(threePlayers(), []));
    expect(d.decision).toEqual({ kind: 'builder', player: 0, startPlayer: 0, draw: 1, cost: 7, options: ['place', 'pass', 'redraw'], places: expect.any(Array) });
  });

  it('a seeded bag replays the same draws; different seeds draw differently', () => {
    const play = (seed: number) => resolveBuilderPlacement(threePlayers(), { draws: { seed }, steps: Array<BuilderStep>(9).fill('pass') });
    expect(play(42)).toEqual(play(42));
    const orders = new Set([1, 2, 3, 4, 5].map((seed) => JSON.stringify(eventsOf(resolved(play(seed)).events, 'builder-drawn').map((e) => e.colour))));
    expect(orders.size).toBeGreaterThan(1);
  });

  it('a draw order naming a builder not in the bag, or a colour not at the table, is refused', () => {
    expect(run(threePlayers(), ['pass', 'pass', 'pass', 'pass'], ['red', 'red', 'red', 'red'])).toMatchObject({ reason: 'draw-not-in-bag', detail: { draw: 4 } });
    expect(run(threePlayers(), [], ['yellow'])).toMatchObject({ reason: 'unknown-colour' });
  });

  it('steps left over are refused; builders already on the board are refused', () => {
    expect(run(threePlayers(), Array<BuilderStep>(10).fill('pass'))).toMatchObject({ reason: 'too-many-choices' });
    const placed = resolved(run(threePlayers(), Array<BuilderStep>(9).fill('pass'))).state;
    expect(run(placed, [])).toMatchObject({ reason: 'builders-not-in-bag' });
  });
});
