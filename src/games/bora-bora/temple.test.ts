import { describe, expect, it } from 'vitest';
import { placeDie } from './phaseA';
import { placePriest, templeOptions } from './temple';
import { decisionOf, eventsOf, expectRefusal, resolved, templeTable as table } from './test-support';

const FIRE = { fire: { take: 'gift', then: 'shell' } } as const;


describe('The temple (Akcja świątyni)', () => {
  it('the die is the highest field value the priest may take; lower fields are always open', () => {
    expect(templeOptions(table(), 3).map((o) => o.value)).toEqual([3, 2, 1]);
    expect(templeOptions(table(), 6)).toHaveLength(6);
    expect(decisionOf(placeDie(table(), { player: 0, die: 3, spot: 'temple' }))).toMatchObject({ kind: 'temple-field', reach: 3 });
  });

  it('a field above the die is refused', () => {
    expectRefusal(placeDie(table(), { player: 0, die: 3, spot: 'temple' }, { templeField: 0, ...FIRE }), 'invalid-choice');
  });

  it('a priest on an empty field just stands there', () => {
    const r = resolved(placeDie(table(), { player: 0, die: 3, spot: 'temple' }, { templeField: 3, ...FIRE }));
    expect(r.state.temple).toEqual([null, null, null, 0, null, null]);
    expect(r.state.players[0]?.priests).toBe(3);
    expect(eventsOf(r.events, 'priest-placed')[0]).toMatchObject({ field: 3, value: 3, reach: 3, onto: null });
  });

  it('a priest already on the field is pushed one field along the arrow', () => {
    const r = resolved(placeDie(table([null, null, null, 1, null, null]), { player: 0, die: 3, spot: 'temple' }, { templeField: 3, ...FIRE }));
    expect(r.state.temple).toEqual([null, null, null, 0, 1, null]);
    expect(eventsOf(r.events, 'priest-placed')[0]).toMatchObject({ field: 3, onto: 1 });
    expect(eventsOf(r.events, 'priest-pushed')).toEqual([{ type: 'priest-pushed', owner: 1, from: 3, to: 4, onto: null }]);
  });

  it('each event of a push names the priest it lands on, so no priest is out of sight between two events', () => {
    const r = resolved(placeDie(table([null, 1, 2, null, null, null]), { player: 0, die: 6, spot: 'temple' }, { templeField: 1, ...FIRE }));
    expect(eventsOf(r.events, 'priest-placed').map((e) => e.onto)).toEqual([1]);
    expect(eventsOf(r.events, 'priest-pushed').map((e) => [e.owner, e.to, e.onto])).toEqual([
      [1, 2, 2],
      [2, 3, null],
    ]);
  });

  it('a push runs down the line until a pushed priest reaches an empty field', () => {
    const { temple, moves } = placePriest([1, 2, 1, null, 2, null], 0, 0);
    expect(temple).toEqual([0, 1, 2, 1, 2, null]);
    expect(moves).toEqual([
      { owner: 1, from: 0, to: 1 },
      { owner: 2, from: 1, to: 2 },
      { owner: 1, from: 2, to: 3 },
    ]);
  });

  it('the last priest falls off the end and goes back to its owner', () => {
    const s = table([null, null, null, null, 2, 1]);
    const r = resolved(placeDie(s, { player: 0, die: 1, spot: 'temple' }, { ...FIRE }));
    expect(r.state.temple).toEqual([null, null, null, null, 2, 0]);
    expect(r.state.players[1]?.priests).toBe(4);
    expect(eventsOf(r.events, 'priest-returned')).toEqual([{ type: 'priest-returned', owner: 1, from: 5 }]);
    const chain = resolved(placeDie(s, { player: 0, die: 3, spot: 'temple' }, { templeField: 4, ...FIRE }));
    expect(chain.state.temple).toEqual([null, null, null, null, 0, 2]);
    expect(chain.state.players[1]?.priests).toBe(4);
  });

  it('a player with all four priests in the temple cannot take the action', () => {
    expectRefusal(placeDie(table([0, 0, 0, 0, null, null]), { player: 0, die: 1, spot: 'temple' }), 'no-priest-in-supply');
  });

  it('every priest placed earns a fire bonus at once', () => {
    const r = resolved(placeDie(table(), { player: 0, die: 1, spot: 'temple' }, { ...FIRE }));
    expect(eventsOf(r.events, 'fire-bonus')).toEqual([{ type: 'fire-bonus', player: 0, take: 'gift', then: 'shell' }]);
    expect(r.state.players[0]).toMatchObject({ gifts: 1, shells: 1 });
  });
});

describe('The fire bonus (Bonus ognia)', () => {
  it('the player takes a god card or a gift, and a position step or a shell', () => {
    const d = decisionOf(placeDie(table(), { player: 0, die: 1, spot: 'temple' }));
    expect(d).toMatchObject({
      kind: 'fire',
      options: [
        { take: 'god-card', then: 'position' },
        { take: 'god-card', then: 'shell' },
        { take: 'gift', then: 'position' },
        { take: 'gift', then: 'shell' },
      ],
    });
  });

  it("the source's example: Cleo takes a god card instead of a gift and a shell instead of a step", () => {
    const r = resolved(placeDie(table(), { player: 0, die: 1, spot: 'temple' }, { fire: { take: 'god-card', then: 'shell' }, cardSources: ['deck'] }));
    expect(r.state.players[0]).toMatchObject({ godCards: ['green'], shells: 1, gifts: 0, position: 0 });
  });

  it('a god card from the face-up ones is replaced at once from the deck', () => {
    const r = resolved(placeDie(table(), { player: 0, die: 1, spot: 'temple' }, { fire: { take: 'god-card', then: 'position' }, cardSources: [0] }));
    expect(r.state.players[0]?.godCards).toEqual(['blue']);
    expect(r.state.godDisplay).toEqual(['green']);
    expect(r.state.players[0]?.position).toBe(1);
  });

  it('two gifts, or a gift and a god card, are not a fire bonus', () => {
    const r = placeDie(table(), { player: 0, die: 1, spot: 'temple' }, { fire: { take: 'gift', then: 'gift' } as never });
    expectRefusal(r, 'invalid-choice');
  });
});
