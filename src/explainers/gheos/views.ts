import type { CellKey, Colour, PartKey, Rotation, TempleSymbol, TileCode } from '../../games/gheos';

/** What a highlighted set of cells means on this step; each role is drawn differently (not by colour alone). */
export type HighlightRole = 'placed' | 'lifting' | 'removed' | 'joined' | 'counted' | 'candidate' | 'chosen' | 'scored';

/** A piece of land's cells and the symbols on it, as the engine's regions count them. */
export interface LandSummary {
  cells: CellKey[];
  wheat: number;
  pyramid: number;
  chalice: number;
  swords: number;
  temples: TempleSymbol[];
}

export interface ContinentSummary extends LandSummary {
  civilization: Colour | null;
  /** Every civilization on the continent when more than one is (a war not yet settled). */
  atWar?: Colour[];
  /**
   * What a practice question lists instead of a continent: the land `civilization`'s continent had before
   * a tile joined it to another (`old`, a war's), or a piece of its continent broken by a tile (`piece`, a
   * migration's: the marker stands on one of them until it moves, and none is its home yet).
   */
  part?: 'old' | 'piece';
}

/**
 * An island with its symbols. No civilization can live there, but a migration can still send one there, so
 * while a broken continent is unsettled, an island holding one of its pieces says whose (`piece`).
 */
export interface IslandSummary extends LandSummary {
  piece: Colour | null;
}

/** The board and the players at one moment of an example. */
export interface BoardView {
  tiles: { at: CellKey; tile: TileCode; rot: Rotation }[];
  markers: { colour: Colour; part: PartKey }[];
  players: { name: string; score: number; tokens: number; followers: Partial<Record<Colour, number>>; active: boolean }[];
  highlights: { role: HighlightRole; cells: CellKey[] }[];
  continents: ContinentSummary[];
  islands: IslandSummary[];
  epochs: number;
  /** The position a reader can play on from at this step (a position code), for a sandbox link. */
  position?: string;
}
