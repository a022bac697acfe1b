/**
 * Seeded randomness kept in the state as a number, so every function stays
 * pure and a game replays exactly from its seed: each draw returns the value
 * and the next seed.
 */
import { mulberry32 } from '../random';

/** One step of a small seeded generator (mulberry32): a number in [0, 1) and the next seed. */
export function nextRandom(seed: number): [number, number] {
  return mulberry32(seed);
}

/** A whole number in [0, n) and the next seed. */
function randomBelow(seed: number, n: number): [number, number] {
  const [x, next] = nextRandom(seed);
  return [Math.floor(x * n), next];
}

/** A shuffled copy (Fisher–Yates) and the next seed. */
export function shuffleSeeded<T>(items: readonly T[], seed: number): [T[], number] {
  const out = [...items];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    const [j, next] = randomBelow(s, i + 1);
    s = next;
    const a = out[i] as T;
    out[i] = out[j] as T;
    out[j] = a;
  }
  return [out, s];
}

/** `count` six-sided dice and the next seed. */
export function rollSeeded(seed: number, count: number): [number[], number] {
  const dice: number[] = [];
  let s = seed;
  for (let i = 0; i < count; i++) {
    const [d, next] = randomBelow(s, 6);
    s = next;
    dice.push(d + 1);
  }
  return [dice, s];
}
