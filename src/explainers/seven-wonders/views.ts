import type { Action, Age, CardColour, ConflictOutcome, ConflictToken } from '../../games/seven-wonders';
import type { StoryRefusal } from './refused';

/** Players around the table, their shields and the tokens taken so far. */
export interface RingView {
  kind: 'ring';
  age: Age;
  seats: { name: string; shields: number; tokens: ConflictToken[]; points: number }[];
  /** The pair being compared on this step, if any. */
  /** The pair compared on this step; `asked`: about to be, its outcome not drawn yet (Predict). */
  focus: { a: number; b: number; outcome: ConflictOutcome | 'asked' } | null;
  /** The seat the example follows (the source's example follows one player). */
  follow: number | null;
  /** Show each seat's total this Age. */
  totals: boolean;
}

export interface CardChip {
  id: string;
  name: string;
  colour: CardColour;
}

/** Hands around the table during one Age. */
export interface HandsView {
  kind: 'hands';
  age: Age;
  /** The way hands go this Age; null where the picture must not tell (a practice question asks it). */
  direction: 'left' | 'right' | null;
  seats: { name: string; hand: CardChip[]; picked: CardChip | null; played: number }[];
  /** Arrows from each seat to the one it passes to. */
  passing: boolean;
  discardPile: number;
  /** The seat whose cards the reader picks: the projector shows that hand card by card, the others as counts. */
  reader?: number;
}

/** One city: treasury, buildings and Wonder stages. */
export interface CityView {
  kind: 'city';
  coins: number;
  coinsDelta: number;
  buildings: CardChip[];
  stages: number;
  stagesBuilt: number;
  /** What each stage of the board gives towards military strength, where the picture shows it. */
  stageShields?: number[];
  /** Whose city, where a question names its player ("Ala’s city"); without it, the reader's own. */
  owner?: string;
  /** The card being played and how; `refused`, the engine's reason when it refuses that play (the picture says what it means for the card). */
  playing: { card: CardChip; action: Action; refused?: StoryRefusal } | null;
}

export type SevenWondersView = RingView | HandsView | CityView;
