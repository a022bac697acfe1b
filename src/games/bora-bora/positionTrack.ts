/**
 * The position track and turn order (sections "Przygotowanie" and "Faza C",
 * 1). Markers on the same space form a stack: a marker arriving on an
 * occupied space goes on top. At the end of each round the farthest marker
 * leads the new turn order; within a stack, the higher marker comes first.
 */
import type { BoraBoraState } from './state';
import type { PlayerId } from './types';

/**
 * Players from the farthest marker to the nearest; on the same space, from
 * the top of the stack down. This is the next turn order.
 *
 * @example
 * // Ala on 5, Bartek on 2, Celina on 5 but arrived after Ala (on top): Celina, Ala, Bartek.
 */
export function positionRanking(state: BoraBoraState): PlayerId[] {
  return state.players
    .map((p, id) => ({ id, position: p.position, stamp: p.positionStamp }))
    .sort((a, b) => b.position - a.position || b.stamp - a.stamp)
    .map((x) => x.id);
}

/** Points printed above a space of the position track (0 to 15 in the game). */
export function positionPoints(state: BoraBoraState, space: number): number {
  const points = state.layout.positionPoints;
  return points[Math.min(space, points.length - 1)] ?? 0;
}

/**
 * All markers go back to the space below 0 as one stack, in `order` from the
 * top down, so the stack itself records the turn order.
 */
export function stackMarkers(state: BoraBoraState, order: readonly PlayerId[]): void {
  order.forEach((id, i) => {
    const p = state.players[id];
    if (!p) return;
    p.position = 0;
    p.positionStamp = state.positionClock + order.length - i;
  });
  state.positionClock += order.length;
}
