/**
 * The one decision loop (DESIGN.md, "The engine contract"). Examples, stories, the sandbox,
 * practice and random play all play moves through {@link play}: a move goes in, and each time the
 * rules need an answer the caller's `answer` function gives one (the reader's, the example's own,
 * the first legal one, a random one). What comes out is the {@link Trace}: every input with the
 * events it caused and the state after it, kept, so nothing downstream re-applies events.
 */
import type { AnswerOf, AnyEngine, DecisionOf, EventOf, Input, MoveOf, ReasonOf, StateOf } from './contract';
import type { RefusalDetail } from './result';

/** One input the driver gave the engine, what it caused, and the state after it. */
export interface TraceStep<State, Move, Answer, Event, Decision> {
  input: Input<Move, Answer>;
  /** Which move of the list this input belongs to (0-based). */
  move: number;
  /** For an answer, the decision it settled. */
  decision?: Decision;
  events: readonly Event[];
  /** The state after each event, where the engine was asked to keep them. */
  during?: readonly State[];
  state: State;
}

export type TraceOf<E extends AnyEngine> = TraceStep<StateOf<E>, MoveOf<E>, AnswerOf<E>, EventOf<E>, DecisionOf<E>>[];

/** How a decision is answered: `undefined` stops the play there (the reader has not answered yet). */
export type AnswerFor<E extends AnyEngine> = (decision: DecisionOf<E>, asked: { move: number; nth: number; state: StateOf<E> }) => AnswerOf<E> | undefined;

/** Where the play ended: every move resolved, or stopped by a refusal or an unanswered decision. */
export type Played<E extends AnyEngine> =
  | { ok: true; state: StateOf<E>; trace: TraceOf<E> }
  | {
      ok: false;
      /** The engine's reason, `decision-needed` when `answer` gave none, or `too-many-decisions`. */
      reason: ReasonOf<E> | 'decision-needed' | 'too-many-decisions';
      detail?: RefusalDetail;
      /** The move that could not be played (0-based). */
      move: number;
      /** The state the play stopped in, and the trace up to it. */
      state: StateOf<E>;
      trace: TraceOf<E>;
    };

export interface PlayOptions {
  /** Keep the state after every event (for explainers). */
  during?: boolean;
  /** A move asking more than this many questions is stopped as `too-many-decisions` (a guard, not a rule). */
  maxDecisions?: number;
}

/**
 * Plays `moves` from `start`, answering every decision with `answer`.
 *
 * @example
 * const played = play(gheosEngine, table, [action], (d) => d.options[0]);
 * if (played.ok) played.trace.at(-1)!.state;
 */
export function play<E extends AnyEngine>(
  engine: E,
  start: StateOf<E>,
  moves: readonly MoveOf<E>[],
  answer: AnswerFor<E>,
  options: PlayOptions = {},
): Played<E> {
  const trace: TraceOf<E> = [];
  const max = options.maxDecisions ?? 60;
  let state = start;
  for (let move = 0; move < moves.length; move++) {
    let input: Input<MoveOf<E>, AnswerOf<E>> = { move: moves[move] as MoveOf<E> };
    let decision: DecisionOf<E> | undefined;
    for (let nth = 0; ; nth++) {
      if (nth > max) return { ok: false, reason: 'too-many-decisions', move, state, trace };
      const r = engine.apply(state, input, { during: options.during ?? false });
      if (!r.ok) return { ok: false, reason: r.reason as ReasonOf<E>, ...(r.detail ? { detail: r.detail } : {}), move, state, trace };
      trace.push({ input, move, ...(decision === undefined ? {} : { decision }), events: r.events, ...(r.during ? { during: r.during } : {}), state: r.state });
      state = r.state;
      const next = engine.decision(state) as DecisionOf<E> | null;
      if (next === null) break;
      const given = answer(next, { move, nth, state });
      if (given === undefined) return { ok: false, reason: 'decision-needed', move, state, trace };
      decision = next;
      input = { answer: given };
    }
  }
  return { ok: true, state, trace };
}

/**
 * The answer a story gives: the first of `wanted` (the reader's input, then the example's own
 * choice) that is one of the legal `options`, else the first legal option.
 */
export function firstLegal<A>(options: readonly A[], wanted: readonly unknown[], same: (option: A, want: unknown) => boolean = (a, b) => a === b): A | undefined {
  for (const w of wanted) {
    if (w === undefined) continue;
    const hit = options.find((o) => same(o, w));
    if (hit !== undefined) return hit;
  }
  return options[0];
}
