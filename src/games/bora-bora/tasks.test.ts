import { describe, expect, it } from 'vitest';
import type { Requirement, TaskTile } from './components';
import { measure, taskMet } from './tasks';
import { person, position, withHuts } from './test-support';
import type { PositionInput } from './position';

const task = (...requirements: Requirement[]): TaskTile => ({ id: 't', requirements });
const one = (s: ReturnType<typeof position>, t: TaskTile, yellow = false) => taskMet(s, 0, t, yellow);
const table = (extra: Partial<PositionInput> = {}) =>
  position({ players: [{ name: 'Ala' }, { name: 'Bartek' }], ...extra });

describe('Task tiles (Płytki zadań)', () => {
  it('a task shows a minimum: having more is fine, and nothing is given up', () => {
    const s = table({ players: [{ name: 'Ala', gifts: 5 }, { name: 'Bartek' }] });
    expect(one(s, task({ measure: { of: 'gifts' }, count: 4 }))).toBe(true);
    expect(one(s, task({ measure: { of: 'gifts' }, count: 6 }))).toBe(false);
  });

  it('a hut counts for a region whether it stands on the building site or was moved aside', () => {
    const s = table({ regions: withHuts({ 'north-mountain': 0, 'centre-mountain': 1 }, { 'centre-mountain': [0] }) });
    const allMountains = task({ measure: { of: 'terrain-with-huts', terrain: 'mountain' }, count: 'all' });
    expect(one(s, allMountains)).toBe(true);
    expect(measure(s, 0, { of: 'regions-with-huts' })).toBe(2);
    expect(measure(s, 0, { of: 'islands-with-huts' })).toBe(2);
    expect(one(s, task({ measure: { of: 'islands-with-huts' }, count: 'all' }))).toBe(false);
  });

  it('god cards asked for by a task must be cards: god tiles and pairs do not stand in for them', () => {
    const s = table({ players: [{ name: 'Ala', godCards: ['blue', 'red', 'red'], godTiles: 2 }, { name: 'Bartek' }] });
    expect(one(s, task({ measure: { of: 'god-cards', colour: 'blue' }, count: 2 }))).toBe(false);
    expect(measure(s, 0, { of: 'god-cards-same-colour' })).toBe(2);
    expect(measure(s, 0, { of: 'god-card-colours' })).toBe(2);
  });

  it('materials count on ritual spaces and beside the board', () => {
    const s = position({
      layout: { ritual: [{ material: 'stone', row: 0, col: 0 }, { material: 'stone', row: 0, col: 1 }] },
      players: [{ name: 'Ala', ritual: ['material', 'empty'], aside: { stone: 2, wood: 1 } }, { name: 'Bartek', ritual: ['empty', 'empty'] }],
    });
    expect(one(s, task({ measure: { of: 'material', material: 'stone' }, count: 3 }))).toBe(true);
    expect(measure(s, 0, { of: 'materials' })).toBe(4);
  });

  it('people count by sex, by kind, and by whether they have been shifted', () => {
    const s = table({
      players: [
        { name: 'Ala', persons: [person('man', 'gift'), { ...person('man', 'gift'), shifted: true }, person('man', 'land'), { ...person('woman', 'gift'), shifted: true }] },
        { name: 'Bartek' },
      ],
    });
    expect(measure(s, 0, { of: 'men' })).toBe(3);
    expect(measure(s, 0, { of: 'different-men' })).toBe(2);
    expect(measure(s, 0, { of: 'shifted-persons' })).toBe(2);
    expect(measure(s, 0, { of: 'persons-with-ability', ability: 'gift' })).toBe(3);
  });

  it('order tile #1 goes with the first place in the turn order', () => {
    expect(measure(table({ order: [1, 0] }), 0, { of: 'first-in-turn-order' })).toBe(0);
    expect(measure(table(), 0, { of: 'first-in-turn-order' })).toBe(1);
  });
});

describe('The yellow god (Żółty bóg)', () => {
  it('lowers a requirement by exactly one: three wood become two', () => {
    const s = position({ players: [{ name: 'Ala', aside: { wood: 2 } }, { name: 'Bartek' }] });
    const wood = task({ measure: { of: 'material', material: 'wood' }, count: 3 });
    expect(one(s, wood)).toBe(false);
    expect(one(s, wood, true)).toBe(true);
  });

  it('or huts in nine regions become eight, but not seven', () => {
    const nine = task({ measure: { of: 'regions-with-huts' }, count: 9 });
    const s = table({ regions: withHuts({ 'north-mountain': 0, 'north-beach': 0, 'centre-mountain': 0, 'centre-forest': 0, 'centre-plain': 0, 'south-plain': 0 }) });
    expect(one(s, { ...nine, requirements: [{ measure: { of: 'regions-with-huts' }, count: 7 }] }, true)).toBe(true);
    expect(one(s, { ...nine, requirements: [{ measure: { of: 'regions-with-huts' }, count: 8 }] }, true)).toBe(false);
  });

  it('helps with only one requirement of a task', () => {
    const s = table();
    const both = task({ measure: { of: 'men' }, count: 1 }, { measure: { of: 'women' }, count: 1 });
    expect(one(s, both, true)).toBe(false);
    const halfway = table({ players: [{ name: 'Ala', persons: [person('man', 'gift')] }, { name: 'Bartek' }] });
    expect(one(halfway, both, true)).toBe(true);
  });
});
