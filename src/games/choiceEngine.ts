/**
 * Any rule function of the shape every game already has, "resolve this move with these answers,
 * or say which answer is missing" ({@link Resolution}), made into an {@link Engine}: the state
 * carries the move being resolved and the answers given so far, `decision` reads what is missing,
 * and `apply` adds one move or one answer. The rules are asked again from the move's start with
 * every answer (they are deterministic), so a game keeps its rule functions as they are.
 */
import type { ApplyOptions, Engine, Input, Outcome, Resolution } from './contract';
import { refuse, type Result } from './result';

/** One answer, with the decision it settled. */
export interface Answered<Decision, Answer> {
  decision: Decision;
  answer: Answer;
}

/** A move the rules are resolving, waiting for an answer to `decision`. */
export interface Pending<Move, Answer, Decision, Position = never> {
  move: Move;
  answered: readonly Answered<Decision, Answer>[];
  decision: Decision;
  /** How many of the move's events have been reported already. */
  seen: number;
  /** The game's position at the decision point, where the rules say it (`DecisionNeeded.state`). */
  at?: Position;
}

/** The state of a {@link choiceEngine}: the game's position, and the move pending in it, if any. */
export interface Table<Position, Move, Answer, Decision> {
  position: Position;
  pending: Pending<Move, Answer, Decision, Position> | null;
}

/** The two refusals the adapter itself can give: an input of the wrong kind for the moment. */
export type TurnRefusal = 'decision-pending' | 'no-decision-pending';

export interface ChoiceRules<Setup, Position, Move, Answer, Event, Reason extends string, Decision, View> {
  initial(setup: Setup): Result<Position, Reason>;
  /** Resolves `move` from `position` with the answers given so far, in the order they were asked. */
  resolve(
    position: Position,
    move: Move,
    answered: readonly Answered<Decision, Answer>[],
    options: ApplyOptions,
  ): Resolution<Position, Event, Reason, Decision>;
  view(table: Table<Position, Move, Answer, Decision>): View;
}

/** The table with nothing pending. */
export const at = <Position>(position: Position): Table<Position, never, never, never> => ({ position, pending: null });

/**
 * An {@link Engine} over a game's resolve-with-answers rule function.
 *
 * @example
 * export const gheosEngine = choiceEngine({ initial, resolve: (s, action, answered) => applyAction(s, action, choicesFrom(answered)), view });
 */
// Building an engine has no side effect: a page that imports a game's module for one rule keeps only that rule.
/* @__NO_SIDE_EFFECTS__ */
export function choiceEngine<Setup, Position, Move, Answer, Event, Reason extends string, Decision, View>(
  rules: ChoiceRules<Setup, Position, Move, Answer, Event, Reason, Decision, View>,
): Engine<Setup, Table<Position, Move, Answer, Decision>, Move, Answer, Event, Reason | TurnRefusal, Decision, View> {
  type T = Table<Position, Move, Answer, Decision>;
  return {
    initial(setup) {
      const r = rules.initial(setup);
      return r.ok ? { ok: true, value: { position: r.value, pending: null } } : r;
    },
    decision: (table) => table.pending?.decision ?? null,
    apply(table, input: Input<Move, Answer>, options: ApplyOptions = {}): Outcome<T, Event, Reason | TurnRefusal> {
      const pending = table.pending;
      if ('move' in input && pending) return refuse('decision-pending');
      if ('answer' in input && !pending) return refuse('no-decision-pending');
      const move = 'move' in input ? input.move : pending!.move;
      const answered = pending && 'answer' in input ? [...pending.answered, { decision: pending.decision, answer: input.answer }] : [];
      const seen = pending?.seen ?? 0;
      const r = rules.resolve(table.position, move, answered, options);
      if (r.ok) {
        const { state, events, during } = r.value;
        return { ok: true, state: { position: state, pending: null }, events: events.slice(seen), ...(during ? { during: during.slice(seen).map((position) => ({ position, pending: null })) } : {}) };
      }
      if (r.reason === 'decision-needed' && 'decision' in r) {
        return {
          ok: true,
          state: { position: table.position, pending: { move, answered, decision: r.decision, seen: r.events.length, ...(r.state === undefined ? {} : { at: r.state }) } },
          events: r.events.slice(seen),
          ...(r.during ? { during: r.during.slice(seen).map((position) => ({ position, pending: null })) } : {}),
        };
      }
      return r as Exclude<typeof r, { reason: 'decision-needed' }>;
    },
    view: (table) => rules.view(table),
  };
}
