/**
 * Shared vocabulary of The Pillars of the Earth engine. Rule functions live in
 * their own files; this one only names the things the rules talk about, as
 * far as the source text (setup, Phases I and II, Phase III steps 1–4)
 * describes them.
 */

/** The four player colours (section "Przygotowanie gry"). */
export const COLOURS = ['blue', 'red', 'green', 'yellow'] as const;
export type Colour = (typeof COLOURS)[number];

/** The three building resources a resource card brings (section "Wybór karty"). */
export const RESOURCES = ['wood', 'stone', 'sand'] as const;
export type Resource = (typeof RESOURCES)[number];

/** Everything a player may hold as tokens: the three building resources and metal. */
export type Goods = Record<Resource | 'metal', number>;

/**
 * A player's worker pawns (section "Przygotowanie gry"): small pawns and the
 * large pawn, which counts as five small ones.
 */
export interface Workers {
  small: number;
  large: number;
}

/**
 * A building resource card (section "Wybór karty"): the resource, the number
 * of tokens it brings (2, 3 or 4) and the workers it asks for. The source
 * gives the worker numbers only as a range (2 to 10), so they are data.
 */
export interface ResourceCard {
  id: string;
  resource: Resource;
  tokens: number;
  workers: number;
}

/**
 * A craftsman card. `cost` is the gold shown on a card in the pool; the three
 * starting craftsmen are never bought and carry no cost. The source does not
 * list any card's cost or ability, so both come as data.
 */
export interface CraftsmanCard {
  id: string;
  cost?: number;
}

/**
 * The places on the board a master builder may go to in Phase II (section
 * "Faza II", list of places), in the order the source lists them.
 */
export const BOARD_PLACES = [
  'bishop',
  'kingsbridge',
  'priory',
  'kings-court',
  'shiring',
  'shiring-castle',
  'market',
  'next-start-player',
] as const;
export type BoardPlace = (typeof BOARD_PLACES)[number];

/** Where a resource card sends its workers: the forest, the quarry or the gravel pit. */
export type Site = 'forest' | 'quarry' | 'gravel-pit';

/** Workers a player stood on a site for one resource card taken in Phase I. */
export interface SiteWorkers {
  card: string;
  site: Site;
  small: number;
  large: number;
}

/**
 * A master builder on the board after Phase II. `at` is `null` when the caller
 * did not say which place it went to (the cost rules do not depend on it);
 * `paid` is the gold its owner paid for it.
 */
export interface PlacedBuilder {
  player: number;
  at: BoardPlace | null;
  paid: number;
}

/** A master builder whose owner passed, waiting on the cost track (Phase II). */
export interface WaitingBuilder {
  player: number;
  colour: Colour;
  /** The track field it stands on: the price its owner would have paid. */
  field: number;
}

/** One player, seen from the table. */
export interface PlayerState {
  colour: Colour;
  /** Gold, shown by the wealth marker on the gold track (at most 30). */
  wealth: number;
  /** Victory points, shown by the marker on the victory point track. */
  points: number;
  /** Worker pawns in front of the player, not yet used this round. */
  workers: Workers;
  /** Worker pawns the player stood in the wool mill at the end of Phase I. */
  woolMill: Workers;
  /** Worker pawns standing on the forest, quarry or gravel pit, card by card. */
  sites: SiteWorkers[];
  /** The craftsman row, at most five cards. */
  craftsmen: CraftsmanCard[];
  /** Resource cards taken this round, face up below the craftsman row. */
  resourceCards: ResourceCard[];
  /** Tokens held. */
  goods: Goods;
}

/** A craftsman card in the pool, with the gold it costs. */
export type PricedCraftsman = CraftsmanCard & { cost: number };

/** The cards laid out for Phase I. */
export interface Pool {
  resources: ResourceCard[];
  craftsmen: PricedCraftsman[];
}

/** The whole table as the engine sees it: plain JSON, never mutated. */
export interface PillarsState {
  /** In seat order, clockwise. */
  players: PlayerState[];
  /** Seat of the start player (the one holding the nave). */
  startPlayer: number;
  /** The field of the cost track the black cost marker stands on. */
  costMarker: number;
  /** Builders waiting on the cost track after a pass, in pass order (Phase II only). */
  costTrack: WaitingBuilder[];
  /** The seat whose builder, just drawn, stands on the cost marker while its owner decides (Phase II only). */
  onMarker?: number;
  /** Seats of the builders set beside the board this round, one entry each (an event card left each player only two). */
  besideBoard?: number[];
  /** The cards available in Phase I. */
  pool: Pool;
  /** Craftsmen laid out in Shiring (they are not part of the Phase I pool). */
  shiring: CraftsmanCard[];
  /** Resource cards put aside, kept for a later round. */
  resourcesAside: ResourceCard[];
  /** Craftsman cards removed from the game. */
  craftsmenRemoved: CraftsmanCard[];
  /** Master builders on the board (filled in by Phase II). */
  builders: PlacedBuilder[];
  /** Tokens on the resource market. */
  market: Goods;
  /** Tokens on the forest, quarry and gravel pit, and the metal beside the board. */
  supply: Goods;
  /** Metal on the King's court space. */
  kingsCourtMetal: number;
  /** Grey workers standing in Shiring castle. */
  shiringCastleWorkers: number;
}

/** The seat after `seat`, clockwise. */
export function nextSeat(seat: number, players: number): number {
  return (seat + 1) % players;
}
