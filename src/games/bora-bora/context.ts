/**
 * The working context of one resolution: a private copy of the state that
 * the rule steps change, the trace they append to, and the choices they read.
 * Steps answer `undefined` to go on, or a {@link Halt} to stop.
 */
import type { ApplyOptions } from '../contract';
import { ok, refuse, type RefusalDetail } from '../result';
import type { Choices, Decision, DecisionNeeded, Halt, Resolution, Resolved } from './choices';
import type { BoraBoraEvent } from './events';
import type { BoraBoraRefusal } from './refusals';
import { draft, type BoraBoraState, type PlayerState } from './state';
import type { PlayerId } from './types';

type QueueKey = 'materials' | 'materialSpaces' | 'cardSources';
type SingleKey = Exclude<keyof Choices, QueueKey>;
const QUEUE_KEYS: readonly QueueKey[] = ['materials', 'materialSpaces', 'cardSources'];

/**
 * What every rule step writes to: the working state and the trace, and, when a caller
 * asked for them (an explainer), the state right after each event, in step with `events`.
 */
export interface Trail {
  s: BoraBoraState;
  events: BoraBoraEvent[];
  during?: BoraBoraState[];
}

/** A fresh trail over a private copy of `state`; it keeps states only when asked. */
export function startTrail(state: BoraBoraState, options: ApplyOptions = {}): Trail {
  return { s: draft(state), events: [], ...(options.during ? { during: [] } : {}) };
}

export interface Ctx extends Trail {
  choices: Choices;
  used: Set<SingleKey>;
  taken: Record<QueueKey, number>;
}

export function startCtx(state: BoraBoraState, choices: Choices = {}, options: ApplyOptions = {}): Ctx {
  return { ...startTrail(state, options), choices, used: new Set(), taken: { materials: 0, materialSpaces: 0, cardSources: 0 } };
}

/** Records an event; a step changes the state before it emits, so the state kept is the table right after the event. */
export function emit(ctx: Trail, event: BoraBoraEvent): void {
  ctx.events.push(event);
  ctx.during?.push(draft(ctx.s));
}

/** The resolved state and its trace (with the states after each event, when kept). */
export function resolved(ctx: Trail): Resolved {
  return { state: ctx.s, events: ctx.events, ...(ctx.during ? { during: ctx.during } : {}) };
}

/** Reads a one-off choice and notes that the resolution needed it. */
export function choose<K extends SingleKey>(ctx: Ctx, key: K): Choices[K] | undefined {
  ctx.used.add(key);
  return ctx.choices[key];
}

/** Reads the next entry of a list choice, or `undefined` when the list is used up. */
function nextChoice<K extends QueueKey>(ctx: Ctx, key: K): NonNullable<Choices[K]>[number] | undefined {
  const list = ctx.choices[key] as NonNullable<Choices[K]> | undefined;
  const at = ctx.taken[key];
  if (!list || at >= list.length) return undefined;
  ctx.taken[key] = at + 1;
  return list[at];
}

export function needDecision(ctx: Trail, decision: Decision): DecisionNeeded {
  // The table as the rules have it when they ask (the resolution's private copy, which stops here): a sandbox draws it at the question.
  return { ok: false, reason: 'decision-needed', decision, events: [...ctx.events], state: ctx.s, ...(ctx.during ? { during: [...ctx.during] } : {}) };
}

export function halt(reason: BoraBoraRefusal, detail?: RefusalDetail): Halt {
  return refuse(reason, detail);
}

/** Refuses a choice that is not among the legal options. */
export function invalidChoice(choice: string, value: unknown): Halt {
  return refuse('invalid-choice', { choice, value: JSON.stringify(value) ?? 'undefined' });
}

/** The state's player, assumed to exist (callers check seats at the door). */
export function who(ctx: Ctx, player: PlayerId): PlayerState {
  const p = ctx.s.players[player];
  if (!p) throw new Error(`no player ${player}`); // unreachable once the seat is checked
  return p;
}

/** Ends a resolution: refuses choices that were given but never needed, else returns the new state and trace. */
export function finish(ctx: Ctx): Resolution {
  for (const key of Object.keys(ctx.choices) as (keyof Choices)[]) {
    if (ctx.choices[key] === undefined) continue;
    if ((QUEUE_KEYS as readonly string[]).includes(key)) {
      const q = key as QueueKey;
      const list = ctx.choices[q] ?? [];
      if (ctx.taken[q] < list.length) return refuse('choice-not-needed', { choice: key, unused: list.length - ctx.taken[q] });
    } else if (!ctx.used.has(key as SingleKey)) {
      return refuse('choice-not-needed', { choice: key });
    }
  }
  return ok(resolved(ctx));
}

/** A choice made, or what stops the resolution. */
type Decided<T> = { ok: true; value: T } | { ok: false; halt: Halt };

/**
 * Settles a one-off decision: the given choice if it is legal, the only
 * option if there is just one, or a request for the decision.
 */
export function decide<K extends SingleKey>(
  ctx: Ctx,
  key: K,
  options: readonly NonNullable<Choices[K]>[],
  ask: (options: NonNullable<Choices[K]>[]) => Decision,
): Decided<NonNullable<Choices[K]>> {
  const given = choose(ctx, key);
  if (given === undefined) {
    if (options.length === 1) return { ok: true, value: options[0] as NonNullable<Choices[K]> };
    return { ok: false, halt: needDecision(ctx, ask([...options])) };
  }
  if (!isOption(options, given)) return { ok: false, halt: invalidChoice(key, given) };
  return { ok: true, value: given as NonNullable<Choices[K]> };
}

/**
 * Settles a decision that may come up several times in one resolution,
 * reading the next entry of a list choice. Entries are used only by decisions
 * with more than one option; a lone option is taken without asking.
 */
export function decideNext<K extends QueueKey>(
  ctx: Ctx,
  key: K,
  options: readonly NonNullable<Choices[K]>[number][],
  ask: (options: NonNullable<Choices[K]>[number][]) => Decision,
): Decided<NonNullable<Choices[K]>[number]> {
  if (options.length === 1) return { ok: true, value: options[0] as NonNullable<Choices[K]>[number] };
  const given = nextChoice(ctx, key);
  if (given === undefined) return { ok: false, halt: needDecision(ctx, ask([...options])) };
  if (!isOption(options, given)) return { ok: false, halt: invalidChoice(key, given) };
  return { ok: true, value: given };
}

/** Checks `value` is one of `options` by value (options are plain JSON). */
export function isOption<T>(options: readonly T[], value: T): boolean {
  const key = JSON.stringify(value);
  return options.some((o) => JSON.stringify(o) === key);
}
