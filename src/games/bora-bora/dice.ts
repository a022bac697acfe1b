/**
 * Dice and the spots they go on in Phase A (sections "Faza A", "Akcja
 * połowu", "Rozgrywka dwu lub trzyosobowa").
 */
import type { BoraBoraState, PlacedDie } from './state';
import type { Action, DiceSpot, PlayerCount } from './types';

/**
 * The action tiles laid out for each number of players, plus the fishing
 * field, which is always there (section "Przygotowanie" and "Rozgrywka dwu
 * lub trzyosobowa"): with 4 players seven tiles; with 3 the land and water
 * paths share one tile; with 2 the man and woman share one too.
 *
 * @example
 * spotsFor(2) // ['helper', 'temple', 'build', 'man-woman', 'land-water', 'fishing']
 */
export function spotsFor(players: PlayerCount): DiceSpot[] {
  switch (players) {
    case 4:
      return ['helper', 'temple', 'build', 'man', 'woman', 'land', 'water', 'fishing'];
    case 3:
      return ['helper', 'temple', 'build', 'man', 'woman', 'land-water', 'fishing'];
    case 2:
      return ['helper', 'temple', 'build', 'man-woman', 'land-water', 'fishing'];
  }
}

/** Action tiles (fishing excluded) for a number of players: 5, 6 or 7. */
export function actionTileCount(players: PlayerCount): number {
  return spotsFor(players).length - 1;
}

/**
 * The actions a die on this spot may take: one, or either of two on a
 * combined tile, chosen when the die is placed (section "Rozgrywka dwu lub
 * trzyosobowa").
 */
export function actionsOf(spot: DiceSpot): Action[] {
  if (spot === 'man-woman') return ['man', 'woman'];
  if (spot === 'land-water') return ['land', 'water'];
  return [spot];
}

/** The lowest die on a spot whatever its colour, or `null` if it holds none. */
export function lowestDie(dice: readonly PlacedDie[] | undefined): number | null {
  if (!dice || dice.length === 0) return null;
  return Math.min(...dice.map((d) => d.value));
}

/**
 * Whether a die of `value` may go on `spot` without a blue god (section
 * "Faza A", "Ważne!"): only below the lowest die already there, whatever its
 * colour. The fishing field takes any die (section "Akcja połowu").
 *
 * @example
 * // The source's example: a 5 and a 3 lie on a tile; a 1 or a 2 fits, 3 to 6 do not.
 * fitsWithoutBlue([5, 3], 2) // true
 * fitsWithoutBlue([5, 3], 3) // false
 */
export function fitsWithoutBlue(onSpot: readonly number[], value: number, spot: DiceSpot = 'helper'): boolean {
  if (spot === 'fishing' || onSpot.length === 0) return true;
  return value < Math.min(...onSpot);
}

/** The die values from 1 to 6 that fit a spot now, without and with a blue god. */
export function valuesThatFit(state: BoraBoraState, spot: DiceSpot): { plain: number[]; withBlue: number[] } {
  const onSpot = (state.dice[spot] ?? []).map((d) => d.value);
  const all = [1, 2, 3, 4, 5, 6];
  return { plain: all.filter((v) => fitsWithoutBlue(onSpot, v, spot)), withBlue: all };
}

/**
 * The value an action is resolved with (section "Biały bóg"): 6 when a white
 * god is played with the die, else the die itself. The die on the spot keeps
 * its face either way.
 */
export function actsAs(value: number, white: boolean): number {
  return white ? 6 : value;
}
