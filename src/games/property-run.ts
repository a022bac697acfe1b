/**
 * Test support shared by every engine's property tests (`src/games/{game}/properties.test.ts`):
 * the seed a run uses, printed so a failure can be replayed, and a count of the
 * random legal moves it played, printed and held to a floor.
 *
 * The seed is the engine's fixed default, so `npm test` is repeatable; `PROPERTY_SEED=123`
 * replays a run with seed 123, and `PROPERTY_SEED=random` draws a fresh one (printed too).
 * Random games are played until {@link MIN_MOVES} moves are made, whatever the seed.
 *
 * @example
 * const run = propertyRun('gheos', 1_597_463, 'src/games/gheos/properties.test.ts');
 * fc.assert(fc.property(…), run.settings(50));
 * run.count(turns);
 * it('plays at least 10,000 random legal moves', () => run.expectMoves(10_000));
 */
import { expect } from 'vitest';

/** The least number of random legal moves each engine's run plays: 10,000, or `PROPERTY_MOVES` for a longer soak. */
export const MIN_MOVES = Number(process.env.PROPERTY_MOVES ?? 10_000);

export interface PropertyRun {
  /** The seed of this run: every random game and every fast-check property derives from it. */
  readonly seed: number;
  /** fast-check settings with this run's seed. */
  settings(numRuns: number): { seed: number; numRuns: number };
  /** Adds moves played. */
  count(moves: number): void;
  /** Moves played so far. */
  readonly moves: number;
  /** True once at least {@link MIN_MOVES} moves are played: random games are played until then. */
  enough(): boolean;
  /** Prints the moves played (and the seed again) and fails if fewer than `min`. */
  expectMoves(min?: number): void;
}

function seedFrom(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  if (raw.trim() === 'random') return Math.floor(Math.random() * 2 ** 31);
  const n = Number(raw);
  if (!Number.isSafeInteger(n)) throw new Error(`PROPERTY_SEED must be a whole number or "random", not "${raw}"`);
  return n | 0;
}

/** The seed and move count of one engine's property tests; prints the seed and how to replay it. */
export function propertyRun(engine: string, fallback: number, file: string): PropertyRun {
  const seed = seedFrom(process.env.PROPERTY_SEED, fallback);
  const replay = `PROPERTY_SEED=${seed} npx vitest run ${file}`;
  console.log(`[properties] ${engine}: seed ${seed} (replay: ${replay})`);
  let moves = 0;
  return {
    seed,
    settings: (numRuns) => ({ seed, numRuns }),
    count: (n) => {
      moves += n;
    },
    get moves() {
      return moves;
    },
    enough: () => moves >= MIN_MOVES,
    expectMoves(min = MIN_MOVES) {
      console.log(`[properties] ${engine}: ${moves.toLocaleString('en')} random legal moves played, seed ${seed} (replay: ${replay})`);
      expect(moves, `${engine} played too few random legal moves`).toBeGreaterThanOrEqual(min);
    },
  };
}
