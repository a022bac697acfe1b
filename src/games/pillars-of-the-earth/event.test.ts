import { describe, expect, it } from 'vitest';
import { isNegative, resolveEvent, TAX_GOLD, taxOutcome } from './event';
import { eventsOf, expectRefusal, pending, position, resolved } from './test-support';
import type { BoardPlace, Colour } from './types';

const TAX = { kind: 'tax' } as const;

function table(wealth: number[], builders: { colour: Colour; at: BoardPlace }[] = []) {
  const colours: Colour[] = ['red', 'blue', 'green', 'yellow'];
  return position({ players: wealth.map((w, i) => ({ colour: colours[i] as Colour, wealth: w, points: 5 })), builders });
}

describe('The tax event (1. Wydarzenie)', () => {
  it('every player pays 4 gold', () => {
    expect(TAX_GOLD).toBe(4);
    const { state } = resolved(resolveEvent(table([10, 20, 4]), TAX));
    expect(state.players.map((p) => p.wealth)).toEqual([6, 16, 0]);
    expect(state.players.map((p) => p.points)).toEqual([5, 5, 5]);
  });

  it('a player who cannot pay 4 gold pays what they have', () => {
    const { state } = resolved(resolveEvent(table([3, 1, 0]), TAX));
    expect(state.players.map((p) => p.wealth)).toEqual([0, 0, 0]);
  });

  it('a player loses 1 victory point for every 2 gold they cannot pay, rounded down', () => {
    expect([4, 3, 2, 1, 0].map((w) => taxOutcome(w))).toEqual([
      { paid: 4, unpaid: 0, pointsLost: 0 },
      { paid: 3, unpaid: 1, pointsLost: 0 },
      { paid: 2, unpaid: 2, pointsLost: 1 },
      { paid: 1, unpaid: 3, pointsLost: 1 },
      { paid: 0, unpaid: 4, pointsLost: 2 },
    ]);
    const { state, events: trace } = resolved(resolveEvent(table([3, 1, 0]), TAX));
    expect(state.players.map((p) => p.points)).toEqual([5, 4, 3]);
    expect(eventsOf(trace, 'tax-paid')[2]).toEqual({ type: 'tax-paid', player: 2, colour: 'green', due: 4, paid: 0, unpaid: 4, pointsLost: 2, goldLeft: 0, points: 3 });
  });

  it('the event applies to every player, listed from the start player clockwise', () => {
    const s = { ...table([9, 9, 9, 9]), startPlayer: 2 };
    const { events: trace } = resolved(resolveEvent(s, TAX));
    expect(eventsOf(trace, 'tax-paid').map((e) => e.colour)).toEqual(['green', 'yellow', 'red', 'blue']);
  });

  it('(interpretation) the tax counts as a bad event, the kind the Bishop protects from', () => {
    expect(isNegative(TAX)).toBe(true);
    expect(resolved(resolveEvent(table([9, 9]), TAX)).events[0]).toEqual({ type: 'event-revealed', event: 'tax', negative: true, reading: 'tax-is-bad' });
  });
});

describe('The Bishop (2. Siedziba Biskupa)', () => {
  const withBishop = () => table([0, 0, 9], [{ colour: 'red', at: 'bishop' }]);

  it('the player at the Bishop is asked to choose: protection, or 1 resource from the market', () => {
    const d = pending(resolveEvent(withBishop(), TAX));
    expect(d.decision).toEqual({ kind: 'bishop', player: 0, options: ['protect', { take: 'wood' }, { take: 'stone' }, { take: 'sand' }] });
  });

  it('a protected player is skipped by the bad event', () => {
    const { state, events: trace } = resolved(resolveEvent(withBishop(), TAX, { bishop: 'protect' }));
    expect(state.players.map((p) => [p.wealth, p.points])).toEqual([[0, 5], [0, 3], [5, 5]]);
    expect(eventsOf(trace, 'event-skipped')).toEqual([{ type: 'event-skipped', player: 0, colour: 'red' }]);
  });

  it('a player who takes a resource instead suffers the event like everyone else', () => {
    const { state, events: trace } = resolved(resolveEvent(withBishop(), TAX, { bishop: { take: 'stone' } }));
    expect(state.players[0]).toMatchObject({ wealth: 0, points: 3, goods: { stone: 1 } });
    expect(state.market.stone).toBe(3);
    expect(trace.at(-1)).toEqual({ type: 'bishop-resource', player: 0, colour: 'red', resource: 'stone', marketLeft: 3 });
  });

  it('a resource the market has run out of cannot be taken', () => {
    const s = { ...withBishop(), market: { wood: 0, stone: 4, sand: 4, metal: 0 } };
    expect(pending(resolveEvent(s, TAX)).decision.options).not.toContainEqual({ take: 'wood' });
    expect(expectRefusal(resolveEvent(s, TAX, { bishop: { take: 'wood' } }), 'illegal-choice')).toMatchObject({ why: 'market-out-of-resource' });
  });

  it('without a builder at the Bishop nobody is asked, and a Bishop choice is refused', () => {
    expect(resolveEvent(table([5, 5]), TAX).ok).toBe(true);
    expect(resolveEvent(table([5, 5]), TAX, { bishop: 'protect' })).toMatchObject({ reason: 'illegal-choice', detail: { why: 'no-builder-at-bishop' } });
  });

  it('(interpretation) the Bishop holds one builder', () => {
    expect(() => table([5, 5], [{ colour: 'red', at: 'bishop' }, { colour: 'blue', at: 'bishop' }])).toThrow(/place-full/);
  });
});
