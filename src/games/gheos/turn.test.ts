import { describe, expect, it } from 'vitest';
import { resolveTurn, type Turn } from './turn';
import { civilizationActions, placementCells, replaceableCells, tilePlays } from './legal';
import { eventsOf, expectRefusal, position, resolved, row } from './test-support';

const start = () =>
  position({
    players: [
      { name: 'Adam', hand: ['sll.W', 'lll.P'], followers: { red: 1 } },
      { name: 'Ewa', hand: ['sll', 'sll'] },
    ],
    board: [...row(['sll.W', 'sll.C']), ...row(['sll.W', 'sll.W'], [3, 0])],
    markers: { red: [0, 0] },
    stacks: [['ccc', 'lcl']],
  });
const place: Turn['tile'] = { kind: 'place', hand: 0, at: [0, 2], rot: 0 };

describe('a turn (section "Przebieg tury")', () => {
  it('runs the four steps in order and passes play to the left', () => {
    const turn: Turn = { tile: place, civilization: { kind: 'found', colour: 'blue', at: [3, 0] }, scoringToken: true };
    const { state, events } = resolved(resolveTurn(start(), turn));
    expect(events.map((e) => e.type)).toEqual([
      'tile-placed',
      'civilization-founded',
      'scoring-token-played',
      'individual-scored',
      'tile-drawn',
      'turn-ended',
    ]);
    expect(state.active).toBe(1);
    expect(state.players[0]?.hand).toEqual(['lll.P', 'ccc']);
  });

  it('step 2 is not optional while a civilization can be founded or a follower taken', () => {
    expectRefusal(resolveTurn(start(), { tile: place, civilization: { kind: 'none' } }), 'must-found-or-take');
  });

  it('step 2 is skipped when it offers nothing', () => {
    const bare = position({ players: [{ name: 'Adam', hand: ['css'] }, { name: 'Ewa' }], board: row(['css']), stacks: [['ccc']] });
    expect(civilizationActions(bare)).toEqual([{ kind: 'none' }]);
    const { events } = resolved(resolveTurn(bare, { tile: { kind: 'place', hand: 0, at: [0, 1], rot: 0 }, civilization: { kind: 'none' } }));
    expect(eventsOf(events, 'no-civilization-action')).toEqual([{ type: 'no-civilization-action', player: 0 }]);
  });

  it('a tile must be laid while the hand holds one', () => {
    expectRefusal(resolveTurn(start(), { tile: null, civilization: { kind: 'take', colour: 'red' } }), 'must-play-a-tile');
  });

  it('the scoring token is optional', () => {
    const { state } = resolved(resolveTurn(start(), { tile: place, civilization: { kind: 'take', colour: 'red' } }));
    expect(state.players[0]?.tokens).toBe(3);
    expect(state.players[0]?.followers.red).toBe(2);
  });

  it('a refusal in a later step refuses the whole turn', () => {
    expectRefusal(
      resolveTurn(start(), { tile: place, civilization: { kind: 'found', colour: 'blue', at: [0, 0] } }),
      'continent-inhabited',
    );
  });

  it('a turn waiting for a decision returns the trace so far, and completes once the choice is given', () => {
    const s = position({
      players: [{ name: 'Adam', hand: ['sll', 'sll'], followers: { red: 1, blue: 1 } }, { name: 'Ewa' }],
      board: row(['sll', 'sll.W', null, 'sll.W', 'sll']),
      markers: { red: [0, 0], blue: [0, 3] },
      stacks: [['ccc']],
    });
    const turn: Turn = { tile: place, civilization: { kind: 'take', colour: 'blue' } };
    const waiting = resolveTurn(s, turn);
    if (waiting.ok || waiting.reason !== 'decision-needed') throw new Error('expected a decision');
    expect(waiting.decision.kind).toBe('payment');
    const paid = resolveTurn(s, turn, { payments: ['red'] });
    if (paid.ok || paid.reason !== 'decision-needed') throw new Error('expected a tie decision');
    expect(paid.decision.kind).toBe('war-winner');
    expect(paid.events.map((e) => e.type)).toEqual(['tile-placed', 'war-declared', 'follower-paid', 'swords-counted', 'swords-counted']);
    const { state } = resolved(resolveTurn(s, turn, { payments: ['red'], warWinners: ['blue'] }));
    expect(state.players[0]?.followers).toMatchObject({ red: 0, blue: 2 });
  });
});

describe('legal moves', () => {
  it('lists the empty cells touching the board and the tiles that may be replaced', () => {
    const s = start();
    expect(placementCells(s)).toEqual([[-1, 1], [0, -1], [0, 2], [1, 0], [2, 0], [3, -1], [3, 2], [4, 1]]);
    expect(replaceableCells(s)).toEqual([[0, 0], [0, 1], [3, 0], [3, 1]]);
    expect(tilePlays(s)).toHaveLength(2 * 3 * (8 + 4));
  });
});
