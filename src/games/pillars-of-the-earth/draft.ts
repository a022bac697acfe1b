/**
 * Phase I: choosing resource and craftsman cards (section "Faza I: Wybór
 * kart surowców i rzemieślników").
 */
import { ok, refuse } from '../result';
import { discardOptions, rowAfterTaking, rowIsFull } from './craftsmen';
import { EventLog, type DraftMove, type Resolution } from './decisions';
import type { ApplyOptions } from '../contract';
import type { PillarsEvent } from './trace';
import { nextSeat, type PillarsState, type PlayerState, type PricedCraftsman, type Resource, type ResourceCard, type Site } from './types';
import { addWorkers, NO_WORKERS, subtractWorkers, workerCount, workerPayments } from './workers';

/** Where each resource card sends its workers (section "Wybór karty"). */
export const SITE_OF: Readonly<Record<Resource, Site>> = { wood: 'forest', stone: 'quarry', sand: 'gravel-pit' };

/**
 * Every legal move for the player in `seat` (section "Wybór karty"):
 * - a resource card whose worker number the player can stand exactly (see
 *   `workerPayments`); when it fits both with and without the large pawn,
 *   once for each way, with `largeWorker` set;
 * - a craftsman card the player can pay for in gold; with a full row, once
 *   per card that could be discarded, the new one included;
 * - passing, always.
 */
export function legalDraftMoves(state: PillarsState, seat: number): DraftMove[] {
  const player = state.players[seat];
  if (!player) return [];
  const moves: DraftMove[] = [];
  for (const card of state.pool.resources) {
    const ways = workerPayments(player.workers, card.workers);
    if (ways.length === 1) moves.push({ type: 'take', card: card.id });
    else for (const way of ways) moves.push({ type: 'take', card: card.id, largeWorker: way.large > 0 });
  }
  for (const card of state.pool.craftsmen) {
    if (card.cost > player.wealth) continue;
    if (rowIsFull(player.craftsmen)) {
      for (const discard of discardOptions(player.craftsmen, card)) moves.push({ type: 'take', card: card.id, discard });
    } else {
      moves.push({ type: 'take', card: card.id });
    }
  }
  moves.push({ type: 'pass' });
  return moves;
}

/** Why {@link resolveDraft} refuses. */
export type DraftRefusal = 'illegal-choice' | 'incomplete-choice' | 'too-many-choices';

/** A take, event by event, each with the table right after it. */
type Applied =
  | { ok: true; steps: { event: PillarsEvent; state: PillarsState }[] }
  | { ok: false; reason: 'illegal-choice' | 'incomplete-choice'; why: string };

const withPlayer = (state: PillarsState, seat: number, player: PlayerState): PillarsState => ({
  ...state,
  players: state.players.map((p, i) => (i === seat ? player : p)),
});

function takeResource(state: PillarsState, seat: number, player: PlayerState, card: ResourceCard, largeWorker?: boolean): Applied {
  const ways = workerPayments(player.workers, card.workers);
  if (ways.length === 0) return { ok: false, reason: 'illegal-choice', why: 'not-enough-workers' };
  if (largeWorker === undefined && ways.length > 1) return { ok: false, reason: 'incomplete-choice', why: 'large-worker-not-said' };
  const way = largeWorker === undefined ? ways[0] : ways.find((w) => w.large > 0 === largeWorker);
  if (!way) return { ok: false, reason: 'illegal-choice', why: largeWorker ? 'large-worker-does-not-fit' : 'small-workers-do-not-fit' };
  const site = SITE_OF[card.resource];
  const workers = subtractWorkers(player.workers, way);
  const next: PlayerState = {
    ...player,
    workers,
    sites: [...player.sites, { card: card.id, site, small: way.small, large: way.large }],
    resourceCards: [...player.resourceCards, { ...card }],
  };
  const pool = { ...state.pool, resources: state.pool.resources.filter((c) => c.id !== card.id) };
  const event: PillarsEvent = {
    type: 'resource-card-taken',
    player: seat,
    colour: player.colour,
    card: card.id,
    resource: card.resource,
    tokens: card.tokens,
    site,
    workers: card.workers,
    small: way.small,
    large: way.large,
    workersLeft: workerCount(workers),
    ...(way.large > 0 ? { reading: 'large-worker-exact' as const } : {}),
  };
  return { ok: true, steps: [{ event, state: withPlayer({ ...state, pool }, seat, next) }] };
}

function takeCraftsman(state: PillarsState, seat: number, player: PlayerState, card: PricedCraftsman, discard?: string): Applied {
  if (card.cost > player.wealth) return { ok: false, reason: 'illegal-choice', why: 'not-enough-gold' };
  const full = rowIsFull(player.craftsmen);
  if (full && discard === undefined) return { ok: false, reason: 'incomplete-choice', why: 'discard-not-said' };
  if (!full && discard !== undefined) return { ok: false, reason: 'illegal-choice', why: 'row-not-full' };
  if (full && !discardOptions(player.craftsmen, card).includes(discard ?? '')) {
    return { ok: false, reason: 'illegal-choice', why: 'discard-not-held' };
  }
  const wealth = player.wealth - card.cost;
  const pool = { ...state.pool, craftsmen: state.pool.craftsmen.filter((c) => c.id !== card.id) };
  const taken = withPlayer({ ...state, pool }, seat, { ...player, wealth, craftsmen: rowAfterTaking(player.craftsmen, card) });
  const steps: { event: PillarsEvent; state: PillarsState }[] = [
    { event: { type: 'craftsman-taken', player: seat, colour: player.colour, card: card.id, cost: card.cost, goldLeft: wealth }, state: taken },
  ];
  if (discard !== undefined) {
    // The card goes into the row, then one card of the row (perhaps the new one) leaves the game.
    const gone = [...player.craftsmen, card].find((c) => c.id === discard);
    const removed = gone ? [...state.craftsmenRemoved, { ...gone }] : state.craftsmenRemoved;
    const discarded = withPlayer({ ...taken, craftsmenRemoved: removed }, seat, { ...player, wealth, craftsmen: rowAfterTaking(player.craftsmen, card, discard) });
    steps.push({ event: { type: 'craftsman-discarded', player: seat, colour: player.colour, card: discard, justTaken: discard === card.id }, state: discarded });
  }
  return { ok: true, steps };
}

function applyTake(state: PillarsState, seat: number, move: Extract<DraftMove, { type: 'take' }>): Applied {
  const player = state.players[seat] as PlayerState;
  const resource = state.pool.resources.find((c) => c.id === move.card);
  if (resource) {
    if (move.discard !== undefined) return { ok: false, reason: 'illegal-choice', why: 'discard-with-resource-card' };
    return takeResource(state, seat, player, resource, move.largeWorker);
  }
  const craftsman = state.pool.craftsmen.find((c) => c.id === move.card);
  if (craftsman) {
    if (move.largeWorker !== undefined) return { ok: false, reason: 'illegal-choice', why: 'workers-for-craftsman' };
    return takeCraftsman(state, seat, player, craftsman, move.discard);
  }
  return { ok: false, reason: 'illegal-choice', why: 'not-in-pool' };
}

/**
 * The end of Phase I (section "Faza I"): every player stands all unused
 * workers in the wool mill; resource cards left in the pool are put aside for
 * the next round; craftsman cards left in it are removed from the game.
 */
function endDraft(start: PillarsState, log: EventLog): PillarsState {
  let state = start;
  start.players.forEach((p, seat) => {
    const moved = { ...p, woolMill: addWorkers(p.woolMill, p.workers), workers: { ...NO_WORKERS } };
    state = withPlayer(state, seat, moved);
    if (workerCount(p.workers) > 0) {
      log.note({ type: 'workers-to-wool-mill', player: seat, colour: p.colour, ...p.workers, workers: workerCount(p.workers) }, state);
    }
  });
  const aside = state.pool.resources;
  const removed = state.pool.craftsmen;
  if (aside.length > 0) {
    state = { ...state, pool: { ...state.pool, resources: [] }, resourcesAside: [...state.resourcesAside, ...aside] };
    log.note({ type: 'resource-cards-set-aside', cards: aside.map((c) => c.id) }, state);
  }
  if (removed.length > 0) {
    state = { ...state, pool: { ...state.pool, craftsmen: [] }, craftsmenRemoved: [...state.craftsmenRemoved, ...removed] };
    log.note({ type: 'craftsmen-removed', cards: removed.map((c) => c.id) }, state);
  }
  return state;
}

/**
 * Plays out Phase I (section "Faza I"): the start player takes a card from
 * the pool, then each player clockwise, round and round. A player may pass
 * instead, and then takes no more cards this round. The phase ends when the
 * pool is empty or every player has passed; then idle workers go to the wool
 * mill, leftover resource cards are put aside and leftover craftsmen removed.
 *
 * `choices` are the moves made, in turn order, skipping forced passes (a
 * player who can take no card passes without a choice).
 *
 * Refusals, each with `detail.choice` (0-based index), `player` and `why`:
 * - `illegal-choice` — the move is not legal now (card not in the pool, too
 *   few workers, not enough gold, a discard when the row has room…);
 * - `incomplete-choice` — the move leaves out `largeWorker` or `discard`
 *   where the rules need it;
 * - `too-many-choices` — moves remain after the phase has ended.
 * A missing move gives `decision-needed` with every legal move.
 *
 * @example
 * const r = resolveDraft(state, [{ type: 'take', card: 'stone-4' }, { type: 'pass' }]);
 * if (!r.ok && r.reason === 'decision-needed') r.decision.options // next player's moves
 */
export function resolveDraft(start: PillarsState, choices: readonly DraftMove[], keep: ApplyOptions = {}): Resolution<DraftRefusal> {
  let state = start;
  const log = new EventLog(keep);
  const n = state.players.length;
  const passed = new Set<number>();
  let seat = state.startPlayer;
  let used = 0;

  while (state.pool.resources.length + state.pool.craftsmen.length > 0 && passed.size < n) {
    if (passed.has(seat)) {
      seat = nextSeat(seat, n);
      continue;
    }
    const player = state.players[seat] as PlayerState;
    const legal = legalDraftMoves(state, seat);
    if (legal.length === 1) {
      passed.add(seat);
      log.note({ type: 'draft-passed', player: seat, colour: player.colour, forced: true }, state);
      seat = nextSeat(seat, n);
      continue;
    }
    const move = choices[used];
    if (move === undefined) return log.needs({ kind: 'draft', player: seat, options: legal }, state);
    if (move.type === 'pass') {
      passed.add(seat);
      log.note({ type: 'draft-passed', player: seat, colour: player.colour, forced: false }, state);
    } else {
      const applied = applyTake(state, seat, move);
      if (!applied.ok) return refuse(applied.reason, { choice: used, player: seat, card: move.card, why: applied.why });
      for (const step of applied.steps) log.note(step.event, step.state);
      state = applied.steps.at(-1)!.state;
    }
    used++;
    seat = nextSeat(seat, n);
  }

  if (used < choices.length) return refuse('too-many-choices', { used, given: choices.length });
  log.note({ type: 'draft-ended', reason: passed.size >= n ? 'all-passed' : 'pool-empty' }, state);
  return ok(log.resolved(endDraft(state, log)));
}
