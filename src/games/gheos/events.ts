/**
 * The trace: what happened while an action was resolved, in order. An
 * explainer makes one step per event; each event carries the numbers for its
 * caption and the cells to highlight, so nothing has to be recomputed.
 * Players are named by seat number (index into `state.players`); per-player
 * numbers are arrays indexed by seat.
 */
import type { CellKey } from './geometry';
import type { Colour, GameOver, PartKey, Rotation } from './state';
import type { TempleSymbol, TileCode } from './tiles';

/** A piece of a split continent that its civilization may migrate to. */
export interface MigrationCandidate {
  /** A part of the piece: pass it (or any of its cells) back as a migration choice. */
  ref: PartKey;
  kind: 'continent' | 'island';
  /** Every cell of the continent or island. */
  cells: CellKey[];
  /** The cells of the old continent that ended up in it. */
  oldPartCells: CellKey[];
  /** Wheat on the whole piece, the new tile's wheat included (section "Migracje"). */
  wheat: number;
  /** The civilization already living there, if any. */
  inhabitedBy: Colour | null;
}

/** One colour's share in a scoring: followers × symbols on its continent. */
export interface ScoreLine {
  colour: Colour;
  followers: number;
  /** Chalices (individual scoring) or pyramids (epoch scoring) on the civilization's continent. */
  symbols: number;
  points: number;
  continent: CellKey[];
}

export type DestructionCause =
  /** Lost a war fought with swords. */
  | 'war'
  /** Migrated onto an inhabited continent (section "Wojna w trakcie migracji"). */
  | 'lost-on-arrival'
  /** Migrated onto an island (section "Migracje"). */
  | 'island'
  /** Its continent dissolved and no continent or island was left to migrate to (interpretation). */
  | 'no-land';

export type GheosEvent =
  | {
      type: 'tile-removed';
      player: number;
      at: CellKey;
      tile: TileCode;
      /** Our reading applied: the starting tile may be replaced like any tile without a pyramid. */
      reading?: 'start-tile';
    }
  | { type: 'tile-placed'; player: number; at: CellKey; tile: TileCode; rot: Rotation; replacing: boolean }
  | {
      type: 'war-declared';
      civilizations: Colour[];
      joinedContinent: CellKey[];
      /** `joining`: the tile joined inhabited continents; `migration`: a civilization migrated into it. */
      cause: 'joining' | 'migration';
    }
  | { type: 'continent-split'; civilization: Colour; oldContinent: CellKey[]; pieces: MigrationCandidate[] }
  | {
      type: 'follower-paid';
      player: number;
      colour: Colour;
      for: 'war' | 'migration';
      civilizations: Colour[];
      /** Our reading applied: a move causing several wars or migrations costs one follower for each, all paid first. */
      reading?: 'one-each';
    }
  | {
      type: 'migration';
      civilization: Colour;
      from: CellKey[];
      candidates: MigrationCandidate[];
      /** `null` when no continent or island holds a piece of the old continent. */
      to: MigrationCandidate | null;
      decidedBy: 'only-piece' | 'most-wheat' | 'continent-over-island' | 'player' | 'islands-only' | 'nowhere';
    }
  | { type: 'swords-counted'; civilization: Colour; oldPartCells: CellKey[]; swords: number }
  | { type: 'war-tie-decided'; player: number; tied: Colour[]; winner: Colour }
  | { type: 'war-won'; winner: Colour; losers: Colour[]; continent: CellKey[] }
  | { type: 'war-lost-on-arrival'; civilization: Colour; residents: Colour[]; continent: CellKey[] }
  | { type: 'civilization-destroyed'; colour: Colour; cause: DestructionCause; followersLost: number[] }
  | {
      type: 'temple-scored';
      player: number;
      at: CellKey;
      symbol: TempleSymbol;
      points: number;
      civilization: Colour;
      continent: CellKey[];
    }
  | {
      type: 'temple-not-scored';
      player: number;
      at: CellKey;
      symbol: TempleSymbol;
      why: 'not-on-continent' | 'uninhabited';
      region: CellKey[];
    }
  | {
      type: 'civilization-founded';
      player: number;
      colour: Colour;
      continent: CellKey[];
      wheat: number;
      /** Followers actually taken: the wheat, limited by what the reserve holds. */
      followers: number;
      /** Our reading applied: the wheat was more than the reserve held, so the player took what was left. */
      reading?: 'supply-limit';
    }
  | { type: 'follower-taken'; player: number; colour: Colour }
  | { type: 'no-civilization-action'; player: number }
  | { type: 'scoring-token-played'; player: number; tokensLeft: number }
  | { type: 'individual-scored'; player: number; lines: ScoreLine[]; points: number }
  | {
      type: 'tile-drawn';
      player: number;
      stack: number;
      /** Drawn after an epoch tile in the same draw: the landscape tile that ends the drawing (section "Kafelki epoki"). */
      afterEpoch?: true;
    }
  | { type: 'epoch-revealed'; player: number; epoch: number }
  | { type: 'epoch-scored'; epoch: number; points: number[]; lines: ScoreLine[][] }
  | { type: 'stacks-empty'; player: number }
  | {
      type: 'game-ended';
      cause: GameOver['cause'];
      /** Our reading applied: the last token ends the game at once, with no draw. */
      reading?: 'ends-at-once';
    }
  | { type: 'final-scored'; points: number[]; lines: ScoreLine[][] }
  | {
      type: 'winner-decided';
      winners: number[];
      decidedBy: GameOver['decidedBy'];
      scores: number[];
      followers: number[];
    }
  | { type: 'turn-ended'; player: number; next: number };

/** The event types, for exhaustive handling in explainers. */
export type GheosEventType = GheosEvent['type'];
