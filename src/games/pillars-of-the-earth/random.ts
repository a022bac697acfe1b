/**
 * Seeded randomness for drawing master builders and shuffling cards. The
 * engine never calls `Math.random`: every random step takes a seed, so a round
 * replays exactly and a decision can be revisited.
 */

/** A source of numbers in [0, 1). */
export type Rng = () => number;

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
  return Math.min(n - 1, Math.floor(rng() * n));
}

/** A shuffled copy (Fisher–Yates); the input is left alone. */
export function shuffle<T>(items: readonly T[], rng: Rng): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = pickIndex(rng, i + 1);
    const a = out[i] as T;
    out[i] = out[j] as T;
    out[j] = a;
  }
  return out;
}
