import { describe, expect, it } from 'vitest';
import { actionTileCount, actionsOf, fitsWithoutBlue, spotsFor, valuesThatFit } from './dice';
import { legalPlacements, placeDie } from './phaseA';
import { decisionOf, eventsOf, expectRefusal, person, position, resolved } from './test-support';
import type { PositionInput } from './position';

const NO_TRADES = { trades: [] };

/** Ala (seat 0) to move in Phase A, Bartek next; a 5 and a 3 already on the helper tile. */
function table(extra: Partial<PositionInput> = {}) {
  return position({
    players: [
      { name: 'Ala', dice: [1, 2, 3, 4], gifts: 2, godCards: ['blue', 'white'] },
      { name: 'Bartek', dice: [2, 3, 6], gifts: 1, godCards: ['blue'] },
    ],
    dice: {
      helper: [
        { player: 1, value: 5 },
        { player: 0, value: 3 },
      ],
    },
    ...extra,
  });
}

describe('Action tiles by number of players (Przygotowanie, Rozgrywka dwu lub trzyosobowa)', () => {
  it('four players use seven action tiles, three use six, two use five; the fishing field is always there', () => {
    expect(actionTileCount(4)).toBe(7);
    expect(actionTileCount(3)).toBe(6);
    expect(actionTileCount(2)).toBe(5);
    for (const n of [2, 3, 4] as const) expect(spotsFor(n)).toContain('fishing');
  });

  it('with three players the land and water paths share a tile; with two, the man and woman share one too', () => {
    expect(spotsFor(3)).toContain('land-water');
    expect(spotsFor(3)).not.toContain('land');
    expect(spotsFor(2)).toEqual(expect.arrayContaining(['man-woman', 'land-water']));
    expect(spotsFor(2)).not.toContain('man');
    expect(actionsOf('man-woman')).toEqual(['man', 'woman']);
  });

  it('a spot not in play for this number of players is refused', () => {
    expectRefusal(placeDie(table(), { player: 0, die: 1, spot: 'land' }), 'spot-not-in-play');
  });
});

describe('The lower-than-lowest rule (Faza A, Ważne!)', () => {
  it("the source's example: with a 5 and a 3 on a tile, a 1 or a 2 may go there, but not 3 to 6", () => {
    expect(valuesThatFit(table(), 'helper').plain).toEqual([1, 2]);
    expect(fitsWithoutBlue([5, 3], 2)).toBe(true);
    expect(fitsWithoutBlue([5, 3], 3)).toBe(false);
  });

  it('a die equal to or above the lowest die is refused, whoever owns the dice', () => {
    expect(placeDie(table(), { player: 0, die: 3, spot: 'helper' }, NO_TRADES)).toEqual({
      ok: false,
      reason: 'die-not-lower',
      detail: { die: 3, lowest: 3 },
    });
    expectRefusal(placeDie(table(), { player: 0, die: 4, spot: 'helper' }, NO_TRADES), 'die-not-lower');
  });

  it('a lower die goes on the tile and its action is taken at once', () => {
    const { state, events } = resolved(placeDie(table(), { player: 0, die: 2, spot: 'helper' }, NO_TRADES));
    expect(state.dice.helper?.map((d) => d.value)).toEqual([5, 3, 2]);
    expect(eventsOf(events, 'die-placed')[0]).toMatchObject({ value: 2, lowestBefore: 3, actsAs: 2, blue: false });
    expect(eventsOf(events, 'helper-budget')[0]?.budget).toBe(2);
  });

  it('any die goes on an empty tile', () => {
    const r = resolved(placeDie(table({ dice: {} }), { player: 0, die: 4, spot: 'helper' }, NO_TRADES));
    expect(r.state.dice.helper).toEqual([{ player: 0, value: 4, blue: false }]);
  });

  it('fishing ignores the rule: any die scores 2 points there', () => {
    const s = table({ dice: { fishing: [{ player: 1, value: 1 }] } });
    const { state, events } = resolved(placeDie(s, { player: 0, die: 4, spot: 'fishing' }));
    expect(state.players[0]?.score).toBe(2);
    expect(eventsOf(events, 'scored')[0]).toMatchObject({ points: 2, for: 'fishing' });
  });

  it('a die the player did not roll, or a move out of turn, is refused', () => {
    expectRefusal(placeDie(table(), { player: 0, die: 6, spot: 'fishing' }), 'no-such-die');
    expectRefusal(placeDie(table(), { player: 1, die: 2, spot: 'fishing' }), 'not-your-turn');
    expectRefusal(placeDie(table({ phase: 'B' }), { player: 0, die: 2, spot: 'fishing' }), 'wrong-phase');
  });
});

describe('Blue and white gods with a die (Niebieski bóg, Biały bóg)', () => {
  it('a blue god lets a die equal to or above the lowest onto the tile, for a card and a gift', () => {
    const { state, events } = resolved(placeDie(table(), { player: 0, die: 4, spot: 'helper', blue: { with: 'card' } }, NO_TRADES));
    expect(state.dice.helper?.at(-1)).toEqual({ player: 0, value: 4, blue: true });
    expect(state.players[0]?.gifts).toBe(1);
    expect(state.players[0]?.godCards).toEqual(['white']);
    expect(state.godDiscard).toEqual(['blue']);
    expect(eventsOf(events, 'god-played')[0]).toMatchObject({ god: 'blue', payment: { with: 'card' } });
  });

  it('after a blue die, the next player still has to go below the lowest die, or play a blue god too', () => {
    const after = resolved(placeDie(table(), { player: 0, die: 4, spot: 'helper', blue: { with: 'card' } }, NO_TRADES)).state;
    expectRefusal(placeDie(after, { player: 1, die: 3, spot: 'helper' }, NO_TRADES), 'die-not-lower');
    expect(placeDie(after, { player: 1, die: 3, spot: 'helper', blue: { with: 'card' } }, NO_TRADES).ok).toBe(true);
    expect(placeDie(after, { player: 1, die: 2, spot: 'helper' }, NO_TRADES).ok).toBe(true);
  });

  it('a blue god that changes nothing is refused rather than wasted', () => {
    expectRefusal(placeDie(table(), { player: 0, die: 2, spot: 'helper', blue: { with: 'card' } }, NO_TRADES), 'god-has-no-effect');
    expectRefusal(placeDie(table(), { player: 0, die: 2, spot: 'fishing', blue: { with: 'card' } }), 'god-has-no-effect');
  });

  it('every god card costs a gift: without one, no god', () => {
    const poor = table({
      players: [
        { name: 'Ala', dice: [4], gifts: 0, godCards: ['blue'] },
        { name: 'Bartek', dice: [2] },
      ],
    });
    expectRefusal(placeDie(poor, { player: 0, die: 4, spot: 'helper', blue: { with: 'card' } }, NO_TRADES), 'no-gift-to-offer');
    const noCard = table({ players: [{ name: 'Ala', dice: [4], gifts: 3 }, { name: 'Bartek', dice: [2] }] });
    expectRefusal(placeDie(noCard, { player: 0, die: 4, spot: 'helper', blue: { with: 'card' } }, NO_TRADES), 'no-god-card');
  });

  it('a white god makes the action count the die as a 6, while the die keeps its face', () => {
    const { state, events } = resolved(placeDie(table(), { player: 0, die: 2, spot: 'helper', white: { with: 'card' } }, NO_TRADES));
    expect(eventsOf(events, 'die-placed')[0]).toMatchObject({ value: 2, actsAs: 6 });
    expect(eventsOf(events, 'helper-budget')[0]?.budget).toBe(6);
    expect(state.dice.helper?.at(-1)?.value).toBe(2);
  });

  it('a white god does not help a die onto a tile: a 4 above a 3 still needs a blue god', () => {
    expectRefusal(placeDie(table(), { player: 0, die: 4, spot: 'helper', white: { with: 'card' } }, NO_TRADES), 'die-not-lower');
    const both = placeDie(table(), { player: 0, die: 4, spot: 'helper', blue: { with: 'card' }, white: { with: 'card' } }, NO_TRADES);
    expect(eventsOf(resolved(both).events, 'god-played').map((e) => e.god)).toEqual(['blue', 'white']);
  });

  it('a white god on a 6 or on the fishing field changes nothing and is refused', () => {
    const s = table({ players: [{ name: 'Ala', dice: [6], gifts: 1, godCards: ['white'] }, { name: 'Bartek', dice: [1] }], dice: {} });
    expectRefusal(placeDie(s, { player: 0, die: 6, spot: 'helper', white: { with: 'card' } }, NO_TRADES), 'god-has-no-effect');
    expectRefusal(placeDie(s, { player: 0, die: 6, spot: 'fishing', white: { with: 'card' } }), 'god-has-no-effect');
  });
});

describe('Choices', () => {
  it('a choice the resolution never needed is refused, so a stale choice is never silently ignored', () => {
    expect(placeDie(table(), { player: 0, die: 2, spot: 'helper' }, { trades: [], templeField: 3 })).toEqual({
      ok: false,
      reason: 'choice-not-needed',
      detail: { choice: 'templeField' },
    });
  });

  it('a refused move leaves the given state untouched', () => {
    const s = table();
    const copy = structuredClone(s);
    placeDie(s, { player: 0, die: 4, spot: 'helper', blue: { with: 'card' } }, { trades: [{ kind: 'gift' }, { kind: 'gift' }, { kind: 'gift' }] });
    placeDie(s, { player: 0, die: 2, spot: 'helper' }, NO_TRADES);
    expect(s).toEqual(copy);
  });
});

describe('Turn order in Phase A (Faza A)', () => {
  it('players place one die each in turn order until all dice are placed, then Phase B begins', () => {
    let s = position({
      players: [
        { name: 'Ala', dice: [5] },
        { name: 'Bartek', dice: [4] },
      ],
    });
    s = resolved(placeDie(s, { player: 0, die: 5, spot: 'fishing' })).state;
    expect(s.order[s.active]).toBe(1);
    const last = resolved(placeDie(s, { player: 1, die: 4, spot: 'fishing' }));
    expect(last.state.phase).toBe('B');
    expect(eventsOf(last.events, 'phase-started')).toEqual([{ type: 'phase-started', phase: 'B', round: 1 }]);
  });
});

describe('Combined action tiles (Rozgrywka dwu lub trzyosobowa)', () => {
  const twoPlayer = () =>
    position({
      players: [
        { name: 'Don', dice: [3], huts: [0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3] },
        { name: 'Ewa', dice: [2, 3], huts: [0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3] },
      ],
      men: { display: [person('man', 'gift'), person('man', 'shell')] },
      women: { display: [person('woman', 'points'), person('woman', 'land'), person('woman', 'build')] },
    });

  it('the player picks one of the two actions when placing the die', () => {
    const d = decisionOf(placeDie(twoPlayer(), { player: 0, die: 3, spot: 'man-woman' }));
    expect(d).toMatchObject({ kind: 'action', options: ['man', 'woman'] });
  });

  it("the source's example: Don takes a woman with a 3; the next die must be a 2 or a 1, and may take a man", () => {
    const afterDon = resolved(placeDie(twoPlayer(), { player: 0, die: 3, spot: 'man-woman' }, { action: 'woman', personField: 3 })).state;
    expect(afterDon.players[0]?.spaces.some((s) => s.person?.ability === 'build')).toBe(true);
    expectRefusal(placeDie(afterDon, { player: 1, die: 3, spot: 'man-woman' }, { action: 'man', personField: 1 }), 'die-not-lower');
    const ewa = resolved(placeDie(afterDon, { player: 1, die: 2, spot: 'man-woman' }, { action: 'man', personField: 2 }));
    expect(eventsOf(ewa.events, 'person-taken')[0]).toMatchObject({ sex: 'man', field: 2 });
  });

  it('legal placements list each action of a combined tile and leave out what cannot be done', () => {
    const moves = legalPlacements(twoPlayer());
    expect(moves.some((m) => m.move.spot === 'man-woman' && m.action === 'woman')).toBe(true);
    expect(moves.some((m) => m.move.spot === 'build')).toBe(false); // no materials to build with
    expect(moves.some((m) => m.move.spot === 'fishing')).toBe(true);
  });
});
