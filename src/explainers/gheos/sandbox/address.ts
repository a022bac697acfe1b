/**
 * The sandbox's address: `?p=` the position play started from, `m=` the
 * moves played since (each an action and the reader's choices in it,
 * `place_0_0_2_0*pay1.yellow!found_red_0_0_L!draw`), `n=` how many of them
 * are shown (undo keeps the rest for redo; left out when all are), and
 * `r=` a move under review. Reading never throws; a move that is not
 * written as one is reported by its number.
 */
import { decodeAction, encodeAction } from '../../../games/gheos/actionCodec';
import type { GheosAction } from '../../../games/gheos/actions';
import type { Inputs } from '../../types';
import { decodeChoices, encodeChoices } from './choicesCodec';

export interface SandboxMoveCode {
  action: GheosAction;
  inputs: Inputs;
}

const MAX_MOVES = 400;

/** One move as text: its action, then `*` and the choices made in it, if any. */
export function encodeMove(move: SandboxMoveCode): string {
  const choices = encodeChoices(move.inputs);
  return choices ? `${encodeAction(move.action)}*${choices}` : encodeAction(move.action);
}

/** Reads one move; `null` when the text is not one. */
export function decodeMove(code: string): SandboxMoveCode | null {
  const star = code.indexOf('*');
  const action = decodeAction(star < 0 ? code : code.slice(0, star));
  return action ? { action, inputs: star < 0 ? {} : decodeChoices(code.slice(star + 1)) } : null;
}

export interface SandboxAddress {
  position: string | null;
  moves: SandboxMoveCode[];
  /** The 1-based number of the first move that could not be read, if any (the moves before it are kept). */
  badMove: number | null;
  cursor: number | null;
  review: SandboxMoveCode | null;
}

/** Reads the address's query. */
export function readAddress(search: string): SandboxAddress {
  const params = new URLSearchParams(search);
  const moves: SandboxMoveCode[] = [];
  let badMove: number | null = null;
  const m = params.get('m');
  if (m) {
    const codes = m.split('!');
    for (const [i, code] of codes.slice(0, MAX_MOVES).entries()) {
      const move = decodeMove(code);
      if (!move) {
        badMove = i + 1;
        break;
      }
      moves.push(move);
    }
    if (badMove === null && codes.length > MAX_MOVES) badMove = MAX_MOVES + 1;
  }
  const n = params.get('n');
  const r = params.get('r');
  return {
    position: params.get('p'),
    moves,
    badMove,
    cursor: n !== null && /^\d{1,4}$/.test(n) ? Number(n) : null,
    review: r ? decodeMove(r) : null,
  };
}

/** Writes the query for a position, its moves, how many are shown, and a move under review. */
export function writeAddress(position: string, moves: readonly SandboxMoveCode[], cursor: number, review: SandboxMoveCode | null): string {
  let q = `?p=${encodeURIComponent(position)}`;
  if (moves.length > 0) q += `&m=${moves.map(encodeMove).join('!')}`;
  if (cursor < moves.length) q += `&n=${cursor}`;
  if (review) q += `&r=${encodeMove(review)}`;
  return q;
}
