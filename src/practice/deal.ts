/**
 * Shared by every game's question kinds: the choices of a question from the engine's answer and
 * the results of typical mistakes, and re-dealing from the next seed when a position gives too few.
 */
import { createRng, shuffled } from '../games/random';
import type { Message } from '../explainers/types';
import type { PracticeChoice, Question } from './types';

/** What one wrong reading of a rule gives for this position, and which reading it is. */
export interface Mistake<A> {
  /** Stable id of the mistake (the choice's id). */
  id: string;
  /** What it gives: compared with the answer by `key`. */
  value: A;
  /** "Right if ties went to the attacker." */
  mistake: Message;
}

/** How many positions are tried, seed after seed, before a kind gives up. */
export const MAX_REDEALS = 200;

/** The same message, parameter for parameter: what "the labels differ" means. */
export function sameMessage(a: Message, b: Message): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The choices of a question: the right one and every mistake whose result differs from it and from
 * the others (a mistake that gives the right answer for this position says nothing, so it is dropped;
 * two mistakes giving the same wrong result keep the first). Order comes from the seed.
 * Returns null when fewer than `least` choices remain: the caller deals the next position.
 */
export function choicesOf<A>(
  seed: number,
  answer: A,
  mistakes: readonly Mistake<A>[],
  label: (value: A) => Message,
  least = 2,
): { choices: PracticeChoice[]; answer: string } | null {
  const right: PracticeChoice = { id: 'right', label: label(answer) };
  const all: PracticeChoice[] = [right];
  for (const m of mistakes) {
    const l = label(m.value);
    if (all.some((c) => sameMessage(c.label, l))) continue;
    all.push({ id: m.id, label: l, mistake: m.mistake });
  }
  if (all.length < least) return null;
  // At most four choices: the keys 1–4 answer them.
  const kept = [right, ...shuffled(all.slice(1), createRng(seed ^ 0x5eed)).slice(0, 3)];
  return { choices: shuffled(kept, createRng(seed + 7)), answer: right.id };
}

/**
 * Deals from `seed`, else from the next seeds in turn, until `attempt` gives a question:
 * deterministic, so the same seed always opens the same question.
 */
export function redeal<Q>(seed: number, attempt: (s: number) => Q | null): Q {
  for (let i = 0; i < MAX_REDEALS; i++) {
    const q = attempt((seed + i) >>> 0);
    if (q) return q;
  }
  throw new Error(`no question from seed ${seed} or the ${MAX_REDEALS - 1} after it`);
}

/** The question a kind deals, with the seed the reader asked for (the position may come from a later one). */
export function asked<V, P>(q: Omit<Question<V>, 'seed' | 'players' | 'kind'> & { position: P }, kind: string, seed: number, players: number): Question<V> & { position: P } {
  return { kind, seed, players, ...q };
}
