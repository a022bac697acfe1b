/**
 * What every Pillars question kind shares: a round played by the engine from the
 * seed, stopped where the kind asks, and a question rebuilt from the record alone,
 * so `check` can replay it from setup and compare.
 */
import type { PillarsEvent, PillarsState } from '../../games/pillars-of-the-earth';
import { pmsg, type PillarsKey } from '../../explainers/pillars/messages';
import { colourName } from '../../explainers/pillars/names';
import { settled, tableView as drawTable, type TableOptions } from '../../explainers/pillars/tableView';
import type { PillarsView } from '../../explainers/pillars/views';
import type { Message } from '../../explainers/types';
import type { ParamValue } from '../../i18n/format';
import type { QuestionKind } from '../types';
import { replayedKind, type KindParts } from '../replayedKind';
import { MAX_PLAYERS, MIN_PLAYERS } from '../../games/pillars-of-the-earth/setup';
import { randomInt } from '../../games/random';
import { WEALTH_CAP } from '../../games/pillars-of-the-earth';
import { LAST_ROUND, playRound, replayRound, type LaterDeal, type Phase, type Replayed, type RoundRecord } from './round';

/** A message of this game's practice block. */
export const pq = (key: PillarsKey, params?: Readonly<Record<string, ParamValue | Message>>): Message => pmsg(key, params);
/** A price in gold: "free" at 0. */
export const gold = (n: number): Message => pq('pillars.practice.gold', { n });
/** Gold a player holds: "0 gold" at 0, never "free" (a price's word; review v16). */
export const held = (n: number): Message => pq('pillars.practice.goldHeld', { n });

/** The player in a seat, by colour name. */
export const seatName = (s: PillarsState, seat: number): Message => colourName(s.players[seat]!.colour);

/** The table drawn as the examples draw it: `state`, reached from `start` through `events`, with no step marked. */
export function tableView(start: PillarsState, state: PillarsState, events: readonly PillarsEvent[], opts: TableOptions): PillarsView {
  return drawTable(settled(start, state, events), opts);
}

/** The table of a phase after its first `n` events, drawn as the examples draw it (the phase kept its states). */
export function phaseView(phase: Phase, n: number, opts: TableOptions): PillarsView {
  return tableView(phase.start, n === 0 ? phase.start : phase.states[n - 1]!, phase.events.slice(0, n), opts);
}

/** The line under every Pillars question: the cards' numbers are made up. */
export const ILLUSTRATIVE = pmsg('pillars.practice.illustrative');

/** The question kinds, each with its words under `pillars.practice.{id}.…`. */
type KindId = 'draft-cards' | 'builder-cost' | 'tax' | 'wool-mill';

/** Replays a round from its deal to where its record stops. */
function replay(record: RoundRecord): { ok: true; at: Replayed } | { ok: false; reason: string } {
  const r = replayRound(record);
  return r.ok ? { ok: true, at: r.value } : r;
}

/** A question kind over a played round, its title the dictionary's `pillars.practice.{id}.title`. */
export function roundKind(spec: KindParts<KindId, PillarsView, RoundRecord, Replayed>): QuestionKind<PillarsView, RoundRecord> {
  const title = pmsg(`pillars.practice.${spec.id}.title`);
  const find = (dealt: number, players: number, seed: number) => {
    const record = spec.find(dealt, players, seed);
    return record && { record };
  };
  return replayedKind({ ...spec, title, players: { min: MIN_PLAYERS, max: MAX_PLAYERS }, find, replay, playersOf: (r) => r.colours.length });
}

/** `find` for a kind asked about one seat after a whole round: the round's record when `seatOf` finds a seat there. */
export function wholeRound(seatOf: (record: RoundRecord, at: Replayed) => number | undefined, take?: number) {
  return (dealt: number, players: number): RoundRecord | null => {
    const { record, at } = playRound(dealt, players, () => false, take);
    return seatOf(record, at) === undefined ? null : record;
  };
}

/** A later round, from the second to the last, each seat's gold drawn from `low` to the track's 30 (see `round.ts`). */
export const laterRound =
  (low = 0): LaterDeal =>
  (rng, players) => ({ round: 2 + randomInt(rng, LAST_ROUND - 1), wealth: Array.from({ length: players }, () => low + randomInt(rng, WEALTH_CAP - low + 1)) });

/** The line under a later round's question: which round it is, and that its gold and pool are dealt (see `round.ts`). */
export const laterLine = (r: RoundRecord): Message[] => (r.later ? [pq('pillars.practice.later', { round: r.later.round })] : []);
