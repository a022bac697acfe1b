/**
 * The sandbox's address: `?p=` the position play started from, `m=` the
 * moves played since (each an action and the reader's choices in it,
 * `place_0_0_2_0*pay1.yellow!found_red_0_0_L!draw`), `n=` how many of them
 * are shown (undo keeps the rest for redo; left out when all are), and
 * `r=` a move under review. Reading never throws; a move that is not
 * written as one is reported by its number. `m=` and `n=` are the shell's
 * (`explainers/sandbox/address.ts`); `p=` and `r=` are this game's.
 */
import { decodeAction, encodeAction } from '../../../games/gheos/actionCodec';
import type { GheosAction } from '../../../games/gheos/actions';
import type { Inputs } from '../../types';
import { decodeChoices, encodeChoices } from './choicesCodec';
import { readMoves, writeMoves, type MovesInAddress } from '../../sandbox/address';

export interface SandboxMoveCode {
  action: GheosAction;
  inputs: Inputs;
}

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

export interface SandboxAddress extends MovesInAddress<SandboxMoveCode> {
  position: string | null;
  review: SandboxMoveCode | null;
}

/** Reads the address's query. */
export function readAddress(search: string): SandboxAddress {
  const params = new URLSearchParams(search);
  const r = params.get('r');
  return { position: params.get('p'), ...readMoves(params, decodeMove), review: r ? decodeMove(r) : null };
}

/** Writes the query for a position, its moves (as the sandbox keeps them: their codes), how many are shown, and a move under review. */
export function writeAddress(position: string, moves: readonly string[], cursor: number, review: string | null): string {
  let q = `?p=${encodeURIComponent(position)}${writeMoves(moves, cursor)}`;
  if (review) q += `&r=${review}`;
  return q;
}
