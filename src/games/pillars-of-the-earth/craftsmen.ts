/**
 * The craftsman row (section "Faza I", note on the row): five places, three
 * of them taken by the starting craftsmen.
 */
import type { Colour, CraftsmanCard } from './types';

/** Places in a player's craftsman row. */
export const CRAFTSMAN_ROW_LIMIT = 5;

/**
 * The three starting craftsmen each player lays out at setup (section
 * "Przygotowanie gry"): the mortar mixer ("Pomocnik Murarza"), the
 * woodworker ("Stolarz") and the stonecutter ("Kamieniarz").
 */
export const STARTING_CRAFTSMEN = ['mortar-mixer', 'woodworker', 'stonecutter'] as const;

/** A player's starting row; card ids carry the colour printed on their backs. */
export function startingCraftsmen(colour: Colour): CraftsmanCard[] {
  return STARTING_CRAFTSMEN.map((name) => ({ id: `${colour}-${name}` }));
}

/** Whether taking one more craftsman into `row` forces a discard. */
export function rowIsFull(row: readonly CraftsmanCard[]): boolean {
  return row.length >= CRAFTSMAN_ROW_LIMIT;
}

/**
 * The cards a player may discard after taking `card` into a full row: any
 * craftsman of the row, or the card just taken and paid for.
 */
export function discardOptions(row: readonly CraftsmanCard[], card: CraftsmanCard): string[] {
  return [...row.map((c) => c.id), card.id];
}

/**
 * The row after taking `card` and, when the row was full, discarding
 * `discard` (which may be `card` itself). The caller checks that `discard` is
 * one of {@link discardOptions}.
 */
export function rowAfterTaking(row: readonly CraftsmanCard[], card: CraftsmanCard, discard?: string): CraftsmanCard[] {
  const all = [...row, card];
  if (discard === undefined) return all.map((c) => ({ ...c }));
  const at = all.findIndex((c) => c.id === discard);
  return all.filter((_, i) => i !== at).map((c) => ({ ...c }));
}
