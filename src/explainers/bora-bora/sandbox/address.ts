/**
 * The Bora Bora sandbox's address: `g=` the setup (`{players}.{seed}`) or `from=` a worked
 * example's step (`{example}-step-{n}`, "try from here"), `s=` the seats (one
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
export function seatsOf(s: string | null, players: number): SeatKind[] {
  return Array.from({ length: players }, (_, i) => (s?.[i] === 'e' ? 'engine' : 'human'));
}

export function readBoraAddress(search: string): BoraAddress {
  const params = new URLSearchParams(search);
  const g = params.get('g');
  const m = g === null ? null : /^([2-4])\.(\d{1,10})$/.exec(g);
  const from = params.get('from');
  const step = from !== null && /^[a-z0-9]+(?:-[a-z0-9]+)*-step-\d{1,3}$/.test(from) ? from : null;
  const start: GameStart<BoraSetup> | null = m
    ? { setup: { players: Number(m[1]), seed: Number(m[2]) >>> 0 }, seats: seatsOf(params.get('s'), Number(m[1])) }
    : step
      ? { setup: { from: step }, seats: seatsOf(params.get('s'), 4) }
      : null;
  if (!start) return { start: null, badSetup: g !== null || from !== null, moves: [], badMove: null, cursor: null };
  return { start, badSetup: false, ...readMoves(params, code) };
}

export function writeBoraAddress(start: GameStart<BoraSetup>, moves: readonly string[], cursor: number): string {
  const seats = start.seats.map((k) => (k === 'engine' ? 'e' : 'h')).join('');
  const setup = 'from' in start.setup ? `from=${start.setup.from}` : `g=${start.setup.players}.${start.setup.seed}`;
  return `?${setup}&s=${seats}${writeMoves(moves, cursor)}`;
}
