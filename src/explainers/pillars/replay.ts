import { STARTING_CRAFTSMEN, workerCount, type Colour, type Workers, type PillarsEvent, type PillarsState } from '../../games/pillars-of-the-earth';
import type { Message } from '../types';
import { pmsg } from './messages';
import type { MillRow, Pawns, PillarsView, PlayerView, PoolCard, TrackView } from './views';

/** A craftsman's name: a starting craftsman by its kind, a pool card by the example's own name. */
export function craftsmanName(id: string, names: Readonly<Record<string, string>>): Message {
  const kind = STARTING_CRAFTSMEN.find((k) => id.endsWith(`-${k}`));
  if (kind) return pmsg(`pillars.craftsman.${kind}`);
  return names[id] ? pmsg('explainer.literal', { text: names[id] }) : pmsg('pillars.craftsman.unnamed', { id });
}

const pawns = (w: Workers): Pawns => ({ small: w.small, large: w.large, total: workerCount(w) });

export interface ReplayOptions {
  show: PillarsView['show'];
  track?: boolean;
  pool?: boolean;
  mill?: boolean;
  /** Builders per player in the bag (Phase II). */
  builders?: number;
  names?: Readonly<Record<string, string>>;
  cap: number;
}

/**
 * The table step by step. Starts from the engine's starting state and follows
 * the trace event by event, copying the numbers each event reports (gold
 * left, workers left, the field a builder waits on). No rule is applied here.
 */
export class Replay {
  private readonly players: PlayerView[];
  private track: TrackView | null;
  private pool: PoolCard[] | null;
  private mill: MillRow[] | null;
  private bishop: PillarsView['bishop'] = null;
  private readonly opts: ReplayOptions;

  constructor(start: PillarsState, opts: ReplayOptions) {
    this.opts = opts;
    const names = opts.names ?? {};
    this.players = start.players.map((p, seat) => ({
      colour: p.colour,
      start: seat === start.startPlayer,
      wealth: p.wealth,
      points: p.points,
      workers: pawns(p.workers),
      woolMill: pawns(p.woolMill),
      placed: start.builders.filter((b) => b.player === seat).length,
      waiting: 0,
      cards: p.resourceCards.map((c) => ({ resource: c.resource, tokens: c.tokens })),
      craftsmen: p.craftsmen.map((c) => craftsmanName(c.id, names)),
      change: null,
      focus: false,
    }));
    this.track = opts.track
      ? { marker: start.costMarker, bag: start.players.length * (opts.builders ?? 3), onMarker: null, waiting: [] }
      : null;
    this.pool = opts.pool
      ? [
          ...start.pool.resources.map((c): PoolCard => ({ id: c.id, kind: 'resource', resource: c.resource, tokens: c.tokens, workers: c.workers, state: 'open' })),
          ...start.pool.craftsmen.map((c): PoolCard => ({ id: c.id, kind: 'craftsman', name: craftsmanName(c.id, names), cost: c.cost, state: 'open' })),
        ]
      : null;
    this.mill = opts.mill ? start.players.map((p) => ({ colour: p.colour, ...p.woolMill, workers: workerCount(p.woolMill), income: null, gained: null, lost: null })) : null;
    const atBishop = start.builders.find((b) => b.at === 'bishop');
    if (atBishop) this.bishop = { colour: start.players[atBishop.player]!.colour, choice: null };
  }

  /** Clears this step's marks before the events of the next step. */
  begin(): void {
    for (const p of this.players) {
      p.change = null;
      p.focus = false;
    }
    if (this.pool) this.pool = this.pool.filter((c) => c.state === 'open');
  }

  private touch(seat: number, wealth = 0, points = 0): PlayerView {
    const p = this.players[seat]!;
    p.focus = true;
    const c = p.change ?? { wealth: 0, points: 0 };
    p.change = { wealth: c.wealth + wealth, points: c.points + points };
    return p;
  }

  apply(e: PillarsEvent): void {
    const track = this.track;
    switch (e.type) {
      case 'builder-drawn':
        if (track) {
          track.bag -= 1;
          track.onMarker = e.colour;
          track.marker = e.cost;
        }
        this.touch(e.player);
        break;
      case 'cost-marker-to-zero':
        if (track) track.marker = 0;
        break;
      case 'redraw':
        if (track) {
          track.bag += 1;
          track.onMarker = null;
        }
        this.touch(e.player);
        break;
      case 'builder-set-aside':
        if (track) track.onMarker = null;
        break;
      case 'passed':
        if (track) {
          track.onMarker = null;
          track.waiting.push({ colour: e.colour, field: e.cost });
        }
        this.players[e.player]!.waiting += 1;
        break;
      case 'builder-placed': {
        if (track) track.onMarker = null;
        const p = this.touch(e.player, e.goldLeft - this.players[e.player]!.wealth);
        p.wealth = e.goldLeft;
        p.placed += 1;
        break;
      }
      case 'cost-marker-moved':
        if (track) track.marker = e.to;
        break;
      case 'free-placement': {
        if (track) {
          const i = track.waiting.findIndex((w) => w.colour === e.colour && w.field === e.field);
          if (i >= 0) track.waiting.splice(i, 1);
        }
        const p = this.touch(e.player);
        p.waiting -= 1;
        p.placed += 1;
        break;
      }
      case 'resource-card-taken': {
        const p = this.touch(e.player);
        p.workers = pawns({ small: p.workers.small - e.small, large: p.workers.large - e.large });
        p.cards.push({ resource: e.resource, tokens: e.tokens });
        this.mark(e.card, 'taken');
        break;
      }
      case 'craftsman-taken': {
        const p = this.touch(e.player, e.goldLeft - this.players[e.player]!.wealth);
        p.wealth = e.goldLeft;
        p.craftsmen.push(craftsmanName(e.card, this.opts.names ?? {}));
        this.mark(e.card, 'taken');
        break;
      }
      case 'craftsman-discarded': {
        const p = this.players[e.player]!;
        const name = JSON.stringify(craftsmanName(e.card, this.opts.names ?? {}));
        const at = p.craftsmen.findIndex((c) => JSON.stringify(c) === name);
        if (at >= 0) p.craftsmen.splice(at, 1);
        break;
      }
      case 'draft-passed':
        this.touch(e.player);
        break;
      case 'draft-ended':
        break;
      case 'workers-to-wool-mill': {
        const p = this.touch(e.player);
        p.woolMill = pawns({ small: p.woolMill.small + e.small, large: p.woolMill.large + e.large });
        p.workers = pawns({ small: p.workers.small - e.small, large: p.workers.large - e.large });
        break;
      }
      case 'resource-cards-set-aside':
        for (const id of e.cards) this.mark(id, 'aside');
        break;
      case 'craftsmen-removed':
        for (const id of e.cards) this.mark(id, 'removed');
        break;
      case 'event-revealed':
        break;
      case 'bishop-protects':
        if (this.bishop) this.bishop.choice = 'protect';
        this.touch(e.player);
        break;
      case 'bishop-resource':
        if (this.bishop) this.bishop.choice = e.resource;
        this.touch(e.player);
        break;
      case 'event-skipped':
        this.touch(e.player);
        break;
      case 'tax-paid': {
        const p = this.touch(e.player, -e.paid, -e.pointsLost);
        p.wealth = e.goldLeft;
        p.points = e.points;
        break;
      }
      case 'wool-mill-income': {
        const p = this.touch(e.player, e.gained);
        p.wealth = e.wealth;
        p.workers = pawns({ small: p.workers.small + e.small, large: p.workers.large + e.large });
        p.woolMill = pawns({ small: 0, large: 0 });
        const row = this.mill?.find((r) => r.colour === e.colour);
        if (row) {
          row.income = e.income;
          row.gained = e.gained;
          row.lost = e.lost;
        }
        break;
      }
    }
  }

  private mark(id: string, state: PoolCard['state']): void {
    const card = this.pool?.find((c) => c.id === id);
    if (card) card.state = state;
  }

  view(): PillarsView {
    return structuredClone({
      players: this.players,
      show: this.opts.show,
      track: this.track,
      pool: this.pool,
      mill: this.mill,
      bishop: this.bishop,
      cap: this.opts.cap,
    });
  }
}

/** The colour's name as a message. */
export const colourName = (c: Colour): Message => pmsg(`pillars.colour.${c}`);
