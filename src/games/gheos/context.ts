/**
 * The working context while one action is resolved: a private copy of the
 * state that the rule steps update, the trace so far, and which of the
 * caller's choices have been used.
 */
import { refuse } from '../result';
import type { Choices, DecisionNeeded, Refusal } from './choices';
import type { GheosEvent } from './events';
import { COLOURS, cloneState, type Colour, type GheosState } from './state';

export interface ResolveContext {
  /** A private copy: steps may change it in place. */
  draft: GheosState;
  events: GheosEvent[];
  choices: Choices;
  used: { payments: number; warWinners: Set<Colour>; migrations: Set<Colour> };
  /** The active player's seat. */
  player: number;
}

/** Why resolving stopped early: a bad choice, or a choice still to be made. */
export type Stop = Refusal<'invalid-choice'> | DecisionNeeded;

export function startContext(state: GheosState, choices: Choices): ResolveContext {
  return {
    draft: cloneState(state),
    events: [],
    choices,
    used: { payments: 0, warWinners: new Set(), migrations: new Set() },
    player: state.active,
  };
}

/** A choice the rules do not allow here. */
export function invalidChoice(choice: string, value: string, why: string): Refusal<'invalid-choice'> {
  return refuse('invalid-choice', { choice, value, why });
}

/** Refuses choices that the action never needed, so they are not silently ignored. */
export function unusedChoice(ctx: ResolveContext): Refusal<'invalid-choice'> | null {
  const { choices, used } = ctx;
  const payments = choices.payments ?? [];
  if (payments.length > used.payments) {
    return invalidChoice('payments', String(payments[used.payments]), 'no-war-or-migration-to-pay-for');
  }
  for (const c of choices.warWinners ?? []) {
    if (!used.warWinners.has(c)) return invalidChoice('warWinners', c, 'not-in-a-tied-war');
  }
  for (const c of COLOURS) {
    if (choices.migrations?.[c] !== undefined && !used.migrations.has(c)) {
      return invalidChoice('migrations', c, 'no-tied-migration');
    }
  }
  return null;
}
