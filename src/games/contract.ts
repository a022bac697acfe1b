/**
 * The one contract every rules engine keeps (DESIGN.md, "The engine contract"). Types only: no
 * game, no UI. A game's `engine.ts` implements {@link Engine}; `driver.ts` runs the one decision
 * loop over any engine for examples, stories, the sandbox, practice and random play.
 *
 * The loop, in the rules' own terms: the table is in some state; a player makes a move; the rules
 * resolve it until they need a player's answer (who pays, who wins a tie, where to go); the answer
 * is given; the rules go on; and so on until the move is resolved. `decision(state)` says what the
 * rules need next, `apply(state, input)` takes a move or an answer and returns the next state.
 */
import type { Refusal, Result } from './result';

/** What a player gives the engine: a move when nothing is pending, an answer when a decision is. */
export type Input<Move, Answer> = { move: Move } | { answer: Answer };

/**
 * The engine took the input: the state after it, and what happened on the way, in order.
 * `during[i]`, when the engine keeps them, is the table right after `events[i]`: an explainer
 * shows a move event by event from the states the engine passed through, never by re-applying
 * the events itself.
 */
export interface Applied<State, Event> {
  ok: true;
  state: State;
  events: readonly Event[];
  during?: readonly State[];
}

/** The engine's answer to an input: applied, or refused for a typed reason. */
export type Outcome<State, Event, Reason extends string> = Applied<State, Event> | Refusal<Reason>;

/** Options an engine may honour; a caller that does not ask gets the cheapest answer. */
export interface ApplyOptions {
  /** Keep the state after every event (`Applied.during`): explainers want it, random play does not. */
  during?: boolean;
}

/**
 * A rules engine. Pure: the same state and input give the same answer, and nothing passed in is
 * changed. Randomness comes in through the setup (a seed), never from `Math.random`.
 *
 * @example
 * const s0 = engine.initial(setup);            // Result<State, Reason>
 * const next = engine.apply(s0.value, { move }); // Outcome
 * if (next.ok && engine.decision(next.state))     // the rules wait for an answer
 *   engine.apply(next.state, { answer });
 */
export interface Engine<Setup, State, Move, Answer, Event, Reason extends string, Decision, View> {
  /** The state a game (or an example) starts from, or why the setup is refused. */
  initial(setup: Setup): Result<State, Reason>;
  /** What the rules need next from a player before the pending move can go on; `null` when nothing is pending. */
  decision(state: State): Decision | null;
  /** Takes a move (nothing pending) or an answer (a decision pending). */
  apply(state: State, input: Input<Move, Answer>, options?: ApplyOptions): Outcome<State, Event, Reason>;
  /** A plain picture of the state for the explainers to draw from: no rule is applied to make it. */
  view(state: State): View;
}

/** The type parameters of an engine, by name, for code that is generic over any engine. */
export type AnyEngine = Engine<any, any, any, any, any, string, any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
export type SetupOf<E> = E extends Engine<infer X, any, any, any, any, string, any, any> ? X : never; // eslint-disable-line @typescript-eslint/no-explicit-any
export type StateOf<E> = E extends Engine<any, infer X, any, any, any, string, any, any> ? X : never; // eslint-disable-line @typescript-eslint/no-explicit-any
export type MoveOf<E> = E extends Engine<any, any, infer X, any, any, string, any, any> ? X : never; // eslint-disable-line @typescript-eslint/no-explicit-any
export type AnswerOf<E> = E extends Engine<any, any, any, infer X, any, string, any, any> ? X : never; // eslint-disable-line @typescript-eslint/no-explicit-any
export type EventOf<E> = E extends Engine<any, any, any, any, infer X, string, any, any> ? X : never; // eslint-disable-line @typescript-eslint/no-explicit-any
export type ReasonOf<E> = E extends Engine<any, any, any, any, any, infer X, any, any> ? X : never; // eslint-disable-line @typescript-eslint/no-explicit-any
export type DecisionOf<E> = E extends Engine<any, any, any, any, any, string, infer X, any> ? X : never; // eslint-disable-line @typescript-eslint/no-explicit-any
export type ViewOf<E> = E extends Engine<any, any, any, any, any, string, any, infer X> ? X : never; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * A rule function that resolves a whole move given every answer up front, and stops with a
 * {@link DecisionNeeded} when one is missing. Each game's phase functions have this shape
 * (`applyAction`, `resolveDraft`, `placeDie`…); {@link Resolution} is their one answer type,
 * and `choiceEngine.ts` turns any of them into an {@link Engine}.
 */
export interface DecisionNeeded<Decision, Event, State = never> {
  ok: false;
  reason: 'decision-needed';
  decision: Decision;
  /** What happened before the decision point. */
  events: Event[];
  /** The table at the decision point, where the engine says it. */
  state?: State;
  /** The table after each event before the decision point, where the engine was asked to keep it. */
  during?: State[];
}

/** A resolved move: the new state and what happened on the way. */
export interface Resolved<State, Event> {
  state: State;
  events: Event[];
  /** The table after each event, where the engine was asked to keep it. */
  during?: State[];
}

/** The answer of a rule function: resolved, refused with a typed reason, or waiting for a decision. */
export type Resolution<State, Event, Reason extends string, Decision> =
  | { ok: true; value: Resolved<State, Event> }
  | Refusal<Reason>
  | DecisionNeeded<Decision, Event, State>;
