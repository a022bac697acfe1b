/**
 * The cost track of Phase II (section "Faza II: Rozmieszczenie budowniczych"):
 * the black cost marker starts on 7 and moves one field down after every
 * master builder drawn, whether its owner placed it or passed.
 */
import type { WaitingBuilder } from './types';

/** The field the cost marker starts a round on, and the price of the first builder (setup and "Faza II"). */
export const INITIAL_COST = 7;

/**
 * The price of the `nth` master builder decided on (1-based) when the marker
 * started on 7 (section "Faza II"): 7, 6, 5, 4, 3, 2, 1, and free from the
 * eighth on.
 *
 * @example
 * builderCost(1) // 7
 * builderCost(5) // 3
 * builderCost(8) // 0
 */
export function builderCost(nth: number): number {
  return Math.max(0, INITIAL_COST + 1 - nth);
}

/** The field the marker moves to after a decision: one lower, never below 0. */
export function nextCostField(field: number): number {
  return Math.max(0, field - 1);
}

/**
 * The order in which passed builders are placed for free once the bag is
 * empty (section "Faza II", and its example with Red, Blue, Red): the one
 * nearest the left end of the track first. The track's left end is its
 * high-price end — the source's example has the builders placed in the order
 * they passed, and the price only falls as the round goes on.
 *
 * Interpretation: fields 7 to 1 can each hold only one waiting builder, but
 * builders passed once placing is free all share field 0; among those the
 * earlier pass goes first. Returns a new array; `waiting` is in pass order.
 */
export function freePlacementOrder(waiting: readonly WaitingBuilder[]): WaitingBuilder[] {
  return waiting
    .map((w, i) => ({ w, i }))
    .sort((a, b) => b.w.field - a.w.field || a.i - b.i)
    .map(({ w }) => ({ ...w }));
}
