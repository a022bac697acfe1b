import { activePlayer, choiceFor, type BoraBoraEvent, type BoraBoraState, type Choices, type DiePlacement, type PositionInput } from '../../games/bora-bora';
import type { Inputs, Message, Step, Story } from '../types';
import { eventMessage, tradeTimes } from './captions';
import { foldSteps, type Fold, type Unfolded } from '../fold';
import { bmsg } from './messages';
import { questionOf } from './predict';
import { attachDecisions, decisionName, encode, playStory, refusalStep, settledEvents, table, type Asked, type StoryPlay } from './common';
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

const FOLLOWERS = new Set<BoraBoraEvent['type']>(['scored', 'gift-taken', 'shells-taken', 'position-moved', 'material-placed', 'god-card-drawn', 'dice-rolled', 'displays-refilled']);

/** A follow-up event (points, a gift, a card, a step) joins the step of the event that caused it. */
function joins(e: BoraBoraEvent, prev: BoraBoraEvent): boolean {
  if (!FOLLOWERS.has(e.type)) return false;
  if (e.type === 'dice-rolled') return prev.type === 'phase-started' || prev.type === 'dice-rolled';
  if (e.type === 'displays-refilled') return prev.type === 'round-ended';
  return owner(e) === owner(prev) && !(e.type === 'scored' && prev.type === 'scored');
}

const owner = (x: BoraBoraEvent) => ('player' in x ? x.player : -1);

/**
 * How an event's step folds into the step before (fold.ts) when it says again what that step said, or
 * only its effect: the helper's budget after the die that set it, a tattoo or shells after the trade
 * that bought them, and the same trade again (the step before then counts them: "2 victory points").
 */
function restates(e: BoraBoraEvent, head: BoraBoraEvent | null): Fold | null {
  if (!head) return null;
  // What every player does alike, one after another, is one step: the round's new tasks; and the next
  // round's start is a line under the round's end.
  if (e.type === 'task-taken' && head.type === 'task-taken') return 'join';
  if (e.type === 'phase-started' && head.type === 'round-ended') return 'join';
  if (owner(e) !== owner(head)) return null;
  if (e.type === 'helper-budget') return 'quiet';
  if ((e.type === 'tattooed' || e.type === 'shells-gathered') && head.type === 'trade') return 'join';
  if (e.type === 'trade' && head.type === 'trade' && JSON.stringify(e.trade) === JSON.stringify(head.trade)) return 'quiet';
  return null;
}

type TradeEvent = Extract<BoraBoraEvent, { type: 'trade' }>;
/** What a trade brings, said after it: points, offerings or shells, each with the new total. */
type GainEvent = Extract<BoraBoraEvent, { type: 'scored' | 'gift-taken' | 'shells-taken' }>;
const isGain = (e: BoraBoraEvent | undefined): e is GainEvent => e?.type === 'scored' || e?.type === 'gift-taken' || e?.type === 'shells-taken';
const amountOf = (e: GainEvent) => (e.type === 'scored' ? e.points : e.count);

/**
 * The run of the same trade from `events[i]` on, each maybe followed by what it brings: the trades and the
 * gains summed (`gain`: the last gain with the run's sum), the budget and the total as the run leaves them,
 * and where the run ends.
 */
function tradeRun(events: readonly BoraBoraEvent[], i: number): { trade: TradeEvent; n: number; cost: number; left: number; gain: GainEvent | null; end: number } {
  const first = events[i] as TradeEvent;
  const same = (e: BoraBoraEvent | undefined): e is TradeEvent => e?.type === 'trade' && e.player === first.player && JSON.stringify(e.trade) === JSON.stringify(first.trade);
  const run = { trade: first, n: 0, cost: 0, left: first.left, gain: null as GainEvent | null, end: i };
  let sum = 0;
  for (let e = events[i]; same(e); e = events[run.end]) {
    run.n++;
    run.cost += e.cost;
    run.left = e.left;
    run.end++;
    const after = events[run.end];
    if (isGain(after) && after.player === first.player && (!run.gain || run.gain.type === after.type)) {
      sum += amountOf(after);
      run.gain = after.type === 'scored' ? { ...after, points: sum } : { ...after, count: sum };
      run.end++;
    }
  }
  return run;
}

/**
 * The lines of a move's events, a run of the same trade and what it brings said once each ("Ala spends 4 on
 * 4 victory points; nothing left", "Ala scores 4 points for the Helper, 4 in all"), not a pair per trade.
 */
export function eventLines(start: BoraBoraState, events: readonly BoraBoraEvent[]): Message[] {
  const out: Message[] = [];
  for (let i = 0; i < events.length; ) {
    const run = events[i]!.type === 'trade' ? tradeRun(events, i) : null;
    if (run && run.n > 1) {
      const player = start.players[run.trade.player]?.name ?? '';
      out.push(bmsg('bora.ev.trade', { player, trade: tradeTimes(run.trade.trade, run.n), cost: run.cost, left: run.left }));
      if (run.gain) out.push(eventMessage(start, run.gain)!);
      i = run.end;
      continue;
    }
    const m = eventMessage(start, events[i]!);
    if (m) out.push(m);
    i++;
  }
  return out;
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
  /** The first event's step joins the opening (which announced it) as a line under it. */
  joinOpening?: boolean;
}): Step<BoraView>[] {
  const steps: Unfolded<BoraView>[] = [args.opening];
  const starts: (number | null)[] = [null];
  let prev: BoraBoraEvent | null = null;
  let marked: BoraBoraEvent[] = [];
  // The event that opened the step before, and the run of the same trade it began.
  let head: BoraBoraEvent | null = null;
  let run = { index: -1, n: 0, cost: 0 };
  // What a run of the same trade brings, summed (`tradeRun`), and the event past its end: its one line stands
  // where the first gain would ("scores 2 points, 2 in all", as its caption says "2 victory points").
  let gains: { gain: GainEvent; end: number; told: boolean } | null = null;
  // An event a decision settles opens a step of its own, where the decision is asked (attachDecisions).
  const settled = settledEvents(args.events, args.asked);
  const opensStep = new Set(settled.values());
  args.events.forEach((e, i) => {
    const state = args.states[i]!;
    const caption = eventMessage(args.start, e);
    const last = steps.at(-1)!;
    if (caption && prev && steps.length > 1 && joins(e, prev) && !opensStep.has(i)) {
      marked.push(e);
      last.view = viewAfter(state, args.opts, marked);
      prev = e;
      // A gain of a run of the same trade: the run's sum, said once.
      if (gains && i < gains.end && e.type === gains.gain.type) {
        if (!gains.told) last.details = [...(last.details ?? []), eventMessage(args.start, gains.gain)!];
        gains.told = true;
        return;
      }
      last.details = [...(last.details ?? []), caption];
      return;
    }
    marked = [e];
    prev = e;
    if (!caption) return;
    const opening = steps.length === 1 && !!args.joinOpening;
    const fold = opening ? 'join' : restates(e, head);
    if (e.type === 'trade') {
      if (fold === 'quiet' && run.index >= 0) {
        run = { index: run.index, n: run.n + 1, cost: run.cost + e.cost };
        steps[run.index]!.caption = bmsg('bora.ev.trade', { player: caption.params?.player ?? '', trade: tradeTimes(e.trade, run.n), cost: run.cost, left: e.left });
      } else {
        run = { index: steps.length, n: 1, cost: e.cost };
        const r = tradeRun(args.events, i);
        gains = r.gain ? { gain: r.gain, end: r.end, told: false } : null;
      }
    }
    if (!fold || opening) head = e;
    const ask = questionOf(args.start, e);
    // Asked, the step shows the table just before its event, unmarked: the step before's marks could point at
    // the answer (the player whose priests it had just scored, asked who takes the God tile).
    const askView = ask ? viewAfter(i > 0 ? args.states[i - 1]! : args.start, args.opts) : undefined;
    steps.push({ caption, view: viewAfter(state, args.opts, marked), ...(fold ? { fold } : {}), ...(ask ? { tone: 'result' as const, ask, askView } : {}) });
    starts.push(i);
  });
  // The table after the last event gathers what the steps told: nothing new to predict, unless the story asks.
  steps.push({ ask: null, ...args.result(viewAfter(args.states.at(-1) ?? args.start, args.opts)) });
  starts.push(args.events.length);
  attachDecisions(args, steps, starts, args.asked, settled);
  return foldSteps(steps);
}
