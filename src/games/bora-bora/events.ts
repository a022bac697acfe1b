/**
 * The trace: what happened while an action or a phase was resolved, in
 * order. An explainer makes one step per event; each event carries the
 * numbers its caption needs, so nothing is recomputed in the UI.
 */
import type { JewelleryTile, PersonTile } from './components';
import type { CardSource, GodPayment, Trade } from './choices';
import type { FinalSheet } from './final';
import type { Ability, Action, DiceSpot, GodColour, Material, PathKind, PlayerId, Resource, Sex } from './types';

/** Why points were scored. */
export type ScoreSource =
  | 'fishing'
  | 'helper'
  | 'fish-tile'
  | 'building'
  | 'persons'
  | 'position-track'
  | 'temple'
  | 'task';

export type BoraBoraEvent =
  | {
      type: 'die-placed';
      player: PlayerId;
      spot: DiceSpot;
      action: Action;
      value: number;
      /** The lowest die on the spot before this one, or `null` if it was empty. */
      lowestBefore: number | null;
      /** Whether a blue god let a die that was not lower onto the spot. */
      blue: boolean;
      /** The value the action is resolved with: 6 with a white god, else the die. */
      actsAs: number;
    }
  | { type: 'god-played'; player: PlayerId; god: GodColour; payment: GodPayment; giftsLeft: number }
  | { type: 'scored'; player: PlayerId; points: number; for: ScoreSource; total: number }
  | { type: 'hut-taken'; player: PlayerId; space: number; hutsLeftThere: number }
  | { type: 'hut-moved-aside'; owner: PlayerId; region: string }
  | {
      type: 'hut-placed';
      player: PlayerId;
      region: string;
      /** The region the path starts from (`null` for a start hut). */
      from: string | null;
      path: PathKind | null;
      pathValue: number | null;
      /** The path value the action allowed. */
      reach: number | null;
    }
  /** `reading`: ours, applied on an expansion, where the source says the player "may take" it. */
  | { type: 'resource-taken'; player: PlayerId; resource: Resource; region: string | null; reading?: 'always-take' }
  | { type: 'material-placed'; player: PlayerId; material: Material; space: number | 'aside' }
  | { type: 'gift-taken'; player: PlayerId; count: number; total: number }
  | { type: 'shells-taken'; player: PlayerId; count: number; total: number }
  | { type: 'god-card-drawn'; player: PlayerId; from: CardSource; colour: GodColour; replacedBy: GodColour | null }
  | { type: 'god-deck-reshuffled'; cards: number }
  | { type: 'fish-scored'; player: PlayerId; region: string; fish: number }
  /** `onto`: the priest already on the field, pushed on by the next event (`null` when the field was empty). */
  | { type: 'priest-placed'; player: PlayerId; field: number; value: number; reach: number; onto: PlayerId | null }
  | { type: 'priest-pushed'; owner: PlayerId; from: number; to: number; onto: PlayerId | null }
  | { type: 'priest-returned'; owner: PlayerId; from: number }
  | {
      type: 'building-built';
      player: PlayerId;
      value: number;
      reach: number;
      spaces: [number, number];
      materials: [Material, Material];
      points: number;
      /** Our reading applied: the round's points, with rounds paired 1–2, 3–4, 5–6 as the temple's. */
      reading: 'building-points-by-round';
      round: number;
    }
  | { type: 'fire-bonus'; player: PlayerId; take: 'gift' | 'god-card'; then: 'position' | 'shell' }
  | { type: 'person-taken'; player: PlayerId; sex: Sex; field: number; reach: number; tile: PersonTile; space: number }
  | { type: 'helper-budget'; player: PlayerId; budget: number }
  | { type: 'trade'; player: PlayerId; trade: Trade; cost: number; left: number }
  | { type: 'helper-unspent'; player: PlayerId; left: number }
  | { type: 'tattooed'; player: PlayerId; space: number; symbols: number }
  | { type: 'shells-gathered'; player: PlayerId; space: number; shells: number; total: number }
  /** `reading`: ours, applied when the steps would pass the last space: the marker stops there (the source is silent). */
  | { type: 'position-moved'; player: PlayerId; from: number; to: number; steps: number; reading?: 'stops-at-track-end' }
  | { type: 'hut-to-twelfth'; player: PlayerId; from: number; hutsOnTwelfth: number }
  | {
      type: 'persons-activated';
      player: PlayerId;
      sex: Sex;
      ability: Ability;
      /** Identical tiles combined into this one action. */
      tiles: number;
      /** The action's strength: a path value, a display value, or a quantity. */
      strength: number;
      doubled: boolean;
      extra: boolean;
    }
  | { type: 'phase-b-done'; player: PlayerId }
  | { type: 'phase-started'; phase: 'A' | 'B' | 'C'; round: number }
  | { type: 'dice-rolled'; player: PlayerId; dice: number[] }
  | { type: 'position-scored'; player: PlayerId; space: number; points: number }
  | { type: 'turn-order'; order: PlayerId[] }
  | { type: 'temple-scored'; player: PlayerId; priests: number; each: number; points: number }
  | {
      type: 'god-tile-awarded';
      player: PlayerId;
      priests: number;
      /** Players tied on the most priests; the one with the leftmost priest wins. */
      tied: PlayerId[];
      leftmostField: number;
    }
  | { type: 'god-tile-removed' }
  | { type: 'jewellery-bought'; player: PlayerId; row: number; tile: JewelleryTile; shellsLeft: number }
  | { type: 'jewellery-passed'; player: PlayerId }
  | { type: 'jewellery-discarded'; count: number }
  | { type: 'task-fulfilled'; player: PlayerId; task: string; yellow: boolean; points: number }
  | { type: 'task-dropped'; player: PlayerId; task: string }
  | { type: 'task-taken'; player: PlayerId; task: string }
  | { type: 'round-ended'; round: number }
  /** The displays laid out anew for the next round (what nobody took went back to the box). */
  | { type: 'displays-refilled'; round: number; men: number; women: number; tasks: number }
  | { type: 'game-over' }
  /** The end-game sheets, player by player, and the ranking, winner first (section "Końcowe punktowanie"). */
  | { type: 'game-scored'; sheets: FinalSheet[]; ranking: PlayerId[] };
