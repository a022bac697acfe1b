import type { Colour, Resource } from '../../games/pillars-of-the-earth';
import type { Message } from '../types';

/** Pawns and what they are worth in workers. */
export interface Pawns {
  small: number;
  large: number;
  total: number;
}

/** One player's side of the table at a step. */
export interface PlayerView {
  colour: Colour;
  start: boolean;
  /** Gold (wealth marker). */
  wealth: number;
  points: number;
  /**
   * Pawns in hand (Phase I: free to take a card); `total` counts the large pawn as the engine does. After Phase I
   * (`show.workersOnCards`) the pawns standing on the resource cards taken, none being free any more.
   */
  workers: Pawns;
  /** Pawns in the wool mill. */
  woolMill: Pawns;
  /** Master builders: on the board, waiting on the track. */
  placed: number;
  waiting: number;
  /** Resource cards taken this round. */
  cards: { resource: Resource; tokens: number }[];
  /** The craftsman row, by name. */
  craftsmen: Message[];
  /** This step's change to gold and points (from the event). */
  change: { wealth: number; points: number } | null;
  /** The player this step is about. */
  focus: boolean;
}

/** The Phase II cost track: fields 7 to 0, the marker, waiting builders. */
export interface TrackView {
  marker: number;
  /** Builders still in the bag. */
  bag: number;
  /** The builder just drawn, standing on the marker, before its owner decides. */
  onMarker: Colour | null;
  waiting: { colour: Colour; field: number }[];
}

export interface PoolCard {
  id: string;
  kind: 'resource' | 'craftsman';
  resource?: Resource;
  tokens?: number;
  workers?: number;
  name?: Message;
  cost?: number;
  /** Taken this step, or put aside / removed at the end. */
  state: 'open' | 'taken' | 'aside' | 'removed';
}

export interface MillRow {
  colour: Colour;
  small: number;
  large: number;
  workers: number;
  /** Gold earned, added, and lost to the cap (once the income is paid). */
  income: number | null;
  gained: number | null;
  lost: number | null;
}

export interface PillarsView {
  players: PlayerView[];
  /** Which columns mean something in this example. */
  show: { points: boolean; workers: boolean; builders: boolean; cards: boolean; workersOnCards?: boolean };
  track: TrackView | null;
  pool: PoolCard[] | null;
  mill: MillRow[] | null;
  /** The colour at the Bishop, and what it chose (once chosen). */
  bishop: { colour: Colour; choice: 'protect' | Resource | null } | null;
  /** Gold cap, for the gold bars. */
  cap: number;
}
