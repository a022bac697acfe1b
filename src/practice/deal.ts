/**
 * Shared by every game's question kinds (issue 19): the choices of a question from the engine's
 * answer and the results of typical mistakes, and dealing another position when one gives too few.
 */
import { createRng, randomInt, shuffled } from '../games/random';
import type { Message } from '../explainers/types';
import { msg } from '../explainers/messages';
import type { PracticeChoice, Question, QuestionKind } from './types';

/** A wrong result worth offering, and the mistake behind it ("right if ties went to the attacker"). */
export interface Candidate {
  /** Stable id of the mistake (the choice's id); numbered by position when left out. */
  id?: string;
  label: Message;
  mistake: Message;
}

/** What one wrong reading of a rule gives for this position, and which reading it is. */
export interface Mistake<A> {
  /** Stable id of the mistake (the choice's id). */
  id: string;
  /** What it gives: compared with the answer by its label. */
  value: A;
  mistake: Message;
}

/** How many positions are tried before a kind gives up. */
export const MAX_REDEALS = 200;

/** The same message, parameter for parameter: what "the labels differ" means. */
export function sameMessage(a: Message, b: Message): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The choices of a question and the right one's id ('right'): the right label and every wrong one that
 * reads differently from it and from those before it (a mistake that gives the right answer for this
 * position says nothing, so it is dropped; two mistakes giving the same wrong result keep the first).
 * At most four choices (the keys 1–4 answer them); which mistakes stay and the order come from the seed.
 * Returns null when fewer than `least` choices remain: the caller deals another position.
 */
export function choicesFrom(right: Message, wrong: readonly Candidate[], seed: number, least = 2): { choices: PracticeChoice[]; answer: string } | null {
  const all: PracticeChoice[] = [{ id: 'right', label: right }];
  for (const [i, w] of wrong.entries()) {
    const same = all.find((c) => sameMessage(c.label, w.label));
    // Two slips that give the same wrong answer are one choice, and its explanation names both (a referee's "5 shields"
    // came from counting the tucked card, and was explained as counting an unbuilt stage; review v16).
    if (same?.mistake && w.mistake && !mistakesOf(same.mistake).some((m) => sameMessage(m, w.mistake!))) same.mistake = joinedSlips([...mistakesOf(same.mistake), w.mistake]);
    if (same) continue;
    all.push({ id: w.id ?? `m${i + 1}`, label: w.label, mistake: w.mistake });
  }
  if (all.length < least) return null;
  const kept = [all[0]!, ...shuffled(all.slice(1), createRng(seed ^ 0x5eed)).slice(0, 3)];
  return { choices: shuffled(kept, createRng(seed + 7)), answer: 'right' };
}

/**
 * Slips that give one wrong answer, as one explanation: the first, then "another slip leads here too" (or "other
 * slips", three or more) once, then the others (three had read "Another slip…" twice over; review v17).
 */
function joinedSlips([first, ...rest]: readonly Message[]): Message {
  if (rest.length === 0) return first!;
  const second = rest.reduce((a, b) => msg('practice.mistake.then', { a, b }));
  return msg('practice.mistake.also', { first: first!, second, others: rest.length });
}

/** The slips a wrong choice's explanation names: one, or each of those `choicesFrom` joined. */
export function mistakesOf(m: Message): Message[] {
  if (m.key === 'practice.mistake.also') return [m.params!.first as Message, m.params!.second as Message].flatMap(mistakesOf);
  if (m.key === 'practice.mistake.then') return [m.params!.a as Message, m.params!.b as Message].flatMap(mistakesOf);
  return [m];
}

/** `choicesFrom` for an answer and mistakes given as values, each read by `label`. */
export function choicesOf<A>(seed: number, answer: A, mistakes: readonly Mistake<A>[], label: (value: A) => Message, least = 2): { choices: PracticeChoice[]; answer: string } | null {
  return choicesFrom(label(answer), mistakes.map((m) => ({ id: m.id, label: label(m.value), mistake: m.mistake })), seed, least);
}

/** The seed of the k-th deal for a question seed: the first deal uses the seed itself, later ones spread out. */
export function dealSeed(seed: number, attempt: number): number {
  return attempt === 0 ? seed >>> 0 : (Math.imul(seed ^ (attempt * 0x9e3779b9), 0x85ebca6b) ^ attempt) >>> 0;
}

/**
 * Deals from `seed`, else from the seeds `dealSeed` derives from it in turn, until `attempt` gives a
 * question: deterministic, so the same seed always opens the same question.
 */
export function redeal<Q>(seed: number, attempt: (dealt: number) => Q | null): Q {
  for (let k = 0; k < MAX_REDEALS; k++) {
    const q = attempt(dealSeed(seed, k));
    if (q) return q;
  }
  throw new Error(`no fair question after ${MAX_REDEALS} deals from seed ${seed}`);
}

/** What a kind makes of one position: the question without its kind, seed and player count. */
export type Dealt<V, P> = Omit<Question<V>, 'seed' | 'players' | 'kind'> & { position: P };

/** The question a kind deals, with the seed the reader asked for (the position may come from a later one). */
export function asked<V, P>(q: Dealt<V, P>, kind: string, seed: number, players: number): Question<V> & { position: P } {
  return { kind, seed, players, ...q };
}

/**
 * A kind that deals with `attempt` from the seeds `redeal` derives (`dealt`; `seed` is the one the reader
 * asked for): the first position that gives a question, asked under the kind's id and the reader's seed.
 */
export function dealtKind<V, P>(spec: Omit<QuestionKind<V, P>, 'deal'> & { attempt(dealt: number, players: number, seed: number): Dealt<V, P> | null }): QuestionKind<V, P> {
  const { attempt, ...kind } = spec;
  return {
    ...kind,
    deal: (seed, players) =>
      redeal(seed, (dealt) => {
        const q = attempt(dealt, players, seed);
        return q && asked(q, kind.id, seed, players);
      }),
  };
}

/**
 * `replay` remembered per position object: a dealt question's position is replayed by `check` and again by the
 * tests' audits, and a position is never changed once dealt. Kept beside the object, so it goes when the question does.
 */
export function oncePer<K extends object, R>(replay: (position: K) => R): (position: K) => R {
  const done = new WeakMap<K, R>();
  return (position) => {
    if (done.has(position)) return done.get(position)!;
    const r = replay(position);
    done.set(position, r);
    return r;
  };
}

/** One of `items` drawn from `seed`; undefined when there is none. */
export function drawnFrom<T>(items: readonly T[], seed: number): T | undefined {
  return items.length ? items[randomInt(createRng(seed), items.length)] : undefined;
}
