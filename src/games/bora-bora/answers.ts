/**
 * Answers to the decisions the engine asks for: for each kind of decision, the
 * value that answers it, the values that may be picked, and where a pick goes
 * in the choices a rule function reads. The engine (`engine.ts`) adds each
 * answer to the move's choices and asks the rules again.
 */
import type { CardSource, Choices, Decision, FireChoice, GodPayment, HutSource, PhaseCChoices, TaskChoice, Trade } from './choices';
import type { FinalChoices } from './final';
import type { Action, Material } from './types';

/** The value that answers each kind of {@link Decision}. */
interface AnswerByKind {
  action: Action;
  region: string;
  'start-region': string;
  'hut-from': HutSource;
  red: GodPayment | 'none';
  'temple-field': number;
  building: number;
  'ritual-pair': [number, number];
  /** The helper's trades are a free list bounded by the budget, not one of a list of options. */
  trades: Trade[];
  fire: FireChoice;
  'card-source': CardSource;
  'person-field': number;
  material: Material;
  'material-space': number;
  jewellery: number | 'pass';
  task: TaskChoice;
  'new-task': number;
  'final-yellow': GodPayment | 'none';
}

/** Any answer the engine takes. */
export type Answer = AnswerByKind[Decision['kind']];

/**
 * The values a caller may pick for a decision, in the decision's order. The
 * helper's trades are a free list bounded by the budget, so none are listed
 * for them: build a list of {@link Trade}s from the menu.
 */
export function choiceValues(decision: Decision): Answer[] {
  switch (decision.kind) {
    case 'region':
      return decision.options.map((o) => o.region);
    case 'temple-field':
      return decision.options.map((o) => o.field);
    case 'person-field':
      return decision.options.map((o) => o.field);
    case 'jewellery':
      return decision.options.map((o) => (o === 'pass' ? 'pass' : o.row));
    case 'trades':
      return [];
    default:
      return [...decision.options];
  }
}

/** The choices that may be picked more than once in one resolution: a list, used in order. */
type ListedChoice = 'cardSources' | 'materials' | 'materialSpaces';

/** Where a pick goes in the {@link Choices} for each kind of decision met while resolving a die, a Phase B step or a start hut. */
const CHOICE_FIELD: Partial<Record<Decision['kind'], Exclude<keyof Choices, ListedChoice>>> = {
  action: 'action',
  region: 'region',
  'start-region': 'region',
  'hut-from': 'hutFrom',
  red: 'red',
  'temple-field': 'templeField',
  building: 'building',
  'ritual-pair': 'ritualPair',
  trades: 'trades',
  fire: 'fire',
  'person-field': 'personField',
};
const CHOICE_LIST: Partial<Record<Decision['kind'], ListedChoice>> = { 'card-source': 'cardSources', material: 'materials', 'material-space': 'materialSpaces' };

/** The choices with a pick added for a decision met while resolving a die, a Phase B step or a start hut. */
export function withChoice(choices: Choices, decision: Decision, value: Answer): Choices {
  const field = CHOICE_FIELD[decision.kind];
  if (field) return { ...choices, [field]: value };
  const list = CHOICE_LIST[decision.kind];
  if (list) return { ...choices, [list]: [...(choices[list] ?? []), value] };
  return choices;
}

/** The pick the choices hold for a decision, the `seen`-th (from 0) of its kind: what {@link withChoice} put there. */
export function choiceFor(choices: Choices | undefined, decision: Decision, seen: number): Answer | undefined {
  const field = CHOICE_FIELD[decision.kind];
  if (field) return choices?.[field];
  const list = CHOICE_LIST[decision.kind];
  return list ? choices?.[list]?.[seen] : undefined;
}

/** The Phase C choices with a pick added. */
export function withPhaseCChoice(choices: PhaseCChoices, decision: Decision, value: Answer): PhaseCChoices {
  const p = decision.player;
  switch (decision.kind) {
    case 'jewellery':
      return { ...choices, jewellery: { ...choices.jewellery, [p]: value as number | 'pass' } };
    case 'task':
      return { ...choices, tasks: { ...choices.tasks, [p]: value as TaskChoice } };
    case 'new-task':
      return { ...choices, newTask: { ...choices.newTask, [p]: value as number } };
    default:
      return choices;
  }
}

/** The final-scoring choices with a pick added. */
export function withFinalChoice(choices: FinalChoices, decision: Decision, value: Answer): FinalChoices {
  if (decision.kind !== 'final-yellow') return choices;
  const p = decision.player;
  const mine = { ...choices.yellow?.[p], [decision.task.id]: value as GodPayment | 'none' };
  return { ...choices, yellow: { ...choices.yellow, [p]: mine } };
}
