import { buildPosition, type PillarsEvent, type PillarsState, type PositionInput } from '../../games/pillars-of-the-earth';
import type { Step } from '../types';
import { pmsg, list } from './messages';

export { list };
import type { PillarsView } from './views';

/** A run of trace events shown as one step. `from` is the index of its first event. */
export interface Group {
  from: number;
  events: PillarsEvent[];
}

/**
 * Splits the trace into steps: an event joins the step before it when
 * `joins(event, first event of that step)` says so, else it opens a new one.
 */
export function groupTrace(trace: readonly PillarsEvent[], joins: (e: PillarsEvent, first: PillarsEvent) => boolean): Group[] {
  const out: Group[] = [];
  trace.forEach((e, i) => {
    const last = out.at(-1);
    if (last && joins(e, last.events[0]!)) last.events.push(e);
    else out.push({ from: i, events: [e] });
  });
  return out;
}

/** Whether the group holds the trace index `i`. */
export const holds = (g: Group, i: number): boolean => i >= g.from && i < g.from + g.events.length;

/** The table an example describes, or the engine's reason for refusing it. */
export function table(input: PositionInput): { ok: true; state: PillarsState } | { ok: false; reason: string } {
  const built = buildPosition(input);
  return built.ok ? { ok: true, state: built.value } : { ok: false, reason: built.reason };
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
export function reasonOf(r: { reason: string; detail?: Readonly<Record<string, string | number>> }): string {
  const why = r.detail?.why;
  return typeof why === 'string' ? why : r.reason;
}

/** The one step shown when the engine refuses the example or a choice. */
export function refusalStep(reason: string, view: PillarsView = EMPTY): Step<PillarsView> {
  return { caption: pmsg('pillars.refused', { reason: pmsg(`pillars.reason.${reason}` as 'pillars.reason.illegal-choice') }), view, tone: 'refusal' };
}

