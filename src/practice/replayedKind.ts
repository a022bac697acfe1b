/**
 * A question kind over a game played from its setup: `deal` plays seeded games until one reaches
 * a position worth asking about, and `check` replays the question's record from the setup and
 * rebuilds the question, which must come out the same. Every game whose kinds keep a record of
 * play (Pillars' rounds, Bora Bora's games) builds its kinds with this.
 */
import type { Message } from '../explainers/types';
import { redeal } from './deal';
import type { Question, QuestionKind } from './types';

export interface ReplayedKindSpec<V, Record, At> {
  id: string;
  title: Message;
  section: string;
  players: { min: number; max: number };
  /**
   * Plays from `dealt` (a derived seed): the record of a position worth asking about, or none; with
   * the position itself where play already has it (else the record is replayed to reach it).
   */
  find(dealt: number, players: number): { record: Record; at?: At } | null;
  /** Replays a record from the game's setup: where it stands, or the engine's reason it cannot. */
  replay(record: Record): { ok: true; at: At } | { ok: false; reason: string };
  /** How many play in a record. */
  playersOf(record: Record): number;
  /** The question at a replayed position, or `null` when it would not be fair. */
  build(seed: number, players: number, record: Record, at: At): (Question<V> & { position: Record }) | null;
}

/** What a game's kind says of itself; the game adds its title, player range and replay. */
export interface KindParts<Id extends string, V, Record, At, Found = Record> {
  id: Id;
  section: string;
  /** Plays from `dealt` (a derived seed) and stops where the kind asks: what was found, or none. */
  find(dealt: number, players: number): Found | null;
  /** The question at a replayed position, or `null` when it would not be fair. */
  build(seed: number, players: number, record: Record, at: At): (Question<V> & { position: Record }) | null;
}

export function replayedKind<V, Record, At>(spec: ReplayedKindSpec<V, Record, At>): QuestionKind<V, Record> {
  const make = (seed: number, players: number, { record, at }: { record: Record; at?: At }) => {
    if (at !== undefined) return spec.build(seed, players, record, at);
    const r = spec.replay(record);
    return r.ok ? spec.build(seed, players, record, r.at) : null;
  };
  return {
    id: spec.id,
    title: spec.title,
    section: spec.section,
    players: spec.players,
    deal: (seed, players) => redeal(seed, (dealt) => {
      const found = spec.find(dealt, players);
      return found === null ? null : make(seed, players, found);
    }),
    check(q) {
      if (spec.playersOf(q.position) !== q.players) return 'player-count-out-of-range';
      const r = spec.replay(q.position);
      if (!r.ok) return r.reason;
      const again = spec.build(q.seed, q.players, q.position, r.at);
      if (!again) return 'not-a-question';
      return JSON.stringify(again) === JSON.stringify(q) ? null : 'position-differs';
    },
  };
}
