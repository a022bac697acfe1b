/**
 * Room for master builders at each place on the board (section "Faza II").
 * The source shows the builder spaces only in the missing pictures; it states
 * a limit for a few places, and the engine enforces only those.
 */
import { BOARD_PLACES, type BoardPlace, type PlacedBuilder } from './types';

/**
 * Places with a known number of builder spaces:
 * - Shiring castle holds one builder (the source's own example of a
 *   one-builder place);
 * - Kingsbridge has two spaces, one under each privilege card (Phase III
 *   step 4 speaks of one or both of its spaces staying empty);
 * - the Bishop — interpretation: the source always speaks of *the* player
 *   whose builder stands there, so it is taken to hold one.
 * Every other place is left unlimited: the source gives no number (it names
 * the Kingsbridge market as a place for several builders).
 */
export const PLACE_CAPACITY: Readonly<Partial<Record<BoardPlace, number>>> = {
  'shiring-castle': 1,
  kingsbridge: 2,
  bishop: 1,
};

/** Whether one more builder fits at `place`. */
export function hasRoom(builders: readonly PlacedBuilder[], place: BoardPlace): boolean {
  const cap = PLACE_CAPACITY[place];
  return cap === undefined || builders.filter((b) => b.at === place).length < cap;
}

/** The places that still have room, in the source's order. */
export function placesWithRoom(builders: readonly PlacedBuilder[]): BoardPlace[] {
  return BOARD_PLACES.filter((p) => hasRoom(builders, p));
}
