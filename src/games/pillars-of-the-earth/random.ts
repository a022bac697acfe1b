/**
 * Seeded randomness for drawing master builders and shuffling cards. The
 * engine never calls `Math.random`: every random step takes a seed, so a round
 * replays exactly and a decision can be revisited.
 */

import { randomInt, shuffled, type Rng } from '../random';

export type { Rng };

/** A seeded generator (SplitMix32). The same seed always yields the same sequence. */
export function seededRng(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    z = (z ^ (z >>> 16)) >>> 0;
    return z / 0x100000000;
  };
}

/** An index in [0, n). */
export function pickIndex(rng: Rng, n: number): number {
  return randomInt(rng, n);
}

/** A shuffled copy (Fisher–Yates); the input is left alone. */
export function shuffle<T>(items: readonly T[], rng: Rng): T[] {
  return shuffled(items, rng);
}
