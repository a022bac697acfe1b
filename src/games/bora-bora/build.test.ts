import { describe, expect, it } from 'vitest';
import { adjacentRitualPairs, buildablePairs, buildingPoints } from './build';
import { spotsFor } from './dice';
import { placeDie } from './phaseA';
import { decisionOf, eventsOf, expectRefusal, FULL_LAYOUT, position, resolved } from './test-support';
import type { PlayerInput } from './position';

const FIRE = { fire: { take: 'gift', then: 'shell' } } as const;
type Ritual = NonNullable<PlayerInput['ritual']>;
/** Materials on spaces 0 (sand), 1 (stone) and 5 (wood) of the illustrative 3 x 4 grid: 0-1 and 1-5 share an edge, 0-5 only a corner. */
const RITUAL: Ritual = ['material', 'material', 'empty', 'empty', 'empty', 'material', 'empty', 'empty', 'empty', 'empty', 'empty', 'empty'];

function table(round = 1, ritual: Ritual = RITUAL, ala: Partial<PlayerInput> = {}) {
  return position({
    spots: spotsFor(4),
    round,
    layout: { ...FULL_LAYOUT },
    players: [{ name: 'Ala', dice: [1, 3, 6], ritual, ...ala }, { name: 'Bartek', dice: [2] }],
  });
}

describe('Building (Akcja budowy)', () => {
  it('ritual spaces are adjacent when they share an edge, not only a corner', () => {
    const pairs = adjacentRitualPairs(FULL_LAYOUT);
    expect(pairs).toContainEqual([0, 1]);
    expect(pairs).toContainEqual([1, 5]);
    expect(pairs).not.toContainEqual([0, 5]);
    expect(pairs).toHaveLength(17); // 3 rows of 3 side-by-side pairs + 2 x 4 pairs one above the other
    expect(buildablePairs(table(), 0)).toEqual([
      [0, 1],
      [1, 5],
    ]);
  });

  it('the die is the highest building value the player may build; lower values always do', () => {
    expect(decisionOf(placeDie(table(), { player: 0, die: 3, spot: 'build' }))).toMatchObject({ kind: 'building', reach: 3, options: [1, 2, 3] });
  });

  it('the two materials go back to the supply and the building covers their spaces for good', () => {
    const r = resolved(placeDie(table(), { player: 0, die: 3, spot: 'build' }, { building: 3, ritualPair: [1, 5], ...FIRE }));
    const ala = r.state.players[0];
    expect(ala?.ritual.slice(0, 6)).toEqual(['material', { building: 3 }, 'empty', 'empty', 'empty', { building: 3 }]);
    expect(ala?.unbuilt).toEqual([1, 2, 4, 5, 6]);
    expect(eventsOf(r.events, 'building-built')[0]).toMatchObject({ value: 3, spaces: [1, 5], materials: ['stone', 'wood'], reading: 'building-points-by-round', round: 1, points: 10 });
    expect(buildablePairs(r.state, 0)).toEqual([]);
  });

  it('two spaces meeting only at a corner cannot carry a building', () => {
    expectRefusal(placeDie(table(), { player: 0, die: 3, spot: 'build' }, { building: 3, ritualPair: [0, 5], ...FIRE }), 'invalid-choice');
  });

  it('a building is worth 10, 7 or 4 points depending on the round', () => {
    expect([1, 2, 3, 4, 5, 6].map(buildingPoints)).toEqual([10, 10, 7, 7, 4, 4]);
    for (const [round, points] of [[1, 10], [3, 7], [6, 4]] as const) {
      const r = resolved(placeDie(table(round), { player: 0, die: 1, spot: 'build' }, { ritualPair: [0, 1], ...FIRE }));
      expect(r.state.players[0]?.score).toBe(points);
    }
  });

  it('building earns a fire bonus at once', () => {
    const r = resolved(placeDie(table(), { player: 0, die: 1, spot: 'build' }, { ritualPair: [0, 1], ...FIRE }));
    expect(eventsOf(r.events, 'fire-bonus')).toHaveLength(1);
  });

  it('without two adjacent materials the action cannot be chosen', () => {
    const lone: Ritual = ['material', 'empty', 'empty', 'empty', 'empty', 'material', 'empty', 'empty', 'empty', 'empty', 'empty', 'empty'];
    expectRefusal(placeDie(table(1, lone), { player: 0, die: 6, spot: 'build' }), 'no-adjacent-materials');
  });

  it('without an unbuilt building of the die value or lower the action cannot be chosen', () => {
    expectRefusal(placeDie(table(1, RITUAL, { unbuilt: [4, 5, 6] }), { player: 0, die: 3, spot: 'build' }), 'no-building-fits');
  });
});
