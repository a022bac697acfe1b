/**
 * Choices for a practice question (issue 19): the engine's answer and the results of
 * typical mistakes, with equal labels merged (the right answer wins), in an order
 * that comes from the question's seed.
 */
import { createRng, shuffled } from '../games/random';
import type { Message } from '../explainers/types';
import type { PracticeChoice } from './types';

/** A result worth offering: the right one has no `mistake`, each wrong one names the mistake behind it. */
export interface Candidate {
  label: Message;
  mistake?: Message;
}

/** Label identity: two choices that would read the same are one choice. */
const same = (m: Message): string => JSON.stringify(m);

/**
 * The choices and the right one's id, or `null` when fewer than two different
 * choices remain (the caller deals another position).
 */
export function choicesFrom(right: Message, wrong: readonly Candidate[], seed: number): { choices: PracticeChoice[]; answer: string } | null {
  const seen = new Set([same(right)]);
  const all: Candidate[] = [{ label: right }];
  for (const w of wrong) {
    if (seen.has(same(w.label))) continue;
    seen.add(same(w.label));
    all.push(w);
  }
  if (all.length < 2) return null;
  const order = shuffled(all, createRng(seed ^ 0x2545f491));
  const choices = order.map((c, i): PracticeChoice => ({ id: `c${i + 1}`, label: c.label, ...(c.mistake ? { mistake: c.mistake } : {}) }));
  return { choices, answer: choices[order.findIndex((c) => c.mistake === undefined)]!.id };
}

/** The seed of the k-th deal for a question seed: the first deal uses the seed itself. */
export function dealSeed(seed: number, attempt: number): number {
  return attempt === 0 ? seed >>> 0 : (Math.imul(seed ^ (attempt * 0x9e3779b9), 0x85ebca6b) ^ attempt) >>> 0;
}

/**
 * Deals until a position gives a fair question: `make` returns `null` when the
 * position does not (fewer than two choices, nobody to ask about).
 */
export function dealUntil<T>(seed: number, make: (dealt: number) => T | null, tries = 200): T {
  for (let k = 0; k < tries; k++) {
    const q = make(dealSeed(seed, k));
    if (q) return q;
  }
  throw new Error(`no fair question after ${tries} deals from seed ${seed}`);
}
