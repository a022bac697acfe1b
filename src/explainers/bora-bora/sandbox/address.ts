/**
 * The Bora Bora sandbox's address: `g=` the setup (`{players}.{seed}`), `s=` the seats (one
 * letter each: `h` someone at the screen, `e` the engine's player), and the shell's `m=` / `n=`
 * (the inputs in `codec.ts`'s code, and how many are shown). Reading never throws: a setup that
 * does not read is reported, and a fresh game takes its place.
 */
import { readMoves, writeMoves, type MovesInAddress } from '../../sandbox/address';
import type { GameStart, SeatKind } from '../../sandbox/playMachine';
import type { BoraSetup } from './rules';

export interface BoraAddress extends MovesInAddress<string> {
  start: GameStart<BoraSetup> | null;
  /** The address named a setup that does not read. */
  badSetup: boolean;
}

const code = (c: string) => (/^[a-z0-9]{1,12}$/.test(c) ? c : null);

/** The seats as written (`he`, `hee`…); any seat not written is someone at the screen. */
function seatsOf(s: string | null, players: number): SeatKind[] {
  return Array.from({ length: players }, (_, i) => (s?.[i] === 'e' ? 'engine' : 'human'));
}

export function readBoraAddress(search: string): BoraAddress {
  const params = new URLSearchParams(search);
  const g = params.get('g');
  const m = g === null ? null : /^([2-4])\.(\d{1,10})$/.exec(g);
  const start = m ? { setup: { players: Number(m[1]), seed: Number(m[2]) >>> 0 }, seats: seatsOf(params.get('s'), Number(m[1])) } : null;
  if (!start) return { start: null, badSetup: g !== null, moves: [], badMove: null, cursor: null };
  return { start, badSetup: false, ...readMoves(params, code) };
}

export function writeBoraAddress(start: GameStart<BoraSetup>, moves: readonly string[], cursor: number): string {
  const seats = start.seats.map((k) => (k === 'engine' ? 'e' : 'h')).join('');
  return `?g=${start.setup.players}.${start.setup.seed}&s=${seats}${writeMoves(moves, cursor, (c) => c)}`;
}
