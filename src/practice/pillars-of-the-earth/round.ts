/**
 * A round of The Pillars of the Earth played by the engine with random legal
 * choices, recorded so it can be replayed: setup, the round's cards, Phase I,
 * Phase II, then the tax event and the wool mill. Practice questions stop it at a
 * decision and ask what the rules give there.
 *
 * Most rounds are the first, set up as the source says. A later round (`later`) is
 * what the source allows and no more: it does not say how steps 5 to 14 change a
 * player's gold between rounds, nor how a later round's pool is laid out, so each
 * player's gold is dealt within the gold track (0 to 30), the pool is laid out as
 * the first round's, and that round's four craftsmen cost more (made-up prices, as
 * every price here is). Every such question says so.
 */
import { at } from '../../games/choiceEngine';
import { play } from '../../games/driver';
import { createRng, randomInt, shuffled, type Rng } from '../../games/random';
import {
  COLOURS,
  pillarsEngine,
  type BuilderStep,
  type Colour,
  type BishopChoice,
  type Decision,
  type DraftMove,
  type PillarsAnswer,
  type PillarsEvent,
  type PillarsMove,
  type PillarsState,
  type PricedCraftsman,
  type ResourceCard,
} from '../../games/pillars-of-the-earth';

/**
 * The resource deck and the four round-1 craftsmen. The source gives neither the
 * workers printed on the resource cards (only their range, 2 for the small sand card to 10 for the largest stone card) nor any
 * craftsman's price, so these numbers are made up within what it says; every
 * question shows this.
 */
export const RESOURCE_DECK: readonly ResourceCard[] = [
  { id: 'sand-2', resource: 'sand', tokens: 2, workers: 2 },
  { id: 'sand-3', resource: 'sand', tokens: 3, workers: 4 },
  { id: 'sand-4', resource: 'sand', tokens: 4, workers: 6 },
  { id: 'wood-2', resource: 'wood', tokens: 2, workers: 3 },
  { id: 'wood-3', resource: 'wood', tokens: 3, workers: 5 },
  { id: 'wood-4', resource: 'wood', tokens: 4, workers: 7 },
  { id: 'stone-2', resource: 'stone', tokens: 2, workers: 4 },
  { id: 'stone-3', resource: 'stone', tokens: 3, workers: 7 },
  { id: 'stone-4', resource: 'stone', tokens: 4, workers: 10 },
];
const ROUND_ONE_CRAFTSMEN: readonly PricedCraftsman[] = [
  { id: 'A', cost: 5 },
  { id: 'B', cost: 6 },
  { id: 'C', cost: 7 },
  { id: 'D', cost: 8 },
];

/** The last round of a game (section "Przebieg gry": six rounds). */
export const LAST_ROUND = 6;

/** The four craftsmen of a round: from round to round they cost more (the source says so; the prices are made up). */
function craftsmenOf(round: number): PricedCraftsman[] {
  if (round === 1) return [...ROUND_ONE_CRAFTSMEN];
  return ROUND_ONE_CRAFTSMEN.map((c) => ({ id: `${round}${c.id}`, cost: c.cost + 2 * (round - 1) }));
}

/** A later round's table: its number, and each seat's gold as the round starts. */
export interface LaterRound {
  round: number;
  wealth: number[];
}

/**
 * How a kind deals a later round: the round and each seat's gold, drawn from `rng`, knowing the round's two
 * craftsmen in the pool (a kind may want a player whose gold is just one of their prices).
 */
export type LaterDeal = (rng: Rng, players: number, poolPrice: (round: number) => number[]) => LaterRound;

/** Everything needed to replay a round up to a point: the table and every choice made. */
export interface RoundRecord {
  colours: Colour[];
  startPlayer: number;
  /** Seed of the card shuffle and of the builder draws. */
  cardSeed: number;
  drawSeed: number;
  draft: DraftMove[];
  builders: BuilderStep[];
  bishop?: BishopChoice;
  /** Set for a later round (see above); a first round when left out. */
  later?: LaterRound;
}

/** Where a replay stops. */
export type Stage = 'draft' | 'builders' | 'event' | 'mill' | 'end';

/** One phase as the engine played it: the table it started from and ended in, and its events. */
export interface Phase {
  start: PillarsState;
  state: PillarsState;
  events: PillarsEvent[];
  /** The table after each event, kept only for the phases a question draws step by step (the event, the wool mill). */
  states: PillarsState[];
}

/** The engine's answer at each stage of a replayed round. */
export interface Replayed {
  /** The table as Phase I starts. */
  dealt: PillarsState;
  draft?: Phase;
  builders?: Phase;
  event?: Phase;
  mill?: Phase;
  /** The decision the record stops at, with the table and the phase's events at that moment. */
  pending?: { stage: Stage; decision: Decision; state: PillarsState; events: PillarsEvent[] };
}

/** The stage a decision belongs to. */
const STAGE: Readonly<Record<Decision['kind'], Stage>> = { draft: 'draft', builder: 'builders', bishop: 'event' };

/** The round's phases in order, with the record's answers for each, and whether a question draws it step by step. */
function phases(r: RoundRecord): { stage: Stage; move: PillarsMove; answers: readonly PillarsAnswer[]; keep: boolean }[] {
  return [
    { stage: 'draft', move: { phase: 'draft' }, answers: r.draft, keep: false },
    { stage: 'builders', move: { phase: 'builders', placement: { draws: { seed: r.drawSeed } } }, answers: r.builders, keep: false },
    { stage: 'event', move: { phase: 'event', event: { kind: 'tax' } }, answers: r.bishop ? [r.bishop] : [], keep: true },
    { stage: 'mill', move: { phase: 'wool-mill' }, answers: [], keep: true },
  ];
}

/** The table a round starts from: set up by seat, the round's cards dealt from `cardSeed`, a later round's gold as dealt. */
function dealt(r: RoundRecord) {
  const first = firstDeal(r.colours, r.startPlayer, r.cardSeed, r.later?.round ?? 1);
  if (!r.later || !first.ok) return first;
  const { wealth } = r.later;
  // The engine's described table checks every value against the rules (gold within the track, the pool's size).
  return pillarsEngine.initial({ position: { players: r.colours.map((colour, seat) => ({ colour, wealth: wealth[seat]! })), startPlayer: r.colours[r.startPlayer], pool: first.value.position.pool } });
}

/** The cards dealt as the first round's are, with the craftsmen of `round`. */
function firstDeal(colours: Colour[], startPlayer: number, cardSeed: number, round: number) {
  return pillarsEngine.initial({
    game: { colours, startPlayer },
    firstRound: { resourceDeck: [...RESOURCE_DECK], craftsmen: craftsmenOf(round), seed: cardSeed },
  });
}

/**
 * Replays a record through the engine with the shared driver, phase by phase, as far as its
 * choices go. Returns the engine's reason when it refuses anything, and `too-many-choices`
 * (the Bishop's: `illegal-choice`) when a phase ends with choices of its own left unused.
 */
export function replayRound(r: RoundRecord): { ok: true; value: Replayed } | { ok: false; reason: string } {
  const table = dealt(r);
  if (!table.ok) return { ok: false, reason: table.reason };
  const start = table.value.position;
  const out: Replayed = { dealt: start };
  let state = start;
  for (const phase of phases(r)) {
    let used = 0;
    const played = play(pillarsEngine, at(state), [phase.move], () => phase.answers[used++], { during: phase.keep });
    const events = played.trace.flatMap((s) => s.events);
    if (!played.ok) {
      if (played.reason !== 'decision-needed') return { ok: false, reason: played.reason };
      const decision = pillarsEngine.decision(played.state);
      if (decision) out.pending = { stage: STAGE[decision.kind], decision, state: pillarsEngine.view(played.state), events };
      return { ok: true, value: out };
    }
    if (used < phase.answers.length) return { ok: false, reason: phase.stage === 'event' ? 'illegal-choice' : 'too-many-choices' };
    const states = played.trace.flatMap((s) => (s.during ?? []).map((t) => t.position));
    const done: Phase = { start: state, state: played.state.position, events, states };
    if (phase.stage === 'draft') out.draft = done;
    else if (phase.stage === 'builders') out.builders = done;
    else if (phase.stage === 'event') out.event = done;
    else out.mill = done;
    state = done.state;
  }
  return { ok: true, value: out };
}

/** How often a player who may take a card takes one rather than passing (the round then has something in it). */
export const TAKE_RATE = 0.8;

/** A random option, passing less often than taking (by `take`) so the round has something in it. */
function pickDraft(options: readonly DraftMove[], rng: Rng, take: number): DraftMove {
  const takes = options.filter((m) => m.type === 'take');
  if (takes.length > 0 && rng() < take) return takes[randomInt(rng, takes.length)]!;
  return options[randomInt(rng, options.length)]!;
}

function pickBuilder(d: Extract<Decision, { kind: 'builder' }>, rng: Rng): BuilderStep {
  const o = d.options;
  // The start player's one redraw is used now and then, so a question meets it (it moves no marker).
  const choice = o.includes('redraw') && rng() < 0.3 ? 'redraw' : o.includes('place') && rng() < 0.6 ? 'place' : o.includes('pass') ? 'pass' : o[0]!;
  return choice === 'place' && d.places.length > 0 ? { place: d.places[randomInt(rng, d.places.length)]! } : choice;
}

/** Where play stands at a decision: its stage, the decision, and the table at that moment. */
export interface AtDecision {
  stage: Stage;
  decision: Decision;
  state: PillarsState;
}

/**
 * Plays a round with random legal choices from `seed` through the shared driver: `stop(at)` is
 * asked at every decision and ends play there when it says so. Returns the record and its
 * replay where play stopped (at the end when nothing stopped it).
 */
export function playRound(seed: number, players: number, stop: (at: AtDecision) => boolean, take = TAKE_RATE, later?: LaterDeal): { record: RoundRecord; at: Replayed } {
  const rng = createRng(seed);
  const record: RoundRecord = {
    colours: shuffled(COLOURS, rng).slice(0, players),
    startPlayer: randomInt(rng, players),
    cardSeed: randomInt(rng, 2 ** 31),
    drawSeed: randomInt(rng, 2 ** 31),
    draft: [],
    builders: [],
  };
  if (later) {
    const poolPrice = (round: number) => {
      const deal = firstDeal(record.colours, record.startPlayer, record.cardSeed, round);
      return deal.ok ? deal.value.position.pool.craftsmen.map((c) => c.cost) : [];
    };
    record.later = later(rng, players, poolPrice);
  }
  const table = dealt(record);
  if (!table.ok) throw new Error(`the engine refused its own setup: ${table.reason}`);
  const moves = phases(record).map((p) => p.move);
  const played = play(pillarsEngine, table.value, moves, (d, asked): PillarsAnswer | undefined => {
    if (stop({ stage: STAGE[d.kind], decision: d, state: pillarsEngine.view(asked.state) })) return undefined;
    if (d.kind === 'draft') return push(record.draft, pickDraft(d.options, rng, take));
    if (d.kind === 'builder') return push(record.builders, pickBuilder(d, rng));
    return (record.bishop = d.options[randomInt(rng, d.options.length)]!);
  });
  if (!played.ok && played.reason !== 'decision-needed') throw new Error(`the engine refused its own option: ${played.reason}`);
  const r = replayRound(record);
  if (!r.ok) throw new Error(`the engine refused its own option: ${r.reason}`);
  return { record, at: r.value };
}

/** Adds `item` to `list` and gives it back. */
function push<T>(list: T[], item: T): T {
  list.push(item);
  return item;
}
