/**
 * Practice: questions the rules engine deals from seeded positions (issue 19).
 *
 * One contract for every game. A question kind is pure: the same seed and player
 * count always deal the same question, the position comes from the engine's own
 * setup and legal moves (never pieces placed freely), and the right answer is the
 * engine's result. Each wrong choice is what a typical mistake gives, and says which.
 *
 * Kinds live in `src/practice/{game-slug}/` (one file per kind or one per game),
 * and are listed in `src/practice/{game-slug}/index.ts` as `KINDS`.
 */
import type { Message, Step } from '../explainers/types';

export interface PracticeChoice {
  /** Stable within the question: used in tests and in the address of an answered question. */
  id: string;
  label: Message;
  /** For a wrong choice: the mistake that leads to it ("right if ties went to the attacker"). */
  mistake?: Message;
}

/** One step of "show me why": the examples' own step, plus the rule section it applies. */
export type WhyStep<V> = Step<V> & {
  /** Heading id in the game's rulebook (`/{lang}/{game}/#{section}`). */
  section: string;
};

export interface Question<V> {
  /** Kind id, e.g. 'war-winner'. */
  kind: string;
  seed: number;
  players: number;
  /** What the reader is asked ("Who wins this war?"). */
  prompt: Message;
  /** The position, drawn with the same views as the examples' steps. */
  view: V;
  /** Extra lines under the picture (numbers a reader needs that the picture carries only as text). */
  details?: readonly Message[];
  /** At least two; exactly one is right; no two carry the same label. Order comes from the seed. */
  choices: readonly PracticeChoice[];
  /** Id of the right choice. */
  answer: string;
  /** The resolution step by step, as the engine computed it. */
  why: readonly WhyStep<V>[];
}

export interface QuestionKind<V, P = unknown> {
  /** Stable, used in the address: `?kind=war-winner&seed=…&players=…`. */
  id: string;
  /** Short name of the kind ("Who wins a war"). */
  title: Message;
  /** Heading id in the rulebook of the rule this kind practises. */
  section: string;
  players: { min: number; max: number };
  /** Deterministic: the same (seed, players) gives the same question. */
  deal(seed: number, players: number): Question<V> & { position: P };
  /**
   * Replays the dealt position through the engine from its setup and legal moves;
   * returns null when it is reachable, else the engine's reason. Unit tests call it on
   * 1,000 seeded questions per kind.
   */
  check(question: Question<V> & { position: P }): string | null;
}
