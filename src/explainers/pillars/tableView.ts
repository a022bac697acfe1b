/**
 * The table a step shows, drawn from the states the engine kept (`ApplyOptions.during`):
 * the table after the step, with what the step's own events did marked on it (whose turn it
 * was, the change to their gold and points, the cards that left the pool). No rule is applied
 * here and no event is re-applied: every number on the table is the engine's state.
 */
import {
  BUILDERS_PER_PLAYER,
  WEALTH_CAP,
  workerCount,
  type PillarsEngine,
  type PillarsEvent,
  type PillarsState,
  type Resource,
  type Workers,
} from '../../games/pillars-of-the-earth';
import type { TraceOf } from '../../games/driver';
import { craftsmanName } from './names';
import type { MillRow, Pawns, PillarsView, PoolCard, TrackView } from './views';

/** What a view shows besides the players: the columns that mean something, and which boards. */
export interface TableOptions {
  show: PillarsView['show'];
  track?: boolean;
  pool?: boolean;
  mill?: boolean;
  /** The example's own names of pool craftsmen, by card id. */
  names?: Readonly<Record<string, string>>;
}

/** A story's play, flattened from the driver's trace: `states[i]` is the table right after `events[i]`. */
export interface Frames {
  start: PillarsState;
  events: PillarsEvent[];
  states: PillarsState[];
}

/** The events and the kept states of a trace played with `during`, one list each. */
export function framesFrom(start: PillarsState, trace: TraceOf<PillarsEngine>): Frames {
  return {
    start,
    events: trace.flatMap((s) => s.events),
    states: trace.flatMap((s) => (s.during ?? []).map((t) => t.position)),
  };
}

/**
 * One moment of a story: the table `before` and `after` the step shown, every event from the
 * opening to the end of the step (`events`), of which the last `step` are the step's own.
 */
interface Moment {
  /** The table as the story opened: the wool mill's rows and the Bishop are read from it. */
  start: PillarsState;
  before: PillarsState;
  after: PillarsState;
  events: readonly PillarsEvent[];
  step: number;
}

/** The step made of events `[from, to)` of a play. */
export function momentOf(p: Frames, from: number, to: number): Moment {
  const at = (i: number) => (i === 0 ? p.start : (p.states[i - 1] as PillarsState));
  return { start: p.start, before: at(from), after: at(to), events: p.events.slice(0, to), step: to - from };
}

/** The table at rest in `state`, after `events` from `start`, with no step marked. */
export const settled = (start: PillarsState, state: PillarsState, events: readonly PillarsEvent[]): Moment => ({ start, before: state, after: state, events, step: 0 });

const pawns = (w: Workers): Pawns => ({ small: w.small, large: w.large, total: workerCount(w) });

/** The seat an event is about (its turn, its payment), if any: that player is marked on the table. */
function concerns(e: PillarsEvent): number | null {
  switch (e.type) {
    case 'passed':
    case 'craftsman-discarded':
    case 'builder-set-aside':
      return null;
    default:
      return 'player' in e ? e.player : null;
  }
}

/** Where each card that left the pool in this step went. */
function poolMarks(events: readonly PillarsEvent[]): Map<string, PoolCard['state']> {
  const marks = new Map<string, PoolCard['state']>();
  for (const e of events) {
    if (e.type === 'resource-card-taken' || e.type === 'craftsman-taken') marks.set(e.card, 'taken');
    else if (e.type === 'resource-cards-set-aside') for (const id of e.cards) marks.set(id, 'aside');
    else if (e.type === 'craftsmen-removed') for (const id of e.cards) marks.set(id, 'removed');
  }
  return marks;
}

/** Builders still in the bag: every builder that is not on the board, waiting, on the marker or beside the board. */
function inBag(s: PillarsState): number {
  return s.players.length * BUILDERS_PER_PLAYER - s.builders.length - s.costTrack.length - (s.onMarker === undefined ? 0 : 1) - (s.besideBoard?.length ?? 0);
}

/** The table at moment `m`, as the example's view draws it. */
export function tableView(m: Moment, opts: TableOptions): PillarsView {
  const { start, before, after } = m;
  const names = opts.names ?? {};
  const stepEvents = m.events.slice(m.events.length - m.step);
  const touched = new Set(stepEvents.map(concerns).filter((s): s is number => s !== null));
  const players = after.players.map((p, seat) => {
    const was = before.players[seat] ?? p;
    return {
      colour: p.colour,
      start: seat === start.startPlayer,
      wealth: p.wealth,
      points: p.points,
      workers: pawns(p.workers),
      woolMill: pawns(p.woolMill),
      placed: after.builders.filter((b) => b.player === seat).length,
      waiting: after.costTrack.filter((w) => w.player === seat).length,
      cards: p.resourceCards.map((c) => ({ resource: c.resource, tokens: c.tokens })),
      craftsmen: p.craftsmen.map((c) => craftsmanName(c.id, names)),
      change: touched.has(seat) ? { wealth: p.wealth - was.wealth, points: p.points - was.points } : null,
      focus: touched.has(seat),
    };
  });
  const track: TrackView | null = opts.track
    ? {
        marker: after.costMarker,
        bag: inBag(after),
        onMarker: after.onMarker === undefined ? null : (after.players[after.onMarker]?.colour ?? null),
        waiting: after.costTrack.map((w) => ({ colour: w.colour, field: w.field })),
      }
    : null;
  const marks = poolMarks(stepEvents);
  const pool: PoolCard[] | null = opts.pool
    ? [
        ...before.pool.resources.map((c): PoolCard => ({ id: c.id, kind: 'resource', resource: c.resource, tokens: c.tokens, workers: c.workers, state: marks.get(c.id) ?? 'open' })),
        ...before.pool.craftsmen.map((c): PoolCard => ({ id: c.id, kind: 'craftsman', name: craftsmanName(c.id, names), cost: c.cost, state: marks.get(c.id) ?? 'open' })),
      ]
    : null;
  const mill: MillRow[] | null = opts.mill
    ? start.players.map((p) => {
        const paid = m.events.find((e): e is Extract<PillarsEvent, { type: 'wool-mill-income' }> => e.type === 'wool-mill-income' && e.colour === p.colour);
        return { colour: p.colour, ...p.woolMill, workers: workerCount(p.woolMill), income: paid?.income ?? null, gained: paid?.gained ?? null, lost: paid?.lost ?? null };
      })
    : null;
  const holder = start.builders.find((b) => b.at === 'bishop');
  let choice: 'protect' | Resource | null = null;
  for (const e of m.events) {
    if (e.type === 'bishop-protects') choice = 'protect';
    else if (e.type === 'bishop-resource') choice = e.resource;
  }
  return {
    players,
    show: { ...opts.show },
    track,
    pool,
    mill,
    bishop: holder ? { colour: start.players[holder.player]!.colour, choice } : null,
    cap: WEALTH_CAP,
  };
}
