/**
 * A compact text form of a board, for URLs: only characters that need no
 * escaping in a URL (letters, digits, `-`, `.`, `_`, `~`, and `*`, which
 * URLSearchParams leaves as is).
 *
 * ```
 * board = tile {"~" tile}
 * tile  = row "_" col "_" rot "_" tilecode      e.g. 0_0_0_*lll.W~0_1_2_llc.P
 * ```
 */
import { ok, refuse, type Result } from '../result';
import { cellKey, parseCellKey, type CellKey } from './geometry';
import { compareCells } from './regions';
import type { GheosState, Rotation } from './state';
import { landscapeTile } from './tiles';

/** Writes a board, tiles sorted by row then column. */
export function encodeBoard(board: GheosState['board']): string {
  return (Object.keys(board) as CellKey[])
    .sort(compareCells)
    .map((key) => {
      const placed = board[key];
      const cell = parseCellKey(key);
      return placed && cell ? `${cell[0]}_${cell[1]}_${placed.rot}_${placed.tile}` : '';
    })
    .filter((s) => s !== '')
    .join('~');
}

/** Reads a board written by {@link encodeBoard}. */
export function decodeBoard(code: string): Result<GheosState['board'], 'bad-board-code'> {
  const board: GheosState['board'] = {};
  if (code === '') return ok(board);
  for (const entry of code.split('~')) {
    const m = /^(-?\d+)_(-?\d+)_([012])_(.+)$/.exec(entry);
    if (!m) return refuse('bad-board-code', { entry });
    const key = cellKey([Number(m[1]), Number(m[2])]);
    const tile = m[4] ?? '';
    if (!landscapeTile(tile) || board[key]) return refuse('bad-board-code', { entry });
    board[key] = { tile, rot: Number(m[3]) as Rotation };
  }
  return ok(board);
}
