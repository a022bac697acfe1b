/**
 * Turning a reader's pick into choices: for each decision the engine can ask
 * for, the values that may be picked and where a pick goes in the choices.
 * An explainer asks the engine, shows the options, adds the pick with these
 * helpers and asks again.
 */
import type { Choices, Decision, PhaseCChoices, Trade } from './choices';
import type { FinalChoices } from './final';

/**
 * The values a caller may pick for a decision, in the decision's order. The
 * helper's trades are a free list bounded by the budget, so none are listed
 * for them: build a list of {@link Trade}s from the menu.
 */
export function choiceValues(decision: Decision): unknown[] {
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

/** The choices with a pick added for a decision met while resolving a die, a Phase B step or a start hut. */
export function withChoice(choices: Choices, decision: Decision, value: unknown): Choices {
  switch (decision.kind) {
    case 'action':
      return { ...choices, action: value as Choices['action'] };
    case 'region':
    case 'start-region':
      return { ...choices, region: value as string };
    case 'hut-from':
      return { ...choices, hutFrom: value as Choices['hutFrom'] };
    case 'red':
      return { ...choices, red: value as Choices['red'] };
    case 'temple-field':
      return { ...choices, templeField: value as number };
    case 'building':
      return { ...choices, building: value as number };
    case 'ritual-pair':
      return { ...choices, ritualPair: value as [number, number] };
    case 'trades':
      return { ...choices, trades: value as Trade[] };
    case 'fire':
      return { ...choices, fire: value as Choices['fire'] };
    case 'card-source':
      return { ...choices, cardSources: [...(choices.cardSources ?? []), value as number | 'deck'] };
    case 'person-field':
      return { ...choices, personField: value as number };
    case 'material':
      return { ...choices, materials: [...(choices.materials ?? []), value as NonNullable<Choices['materials']>[number]] };
    case 'material-space':
      return { ...choices, materialSpaces: [...(choices.materialSpaces ?? []), value as number] };
    default:
      return choices;
  }
}

/** The Phase C choices with a pick added. */
export function withPhaseCChoice(choices: PhaseCChoices, decision: Decision, value: unknown): PhaseCChoices {
  const p = decision.player;
  switch (decision.kind) {
    case 'jewellery':
      return { ...choices, jewellery: { ...choices.jewellery, [p]: value as number | 'pass' } };
    case 'task':
      return { ...choices, tasks: { ...choices.tasks, [p]: value as NonNullable<PhaseCChoices['tasks']>[number] } };
    case 'new-task':
      return { ...choices, newTask: { ...choices.newTask, [p]: value as number } };
    default:
      return choices;
  }
}

/** The final-scoring choices with a pick added. */
export function withFinalChoice(choices: FinalChoices, decision: Decision, value: unknown): FinalChoices {
  if (decision.kind !== 'final-yellow') return choices;
  const p = decision.player;
  const mine = { ...choices.yellow?.[p], [decision.task.id]: value as 'none' };
  return { ...choices, yellow: { ...choices.yellow, [p]: mine } };
}
