import { describe, expect, it } from 'vitest';
import { readMoves, writeMoves } from './address';
import { canRedo, canUndo, playedMove, redone, replay, restartAt, shownTable, timelineFrom, undone, type History } from './timeline';

/** A counter game: a move adds its number to the table; a negative move is refused. */
const apply = (t: number, m: number) => (m < 0 ? { ok: false as const, reason: 'negative' } : { ok: true as const, table: t + m });
const fresh = (start: number): History<string, number, number> => ({ timeline: timelineFrom(`s${start}`, start), earlier: [], later: [] });
const play = (h: History<string, number, number>, ...moves: number[]) => moves.reduce((x, m) => playedMove(x, m, shownTable(x.timeline) + m), h);

describe('the sandbox shell history', () => {
  it('undoes and redoes move by move, and a new move drops what was undone', () => {
    let h = play(fresh(0), 1, 2, 3);
    expect(shownTable(h.timeline)).toBe(6);
    h = undone(undone(h));
    expect(shownTable(h.timeline)).toBe(1);
    expect(canRedo(h)).toBe(true);
    h = redone(h);
    expect(shownTable(h.timeline)).toBe(3);
    h = play(h, 10);
    expect(h.timeline.moves).toEqual([1, 2, 10]);
    expect(canRedo(h)).toBe(false);
  });

  it('a new start keeps the stretch before it, cut where it was shown, for undo; redo comes back', () => {
    let h = undone(play(fresh(0), 1, 2));
    h = restartAt(h, 's100', 100);
    expect(shownTable(h.timeline)).toBe(100);
    h = undone(h);
    expect(h.timeline.start).toBe('s0');
    expect(h.timeline.moves).toEqual([1]);
    expect(shownTable(h.timeline)).toBe(1);
    h = redone(h);
    expect(h.timeline.start).toBe('s100');
    h = undone(undone(h));
    expect(shownTable(h.timeline)).toBe(0);
    expect(canUndo(h)).toBe(false);
    expect(undone(h)).toBe(h);
  });

  it('replays an address up to the first move refused, naming it, and keeps the cursor within the moves kept', () => {
    const r = replay('s0', 0, [1, 2, -1, 4], apply, 9);
    expect(r.timeline.moves).toEqual([1, 2]);
    expect(r.timeline.cursor).toBe(2);
    expect(r.refused).toEqual({ n: 3, reason: 'negative' });
    expect(replay('s0', 0, [1, 2], apply, 1).timeline.cursor).toBe(1);
  });

  it('writes and reads the moves and the cursor, and names the first move that does not read', () => {
    const q = writeMoves(['a1', 'b2', 'c3'], 2);
    expect(q).toBe('&m=a1!b2!c3&n=2');
    expect(readMoves(new URLSearchParams(q), (c) => c)).toEqual({ moves: ['a1', 'b2', 'c3'], badMove: null, cursor: 2 });
    expect(writeMoves([], 0)).toBe('');
    expect(readMoves(new URLSearchParams('m=a1!??!c3'), (c) => (/^[a-z0-9]+$/.test(c) ? c : null))).toEqual({ moves: ['a1'], badMove: 2, cursor: null });
  });
});
