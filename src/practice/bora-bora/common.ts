/**
 * What every Bora Bora question kind shares: a game played by the engine from the
 * seed and stopped where the kind asks, and a question rebuilt from the record
 * alone, so `check` can replay it from setup and compare.
 */
import { draft, scorePositionTrack, scoreTemple, type BoraBoraEvent, type BoraBoraState } from '../../games/bora-bora';
import { literal } from '../../explainers/bora-bora/common';
import { bmsg, type BoraKey } from '../../explainers/bora-bora/messages';
import { viewOf, type ViewOptions } from '../../explainers/bora-bora/tableView';
import type { BoraView } from '../../explainers/bora-bora/views';
import type { Message } from '../../explainers/types';
import type { ParamValue } from '../../i18n/format';
import { replayedKind, type KindParts } from '../replayedKind';
import { MAX_PLAYERS, MIN_PLAYERS } from '../../explainers/bora-bora/setup';
import type { QuestionKind } from '../types';
import { createRng, randomInt, type Rng } from '../../games/random';
import { playGame, replayGame, type GameRecord } from './play';

/**
 * Questions are asked in the first round unless a kind needs later ones: every
 * question is replayed from setup, and a game gets slower to replay with each
 * round (1,000 questions per kind are checked in the unit tests). The rules asked
 * about are the same in every round, except the temple's points per priest, which
 * rise in round 3 (that kind asks in rounds 1 to 3).
 */
export const ROUNDS_ASKED = 1;

/**
 * A game played from `dealt` until `stop` says so, in a round drawn from the seed
 * (salted per kind) among the first `rounds`; `stop` gets that round and the kind's own random stream.
 */
export function playToRound(dealt: number, players: number, salt: number, stop: (s: BoraBoraState, round: number, rng: Rng) => boolean, temple?: number, rounds = ROUNDS_ASKED): { record: GameRecord; state: BoraBoraState } {
  const rng = createRng(dealt ^ salt);
  const round = 1 + randomInt(rng, rounds);
  return playGame(dealt, players, (s) => stop(s, round, rng), temple);
}

/** A message of this game's dictionary. */
export const bq = (key: BoraKey, params?: Readonly<Record<string, ParamValue | Message>>): Message => bmsg(key, params);

/** The line under every question: the board and the tiles are made up. */
const ILLUSTRATIVE = bq('bora.practice.illustrative');

/** A player by name (names are the same in both languages). */
export const nameOf = (s: BoraBoraState, seat: number): Message => literal(s.players[seat]?.name ?? '');

/** The table as the examples draw it, on the made-up board. */
export const tableView = (s: BoraBoraState, opts: Omit<ViewOptions, 'illustrative'>): BoraView => viewOf(s, { ...opts, illustrative: true });

/**
 * The first two steps of Phase C run by the engine's own functions on a copy: the
 * status track (new turn order) and the temple. They need no player's choice.
 */
export function phaseCScoring(s: BoraBoraState): { state: BoraBoraState; events: BoraBoraEvent[]; afterTrack: BoraBoraState } {
  const ctx = { s: draft(s), events: [] as BoraBoraEvent[] };
  scorePositionTrack(ctx);
  const afterTrack = draft(ctx.s);
  scoreTemple(ctx);
  return { state: ctx.s, events: ctx.events, afterTrack };
}

type KindId = 'die-spots' | 'turn-order' | 'temple-points' | 'god-tile';

/** Replays a game from its setup to where its record stops. */
function replay(record: GameRecord): { ok: true; at: BoraBoraState } | { ok: false; reason: string } {
  const r = replayGame(record);
  return r.ok ? { ok: true, at: r.state } : r;
}

/** A question kind over a played game, its title the dictionary's `bora.practice.{id}.title`. */
export function gameKind(spec: KindParts<KindId, BoraView, GameRecord, BoraBoraState, { record: GameRecord; state: BoraBoraState }>): QuestionKind<BoraView, GameRecord> {
  const title = bmsg(`bora.practice.${spec.id}.title`);
  const find = (dealt: number, players: number, seed: number) => {
    const found = spec.find(dealt, players, seed);
    return found && { record: found.record, at: found.state };
  };
  // Every question ends its lines under the picture by saying the board is made up.
  const build: typeof spec.build = (...args) => {
    const q = spec.build(...args);
    if (!q) return null;
    const { prompt, view, details = [], ...rest } = q;
    return { prompt, view, details: [...details, ILLUSTRATIVE], ...rest };
  };
  return replayedKind({ ...spec, title, players: { min: MIN_PLAYERS, max: MAX_PLAYERS }, find, replay, playersOf: (r) => r.players, build });
}
