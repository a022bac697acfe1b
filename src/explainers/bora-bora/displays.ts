/**
 * What lies face up on the main board for everyone to see, read from the table the engine holds
 * (the sandbox draws it beside the players' boards, so a player can plan ahead): the men and the
 * women on their six valued spaces, the task tiles on offer, the jewellery in its six columns (one a
 * round, with the building points printed above each), the five God cards beside the deck and the
 * status track. The stacks and the deck are face down: only how many are left is shown. No rule is
 * applied here; the numbers are copied.
 */
import { buildingPoints, positionPoints, positionRanking, type BoraBoraState, type GodColour, type JewelleryTile, type PersonTile } from '../../games/bora-bora';
import type { Message } from '../types';
import { taskName } from './common';

/** One space of a person display: its value (1 to 6) and the tile on it, if any. */
export interface PersonSpace {
  field: number;
  tile: PersonTile | null;
}

export interface PersonDisplay {
  spaces: PersonSpace[];
  /** Tiles left face down in the stack. */
  stack: number;
}

/** A column of the jewellery display: its round, the building points printed above it, and its four rows. */
export interface JewelleryColumn {
  round: number;
  buildPoints: number;
  tiles: (JewelleryTile | null)[];
  /** The column this round's Phase C sells from. */
  now: boolean;
}

/** A space of the status track: its number, the points printed above it, and the markers on it from the top of the stack down. */
export interface TrackSpace {
  space: number;
  points: number;
  seats: number[];
}

export interface BoardDisplays {
  men: PersonDisplay;
  women: PersonDisplay;
  tasks: { tiles: { id: string; name: Message }[]; stack: number };
  jewellery: JewelleryColumn[];
  gods: { faceUp: GodColour[]; deck: number; discard: number; templeTiles: number };
  track: TrackSpace[];
}

function personDisplay(supply: BoraBoraState['men']): PersonDisplay {
  return { spaces: supply.display.map((tile, i) => ({ field: i + 1, tile: tile ? { ...tile } : null })), stack: supply.stack.length };
}

/** The status track's spaces, each with its markers; a marker past the last printed space stands on the last. */
export function trackSpaces(s: BoraBoraState): TrackSpace[] {
  const last = s.layout.positionPoints.length - 1;
  const spaces: TrackSpace[] = s.layout.positionPoints.map((_, space) => ({ space, points: positionPoints(s, space), seats: [] }));
  // From the top of each stack down: the order the rules rank them in.
  for (const seat of positionRanking(s)) spaces[Math.min(s.players[seat]!.position, last)]!.seats.push(seat);
  return spaces;
}

/** The main board's public displays in `s`. */
export function displaysOf(s: BoraBoraState): BoardDisplays {
  return {
    men: personDisplay(s.men),
    women: personDisplay(s.women),
    tasks: { tiles: s.taskDisplay.map((tile) => ({ id: tile.id, name: taskName(tile, s) })), stack: s.taskStack.length },
    jewellery: s.jewellery.map((column, i) => ({
      round: i + 1,
      buildPoints: buildingPoints(i + 1),
      tiles: column.map((tile) => (tile ? { ...tile } : null)),
      now: s.phase !== 'over' && s.round === i + 1,
    })),
    gods: { faceUp: [...s.godDisplay], deck: s.godDeck.length, discard: s.godDiscard.length, templeTiles: s.templeGodTiles },
    track: trackSpaces(s),
  };
}
