import { describe, expect, it } from 'vitest';
import type { JewelleryTile, TaskTile } from './components';
import { resolvePhaseC, taskOptions, templePointsPerPriest } from './phaseC';
import { positionRanking } from './positionTrack';
import { decisionOf, eventsOf, expectRefusal, person, position, resolved } from './test-support';
import type { PositionInput } from './position';

const MAN_AND_WOMAN: TaskTile = { id: 'man-and-woman', requirements: [{ measure: { of: 'men' }, count: 1 }, { measure: { of: 'women' }, count: 1 }] };
const THREE_PRIESTS: TaskTile = { id: 'three-priests', requirements: [{ measure: { of: 'priests-in-temple' }, count: 3 }] };
const FOUR_GIFTS: TaskTile = { id: 'four-gifts', requirements: [{ measure: { of: 'gifts' }, count: 4 }] };
const FIVE_SHELLS: TaskTile = { id: 'five-shells', requirements: [{ measure: { of: 'shells' }, count: 5 }] };
const ring = (price: number, kind = 'ring'): JewelleryTile => ({ kind, price });
const newTasks = (n: number): TaskTile[] => Array.from({ length: n }, (_, i) => ({ id: `new-${i}`, requirements: [] }));

/**
 * Round 3, three players. Ala and Celina stand on space 5 of the position
 * track (Celina on top), Bartek on 2. Ala and Bartek have two priests each in
 * the temple, Bartek's farthest left; Celina one.
 */
function table(extra: Partial<PositionInput> = {}) {
  return position({
    phase: 'C',
    round: 3,
    temple: [1, 0, null, 2, 0, 1],
    taskDisplay: newTasks(5),
    taskStack: newTasks(10).map((t) => ({ ...t, id: `stack-${t.id}` })),
    men: { display: [person('man', 'gift')], stack: Array.from({ length: 8 }, () => person('man', 'shell')) },
    women: { stack: Array.from({ length: 8 }, () => person('woman', 'gift')) },
    jewellery: [[], [], [ring(3, 'ring'), ring(5, 'necklace'), null, ring(1, 'earring')]],
    players: [
      { name: 'Ala', position: 5, markerHeight: 1, shells: 2, tasks: [MAN_AND_WOMAN, THREE_PRIESTS, FOUR_GIFTS], persons: [person('man', 'gift')] },
      { name: 'Bartek', position: 2, markerHeight: 1, shells: 4, tasks: [FIVE_SHELLS], gifts: 1, godCards: ['yellow'] },
      { name: 'Celina', position: 5, markerHeight: 2, shells: 6, tasks: [FIVE_SHELLS] },
    ],
    ...extra,
  });
}
const CHOICES = {
  jewellery: { 2: 1, 0: 'pass' as const, 1: 'pass' as const },
  tasks: { 0: { drop: 'three-priests' }, 1: { fulfil: 'five-shells', yellow: { with: 'card' as const } } },
  newTask: { 2: 0, 0: 0, 1: 0 },
};

describe('Phase C: the position track (Faza C, 1)', () => {
  it('the farthest marker leads; on a shared space the marker on top goes first', () => {
    expect(positionRanking(table())).toEqual([2, 0, 1]);
  });

  it('each player scores the points shown above their marker, then the markers stack below 0 in the new order', () => {
    const r = resolved(resolvePhaseC(table(), { ...CHOICES, tasks: { ...CHOICES.tasks } }));
    expect(eventsOf(r.events, 'position-scored')).toEqual([
      { type: 'position-scored', player: 2, space: 5, points: 2 },
      { type: 'position-scored', player: 0, space: 5, points: 2 },
      { type: 'position-scored', player: 1, space: 2, points: 1 },
    ]);
    expect(eventsOf(r.events, 'turn-order')[0]?.order).toEqual([2, 0, 1]);
    expect(r.state.players.map((p) => p.position)).toEqual([0, 0, 0]);
    expect(positionRanking(r.state)).toEqual([2, 0, 1]);
  });
});

describe('Phase C: the temple (Faza C, 2)', () => {
  it('each priest is worth 1 point in rounds 1–2, 2 in rounds 3–4 and 3 in rounds 5–6', () => {
    expect([1, 2, 3, 4, 5, 6].map(templePointsPerPriest)).toEqual([1, 1, 2, 2, 3, 3]);
  });

  it('priests score for their owners; the god tile goes to the most priests, a tie to the leftmost priest', () => {
    const r = resolved(resolvePhaseC(table(), CHOICES));
    expect(eventsOf(r.events, 'temple-scored').map((e) => [e.player, e.priests, e.points])).toEqual([
      [2, 1, 2],
      [0, 2, 4],
      [1, 2, 4],
    ]);
    expect(eventsOf(r.events, 'god-tile-awarded')).toEqual([{ type: 'god-tile-awarded', player: 1, priests: 2, tied: [0, 1], leftmostField: 0 }]);
    expect(r.state.players[1]?.godTiles).toBe(1);
    expect(r.state.templeGodTiles).toBe(5);
  });

  it('priests stay in the temple for the next rounds', () => {
    expect(resolved(resolvePhaseC(table(), CHOICES)).state.temple).toEqual(table().temple);
  });

  it('with no priest in the temple the god tile leaves the game', () => {
    const r = resolved(resolvePhaseC(table({ temple: [null, null, null, null, null, null] }), CHOICES));
    expect(eventsOf(r.events, 'god-tile-removed')).toHaveLength(1);
    expect(r.state.templeGodTiles).toBe(5);
  });
});

describe('Phase C: jewellery (Faza C, 3)', () => {
  it("in the new order each player may buy one tile of the round's column for its price in shells", () => {
    const d = decisionOf(resolvePhaseC(table(), {}));
    expect(d).toMatchObject({ player: 2, kind: 'jewellery', shells: 6 });
    const r = resolved(resolvePhaseC(table(), CHOICES));
    expect(r.state.players[2]).toMatchObject({ shells: 1, jewellery: [{ kind: 'necklace', price: 5 }] });
    expect(eventsOf(r.events, 'jewellery-passed').map((e) => e.player)).toEqual([0, 1]);
  });

  it('a tile beyond the shells a player holds is refused; a player who can pay for none is not asked', () => {
    expectRefusal(resolvePhaseC(table(), { ...CHOICES, jewellery: { 2: 1, 0: 0, 1: 'pass' } }), 'cannot-afford');
    const r = resolved(resolvePhaseC(table({ players: [{ name: 'Ala' }, { name: 'Bartek' }, { name: 'Celina' }] }), { newTask: { 0: 0, 1: 0, 2: 0 } }));
    expect(eventsOf(r.events, 'jewellery-passed')).toHaveLength(3);
  });

  it("the round's unbought tiles are discarded", () => {
    const r = resolved(resolvePhaseC(table(), CHOICES));
    expect(r.state.jewellery[2]).toEqual([null, null, null, null]);
    expect(eventsOf(r.events, 'jewellery-discarded')).toEqual([{ type: 'jewellery-discarded', count: 2 }]);
  });
});

describe('Phase C: tasks (Faza C, 4)', () => {
  it('a task met unaided scores 6; with a yellow god lowering one requirement by one, 4', () => {
    const r = resolved(resolvePhaseC(table({ players: [
      { name: 'Ala', tasks: [FOUR_GIFTS], gifts: 4 },
      { name: 'Bartek', tasks: [FIVE_SHELLS], shells: 4, gifts: 1, godCards: ['yellow'] },
      { name: 'Celina', tasks: [FIVE_SHELLS] },
    ] }), { jewellery: { 1: 'pass' }, tasks: { 1: { fulfil: 'five-shells', yellow: { with: 'card' } }, 2: { drop: 'five-shells' } }, newTask: { 0: 0, 1: 0, 2: 0 } }));
    expect(eventsOf(r.events, 'task-fulfilled').map((e) => [e.player, e.points, e.yellow])).toEqual([
      [0, 6, false],
      [1, 4, true],
    ]);
    expect(r.state.players[0]?.gifts).toBe(4); // nothing is given up for a task
  });

  it('a player who can fulfil a task must; dropping is only for when none is met', () => {
    expectRefusal(resolvePhaseC(table({ players: [
      { name: 'Ala', tasks: [FOUR_GIFTS, THREE_PRIESTS], gifts: 4, shells: 0 },
      { name: 'Bartek' },
      { name: 'Celina' },
    ] }), { tasks: { 0: { drop: 'three-priests' } } }), 'must-fulfil-a-task');
  });

  it('with no task met, the player drops one of their tasks and scores nothing', () => {
    const options = taskOptions(table(), 0);
    expect(options).toEqual([{ drop: 'man-and-woman' }, { drop: 'three-priests' }, { drop: 'four-gifts' }]);
    const r = resolved(resolvePhaseC(table(), CHOICES));
    expect(eventsOf(r.events, 'task-dropped')).toEqual([
      { type: 'task-dropped', player: 2, task: 'five-shells' },
      { type: 'task-dropped', player: 0, task: 'three-priests' },
    ]);
  });

  it('a yellow god on a task already met, or on one short by more than one, is refused', () => {
    const s = table({ players: [
      { name: 'Ala', tasks: [FOUR_GIFTS], gifts: 4, godCards: ['yellow'] },
      { name: 'Bartek', tasks: [FIVE_SHELLS], shells: 3, gifts: 1, godCards: ['yellow'] },
      { name: 'Celina' },
    ] });
    const pass = { 0: 'pass', 1: 'pass' } as const;
    expectRefusal(resolvePhaseC(s, { jewellery: pass, tasks: { 0: { fulfil: 'four-gifts', yellow: { with: 'card' } } } }), 'god-has-no-effect');
    expectRefusal(resolvePhaseC(s, { jewellery: pass, tasks: { 0: { fulfil: 'four-gifts' }, 1: { fulfil: 'five-shells', yellow: { with: 'card' } } } }), 'task-not-met');
  });

  it('then each player in turn order takes a new task from the board, also in round 6', () => {
    const d = decisionOf(resolvePhaseC(table(), { ...CHOICES, newTask: {} }));
    expect(d).toMatchObject({ player: 2, kind: 'new-task', options: [0, 1, 2, 3, 4] });
    const r = resolved(resolvePhaseC(table({ round: 6, jewellery: [[], [], [], [], [], []] }), { tasks: CHOICES.tasks, newTask: CHOICES.newTask }));
    expect(eventsOf(r.events, 'task-taken').map((e) => e.player)).toEqual([2, 0, 1]);
  });
});

describe('The end of a round (Runda się kończy)', () => {
  it('unchosen tasks and leftover people go to the box; six men, six women and players + 2 tasks come out; dice are rolled again', () => {
    const r = resolved(resolvePhaseC(table(), CHOICES));
    const s = r.state;
    expect(s.round).toBe(4);
    expect(s.phase).toBe('A');
    expect(s.taskDisplay.map((t) => t.id)).toEqual(['stack-new-0', 'stack-new-1', 'stack-new-2', 'stack-new-3', 'stack-new-4']);
    expect(s.men.display.every((m) => m?.ability === 'shell')).toBe(true);
    expect(s.women.display.filter(Boolean)).toHaveLength(6);
    expect(s.dice).toEqual({});
    expect(s.players.every((p) => p.dice.length === 3)).toBe(true);
  });

  it('after round 6 the game is over', () => {
    const r = resolved(resolvePhaseC(table({ round: 6, jewellery: [[], [], [], [], [], []] }), { tasks: CHOICES.tasks, newTask: CHOICES.newTask }));
    expect(r.state.phase).toBe('over');
    expect(r.events.at(-1)).toEqual({ type: 'game-over' });
  });

  it('a choice for a decision that never came up is refused', () => {
    const s = table({ players: [{ name: 'Ala', tasks: [FOUR_GIFTS], gifts: 4 }, { name: 'Bartek' }, { name: 'Celina' }] });
    // Bartek holds no task, so nothing asks what he does with one.
    expectRefusal(resolvePhaseC(s, { tasks: { 1: { drop: 'four-gifts' } }, newTask: { 0: 0, 1: 0, 2: 0 } }), 'choice-not-needed');
  });
});
