/**
 * The Gheos game state: plain JSON, no classes, no Maps, so it can be stored,
 * compared, sent to a worker or put in a URL. Counts come from section
 * "Elementy gry" and "Przygotowanie gry".
 */
import type { CellKey } from './geometry';
import type { TileCode } from './tiles';

/**
 * The six civilization colours. The source names red, blue and yellow; the
 * other three names are placeholders of this engine (interpretation: the
 * source says only "6 colours").
 */
export type Colour = 'red' | 'blue' | 'yellow' | 'green' | 'purple' | 'white';

/** All colours, in a fixed order used wherever the engine must list them. */
export const COLOURS = ['red', 'blue', 'yellow', 'green', 'purple', 'white'] as const satisfies readonly Colour[];

/** Followers per colour: 30 followers in 6 colours (section "Elementy gry"). */
export const FOLLOWERS_PER_COLOUR = 5;

/** Individual scoring tokens per player (section "Przygotowanie gry"). */
export const SCORING_TOKENS_PER_PLAYER = 3;

/** Tiles a player holds after drawing (sections "Przygotowanie gry", "Wylosuj nowy kafelek"). */
export const HAND_SIZE = 2;

/** 8 epoch tiles and 52 landscape tiles, start tile included: 60 in all (section "Elementy gry"). */
export const EPOCH_TILE_COUNT = 8;
export const LANDSCAPE_TILE_COUNT = 52;
export const TILE_COUNT = EPOCH_TILE_COUNT + LANDSCAPE_TILE_COUNT;

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 4;

/**
 * The epoch tile whose drawing ends the game (section "Koniec gry"): the 6th
 * with 2 players, the 7th with 3, the 8th with 4.
 */
export function epochsToEnd(playerCount: number): number {
  return playerCount + 4;
}

/** A tile's rotation on the board: tile edge `i` lies on cell slot `(i + rot) % 3`. */
export type Rotation = 0 | 1 | 2;

/** A tile on the board. */
export interface PlacedTile {
  tile: TileCode;
  rot: Rotation;
}

/** A land part of a placed tile: its landmass `L`, or the coast strip on cell slot 0, 1 or 2. */
export type PartId = 'L' | 'c0' | 'c1' | 'c2';

/** A land part on the board, `"row,col:L"` or `"row,col:c1"`. */
export type PartKey = `${CellKey}:${PartId}`;

/** A count per colour. */
export type Followers = Record<Colour, number>;

export interface PlayerState {
  name: string;
  /** Victory points taken so far. */
  score: number;
  /** Individual scoring tokens not yet played. */
  tokens: number;
  /** Landscape tiles in hand (never an epoch tile: those are revealed on drawing). */
  hand: TileCode[];
  followers: Followers;
}

/** How the game ended and who won (sections "Koniec gry", "Końcowe punktowanie"). */
export interface GameOver {
  cause: 'epochs' | 'tokens';
  /** Seats with the best result; more than one is a draw. */
  winners: number[];
  decidedBy: 'score' | 'followers' | 'draw';
}

export interface GheosState {
  players: PlayerState[];
  /** Seat of the player whose turn it is. */
  active: number;
  board: Partial<Record<CellKey, PlacedTile>>;
  /** Civilization markers on the board, each on one land part of its continent. */
  markers: Partial<Record<Colour, PartKey>>;
  /** Followers in the common reserve. */
  supply: Followers;
  /** Face-down draw stacks; index 0 is the top of a stack. */
  stacks: TileCode[][];
  /** Tiles replaced on the board: they leave the game (section "Zastąpienie kafelka"). */
  removed: TileCode[];
  /** Epoch tiles drawn and laid face up so far. */
  epochsRevealed: number;
  over: GameOver | null;
}

/** A count of zero for every colour. */
export function noFollowers(): Followers {
  return { red: 0, blue: 0, yellow: 0, green: 0, purple: 0, white: 0 };
}

/** The total of a per-colour count. */
export function total(f: Followers): number {
  return COLOURS.reduce((sum, c) => sum + f[c], 0);
}

/** A deep copy of the state, so rule functions never mutate their input. */
export function cloneState(s: GheosState): GheosState {
  return {
    players: s.players.map((p) => ({ ...p, hand: [...p.hand], followers: { ...p.followers } })),
    active: s.active,
    board: { ...s.board },
    markers: { ...s.markers },
    supply: { ...s.supply },
    stacks: s.stacks.map((st) => [...st]),
    removed: [...s.removed],
    epochsRevealed: s.epochsRevealed,
    over: s.over ? { ...s.over, winners: [...s.over.winners] } : null,
  };
}

/** Colours whose marker is on the board, in {@link COLOURS} order. */
export function coloursOnBoard(s: GheosState): Colour[] {
  return COLOURS.filter((c) => s.markers[c] !== undefined);
}

/** The seat after `seat`, clockwise (section "Przebieg gry": play passes to the left). */
export function nextSeat(s: GheosState, seat: number): number {
  return (seat + 1) % s.players.length;
}
