import { describe, expect, it } from 'vitest';
import type { TaskTile } from './components';
import { BONUS_POINTS, finalScoring, GOD_TILE_POINTS, type FinalResolution } from './final';
import { decisionOf, eventsOf, expectRefusal, FULL_LAYOUT, person, position, resolved, withHuts } from './test-support';
import type { PlayerInput, PositionInput, RegionInput } from './position';

const GIFTS = (n: number, id = `gifts-${n}`): TaskTile => ({ id, requirements: [{ measure: { of: 'gifts' }, count: n }] });
const SHELLS = (n: number): TaskTile => ({ id: `shells-${n}`, requirements: [{ measure: { of: 'shells' }, count: n }] });
const done = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `done-${i}`, points: 6, yellow: false }));

function over(ala: Partial<PlayerInput>, extra: Partial<PositionInput> = {}) {
  return position({
    phase: 'over',
    round: 6,
    layout: { ...FULL_LAYOUT },
    players: [{ name: 'Ala', ...ala }, { name: 'Bartek' }],
    ...extra,
  });
}

function sheets(r: FinalResolution) {
  if (!r.ok) throw new Error(`expected final scores, got ${r.reason}`);
  return r.value;
}

describe('The end of the game (Koniec gry)', () => {
  it('each player settles their three tasks: 6 points if met, 4 with a yellow god, 0 otherwise', () => {
    const s = over({ gifts: 3, shells: 4, godCards: ['yellow'], tasks: [GIFTS(3), SHELLS(5), SHELLS(9)] });
    expect(decisionOf(finalScoring(s))).toMatchObject({ kind: 'final-yellow', task: { id: 'shells-5' }, options: ['none', { with: 'card' }] });
    const v = sheets(finalScoring(s, { yellow: { 0: { 'shells-5': { with: 'card' } } } }));
    expect(v.sheets[0]?.tasks).toEqual([
      { id: 'gifts-3', points: 6, yellow: false },
      { id: 'shells-5', points: 4, yellow: true },
      { id: 'shells-9', points: 0, yellow: false },
    ]);
    expect(eventsOf(v.events, 'task-dropped').map((e) => e.task)).toEqual(['shells-9']);
  });

  it('one yellow god per task, each paid for: up to three at the end', () => {
    const s = over({ gifts: 2, shells: 4, godCards: ['yellow', 'yellow'], tasks: [SHELLS(5), { ...SHELLS(5), id: 'shells-5b' }] });
    const v = sheets(finalScoring(s, { yellow: { 0: { 'shells-5': { with: 'card' }, 'shells-5b': { with: 'card' } } } }));
    expect(v.sheets[0]?.tasks.map((t) => t.points)).toEqual([4, 4]);
    expect(v.state.players[0]).toMatchObject({ gifts: 0, godCards: [] });
  });

  it('the game must be over first', () => {
    expectRefusal(finalScoring(over({}, { phase: 'C' })), 'wrong-phase');
  });
});

describe('Final scoring (Końcowe punktowanie)', () => {
  it('2 points per unused god tile', () => {
    const v = sheets(finalScoring(over({ godTiles: 3 })));
    expect(v.sheets[0]?.godTiles).toEqual({ count: 3, points: 3 * GOD_TILE_POINTS });
  });

  it('each fish tile next to a building site holding the player’s hut scores its fish; a hut moved aside does not', () => {
    const s = over({}, { regions: withHuts({ 'south-plain': 0, 'centre-plain': 1, 'north-mountain': 0 }, { 'centre-plain': [0] }) });
    const v = sheets(finalScoring(s));
    expect(v.sheets[0]?.fish).toEqual([
      { region: 'north-mountain', fish: 3 },
      { region: 'south-plain', fish: 5 },
    ]);
    expect(v.sheets[0]?.fishPoints).toBe(8);
    expect(v.sheets[1]?.fishPoints).toBe(4);
  });

  it('jewellery scores by the spaces it fills on the player board', () => {
    const v = sheets(finalScoring(over({ jewellery: [{ kind: 'ring', price: 1 }, { kind: 'ring', price: 2 }, { kind: 'anklet', price: 4 }] })));
    expect(v.sheets[0]?.jewellery).toEqual({ count: 3, points: 1 + 2 + 4 });
  });

  it('leftover materials, shells, gifts and god cards are worth nothing', () => {
    const v = sheets(finalScoring(over({ score: 40, shells: 9, gifts: 5, godCards: ['red', 'blue'], aside: { wood: 4 } })));
    expect(v.sheets[0]?.total).toBe(40);
  });

  it('six bonuses of 6 points: 9 tasks, 6 jewellery, 12 ritual spaces, 6 buildings, huts in every region, 12 people', () => {
    const regions: RegionInput[] = Array.from({ length: 12 }, (_, i) => ({
      id: `r${i}`,
      island: `i${i % 5}`,
      terrain: 'beach',
      resource: 'sand',
      fish: 1 + (i % 6),
      site: 0,
    }));
    const people = Array.from({ length: 12 }, (_, i) => person(i % 2 ? 'man' : 'woman', 'gift'));
    const s = position({
      phase: 'over',
      layout: { ...FULL_LAYOUT },
      regions,
      players: [
        {
          name: 'Ala',
          huts: Array.from({ length: 12 }, () => 0),
          persons: people,
          ritual: [1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6],
          jewellery: Array.from({ length: 6 }, () => ({ kind: 'ring', price: 1 })),
          tasksDone: done(6),
          tasks: [GIFTS(0, 'a'), GIFTS(0, 'b'), GIFTS(0, 'c')],
        },
        { name: 'Bartek', huts: [0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2] },
      ],
    });
    const sheet = sheets(finalScoring(s)).sheets[0];
    expect(sheet?.bonuses).toEqual({ tasks: true, jewellery: true, ritual: true, buildings: true, regions: true, persons: true });
    expect(sheet?.bonusPoints).toBe(6 * BONUS_POINTS);
    expect(sheet?.total).toBe(3 * 6 + 42 + (1 + 2 + 4 + 6 + 8 + 9) + 36);
  });

  it('a ritual space left empty, one building unbuilt or a dropped task loses that bonus', () => {
    const s = over({ ritual: [1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 'material', 'empty'], tasksDone: done(8), tasks: [GIFTS(5)] });
    const sheet = sheets(finalScoring(s)).sheets[0];
    expect(sheet?.bonuses).toMatchObject({ tasks: false, ritual: false, buildings: false });
  });

  it('a tie goes to the tied player who moved first in the last Phase C', () => {
    const tied = over({ score: 50 }, { order: [1, 0], players: [{ name: 'Ala', score: 50 }, { name: 'Bartek', score: 50 }] });
    expect(sheets(finalScoring(tied)).ranking).toEqual([1, 0]);
    const ahead = over({}, { order: [1, 0], players: [{ name: 'Ala', score: 51 }, { name: 'Bartek', score: 50 }] });
    expect(sheets(finalScoring(ahead)).ranking).toEqual([0, 1]);
  });
});

it('final scoring leaves the given state untouched', () => {
  const s = over({ gifts: 3, tasks: [GIFTS(3)] });
  const copy = structuredClone(s);
  resolved({ ok: true, value: sheets(finalScoring(s)) });
  expect(s).toEqual(copy);
});
