/**
 * The data behind each game's small drawing on its card, taken from the engines where they have it:
 * Gheos tiles in the engine's tile code, the 7 Wonders card colours and hand size, the Pillars cost
 * track, and Bora Bora dice that obey the engine's "lower than the lowest" rule.
 */
import { fitsWithoutBlue } from '../../games/bora-bora/dice';
import { DICE_PER_PLAYER } from '../../games/bora-bora/types';
import { builderCost, INITIAL_COST } from '../../games/pillars-of-the-earth/cost-track';
import { CARDS_PER_HAND } from '../../games/seven-wonders/age';
import { CARD_COLOURS } from '../../games/seven-wonders/types';
import type { CellKey } from '../../games/gheos/geometry';
import type { Rotation } from '../../games/gheos/state';

/** A little continent on the sea, in the engine's tile code (see src/games/gheos/tiles.ts). */
export const GHEOS_TILES: readonly { at: CellKey; tile: string; rot: Rotation }[] = [
  { at: '-1,-1', tile: 'ssc', rot: 0 },
  { at: '0,-1', tile: 'scs', rot: 0 },
  { at: '-1,0', tile: 'lll.C', rot: 0 },
  { at: '-1,1', tile: 'lll.TS', rot: 0 },
  { at: '-1,2', tile: 'lll.W', rot: 0 },
  { at: '0,0', tile: '*lll.W', rot: 0 },
  { at: '0,1', tile: 'lll.P', rot: 0 },
  { at: '0,2', tile: 'lll.S', rot: 0 },
  { at: '-1,3', tile: 'scs', rot: 0 },
  { at: '0,3', tile: 'ssc', rot: 0 },
];

/** One card of each building colour, as many as a hand holds. */
export const SEVEN_WONDERS_HAND = CARD_COLOURS.slice(0, CARDS_PER_HAND);

/** The cost track: the price of the 1st, 2nd, … builder drawn, down to the first free one. */
export const PILLARS_TRACK = Array.from({ length: INITIAL_COST + 1 }, (_, i) => builderCost(i + 1));

/** A player's dice on one action tile, placed in this order; each must fit below the ones before. */
export const BORA_BORA_DICE: readonly number[] = (() => {
  const dice = [5, 3, 1].slice(0, DICE_PER_PLAYER);
  dice.forEach((d, i) => {
    if (!fitsWithoutBlue(dice.slice(0, i), d)) throw new Error(`Bora Bora drawing: a ${d} may not follow ${dice.slice(0, i)}`);
  });
  return dice;
})();
