import { activePlayer, choiceFor, type BoraBoraEvent, type BoraBoraState, type Choices, type DiePlacement, type PositionInput } from '../../games/bora-bora';
import type { Inputs, Step, Story } from '../types';
import { eventMessage } from './captions';
import { attachDecisions, decisionName, encode, playStory, refusalStep, table, type Asked, type StoryPlay } from './common';
import { viewAfter, type ViewOptions } from './tableView';
import type { BoraView } from './views';

/** One die placed by the player to move, with every decision settled. */
export function playDie(start: BoraBoraState, move: Omit<DiePlacement, 'player'>, own: Choices | undefined, inputs: Inputs, prefix = ''): StoryPlay {
  const player = activePlayer(start) ?? 0;
  const name = decisionName(prefix);
  return playStory(start, [{ kind: 'die', placement: { player, ...move } }], { name, own: (d, n) => choiceFor(own, d, n) }, inputs);
}

/** The starting table of an example, or a refusal step. */
export function startOf(position: PositionInput): { ok: true; state: BoraBoraState } | { ok: false; step: Step<BoraView> } {
  const t = table(position);
  return t.ok ? t : { ok: false, step: refusalStep(t.reason) };
}

/** The steps of a story from the example's starting table, or the one refusal step when the engine refuses the position. */
export function fromStart(position: PositionInput, steps: (start: BoraBoraState) => Step<BoraView>[]): Step<BoraView>[] {
  const s = startOf(position);
  return s.ok ? steps(s.state) : [s.step];
}

/**
 * A story's defaults when every decision is settled by `run`: the value each
 * decision gets with no reader input (the example's own choice, else the first legal one).
 */
export function settledDefaults<D extends { position: PositionInput }>(run: (d: D, start: BoraBoraState, inputs: Inputs) => { asked: Asked[] }) {
  return (d: D): Inputs => {
    const s = startOf(d.position);
    if (!s.ok) return {};
    return Object.fromEntries(run(d, s.state, {}).asked.map((a) => [a.name, encode(a.chosen)]));
  };
}

/**
 * A story whose every decision `run` settles as it plays the example: its
 * defaults are the decisions settled with no input, its steps come from the
 * starting table and what `run` played with the reader's inputs.
 */
export function settledStory<D extends { position: PositionInput }>(
  run: (d: D, start: BoraBoraState, inputs: Inputs) => StoryPlay,
  steps: (d: D, start: BoraBoraState, played: StoryPlay) => Step<BoraView>[],
): Story<D, BoraView> {
  return {
    defaults: settledDefaults(run),
    inputs: () => [],
    steps: (d, inputs) => fromStart(d.position, (start) => steps(d, start, run(d, start, inputs))),
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
 * A step shows the table the engine kept after its last event, marked where its
 * events touched it; the result shows the table after the last event, unmarked.
 */
export function traceSteps(args: {
  start: BoraBoraState;
  opts: ViewOptions;
  events: readonly BoraBoraEvent[];
  /** The table right after each event. */
  states: readonly BoraBoraState[];
  asked: readonly Asked[];
  opening: Step<BoraView>;
  result: (view: BoraView) => Step<BoraView>;
}): Step<BoraView>[] {
  const steps: Step<BoraView>[] = [args.opening];
  const starts: (number | null)[] = [null];
  let prev: BoraBoraEvent | null = null;
  let marked: BoraBoraEvent[] = [];
  args.events.forEach((e, i) => {
    const state = args.states[i]!;
    const caption = eventMessage(args.start, e);
    const last = steps.at(-1)!;
    if (caption && prev && steps.length > 1 && joins(e, prev)) {
      marked.push(e);
      last.details = [...(last.details ?? []), caption];
      last.view = viewAfter(state, args.opts, marked);
      prev = e;
      return;
    }
    marked = [e];
    prev = e;
    if (!caption) return;
    steps.push({ caption, view: viewAfter(state, args.opts, marked) });
    starts.push(i);
  });
  steps.push(args.result(viewAfter(args.states.at(-1) ?? args.start, args.opts)));
  starts.push(args.events.length);
  attachDecisions(args.start, steps, starts, args.asked);
  return steps;
}
