/**
 * Decisions the rules leave to a player, and the shape of every answer the
 * engine gives.
 *
 * A caller may pass all choices up front in a {@link Choices} object. When a
 * needed choice is missing, the engine answers with a {@link DecisionNeeded}
 * listing the legal options and the trace so far; the caller adds the choice
 * and asks again (the engine is deterministic, so the story replays the same
 * up to that point). A choice that is not legal is refused with
 * `invalid-choice`; one the resolution never needed is refused with
 * `choice-not-needed`, so a stale choice is never silently ignored.
 */
import type { JewelleryTile, PersonTile, TaskTile } from './components';
import type { BoraBoraEvent } from './events';
import type { BoraBoraRefusal } from './refusals';
import type { BoraBoraState } from './state';
import type { Action, GodColour, Material, PathKind, PlayerId, Sex } from './types';
import type { DecisionNeeded as GenericDecisionNeeded, Resolution as GenericResolution, Resolved as GenericResolved } from '../contract';
import type { Refusal } from '../result';

/**
 * How a god is paid for (section "Bogowie"): a card of that god's colour and
 * one gift; two cards of one colour and one gift, for any god; or a god tile,
 * for any god and without a gift.
 */
export type GodPayment = { with: 'card' } | { with: 'pair'; colour: GodColour } | { with: 'tile' };

/** Where a god card is taken from: the top of the deck or a face-up card (index 0–4). */
export type CardSource = 'deck' | number;

/**
 * One unit bought with the helper's die (section "Akcja pomocnika"): tattoo
 * the man on a space, gather shells with the woman on a space, a point, a
 * gift, a god card, a material, or moving a hut to the 12th space.
 */
export type Trade =
  | { kind: 'tattoo'; space: number }
  | { kind: 'shells'; space: number }
  | { kind: 'point' }
  | { kind: 'gift' }
  | { kind: 'god-card' }
  | { kind: 'material'; material: Material }
  | { kind: 'move-hut' };

/** The fire bonus: a god card or a gift, and a position step or a shell (section "Bonus ognia"). */
export interface FireChoice {
  take: 'gift' | 'god-card';
  then: 'position' | 'shell';
}

/** Where a spreading hut comes from: the 12th space, or one of the other spaces (all alike). */
export type HutSource = 'twelfth' | 'other';

/** Choices for resolving a die, a Phase B activation or a start hut. Lists are used in order. */
export interface Choices {
  /** The action taken on a combined tile (2 and 3 players). */
  action?: Action;
  /** The region spread to. */
  region?: string;
  hutFrom?: HutSource;
  /** Whether to score the new region's fish tile with a red god, and how to pay. */
  red?: GodPayment | 'none';
  /** Temple field (0 = leftmost) the new priest goes to. */
  templeField?: number;
  /** Value of the building tile to build, and the two ritual spaces it covers. */
  building?: number;
  ritualPair?: [number, number];
  /** Everything bought with the helper's die. */
  trades?: Trade[];
  fire?: FireChoice;
  /** Field (1–6) of the man or woman display to take from. */
  personField?: number;
  /** The material for each one taken in Phase B. */
  materials?: Material[];
  /** Ritual space for each material gained when more than one would fit. */
  materialSpaces?: number[];
  /** Source of each god card drawn. */
  cardSources?: CardSource[];
}

/** A region a spread can reach, and the path that gets there. */
export interface SpreadOption {
  region: string;
  from: string;
  path: PathKind;
  pathValue: number;
  /** A rival hut now on the building site, to be moved aside. */
  displaces: PlayerId | null;
}

export interface TempleOption {
  field: number;
  value: number;
  occupiedBy: PlayerId | null;
}

export interface PersonOption {
  field: number;
  tile: PersonTile;
}

/** A line of the helper's menu: what it costs and how many of it the player could take. */
export interface TradeOption {
  kind: Trade['kind'];
  cost: number;
  /** Spaces of men (tattoo) or women (shells) not yet shifted. */
  spaces?: number[];
}

export interface JewelleryOption {
  row: number;
  tile: JewelleryTile;
}

/** What a player does with their tasks in Phase C: fulfil one (maybe with a yellow god), or drop one. */
export type TaskChoice = { fulfil: string; yellow?: GodPayment } | { drop: string };

/** Choices for Phase C, per player where a player decides. */
export interface PhaseCChoices {
  /** Jewellery row (0–3) of the round's column to buy, or `'pass'`. */
  jewellery?: Partial<Record<PlayerId, number | 'pass'>>;
  tasks?: Partial<Record<PlayerId, TaskChoice>>;
  /** Index in the task display of the new task each player takes. */
  newTask?: Partial<Record<PlayerId, number>>;
}

export type Decision = { player: PlayerId } & (
  | { kind: 'action'; options: Action[] }
  | { kind: 'region'; path: PathKind; reach: number; options: SpreadOption[] }
  | { kind: 'start-region'; options: string[] }
  | { kind: 'hut-from'; options: HutSource[] }
  | { kind: 'red'; region: string; fish: number; options: (GodPayment | 'none')[] }
  | { kind: 'temple-field'; reach: number; options: TempleOption[] }
  | { kind: 'building'; reach: number; options: number[] }
  | { kind: 'ritual-pair'; options: [number, number][] }
  | { kind: 'trades'; budget: number; menu: TradeOption[] }
  | { kind: 'fire'; options: FireChoice[] }
  | { kind: 'card-source'; options: CardSource[]; display: GodColour[] }
  | { kind: 'person-field'; sex: Sex; reach: number; options: PersonOption[] }
  | { kind: 'material'; options: Material[] }
  | { kind: 'material-space'; material: Material; options: number[] }
  | { kind: 'jewellery'; shells: number; options: (JewelleryOption | 'pass')[] }
  | { kind: 'task'; options: TaskChoice[]; tasks: TaskTile[] }
  | { kind: 'new-task'; options: number[]; display: TaskTile[] }
  | { kind: 'final-yellow'; task: TaskTile; options: (GodPayment | 'none')[] }
);

/** The engine cannot go on without a choice: the contract's {@link GenericDecisionNeeded} for Bora Bora. */
export type DecisionNeeded = GenericDecisionNeeded<Decision, BoraBoraEvent, BoraBoraState>;

/** A resolved action or phase: the new state and the trace that led there. */
export type Resolved = GenericResolved<BoraBoraState, BoraBoraEvent>;

/** The answer to any action or phase: resolved, refused with a typed reason, or waiting for a decision. */
export type Resolution = GenericResolution<BoraBoraState, BoraBoraEvent, BoraBoraRefusal, Decision>;

/** Something that stops a resolution: a refusal or a missing decision. */
export type Halt = Refusal<BoraBoraRefusal> | DecisionNeeded;

/** The cost in die points of one helper trade (section "Akcja pomocnika"). */
export function tradeCost(kind: Trade['kind']): number {
  return kind === 'tattoo' || kind === 'shells' || kind === 'point' ? 1 : 2;
}
