import type { Ability, DiceSpot, GodColour, Material, PathKind, Resource, Sex, Terrain } from '../../games/bora-bora';
import type { Message } from '../types';

/** A die lying on an action tile or the fishing field. */
interface DieView {
  seat: number;
  value: number;
  blue: boolean;
}

/** An action tile (or the fishing field) with its dice; `fits` lists the values that may go there now. */
export interface SpotView {
  spot: DiceSpot;
  dice: DieView[];
  focus: boolean;
  fits: { plain: number[]; withBlue: number[] } | null;
  /** The value a step tries here, marked in the row of values that fit (a refused try changes nothing else in the picture). */
  tried?: number;
}

export interface TempleField {
  value: number;
  seat: number | null;
  /** A priest the step's priest has just landed on, to be pushed on by the next step (drawn beside it, not lost). */
  leaving?: number;
  focus: boolean;
}

export interface RegionView {
  id: string;
  /** How the reader sees the region: its number on the map, landscape and island letter, never the data id. */
  name: Message;
  /** Its number on the map (from 1) and its island's letter, as `name` says them. */
  n: number;
  letter: string;
  island: string;
  terrain: Terrain;
  resource: Resource;
  fish: number;
  site: number | null;
  aside: number[];
  focus: boolean;
}

export interface PathView {
  a: string;
  b: string;
  kind: PathKind;
  value: number;
  /** Reachable with the die this step is about. */
  open: boolean;
}

interface SpaceView {
  huts: number;
  person: { sex: Sex; ability: Ability; symbols: number; shifted: boolean } | null;
}

/** One player's side at a step. */
export interface PlayerView {
  seat: number;
  name: string;
  score: number;
  position: number;
  gifts: number;
  shells: number;
  godCards: GodColour[];
  /** God cards hidden from the reader (a seat the engine plays): only their number is shown, and `godCards` is then empty. */
  hiddenCards?: number;
  godTiles: number;
  priests: number;
  dice: number[];
  spaces: SpaceView[];
  /** Ritual spaces: material wanted, what lies there, and where the space sits in the board's grid. */
  ritual: { material: Material; content: 'empty' | 'material' | number; row: number; col: number }[];
  aside: Record<Material, number>;
  jewellery: number;
  tasks: string[];
  focus: boolean;
}

/** One line of a final score sheet. */
export interface SheetLine {
  label: 'before' | 'task' | 'god-tiles' | 'fish' | 'jewellery' | 'bonus' | 'total';
  /** Task id, region id or bonus name. */
  what?: string;
  /** How the reader sees `what` on a task or fish line: the task's or the region's name. */
  name?: Message;
  count?: number;
  points: number;
  yellow?: boolean;
  /** Not earned (a failed task, a missing bonus). */
  missed?: boolean;
  shown: boolean;
}

export interface SheetView {
  seat: number;
  name: string;
  lines: SheetLine[];
}

/** A space of the status track as a step draws it: its number, its points, the markers on it from the top of the stack down. */
export interface TrackView {
  space: number;
  points: number;
  seats: number[];
  /** The space the step scores a player for. */
  focus?: boolean;
}

/** This round's column of the jewellery display, on a step that buys from it or passes: the tile just bought stays in its row. */
export interface JewelleryView {
  round: number;
  tiles: ({ kind: string; price: number } | null)[];
  bought?: { row: number; seat: number; kind: string; price: number };
}

export interface BoraView {
  /** The map, temple values or ritual grid are made up for the example. */
  illustrative: boolean;
  order: number[];
  round: number;
  spots: SpotView[] | null;
  temple: TempleField[] | null;
  /**
   * The step is about the temple though it marks none of its fields (a move on the Temple tile, about to be made or
   * just made; a task that counts priests in the temple; a God tile nobody takes): the projector shows the temple.
   */
  aboutTemple?: true;
  map: { regions: RegionView[]; paths: PathView[] } | null;
  /** The status track, on a step about it (a player scored for their space, the new turn order) or a question about it. */
  track?: TrackView[];
  /** This round's jewellery, on a step that buys from it or passes. */
  jewels?: JewelleryView;
  players: PlayerView[];
  sheets: SheetView[] | null;
  /** What the view panels show. */
  show: { board: boolean; track: boolean };
}
