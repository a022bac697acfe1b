/**
 * Decisions the rules leave to the players, and the shape of every answer a
 * phase function gives.
 *
 * A caller passes the choices made so far; when the next one is missing the
 * engine answers with a {@link DecisionNeeded} listing every legal option,
 * the events so far and the state at that moment. The caller appends any one
 * option to its choices and asks again: the engine is deterministic (the same
 * seed, the same choices), so the story replays to the same point and goes
 * on. A move that only one option allows (a player who can take no card must
 * pass) is made without consuming a choice, and shows `forced: true` in its
 * event. A choice that is not legal is refused with `illegal-choice`, never
 * ignored.
 */
import type { ApplyOptions, DecisionNeeded as GenericDecisionNeeded, Resolution as GenericResolution, Resolved as GenericResolved } from '../contract';
import type { PillarsEvent } from './trace';
import type { BoardPlace, PillarsState, Resource } from './types';

/**
 * A Phase I move. `largeWorker` says whether the large pawn is among the
 * workers stood for a resource card (needed only when both ways fit);
 * `discard` names the craftsman given up when the row is full (it may be the
 * card just taken).
 */
export type DraftMove =
  | { type: 'take'; card: string; largeWorker?: boolean; discard?: string }
  | { type: 'pass' };

/**
 * A Phase II step at one draw: the owner places (optionally naming the place)
 * or passes, or the start player uses the round's one redraw.
 */
export type BuilderStep = 'place' | 'pass' | 'redraw' | { place: BoardPlace };

/** The choice of the player at the Bishop (Phase III step 2). */
export type BishopChoice = 'protect' | { take: Resource };

export type Decision =
  | {
      kind: 'draft';
      player: number;
      /** Every legal move, each complete: append one to the draft choices. */
      options: DraftMove[];
    }
  | {
      kind: 'builder';
      /** The drawn builder's owner, who places or passes. */
      player: number;
      /** The start player, who may instead redraw (when `options` has `'redraw'`). */
      startPlayer: number;
      draw: number;
      cost: number;
      options: ('place' | 'pass' | 'redraw')[];
      /** Places with room left, for a `{ place }` step. */
      places: BoardPlace[];
    }
  | { kind: 'bishop'; player: number; options: BishopChoice[] };

/**
 * The engine cannot go on without a choice: the contract's {@link GenericDecisionNeeded}, with
 * the table at the decision point always given.
 */
export type DecisionNeeded = GenericDecisionNeeded<Decision, PillarsEvent, PillarsState> & { state: PillarsState };

/** A resolved phase or step: the new state, the events that led there, and (when asked) the table after each. */
export type Resolved = GenericResolved<PillarsState, PillarsEvent>;

/** The answer of a phase function: resolved, refused with a typed reason, or waiting for a decision. */
export type Resolution<R extends string> = GenericResolution<PillarsState, PillarsEvent, R, Decision>;

/**
 * What a phase did, event by event: `note(event, state)` keeps the event and, when the caller
 * asked (`ApplyOptions.during`: explainers ask, random play does not), the table right after it.
 */
export class EventLog {
  readonly events: PillarsEvent[] = [];
  readonly during: PillarsState[] | undefined;
  constructor(keep: ApplyOptions = {}) {
    this.during = keep.during ? [] : undefined;
  }
  /** `state` may be a function, built only when the table is kept. */
  note(event: PillarsEvent, state: PillarsState | (() => PillarsState)): void {
    this.events.push(event);
    this.during?.push(typeof state === 'function' ? state() : state);
  }
  /** The phase resolved to `state`. */
  resolved(state: PillarsState): Resolved {
    return { state, events: this.events, ...(this.during ? { during: this.during } : {}) };
  }
  /** The phase stopped at `decision`, with the table `state`. */
  needs(decision: Decision, state: PillarsState): DecisionNeeded {
    return { ok: false, reason: 'decision-needed', decision, events: [...this.events], state, ...(this.during ? { during: [...this.during] } : {}) };
  }
}
