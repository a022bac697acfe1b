/**
 * A question kind over a game played from its setup: `deal` plays seeded games until one reaches
 * a position worth asking about, and `check` replays the question's record from the setup and
 * rebuilds the question, which must come out the same. Every game whose kinds keep a record of
 * play (Pillars' rounds, Bora Bora's games) builds its kinds with this.
 */
import type { Message } from '../explainers/types';
import { asked, dealtKind, type Dealt } from './deal';
import type { Question, QuestionKind } from './types';

/** What a kind builds at a position: the question without its kind, seed, player count and position (the record). */
export type Built<V> = Omit<Question<V>, 'kind' | 'seed' | 'players'>;

export interface ReplayedKindSpec<V, Record, At> {
  id: string;
  title: Message;
  section: string;
  players: { min: number; max: number };
  /**
   * Plays from `dealt` (a derived seed): the record of a position worth asking about, or none; with
   * the position itself where play already has it (else the record is replayed to reach it). `seed`, the
   * reader's, is the same for every deal of a question: a kind draws from it which case it asks.
   */
  find(dealt: number, players: number, seed: number): { record: Record; at?: At } | null;
  /** Replays a record from the game's setup: where it stands, or the engine's reason it cannot. */
  replay(record: Record): { ok: true; at: At } | { ok: false; reason: string };
  /** How many play in a record. */
  playersOf(record: Record): number;
  /** The question at a replayed position (its position is the record), or `null` when it would not be fair. */
  build(seed: number, record: Record, at: At): Built<V> | null;
}

/** What a game's kind says of itself; the game adds its title, player range and replay. */
export interface KindParts<Id extends string, V, Record, At, Found = Record> {
  id: Id;
  section: string;
  /** Plays from `dealt` (a derived seed) and stops where the kind asks: what was found, or none (`seed`: the reader's). */
  find(dealt: number, players: number, seed: number): Found | null;
  /** The question at a replayed position (its position is the record), or `null` when it would not be fair. */
  build(seed: number, record: Record, at: At): Built<V> | null;
}

export function replayedKind<V, Record, At>(spec: ReplayedKindSpec<V, Record, At>): QuestionKind<V, Record> {
  const build = (seed: number, record: Record, at: At): Dealt<V, Record> | null => {
    const q = spec.build(seed, record, at);
    return q && { ...q, position: record };
  };
  return dealtKind({
    id: spec.id,
    title: spec.title,
    section: spec.section,
    players: spec.players,
    attempt(dealt, players, seed) {
      const found = spec.find(dealt, players, seed);
      if (found === null) return null;
      if (found.at !== undefined) return build(seed, found.record, found.at);
      const r = spec.replay(found.record);
      return r.ok ? build(seed, found.record, r.at) : null;
    },
    check(q) {
      if (spec.playersOf(q.position) !== q.players) return 'player-count-out-of-range';
      const r = spec.replay(q.position);
      if (!r.ok) return r.reason;
      const again = build(q.seed, q.position, r.at);
      if (!again) return 'not-a-question';
      return JSON.stringify(asked(again, spec.id, q.seed, q.players)) === JSON.stringify(q) ? null : 'position-differs';
    },
  });
}
