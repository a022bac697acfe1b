/**
 * The working context while one action is resolved: a private copy of the
 * state that the rule steps update, the trace so far (with the table after
 * each event, when the caller keeps them), and which of the caller's choices
 * have been used.
 */
import type { ApplyOptions } from '../contract';
import { ok, refuse } from '../result';
import type { Choices, Decision, DecisionNeeded, Refusal, Resolution } from './choices';
import type { GheosEvent } from './events';
import { COLOURS, cloneState, type Colour, type GheosState } from './state';

/** A private copy of the state that a rule changes in place, and what happened to it so far. */
export interface Trail {
  draft: GheosState;
  events: GheosEvent[];
  /** The table right after each event, kept only when the caller asked (`ApplyOptions.during`). */
  during: GheosState[] | null;
}

/** A trail from `state`: its copy to change, no events yet. */
export function startTrail(state: GheosState, options: ApplyOptions = {}): Trail {
  return { draft: cloneState(state), events: [], during: options.during ? [] : null };
}

/**
 * Records that `event` happened, with the table as it is now: a rule makes
 * the event's change to the draft first, then records it, so an explainer
 * can draw the move event by event from the engine's own states.
 */
export function record(trail: Trail, event: GheosEvent): void {
  trail.events.push(event);
  trail.during?.push(cloneState(trail.draft));
}

/** The trail as a resolved action. */
export function settled<R extends string>(trail: Trail): Resolution<R> {
  return ok({ state: trail.draft, events: trail.events, ...(trail.during ? { during: trail.during } : {}) });
}

/** The rules stop here for the active player's choice; the trail so far goes with the question. */
export function decisionNeeded(decision: Decision, trail: Trail): DecisionNeeded {
  return { ok: false, reason: 'decision-needed', decision, events: [...trail.events], ...(trail.during ? { during: [...trail.during] } : {}) };
}

export interface ResolveContext extends Trail {
  choices: Choices;
  used: { payments: number; warWinners: Set<Colour>; migrations: Set<Colour> };
  /** The active player's seat. */
  player: number;
}

/** Why resolving stopped early: a bad choice, or a choice still to be made. */
export type Stop = Refusal<'invalid-choice'> | DecisionNeeded;

export function startContext(state: GheosState, choices: Choices, options: ApplyOptions = {}): ResolveContext {
  return {
    ...startTrail(state, options),
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
