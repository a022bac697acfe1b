/**
 * Resolving one action for an explainer, through the shared driver: each
 * decision takes the reader's choice, else the source's, else the first
 * legal option (`firstLegal`). Kept apart from the captions, so a page that
 * only needs the outcome (the sandbox, before any step is shown) loads no
 * wording.
 */
import { at } from '../../games/choiceEngine';
import { firstLegal, play } from '../../games/driver';
import { cellKey, gheosEngine, type Cell, type Colour, type Decision, type GheosAction, type GheosAnswer, type GheosEvent, type GheosState, type GheosTable, type MigrationCandidate } from '../../games/gheos';
import type { Inputs } from '../types';
import type { GheosReason } from './reasons';
import { settledInputs } from '../settledInputs';

/** The choices a source makes: who pays with what, who wins a tie, where a tied migration goes. */
export interface SourceChoices {
  payments?: readonly Colour[];
  warWinners?: readonly Colour[];
  migrations?: Partial<Record<Colour, string | Cell>>;
}

/** Where a reader's choice sits in the trace: before event `at`. */
export interface ChoicePoint {
  at: number;
  input: string;
  decision: Decision;
  chosen: string;
}

export interface Outcome {
  start: GheosState;
  result: { ok: true; state: GheosState; events: GheosEvent[] } | { ok: false; reason: GheosReason; events: GheosEvent[] };
  /** With `during`: the table right after each event, as the engine kept it (the driver's trace). */
  states: GheosState[];
  points: ChoicePoint[];
}

const MAX_DECISIONS = 12;

/** A source's migration choice names a candidate by a part or any cell of it. */
export function sameCell(value: string | Cell, candidate: MigrationCandidate): boolean {
  if (typeof value === 'string') return value === candidate.ref || candidate.cells.some((c) => c === value.split(':')[0]);
  return candidate.cells.includes(cellKey(value));
}

/** The name of the reader's input for a decision: `pay1`, `winner1`, `migrate-red`… */
function inputName(d: Decision, asked: readonly Decision[]): string {
  if (d.kind === 'migration') return `migrate-${d.civilization}`;
  const nth = asked.filter((a) => a.kind === d.kind).length + 1;
  return d.kind === 'payment' ? `pay${nth}` : `winner${nth}`;
}

/**
 * Resolves the example's action with the engine, asking for each decision in
 * turn: the reader's input if it names a legal option, else the source's
 * choice, else the first legal option. Returns the trace, where each decision
 * fell in it, and (with `during`) the engine's state after each event.
 */
export function resolve(start: GheosState, action: GheosAction, source: SourceChoices, inputs: Inputs, options: { during?: boolean } = {}): Outcome | { error: 'too-many-decisions' } {
  const points: ChoicePoint[] = [];
  const asked: Decision[] = [];
  const answer = (d: Decision, { state }: { state: GheosTable }): GheosAnswer | undefined => {
    const input = inputName(d, asked);
    const nth = asked.filter((a) => a.kind === d.kind).length;
    asked.push(d);
    let chosen: GheosAnswer | undefined;
    if (d.kind === 'migration') {
      const place = source.migrations?.[d.civilization];
      const byInput = d.options.find((o) => o.ref === inputs[input]);
      const bySource = place === undefined ? undefined : d.options.find((o) => sameCell(place, o));
      chosen = firstLegal(d.options, [byInput, bySource])?.ref;
    } else {
      const mine = d.kind === 'payment' ? source.payments : source.warWinners;
      chosen = firstLegal(d.options, [inputs[input], mine?.[nth]]);
    }
    if (chosen !== undefined) points.push({ at: state.pending?.seen ?? 0, input, decision: d, chosen });
    return chosen;
  };
  const played = play(gheosEngine, at(start), [action], answer, { maxDecisions: MAX_DECISIONS, during: options.during ?? false });
  if (!played.ok && played.reason === 'too-many-decisions') return { error: 'too-many-decisions' };
  if (!played.ok) {
    // The driver gives a move only when nothing is pending and an answer only when a decision is, so the adapter's own two refusals cannot come.
    const reason = played.reason === 'decision-pending' || played.reason === 'no-decision-pending' ? 'decision-needed' : played.reason;
    return { start, result: { ok: false, reason, events: [] }, states: [], points };
  }
  const events = played.trace.flatMap((s) => s.events);
  const states = played.trace.flatMap((s) => (s.during ?? []).map((t) => t.position));
  return { start, result: { ok: true, state: played.state.position, events }, states, points };
}

/** The position after an action with the reader's choices, or the refusal's reason. */
export function moveOutcome(start: GheosState, action: GheosAction, inputs: Inputs): { ok: true; state: GheosState } | { ok: false; reason: GheosReason } {
  const o = resolve(start, action, {}, inputs);
  if ('error' in o) return { ok: false, reason: o.error };
  return o.result.ok ? { ok: true, state: o.result.state } : { ok: false, reason: o.result.reason };
}

/** The choices the engine would apply by default (the first legal option at each decision). */
export function moveDefaults(start: GheosState, action: GheosAction): Inputs {
  const o = resolve(start, action, {}, {});
  return settledInputs(o);
}
