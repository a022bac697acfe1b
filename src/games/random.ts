/**
 * Seeded randomness shared by every engine. No engine calls `Math.random`: a
 * game's randomness comes from a seed, so it replays exactly (boardgame.io's rule).
 */

/** A source of numbers in [0, 1). */
export type Rng = () => number;

/** One step of mulberry32, a small fast generator: a number in [0, 1) and the next state. */
export function mulberry32(state: number): [number, number] {
  const next = (state + 0x6d2b79f5) >>> 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return [((t ^ (t >>> 14)) >>> 0) / 4294967296, next];
}

/** A generator over mulberry32 from a seed. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    const [x, next] = mulberry32(state);
    state = next;
    return x;
  };
}

/** A whole number in [0, n). */
export function randomInt(rng: Rng, n: number): number {
  return Math.min(n - 1, Math.floor(rng() * n));
}

/** A shuffled copy (Fisher–Yates); the input is left alone. */
export function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1);
    const a = out[i] as T;
    out[i] = out[j] as T;
    out[j] = a;
  }
  return out;
}
