/**
 * Seeded randomness. The rules engine never calls `Math.random`: shuffling
 * at set-up takes a generator made from a seed, so a game replays exactly.
 */
export { createRng, randomInt, shuffled, type Rng } from '../random';
