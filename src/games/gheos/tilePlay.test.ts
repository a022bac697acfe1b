import { describe, expect, it } from 'vitest';
import { playTile } from './tilePlay';
import { expectRefusal, position, resolved, row } from './test-support';

const players = [{ name: 'Adam', hand: ['sll.W', 'lls'] }, { name: 'Ewa' }];

describe('laying a tile (section "Dołożenie kafelka")', () => {
  const state = position({ players, board: row(['*sll', 'sll.P']) });

  it('a tile laid from hand must touch a tile already on the board', () => {
    expectRefusal(playTile(state, { kind: 'place', hand: 0, at: [0, 5], rot: 0 }), 'not-adjacent');
  });

  it('a tile touching the board by one edge is enough', () => {
    const { state: next, events } = resolved(playTile(state, { kind: 'place', hand: 0, at: [0, 2], rot: 0 }));
    expect(next.board['0,2']).toEqual({ tile: 'sll.W', rot: 0 });
    expect(next.players[0]?.hand).toEqual(['lls']);
    expect(events).toEqual([{ type: 'tile-placed', player: 0, at: '0,2', tile: 'sll.W', rot: 0, replacing: false }]);
  });

  it('a tile cannot be laid on an occupied cell', () => {
    expectRefusal(playTile(state, { kind: 'place', hand: 0, at: [0, 1], rot: 0 }), 'occupied');
  });

  it('only a landscape tile from the hand can be laid, in one of three rotations', () => {
    expectRefusal(playTile(state, { kind: 'place', hand: 2, at: [0, 2], rot: 0 }), 'no-such-tile-in-hand');
    const withEpoch = { ...state, players: state.players.map((p, i) => (i === 0 ? { ...p, hand: ['sll.W', 'E'] } : p)) };
    expectRefusal(playTile(withEpoch, { kind: 'place', hand: 1, at: [0, 2], rot: 0 }), 'not-a-landscape-tile');
    expectRefusal(playTile(state, { kind: 'place', hand: 0, at: [0, 2], rot: 3 as 0 }), 'bad-rotation');
  });

  it('the input state is never changed', () => {
    const before = JSON.stringify(state);
    playTile(state, { kind: 'place', hand: 0, at: [0, 2], rot: 0 });
    playTile(state, { kind: 'replace', hand: 0, at: [0, 0], rot: 0 });
    expect(JSON.stringify(state)).toBe(before);
  });
});

describe('replacing a tile (section "Zastąpienie kafelka")', () => {
  const state = position({ players, board: row(['*sll', 'sll.P', 'sll.C']) });

  it('the replaced tile leaves the game and the new one takes its place', () => {
    const { state: next, events } = resolved(playTile(state, { kind: 'replace', hand: 0, at: [0, 2], rot: 1 }));
    expect(next.board['0,2']).toEqual({ tile: 'sll.W', rot: 1 });
    expect(next.removed).toEqual(['sll.C']);
    expect(events.map((e) => e.type)).toEqual(['tile-removed', 'tile-placed']);
  });

  it('a tile with a pyramid cannot be replaced', () => {
    expectRefusal(playTile(state, { kind: 'replace', hand: 0, at: [0, 1], rot: 0 }), 'tile-has-pyramid');
  });

  it('the start tile can be replaced like any tile without a pyramid', () => {
    expect(playTile(state, { kind: 'replace', hand: 0, at: [0, 0], rot: 0 }).ok).toBe(true);
  });

  it('there must be a tile to replace', () => {
    expectRefusal(playTile(state, { kind: 'replace', hand: 0, at: [0, 3], rot: 0 }), 'empty-cell');
  });
});
