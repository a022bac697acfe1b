/**
 * The part of a sandbox's address every game shares: `m=` the moves played
 * since the start, each in the game's own compact code, joined by `!`, and
 * `n=` how many of them are shown (undo keeps the rest for redo; left out
 * when all are). Reading never throws; the first move that is not written as
 * one is reported by its number, and the moves before it are kept.
 */

/** The most moves an address is read for. */
export const MAX_MOVES = 400;

export interface MovesInAddress<Move> {
  moves: Move[];
  /** The 1-based number of the first move that could not be read, if any. */
  badMove: number | null;
  cursor: number | null;
}

/** Reads `m=` and `n=` with the game's move decoder (`null`: not a move). */
export function readMoves<Move>(params: URLSearchParams, decode: (code: string) => Move | null): MovesInAddress<Move> {
  const moves: Move[] = [];
  let badMove: number | null = null;
  const m = params.get('m');
  if (m) {
    const codes = m.split('!');
    for (const [i, code] of codes.slice(0, MAX_MOVES).entries()) {
      const move = decode(code);
      if (!move) {
        badMove = i + 1;
        break;
      }
      moves.push(move);
    }
    if (badMove === null && codes.length > MAX_MOVES) badMove = MAX_MOVES + 1;
  }
  const n = params.get('n');
  return { moves, badMove, cursor: n !== null && /^\d{1,4}$/.test(n) ? Number(n) : null };
}

/** `&m=…&n=…` for the moves (their codes, as a sandbox keeps them) and how many are shown (empty when there are none). */
export function writeMoves(moves: readonly string[], cursor: number): string {
  let q = '';
  if (moves.length > 0) q += `&m=${moves.join('!')}`;
  if (cursor < moves.length) q += `&n=${cursor}`;
  return q;
}
