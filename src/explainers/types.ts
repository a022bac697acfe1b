import type { ParamValue } from '../i18n/format';

/** What the reader may change in an example: numbers they type and choices they make. */
export type Inputs = Readonly<Record<string, number | string>>;

/**
 * A translatable message: a dictionary key and its parameters. A parameter may
 * itself be a message (a translated term such as "left"), so captions carry
 * the engine's numbers and never a language.
 */
export interface Message {
  key: string;
  params?: Readonly<Record<string, ParamValue | Message>>;
}

export interface Option {
  value: string;
  label: Message;
  /** Shown but not selectable, with the engine's reason. */
  refused?: Message;
}

/** A point where the rules let a player choose; the reader makes the choice. */
export interface Decision {
  /** The input this decision sets. */
  name: string;
  label: Message;
  options: readonly Option[];
  /** The option the story applied (the reader's, the example's, or the first legal one). */
  chosen?: string;
}

export type InputSpec =
  | { kind: 'number'; name: string; label: Message; min: number; max: number }
  | { kind: 'choice'; name: string; label: Message; options: readonly Option[] };

/**
 * What a step that reveals an outcome asks first, in Predict (`?predict`): a question and the
 * answers to choose from, computed from the engine's event, and the value of the right one.
 */
export interface Prediction {
  question: Message;
  options: readonly { value: string; label: Message }[];
  answer: string;
}

export interface Step<V> {
  caption: Message;
  /** Extra lines under the caption (a tally, a reason). */
  details?: readonly Message[];
  /**
   * What the whole example shows, on its opening step: read on the page; in the presenter view it is the
   * speaker's note, not a paragraph of small words on the wall (a host's review: eleven lines at 13 px).
   */
  summary?: Message;
  view: V;
  decision?: Decision;
  tone?: 'refusal' | 'result';
  /**
   * The question Predict asks before this step shows (explainers/predict.ts); none, or null, when
   * there is nothing to predict (a recap, the table after a move).
   */
  ask?: Prediction | null;
  /**
   * The picture while the step is asked, when the one before would point elsewhere (7 Wonders: the
   * pair about to be compared, its outcome not drawn); the step before's picture otherwise.
   */
  askView?: V;
  /**
   * How many steps of the story as first written this step holds (1 when absent): a step that only
   * repeated or announced another was folded into it (`fold.ts`), and its old link lands here.
   */
  holds?: number;
}

/**
 * A worked example as a story: the engine's trace turned into steps.
 * `steps` is pure: the same data and inputs always give the same steps.
 */
export interface Story<D, V> {
  defaults(data: D): Inputs;
  /** Inputs the reader can edit; may depend on the current inputs (e.g. one field per player). */
  inputs(data: D, current: Inputs): readonly InputSpec[];
  steps(data: D, inputs: Inputs): readonly Step<V>[];
}
