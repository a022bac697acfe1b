import { describe, expect, it } from 'vitest';
import { tradeCost, type Trade } from './choices';
import { spotsFor } from './dice';
import { helperMenu, tradesCost } from './helper';
import { placeDie } from './phaseA';
import { decisionOf, eventsOf, expectRefusal, FULL_LAYOUT, person, position, resolved, withHuts } from './test-support';
import type { PlayerInput, PositionInput } from './position';

/** Ben has two untattooed men (3 and 2 position symbols) and a woman showing 3 shells; his die is a 6. */
function ben(extra: Partial<PlayerInput> = {}, more: Partial<PositionInput> = {}) {
  return position({
    spots: spotsFor(4),
    layout: { ...FULL_LAYOUT },
    godDeck: ['yellow', 'green', 'red'],
    godDisplay: ['blue', 'white'],
    players: [
      {
        name: 'Ben',
        dice: [5, 6],
        huts: [0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 4],
        persons: [person('man', 'gift', 3), person('man', 'shell', 2), person('woman', 'points', 3)],
        ...extra,
      },
      { name: 'Ala', dice: [1] },
    ],
    ...more,
  });
}
const helper = (s: ReturnType<typeof ben>, trades: Trade[], more = {}, die = 6) =>
  placeDie(s, { player: 0, die, spot: 'helper' }, { trades, ...more });

describe('The helper (Akcja pomocnika)', () => {
  it('tattooing, gathering shells and a point cost 1; a gift, a god card, a material and moving a hut cost 2', () => {
    expect((['tattoo', 'shells', 'point'] as const).map(tradeCost)).toEqual([1, 1, 1]);
    expect((['gift', 'god-card', 'material', 'move-hut'] as const).map(tradeCost)).toEqual([2, 2, 2, 2]);
  });

  it('the player is shown the menu and the budget the die gives', () => {
    const d = decisionOf(placeDie(ben(), { player: 0, die: 6, spot: 'helper' }));
    expect(d).toMatchObject({ kind: 'trades', budget: 6 });
    if (d.kind !== 'trades') return;
    expect(d.menu.map((m) => m.kind)).toEqual(['tattoo', 'shells', 'point', 'gift', 'god-card', 'material', 'move-hut']);
    expect(d.menu.find((m) => m.kind === 'tattoo')?.spaces).toEqual([0, 1]);
  });

  it("the source's example with a 6: a wood (2), a tattoo (1), shells (1) and two points (2)", () => {
    const r = resolved(
      helper(ben(), [{ kind: 'material', material: 'wood' }, { kind: 'tattoo', space: 0 }, { kind: 'shells', space: 2 }, { kind: 'point' }, { kind: 'point' }], {
        materialSpaces: [2],
      }),
    );
    const p = r.state.players[0];
    expect(p).toMatchObject({ score: 2, shells: 3, position: 3 });
    expect(p?.ritual[2]).toBe('material');
    expect(eventsOf(r.events, 'trade').map((t) => t.left)).toEqual([4, 3, 2, 1, 0]);
    expect(eventsOf(r.events, 'helper-unspent')).toEqual([]);
  });

  it('a tattoo moves the marker one space per position symbol, also where the layout prints no status track (the worked example’s)', () => {
    const { positionPoints: _, ...noTrack } = FULL_LAYOUT;
    for (const layout of [FULL_LAYOUT, noTrack]) {
      const r = resolved(helper(ben({}, { layout }), [{ kind: 'tattoo', space: 1 }]));
      expect(eventsOf(r.events, 'position-moved')).toEqual([{ type: 'position-moved', player: 0, from: 0, to: 2, steps: 2 }]);
      expect(r.state.players[0]?.position).toBe(2);
    }
  });

  it('or a god card (2), a gift (2) and a material (2): six points in all', () => {
    const trades: Trade[] = [{ kind: 'god-card' }, { kind: 'gift' }, { kind: 'material', material: 'stone' }];
    expect(tradesCost(trades)).toBe(6);
    const r = resolved(helper(ben(), trades, { cardSources: ['deck'], materialSpaces: [1] }));
    expect(r.state.players[0]).toMatchObject({ gifts: 1, godCards: ['yellow'] });
    expectRefusal(helper(ben(), [...trades, { kind: 'point' }], { cardSources: ['deck'], materialSpaces: [1] }), 'over-budget');
  });

  it('or two god cards and two points', () => {
    const r = resolved(helper(ben(), [{ kind: 'god-card' }, { kind: 'god-card' }, { kind: 'point' }, { kind: 'point' }], { cardSources: [1, 'deck'] }));
    expect(r.state.players[0]?.godCards).toEqual(['white', 'green']);
    expect(r.state.godDisplay).toEqual(['blue', 'yellow']);
  });

  it('spending more than the die is refused', () => {
    expect(helper(ben(), [{ kind: 'gift' }, { kind: 'gift' }, { kind: 'gift' }, { kind: 'point' }])).toEqual({
      ok: false,
      reason: 'over-budget',
      detail: { budget: 6, cost: 7 },
    });
  });

  it('points left over are lost', () => {
    const r = resolved(helper(ben(), [{ kind: 'gift' }]));
    expect(eventsOf(r.events, 'helper-unspent')).toEqual([{ type: 'helper-unspent', player: 0, left: 4 }]);
  });

  it("Anna's example: with a 5, two tattoos showing 5 position symbols, a woman's 3 shells, 2 points left for a gift", () => {
    const r = resolved(helper(ben(), [{ kind: 'tattoo', space: 0 }, { kind: 'tattoo', space: 1 }, { kind: 'shells', space: 2 }, { kind: 'gift' }], {}, 5));
    expect(r.state.players[0]).toMatchObject({ position: 5, shells: 3, gifts: 1 });
  });

  it('a tattooed man shows his check mark and cannot be tattooed again', () => {
    const r = resolved(helper(ben(), [{ kind: 'tattoo', space: 0 }]));
    expect(r.state.players[0]?.spaces[0]?.person?.shifted).toBe(true);
    expectRefusal(helper(ben(), [{ kind: 'tattoo', space: 0 }, { kind: 'tattoo', space: 0 }]), 'nothing-to-shift');
    expectRefusal(helper(ben(), [{ kind: 'tattoo', space: 2 }]), 'nothing-to-shift');
  });

  it('a marker landing on an occupied space of the position track goes on top of the stack', () => {
    const s = ben({ position: 0 });
    const r = resolved(helper(s, [{ kind: 'tattoo', space: 1 }]));
    expect(r.state.players[0]?.position).toBe(2);
    expect(r.state.players[0]?.positionStamp).toBeGreaterThan(r.state.players[1]?.positionStamp ?? 0);
  });

  it('moving a hut to the 12th space frees a space; the 12th holds any number of huts', () => {
    const r = resolved(helper(ben(), [{ kind: 'move-hut' }, { kind: 'move-hut' }]));
    const spaces = r.state.players[0]?.spaces;
    expect(spaces?.[3]?.huts).toBe(0);
    expect(spaces?.[4]?.huts).toBe(0);
    expect(spaces?.[11]?.huts).toBe(6);
  });

  it('huts already on the 12th space or on the main board cannot be moved', () => {
    const s = ben({ huts: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 12], persons: [person('man', 'gift', 3)] });
    expect(helperMenu(s, 0).map((m) => m.kind)).not.toContain('move-hut');
    expectRefusal(helper(s, [{ kind: 'move-hut' }]), 'no-hut-to-move');
  });

  it('once a person stands on the 12th space, no hut can be moved there (interpretation)', () => {
    const s = ben({ huts: [0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 0], persons: [person('man', 'gift', 3), person('man', 'shell', 2), person('woman', 'points', 3), { ...person('woman', 'gift'), space: 11 }] }, {
      regions: withHuts({ 'north-mountain': 0, 'north-beach': 0, 'centre-mountain': 0, 'centre-forest': 0 }),
    });
    expect(helperMenu(s, 0).map((m) => m.kind)).not.toContain('move-hut');
    expectRefusal(helper(s, [{ kind: 'move-hut' }]), 'no-hut-to-move');
  });

  it('a material with no free matching ritual space goes beside the board', () => {
    const full = ben({ ritual: ['empty', 'empty', 'material', 'empty', 'empty', 'material', 'empty', 'empty', 'material', 'empty', 'empty', 'material'] });
    const r = resolved(helper(full, [{ kind: 'material', material: 'wood' }]));
    expect(r.state.players[0]?.aside.wood).toBe(1);
    expect(eventsOf(r.events, 'material-placed')[0]?.space).toBe('aside');
  });
});
