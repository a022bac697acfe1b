import { at } from '../../games/choiceEngine';
import { firstLegal, play, type TraceOf } from '../../games/driver';
import {
  buildPosition,
  pillarsEngine,
  type Decision,
  type PillarsAnswer,
  type PillarsEngine,
  type PillarsEvent,
  type PillarsMove,
  type PillarsState,
  type PositionInput,
} from '../../games/pillars-of-the-earth';
import { settledInputs } from '../settledInputs';
import type { Inputs, Step, Story } from '../types';
import { pmsg, list, type PillarsKey } from './messages';
import { framesFrom, type Frames } from './tableView';

export { list };
import type { PillarsView } from './views';

/** A run of events shown as one step. `from` is the index of its first event. */
export interface Group {
  from: number;
  events: PillarsEvent[];
}

/**
 * Splits the events into steps: an event joins the step before it when
 * `joins(event, first event of that step)` says so, else it opens a new one.
 */
export function groupTrace(events: readonly PillarsEvent[], joins: (e: PillarsEvent, first: PillarsEvent) => boolean): Group[] {
  const out: Group[] = [];
  events.forEach((e, i) => {
    const last = out.at(-1);
    if (last && joins(e, last.events[0]!)) last.events.push(e);
    else out.push({ from: i, events: [e] });
  });
  return out;
}

/** Whether the group holds the event index `i`. */
export const holds = (g: Group, i: number): boolean => i >= g.from && i < g.from + g.events.length;

/** The table an example describes, or the engine's reason for refusing it. */
export function table(input: PositionInput): { ok: true; state: PillarsState } | { ok: false; reason: string } {
  const built = buildPosition(input);
  return built.ok ? { ok: true, state: built.value } : { ok: false, reason: built.reason };
}

/** A decision the story met: the input that names it, the option taken, the table at that moment, and where it fell among the events. */
export interface ChoicePoint<D extends Decision, C> {
  input: string;
  decision: D;
  chosen: C;
  state: PillarsState;
  /** The number of events before it. */
  at: number;
}

/** A story's play: the table at every event, the decisions met, and the engine's final table. */
export interface StoryPlay<D extends Decision, C> {
  frames: Frames;
  points: ChoicePoint<D, C>[];
  end: PillarsState;
}

/** How a story answers the decisions of one kind, the k-th (from 0) held by the input `input(k)`. */
interface Ask<K extends Decision['kind'], C> {
  kind: K;
  input: (k: number) => string;
  /** The answer, and the option's value as the input `name` holds it. */
  choose: (decision: Extract<Decision, { kind: K }>, k: number, name: string) => { answer: PillarsAnswer; chosen: C } | undefined;
}

/**
 * Plays `moves` from `start` through the shared driver, keeping the table after every event,
 * answering decisions as `ask` says. Returns the engine's refusal (its rule) instead when it refuses.
 */
export function playStory<K extends Decision['kind'] = never, C = never>(
  start: PillarsState,
  moves: readonly PillarsMove[],
  ask?: Ask<K, C>,
): StoryPlay<Extract<Decision, { kind: K }>, C> | { error: string } {
  type D = Extract<Decision, { kind: K }>;
  const met: Omit<ChoicePoint<D, C>, 'at'>[] = [];
  const isKind = (d: Decision): d is D => d.kind === ask?.kind;
  const played = play(
    pillarsEngine,
    at(start),
    moves,
    (decision, asked) => {
      if (!ask || !isKind(decision)) return undefined;
      const name = ask.input(met.length);
      const given = ask.choose(decision, met.length, name);
      if (given) met.push({ input: name, decision, chosen: given.chosen, state: asked.state.pending?.at ?? asked.state.position });
      return given?.answer;
    },
    { during: true },
  );
  if (!played.ok) return { error: played.reason === 'decision-needed' ? 'unexpected-decision' : reasonOf(played) };
  const before = eventsBeforeAnswers(played.trace);
  return { frames: framesFrom(start, played.trace), points: met.map((m, k) => ({ ...m, at: before[k] ?? 0 })), end: played.state.position };
}

/** For each answer in a trace, how many events came before it. */
function eventsBeforeAnswers(trace: TraceOf<PillarsEngine>): number[] {
  const out: number[] = [];
  let seen = 0;
  for (const s of trace) {
    if ('answer' in s.input) out.push(seen);
    seen += s.events.length;
  }
  return out;
}

/** The first of `wanted` among the `values` of the options (as inputs hold them), else the first option. */
export function pick<A>(options: readonly A[], valueOf: (a: A) => string, wanted: readonly unknown[]): { answer: A; chosen: string } | undefined {
  const answer = firstLegal(options, wanted, (o, w) => valueOf(o) === w);
  return answer === undefined ? undefined : { answer, chosen: valueOf(answer) };
}

const EMPTY: PillarsView = {
  players: [],
  show: { points: false, workers: false, builders: false, cards: false },
  track: null,
  pool: null,
  mill: null,
  bishop: null,
  cap: 30,
};

/**
 * A refusal's reason as the rule it applies: the engine's `detail.why` when it gives one
 * (more precise), else its reason code. Every code has words (`src/explainers/reasons.test.ts`).
 */
function reasonOf(r: { reason: string; detail?: Readonly<Record<string, string | number>> }): string {
  const why = r.detail?.why;
  return typeof why === 'string' ? why : r.reason;
}

/** The one step shown when the engine refuses the example or a choice. */
export function refusalStep(reason: string, view: PillarsView = EMPTY): Step<PillarsView> {
  // The reason comes from the engine at run time; reasons.test.ts holds every code to a text.
  return { caption: pmsg('pillars.refused', { reason: pmsg(`pillars.reason.${reason}` as PillarsKey) }), view, tone: 'refusal' };
}

/**
 * A story the engine plays from the example's setup: each decision shows at its step (no inputs up front),
 * the defaults are what the play settled on, and a refusal is the one step.
 */
export function playedStory<E, D extends Decision, C extends string>(
  resolve: (data: E, inputs: Inputs) => StoryPlay<D, C> | { error: string },
  steps: (played: StoryPlay<D, C>, data: E) => Step<PillarsView>[],
): Story<E, PillarsView> {
  return {
    defaults: (data) => settledInputs(resolve(data, {})),
    inputs: () => [],
    steps(data, inputs) {
      const played = resolve(data, inputs);
      return 'error' in played ? [refusalStep(played.error)] : steps(played, data);
    },
  };
}
