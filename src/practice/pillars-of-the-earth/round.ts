/**
 * A first round of The Pillars of the Earth played by the engine with random legal
 * choices, recorded so it can be replayed: setup, the first round's cards, Phase I,
 * Phase II, then the tax event and the wool mill. Practice questions stop it at a
 * decision and ask what the rules give there.
 */
import { createRng, randomInt, shuffled, type Rng } from '../../games/random';
import {
  COLOURS,
  dealFirstRound,
  resolveBuilderPlacement,
  resolveDraft,
  resolveEvent,
  resolveWoolMill,
  setupGame,
  type BishopChoice,
  type BuilderStep,
  type Colour,
  type Decision,
  type DraftMove,
  type PillarsEvent,
  type PillarsState,
  type PricedCraftsman,
  type ResourceCard,
} from '../../games/pillars-of-the-earth';

/**
 * The resource deck and the four round-1 craftsmen. The source gives neither the
 * workers printed on the resource cards (only their range, 2 to 10) nor any
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
  { id: 'stone-3', resource: 'stone', tokens: 3, workers: 6 },
  { id: 'stone-4', resource: 'stone', tokens: 4, workers: 9 },
];
export const ROUND_ONE_CRAFTSMEN: readonly PricedCraftsman[] = [
  { id: 'A', cost: 5 },
  { id: 'B', cost: 6 },
  { id: 'C', cost: 7 },
  { id: 'D', cost: 8 },
];

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
}

/** Where a replay stops. */
export type Stage = 'draft' | 'builders' | 'event' | 'mill' | 'end';

/** The engine's answer at each stage of a replayed round. */
export interface Replayed {
  setup: PillarsState;
  /** The table as Phase I starts. */
  dealt: PillarsState;
  draft?: { state: PillarsState; trace: PillarsEvent[] };
  builders?: { state: PillarsState; trace: PillarsEvent[] };
  event?: { state: PillarsState; trace: PillarsEvent[] };
  mill?: { state: PillarsState; trace: PillarsEvent[] };
  /** The decision the record stops at, with the table and trace at that moment. */
  pending?: { stage: Stage; decision: Decision; state: PillarsState; trace: PillarsEvent[] };
}

/**
 * Replays a record through the engine, phase by phase, as far as its choices go.
 * Returns the engine's reason when it refuses anything.
 */
export function replayRound(r: RoundRecord): { ok: true; value: Replayed } | { ok: false; reason: string } {
  const set = setupGame({ colours: r.colours, startPlayer: r.startPlayer });
  if (!set.ok) return { ok: false, reason: set.reason };
  const dealt = dealFirstRound(set.value, { resourceDeck: [...RESOURCE_DECK], craftsmen: [...ROUND_ONE_CRAFTSMEN] }, r.cardSeed);
  if (!dealt.ok) return { ok: false, reason: dealt.reason };
  const out: Replayed = { setup: set.value, dealt: dealt.value };
  const draft = resolveDraft(dealt.value, r.draft);
  if (!draft.ok) {
    if (draft.reason === 'decision-needed' && 'decision' in draft) out.pending = { stage: 'draft', decision: draft.decision, state: draft.state, trace: draft.trace };
    return draft.reason === 'decision-needed' ? { ok: true, value: out } : { ok: false, reason: draft.reason };
  }
  out.draft = draft.value;
  const builders = resolveBuilderPlacement(draft.value.state, { draws: { seed: r.drawSeed }, steps: r.builders });
  if (!builders.ok) {
    if (builders.reason === 'decision-needed' && 'decision' in builders) out.pending = { stage: 'builders', decision: builders.decision, state: builders.state, trace: builders.trace };
    return builders.reason === 'decision-needed' ? { ok: true, value: out } : { ok: false, reason: builders.reason };
  }
  out.builders = builders.value;
  const event = resolveEvent(builders.value.state, { kind: 'tax' }, r.bishop ? { bishop: r.bishop } : {});
  if (!event.ok) {
    if (event.reason === 'decision-needed' && 'decision' in event) out.pending = { stage: 'event', decision: event.decision, state: event.state, trace: event.trace };
    return event.reason === 'decision-needed' ? { ok: true, value: out } : { ok: false, reason: event.reason };
  }
  out.event = event.value;
  out.mill = resolveWoolMill(event.value.state);
  return { ok: true, value: out };
}

/** A random option, passing less often so the round has something in it. */
function pickDraft(options: readonly DraftMove[], rng: Rng): DraftMove {
  const takes = options.filter((m) => m.type === 'take');
  if (takes.length > 0 && rng() < 0.8) return takes[randomInt(rng, takes.length)]!;
  return options[randomInt(rng, options.length)]!;
}

function pickBuilder(d: Extract<Decision, { kind: 'builder' }>, rng: Rng): BuilderStep {
  const o = d.options;
  const choice = o.includes('redraw') && rng() < 0.1 ? 'redraw' : o.includes('place') && rng() < 0.6 ? 'place' : o.includes('pass') ? 'pass' : o[0]!;
  return choice === 'place' && d.places.length > 0 ? { place: d.places[randomInt(rng, d.places.length)]! } : choice;
}

/**
 * Plays a round with random legal choices from `seed`: `stop(replayed, record)` is
 * asked at every decision and ends play there when it says so. Returns the
 * record and the replay where play stopped (at the end when nothing stopped it).
 */
export function playRound(seed: number, players: number, stop: (at: Replayed, record: RoundRecord) => boolean): { record: RoundRecord; at: Replayed } {
  const rng = createRng(seed);
  const record: RoundRecord = {
    colours: shuffled(COLOURS, rng).slice(0, players),
    startPlayer: randomInt(rng, players),
    cardSeed: randomInt(rng, 2 ** 31),
    drawSeed: randomInt(rng, 2 ** 31),
    draft: [],
    builders: [],
  };
  for (let guard = 0; guard < 200; guard++) {
    const r = replayRound(record);
    if (!r.ok) throw new Error(`the engine refused its own option: ${r.reason}`);
    const at = r.value;
    if (stop(at, record) || !at.pending) return { record, at };
    const d = at.pending.decision;
    if (d.kind === 'draft') record.draft.push(pickDraft(d.options, rng));
    else if (d.kind === 'builder') record.builders.push(pickBuilder(d, rng));
    else record.bishop = d.options[randomInt(rng, d.options.length)]!;
  }
  throw new Error('a round that does not end');
}

/** A copy of a record, so a question keeps the choices made up to its moment. */
export const copyRecord = (r: RoundRecord): RoundRecord => structuredClone(r);
