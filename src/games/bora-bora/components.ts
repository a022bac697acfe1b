/**
 * Printed components whose faces the source shows only in pictures: the main
 * board's map, temple and position track, the player board's ritual spaces,
 * and the faces of person, jewellery and task tiles. The engine takes them as
 * data, so an example can bring its own (marked `illustrative`) without the
 * engine claiming to know the real board.
 */
import type { Ability, GodColour, Material, PathKind, Resource, Sex, Terrain } from './types';

/** A region of the main board (section "Przygotowanie": 5 islands, 12 regions, one building site each). */
export interface RegionSpec {
  id: string;
  island: string;
  terrain: Terrain;
  /** The material or gift a hut built here yields (section "Przygotowanie", start huts). */
  resource: Resource;
}

/**
 * A path joining two regions, land or water, with its value: a die of at
 * least this value is needed to spread along it (section "Akcja
 * rozprzestrzeniania się"). Regions that only touch diagonally have no path.
 */
interface PathSpec {
  between: [string, string];
  kind: PathKind;
  value: number;
}

/** One ritual space of a player board: the material it takes, and where it sits in the grid. */
interface RitualSpaceSpec {
  material: Material;
  row: number;
  col: number;
}

/**
 * Everything printed on the boards that the engine needs and the source does
 * not state in words. `illustrative: true` marks a made-up layout.
 */
export interface BoardLayout {
  illustrative: boolean;
  regions: RegionSpec[];
  paths: PathSpec[];
  /** Values of the temple fields from the leftmost one; priests are pushed to the right (section "Akcja świątyni"). */
  temple: number[];
  /** The ritual spaces of a player board; buildings cover two that share an edge (section "Akcja budowy"). */
  ritual: RitualSpaceSpec[];
  /** Points printed above each space of the position track, from space 0 (section "Faza C", 1). */
  positionPoints: number[];
  /** Points of the 1st, 2nd… jewellery space of a player board (section "Końcowe punktowanie": 1-9 each). */
  jewelleryPoints: number[];
  /** Values of a player's six building tiles (section "Akcja budowy"). */
  buildings: number[];
  /** Huts on each of the 12 spaces of a player board at set-up (section "Przygotowanie"). */
  startingHuts: number[];
}

/**
 * A man or woman tile: its sex, the ability on its right side, and the number
 * of symbols on its left side: position symbols on a man (moved when he is
 * tattooed) or shells on a woman (taken when she gathers shells), section
 * "Akcja pomocnika".
 */
export interface PersonTile {
  sex: Sex;
  ability: Ability;
  symbols: number;
}

/** A person on a player board; `shifted` once tattooed (men) or after gathering shells (women). */
export interface PlacedPerson extends PersonTile {
  shifted: boolean;
}

/** A jewellery tile: its kind (six kinds, section "Płytki zadań") and its price in shells. */
export interface JewelleryTile {
  kind: string;
  price: number;
}

/**
 * What a task requirement counts (section "Płytki zadań"). Each task shows a
 * minimum; nothing is given up when it is fulfilled.
 */
export type Measure =
  | { of: 'men' | 'women' | 'persons' }
  | { of: 'different-men' | 'different-women' | 'different-jewellery' }
  | { of: 'shifted-men' | 'shifted-women' | 'shifted-persons' }
  | { of: 'persons-with-ability'; ability: Ability }
  | { of: 'priests-in-temple' }
  | { of: 'jewellery' }
  | { of: 'jewellery-of-kind'; kind: string }
  | { of: 'buildings' }
  | { of: 'god-tiles' | 'gifts' | 'shells' }
  | { of: 'first-in-turn-order' }
  | { of: 'regions-with-huts' }
  | { of: 'islands-with-huts' }
  | { of: 'terrain-with-huts'; terrain: Terrain }
  | { of: 'huts-on-twelfth' }
  | { of: 'god-cards'; colour: GodColour }
  | { of: 'god-cards-same-colour' }
  | { of: 'god-card-colours' }
  | { of: 'material'; material: Material }
  | { of: 'materials' };

/** One requirement of a task: at least `count` of the measure; `'all'` means all there are on the board. */
export interface Requirement {
  measure: Measure;
  count: number | 'all';
}

/** A task tile: all its requirements must be met (section "Płytki zadań"). `start` marks the light-green ones. */
export interface TaskTile {
  id: string;
  start?: boolean;
  requirements: Requirement[];
}
