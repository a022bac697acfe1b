/**
 * Decisions the rules leave to the active player, and the shape of every
 * answer the engine gives to an action.
 *
 * A caller may pass all choices up front in a {@link Choices} object. When a
 * needed choice is missing the engine answers with a {@link DecisionNeeded}
 * listing the legal options and the trace so far; the caller adds the choice
 * and asks again (the engine is deterministic, so the story replays the same
 * up to that point). Any legal option may be supplied, to explore "what if".
 * A choice that is not legal, or that the action never needed, is refused
 * with `invalid-choice`, so a stale or mistyped choice is never ignored.
 */
import type * as contract from '../contract';
import type { Cell } from './geometry';
import type { GheosEvent, MigrationCandidate } from './events';
import type { Colour, GheosState } from './state';

export type { Refusal } from '../result';

export interface Choices {
  /**
   * Colours of the followers the active player gives up, one per war or
   * migration the move causes, in the order the trace declares them
   * (sections "Wojny" and "Migracje").
   */
  payments?: Colour[];
  /** For each war tied on swords, the civilization the active player lets win (section "Wojny"). */
  warWinners?: Colour[];
  /**
   * For each migration tied on wheat, where the civilization goes: a cell or
   * part of the chosen continent or island (section "Migracje").
   */
  migrations?: Partial<Record<Colour, string | Cell>>;
}

export type Decision =
  | {
      kind: 'payment';
      player: number;
      /** 1-based number of this payment among `of`. */
      nth: number;
      of: number;
      for: 'war' | 'migration';
      civilizations: Colour[];
      /** Colours the player holds: put one in `choices.payments`. */
      options: Colour[];
    }
  | {
      kind: 'war-winner';
      player: number;
      tied: Colour[];
      swords: number;
      /** Put one in `choices.warWinners`. */
      options: Colour[];
    }
  | {
      kind: 'migration';
      player: number;
      civilization: Colour;
      /** Put one's `ref` in `choices.migrations[civilization]`. */
      options: MigrationCandidate[];
    };

/** The engine cannot go on without a choice from the active player: the contract's one shape, for Gheos. */
export type DecisionNeeded = contract.DecisionNeeded<Decision, GheosEvent, GheosState>;

/** A resolved action: the new state and the trace that led there (and the table after each event, when kept). */
export type Resolved = contract.Resolved<GheosState, GheosEvent>;

/**
 * The answer to any action: resolved, refused with a typed reason, or
 * waiting for a decision.
 */
export type Resolution<R extends string> = contract.Resolution<GheosState, GheosEvent, R, Decision>;
