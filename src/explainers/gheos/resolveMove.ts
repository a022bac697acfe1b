/**
 * Resolving one action for an explainer: the engine is asked again at each
 * decision, with the reader's choice, else the source's, else the first
 * legal option. Kept apart from the captions, so a page that only needs the
 * outcome (the sandbox, before any step is shown) loads no wording.
 */
import {
  applyAction,
  cellKey,
  type Cell,
  type Choices,
  type Colour,
  type Decision,
  type GheosAction,
  type GheosEvent,
  type GheosState,
  type MigrationCandidate,
} from '../../games/gheos';
import type { Inputs } from '../types';
import { settledInputs } from '../settledInputs';

/** The choices a source makes: who pays with what, who wins a tie, where a tied migration goes. */
export interface SourceChoices {
  payments?: readonly Colour[];
  warWinners?: readonly Colour[];
  migrations?: Partial<Record<Colour, string | Cell | readonly number[]>>;
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
  result: { ok: true; state: GheosState; events: GheosEvent[] } | { ok: false; reason: string; events: GheosEvent[] };
  points: ChoicePoint[];
}

const MAX_DECISIONS = 12;

function sameCell(value: string | Cell, candidate: MigrationCandidate): boolean {
  if (typeof value === 'string') return value === candidate.ref || candidate.cells.includes(value.split(':')[0] as never);
  return candidate.cells.includes(cellKey(value));
}

/**
 * Resolves the example's action with the engine, asking for each decision in
 * turn: the reader's input if it names a legal option, else the source's
 * choice, else the first legal option. Returns the trace and where each
 * decision fell in it.
 */
export function resolve(start: GheosState, action: GheosAction, source: SourceChoices, inputs: Inputs): Outcome | { error: string } {
  const choices: Required<Choices> = { payments: [], warWinners: [], migrations: {} };
  const points: ChoicePoint[] = [];
  for (let i = 0; i <= MAX_DECISIONS; i++) {
    const r = applyAction(start, action, choices);
    if (r.ok) return { start, result: { ok: true, state: r.value.state, events: r.value.events }, points };
    if (r.reason !== 'decision-needed') return { start, result: { ok: false, reason: r.reason, events: [] }, points };
    const decision = r.decision;
    let input: string;
    let chosen: string;
    if (decision.kind === 'payment') {
      input = `pay${choices.payments.length + 1}`;
      const wanted = [inputs[input], source.payments?.[choices.payments.length]].find((v) => decision.options.includes(v as Colour));
      chosen = (wanted as Colour | undefined) ?? decision.options[0]!;
      choices.payments.push(chosen as Colour);
    } else if (decision.kind === 'war-winner') {
      input = `winner${choices.warWinners.length + 1}`;
      const wanted = [inputs[input], source.warWinners?.[choices.warWinners.length]].find((v) => decision.options.includes(v as Colour));
      chosen = (wanted as Colour | undefined) ?? decision.options[0]!;
      choices.warWinners.push(chosen as Colour);
    } else {
      input = `migrate-${decision.civilization}`;
      const sourceChoice = source.migrations?.[decision.civilization];
      const byInput = decision.options.find((o) => o.ref === inputs[input]);
      const bySource = sourceChoice === undefined ? undefined : decision.options.find((o) => sameCell(sourceChoice as string | Cell, o));
      chosen = (byInput ?? bySource ?? decision.options[0]!).ref;
      choices.migrations[decision.civilization] = chosen;
    }
    points.push({ at: r.events.length, input, decision, chosen });
  }
  return { error: 'too-many-decisions' };
}

/** The position after an action with the reader's choices, or the refusal's reason. */
export function moveOutcome(start: GheosState, action: GheosAction, inputs: Inputs): { ok: true; state: GheosState } | { ok: false; reason: string } {
  const o = resolve(start, action, {}, inputs);
  if ('error' in o) return { ok: false, reason: o.error };
  return o.result.ok ? { ok: true, state: o.result.state } : { ok: false, reason: o.result.reason };
}

/** The choices the engine would apply by default (the first legal option at each decision). */
export function moveDefaults(start: GheosState, action: GheosAction): Inputs {
  const o = resolve(start, action, {}, {});
  return settledInputs(o);
}
