import { describe, expect, it } from 'vitest';
import { spotsFor } from './dice';
import { paymentOptions } from './gods';
import { placeDie } from './phaseA';
import { eventsOf, expectRefusal, person, position, REGIONS, resolved, withHuts } from './test-support';
import type { PlayerInput } from './position';

function anna(extra: Partial<PlayerInput> = {}) {
  return position({
    spots: spotsFor(4),
    regions: withHuts({ 'centre-forest': 0 }).map((r) => (r.id === 'north-mountain' ? { ...r, fish: 5 } : r)),
    dice: { water: [{ player: 1, value: 1 }] },
    godDeck: ['yellow'],
    players: [
      { name: 'Anna', dice: [3, 5], gifts: 3, godCards: ['blue', 'white', 'red'], ...extra },
      { name: 'Ben', dice: [2] },
    ],
  });
}

/** The same table with a 1 on the helper tile. */
function onHelper(s: ReturnType<typeof anna>) {
  return { ...s, dice: { ...s.dice, helper: [{ player: 1, value: 1, blue: false }] } };
}

describe('Paying for gods (Bogowie)', () => {
  it('a god card costs an offering of one gift; without gifts no card can be played', () => {
    const s = anna();
    expect(paymentOptions(s.players[0]!, 'red')).toEqual([{ with: 'card' }]);
    const poor = anna({ gifts: 0 });
    expect(paymentOptions(poor.players[0]!, 'red')).toEqual([]);
  });

  it('two cards of one colour, for one gift, act as any god', () => {
    const s = anna({ gifts: 1, godCards: ['yellow', 'yellow'] });
    expect(paymentOptions(s.players[0]!, 'blue')).toEqual([{ with: 'pair', colour: 'yellow' }]);
    const r = resolved(placeDie(onHelper(s), { player: 0, die: 3, spot: 'helper', blue: { with: 'pair', colour: 'yellow' } }, { trades: [] }));
    expect(r.state.players[0]).toMatchObject({ gifts: 0, godCards: [] });
    expect(r.state.godDiscard).toEqual(['yellow', 'yellow']);
  });

  it('a god tile acts as any god card, needs no gift, and goes back to the box', () => {
    const s = anna({ gifts: 0, godCards: [], godTiles: 1 });
    expect(paymentOptions(s.players[0]!, 'white')).toEqual([{ with: 'tile' }]);
    const r = resolved(placeDie(onHelper(s), { player: 0, die: 3, spot: 'helper', blue: { with: 'tile' } }, { trades: [] }));
    expect(r.state.players[0]?.godTiles).toBe(0);
    expect(eventsOf(r.events, 'god-played')[0]).toMatchObject({ god: 'blue', payment: { with: 'tile' }, giftsLeft: 0 });
  });

  it('a used god card goes to the discard pile, which is shuffled into a new deck when the deck runs out', () => {
    const s = position({
      spots: spotsFor(4),
      godDeck: [],
      godDiscard: ['red', 'green', 'blue'],
      players: [
        { name: 'Anna', dice: [2], persons: [person('man', 'gift')] },
        { name: 'Ben', dice: [2] },
      ],
    });
    const r = resolved(placeDie(s, { player: 0, die: 2, spot: 'helper' }, { trades: [{ kind: 'god-card' }] }));
    expect(eventsOf(r.events, 'god-deck-reshuffled')).toEqual([{ type: 'god-deck-reshuffled', cards: 3 }]);
    expect(r.state.godDeck).toHaveLength(2);
    expect(r.state.godDiscard).toEqual([]);
    const again = resolved(placeDie(s, { player: 0, die: 2, spot: 'helper' }, { trades: [{ kind: 'god-card' }] }));
    expect(again.state.players[0]?.godCards).toEqual(r.state.players[0]?.godCards);
  });
});

describe("Three gods for one die (the source's example in Bogowie)", () => {
  const move = { player: 0, die: 3, spot: 'water', blue: { with: 'card' }, white: { with: 'card' } } as const;

  it('Anna places a 3 on the water tile holding a 1 with a blue god, counts it as a 6 with a white god, and scores the fish with a red god', () => {
    const r = resolved(placeDie(anna(), move, { hutFrom: 'other', materialSpaces: [1], red: { with: 'card' } }));
    expect(eventsOf(r.events, 'god-played').map((e) => e.god)).toEqual(['blue', 'white', 'red']);
    expect(eventsOf(r.events, 'die-placed')[0]).toMatchObject({ value: 3, lowestBefore: 1, blue: true, actsAs: 6 });
    expect(eventsOf(r.events, 'hut-placed')[0]).toMatchObject({ region: 'north-mountain', pathValue: 6, reach: 6 });
    expect(r.state.players[0]).toMatchObject({ score: 5, gifts: 0, godCards: [] });
    expect(r.state.dice.water?.map((d) => d.value)).toEqual([1, 3]);
  });

  it('without the white god the 3 reaches no water path', () => {
    expectRefusal(placeDie(anna(), { ...move, white: undefined }, { hutFrom: 'other' }), 'no-spread-possible');
  });

  it('without the blue god the 3 cannot go on the tile at all', () => {
    expectRefusal(placeDie(anna(), { ...move, blue: undefined }), 'die-not-lower');
  });

  it('each god needs its own gift: with two gifts the third god cannot be paid', () => {
    const r = placeDie(anna({ gifts: 2 }), move, { hutFrom: 'other', materialSpaces: [1], red: { with: 'card' } });
    expectRefusal(r, 'invalid-choice');
    expect(resolved(placeDie(anna({ gifts: 2 }), move, { hutFrom: 'other', materialSpaces: [1] })).state.players[0]?.score).toBe(0);
  });
});

it('the illustrative map used by these tests is marked as such', () => {
  expect(position().layout.illustrative).toBe(true);
  expect(REGIONS.length).toBeLessThan(12);
});
