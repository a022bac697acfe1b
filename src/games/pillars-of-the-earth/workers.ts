/**
 * Worker arithmetic (sections "Przygotowanie gry", "Wybór karty" and
 * "3. Zyski z Przędzalni"): seven small pawns and one large pawn that counts
 * as five, so twelve workers in all.
 */
import type { Workers } from './types';

/** What the large pawn counts as (section "Przygotowanie gry"). */
export const LARGE_WORKER_VALUE = 5;

/** Each player's pawns at the start: 7 small and 1 large (section "Przygotowanie gry"). */
export const STARTING_WORKERS: Readonly<Workers> = { small: 7, large: 1 };

/** No pawns. */
export const NO_WORKERS: Readonly<Workers> = { small: 0, large: 0 };

/**
 * How many workers the pawns are worth, the large pawn counting as five.
 *
 * @example
 * workerCount({ small: 7, large: 1 }) // 12
 */
export function workerCount(w: Workers): number {
  return w.small + LARGE_WORKER_VALUE * w.large;
}

/** Pawn by pawn sum. */
export function addWorkers(a: Workers, b: Workers): Workers {
  return { small: a.small + b.small, large: a.large + b.large };
}

/** Pawn by pawn difference (the caller checks that `b` fits in `a`). */
export function subtractWorkers(a: Workers, b: Workers): Workers {
  return { small: a.small - b.small, large: a.large - b.large };
}

/**
 * The ways to stand exactly `needed` workers from the pawns in `hand`
 * (section "Wybór karty": the player stands the number of workers the card
 * shows, and may not take it without them), fewest large pawns first.
 *
 * Interpretation: the large pawn counts as five everywhere, and the source
 * mentions no change, so a card is payable only when some set of pawns adds
 * up to the card's number exactly. A player with only the large pawn left
 * cannot stand 3 workers. When both a set with and one without the large pawn
 * fit, which pawns to use is the player's choice.
 *
 * @example
 * workerPayments({ small: 7, large: 1 }, 7)  // [{ small: 7, large: 0 }, { small: 2, large: 1 }]
 * workerPayments({ small: 0, large: 1 }, 3)  // []
 */
export function workerPayments(hand: Workers, needed: number): Workers[] {
  const out: Workers[] = [];
  if (!Number.isInteger(needed) || needed < 0) return out;
  for (let large = 0; large <= hand.large; large++) {
    const small = needed - LARGE_WORKER_VALUE * large;
    if (small >= 0 && small <= hand.small) out.push({ small, large });
  }
  return out;
}
