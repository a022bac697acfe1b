import { activePlayer, placeDie, withChoice, type BoraBoraEvent, type BoraBoraState, type Choices, type DiePlacement, type PositionInput, type Resolution } from '../../games/bora-bora';
import type { Inputs, Message, Step } from '../types';
import { eventMessage } from './captions';
import { attachDecisions, decisionName, encode, ownChoice, refusalStep, settle, table, type Asked } from './common';
import { Replay, type ViewOptions } from './replay';
import type { BoraView } from './views';

/** One die placed by the player to move, with every decision settled. */
export function playDie(
  start: BoraBoraState,
  move: Omit<DiePlacement, 'player'>,
  own: Choices | undefined,
  inputs: Inputs,
  prefix = '',
): { ok: true; state: BoraBoraState; events: BoraBoraEvent[]; asked: Asked[] } | { ok: false; reason: string; asked: Asked[] } {
  const player = activePlayer(start) ?? 0;
  const r = settle<Choices, { state: BoraBoraState; events: BoraBoraEvent[] }>(
    (c) => placeDie(start, { player, ...move }, c) as Resolution,
    withChoice,
    {},
    decisionName(prefix),
    (d, n) => ownChoice(own, d, n),
    inputs,
  );
  return r.ok ? { ok: true, state: r.value.state, events: r.value.events, asked: r.asked } : r;
}

/** The starting table of an example, or a refusal step. */
export function startOf(position: unknown): { ok: true; state: BoraBoraState } | { ok: false; step: Step<BoraView> } {
  const t = table(position as PositionInput);
  return t.ok ? t : { ok: false, step: refusalStep(t.reason) };
}

/**
 * A story's defaults when every decision is settled by `run`: the value each
 * decision gets with no reader input (the example's own choice, else the first legal one).
 */
export function settledDefaults<D extends { position: unknown }>(run: (d: D, start: BoraBoraState, inputs: Inputs) => { asked: Asked[] }) {
  return (d: D): Inputs => {
    const s = startOf(d.position);
    if (!s.ok) return {};
    return Object.fromEntries(run(d, s.state, {}).asked.map((a) => [a.name, encode(a.chosen)]));
  };
}

/** Options for the view: made-up board when the example brings a layout. */
export function viewOptions(position: { layout?: unknown; regions?: unknown }, opts: Omit<ViewOptions, 'illustrative'>): ViewOptions {
  return { ...opts, illustrative: position.layout !== undefined || position.regions !== undefined };
}

const FOLLOWERS = new Set<BoraBoraEvent['type']>(['scored', 'gift-taken', 'shells-taken', 'position-moved', 'material-placed', 'god-card-drawn', 'dice-rolled']);

/** A follow-up event (points, a gift, a card, a step) joins the step of the event that caused it. */
function joins(e: BoraBoraEvent, prev: BoraBoraEvent): boolean {
  if (!FOLLOWERS.has(e.type)) return false;
  if (e.type === 'dice-rolled') return prev.type === 'phase-started' || prev.type === 'dice-rolled';
  const owner = (x: BoraBoraEvent) => ('player' in x ? x.player : -1);
  return owner(e) === owner(prev) && !(e.type === 'scored' && prev.type === 'scored');
}

/**
 * Turns a trace into steps: one per captioned event, after an opening step and
 * before a result step; decisions go on the step where the engine asked them.
 */
export function traceSteps(args: {
  start: BoraBoraState;
  replay: Replay;
  events: readonly BoraBoraEvent[];
  asked: readonly Asked[];
  opening: Step<BoraView>;
  result: (replay: Replay) => Step<BoraView>;
  skip?: (e: BoraBoraEvent) => boolean;
  details?: (e: BoraBoraEvent) => Message[];
}): Step<BoraView>[] {
  const steps: Step<BoraView>[] = [args.opening];
  const starts: (number | null)[] = [null];
  let prev: BoraBoraEvent | null = null;
  args.events.forEach((e, i) => {
    if (args.skip?.(e)) {
      args.replay.apply(e);
      return;
    }
    const caption = eventMessage(args.start, e);
    const last = steps.at(-1)!;
    if (caption && prev && steps.length > 1 && joins(e, prev)) {
      args.replay.apply(e);
      last.details = [...(last.details ?? []), caption];
      last.view = args.replay.view();
      prev = e;
      return;
    }
    args.replay.begin();
    args.replay.apply(e);
    prev = e;
    if (!caption) return;
    const details = args.details?.(e) ?? [];
    steps.push({ caption, ...(details.length ? { details } : {}), view: args.replay.view() });
    starts.push(i);
  });
  args.replay.begin();
  steps.push(args.result(args.replay));
  starts.push(args.events.length);
  attachDecisions(args.start, steps, starts, args.asked);
  return steps;
}
