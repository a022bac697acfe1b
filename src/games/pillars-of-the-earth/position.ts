/**
 * A table set up from a short description (a worked example, a test): a game
 * set up by seat, then the few things the description changes. Every value
 * is checked against what the rules allow, so a bad description is refused
 * with a reason instead of producing an impossible table.
 */
import { ok, refuse, type Result } from '../result';
import { CRAFTSMAN_ROW_LIMIT } from './craftsmen';
import { hasRoom } from './places';
import { BUILDERS_PER_PLAYER, MAX_CARD_WORKERS, MIN_CARD_WORKERS, RESOURCE_CARDS_IN_POOL, setupGame, type SetupRefusal } from './setup';
import { RESOURCES, type BoardPlace, type Colour, type CraftsmanCard, type PillarsState, type PlacedBuilder, type PlayerState, type PricedCraftsman, type ResourceCard, type Workers } from './types';
import { WEALTH_CAP } from './wool-mill';
import { STARTING_WORKERS, subtractWorkers } from './workers';

export { MAX_CARD_WORKERS, MIN_CARD_WORKERS } from './setup';

/** Craftsman cards in the pool each round (section "Wybór karty"). */
export const CRAFTSMEN_IN_POOL = 2;

export interface PlayerInput {
  colour: Colour;
  /** Gold; the setup value by seat when left out. */
  wealth?: number;
  /** Victory points; 2 when left out. */
  points?: number;
  /** Pawns standing in the wool mill; the rest of the player's pawns are in hand. */
  woolMill?: Workers;
  /** The craftsman row; the three starting craftsmen when left out. */
  craftsmen?: CraftsmanCard[];
}

export interface PositionInput {
  /** Seat order, clockwise. */
  players: PlayerInput[];
  /** The start player's colour; the first seat when left out. */
  startPlayer?: Colour;
  pool?: { resources: ResourceCard[]; craftsmen: PricedCraftsman[] };
  /** Builders already on the board (for Phase III). */
  builders?: { colour: Colour; at: BoardPlace }[];
}

export type PositionRefusal =
  | SetupRefusal
  | 'unknown-start-player'
  | 'wealth-out-of-range'
  | 'bad-points'
  | 'too-many-workers'
  | 'row-too-long'
  | 'bad-resource-card'
  | 'pool-too-large'
  | 'bad-craftsman-cost'
  | 'duplicate-card'
  | 'too-many-builders'
  | 'place-full';

const isCount = (n: number) => Number.isInteger(n) && n >= 0;

function checkPlayer(p: PlayerInput): { reason: PositionRefusal; why?: string } | null {
  if (p.wealth !== undefined && (!isCount(p.wealth) || p.wealth > WEALTH_CAP)) return { reason: 'wealth-out-of-range' };
  if (p.points !== undefined && !Number.isInteger(p.points)) return { reason: 'bad-points' };
  const mill = p.woolMill;
  if (mill && (!isCount(mill.small) || !isCount(mill.large) || mill.small > STARTING_WORKERS.small || mill.large > STARTING_WORKERS.large)) {
    return { reason: 'too-many-workers' };
  }
  if (p.craftsmen && p.craftsmen.length > CRAFTSMAN_ROW_LIMIT) return { reason: 'row-too-long' };
  return null;
}

function checkPool(pool: NonNullable<PositionInput['pool']>): PositionRefusal | null {
  if (pool.resources.length > RESOURCE_CARDS_IN_POOL || pool.craftsmen.length > CRAFTSMEN_IN_POOL) return 'pool-too-large';
  for (const c of pool.resources) {
    const okCard =
      RESOURCES.includes(c.resource) &&
      [2, 3, 4].includes(c.tokens) &&
      Number.isInteger(c.workers) &&
      c.workers >= MIN_CARD_WORKERS &&
      c.workers <= MAX_CARD_WORKERS;
    if (!okCard) return 'bad-resource-card';
  }
  if (pool.craftsmen.some((c) => !isCount(c.cost))) return 'bad-craftsman-cost';
  const ids = [...pool.resources, ...pool.craftsmen].map((c) => c.id);
  if (new Set(ids).size !== ids.length) return 'duplicate-card';
  return null;
}

/**
 * Builds a table: {@link setupGame} for the colours and start player, then the
 * described wealth, points, wool mill, craftsman rows, pool and builders.
 *
 * Refusals: those of `setupGame`; `unknown-start-player`;
 * `wealth-out-of-range` (not 0–30); `bad-points`; `too-many-workers` (more
 * in the mill than the 7 small and 1 large pawn a player owns);
 * `row-too-long` (over 5 craftsmen); `bad-resource-card` (a resource other
 * than wood, stone, sand, tokens not 2–4, workers not 2–10); `pool-too-large`
 * (over 7 resource or 2 craftsman cards); `bad-craftsman-cost`;
 * `duplicate-card`; `too-many-builders` (over 3 of a colour); `place-full`.
 * `detail` names the player or card.
 */
export function buildPosition(input: PositionInput): Result<PillarsState, PositionRefusal> {
  const colours = input.players.map((p) => p.colour);
  const startPlayer = input.startPlayer === undefined ? 0 : colours.indexOf(input.startPlayer);
  if (startPlayer < 0) return refuse('unknown-start-player', { colour: input.startPlayer ?? '' });
  const set = setupGame({ colours, startPlayer });
  if (!set.ok) return set;

  for (const p of input.players) {
    const bad = checkPlayer(p);
    if (bad) return refuse(bad.reason, { colour: p.colour });
  }
  if (input.pool) {
    const bad = checkPool(input.pool);
    if (bad) return refuse(bad);
  }
  const players: PlayerState[] = set.value.players.map((p, seat) => {
    const d = input.players[seat] as PlayerInput;
    const mill = d.woolMill ?? { small: 0, large: 0 };
    return {
      ...p,
      wealth: d.wealth ?? p.wealth,
      points: d.points ?? p.points,
      woolMill: { ...mill },
      workers: subtractWorkers(STARTING_WORKERS, mill),
      craftsmen: d.craftsmen ? d.craftsmen.map((c) => ({ ...c })) : p.craftsmen,
    };
  });
  const ids = players.flatMap((p) => p.craftsmen.map((c) => c.id)).concat(input.pool?.craftsmen.map((c) => c.id) ?? []);
  if (new Set(ids).size !== ids.length) return refuse('duplicate-card');

  const builders: PlacedBuilder[] = [];
  for (const b of input.builders ?? []) {
    const seat = colours.indexOf(b.colour);
    if (seat < 0) return refuse('unknown-colour', { colour: b.colour });
    if (builders.filter((x) => x.player === seat).length >= BUILDERS_PER_PLAYER) return refuse('too-many-builders', { colour: b.colour });
    if (!hasRoom(builders, b.at)) return refuse('place-full', { place: b.at });
    builders.push({ player: seat, at: b.at, paid: 0 });
  }
  const pool = input.pool
    ? { resources: input.pool.resources.map((c) => ({ ...c })), craftsmen: input.pool.craftsmen.map((c) => ({ ...c })) }
    : set.value.pool;
  return ok({ ...set.value, players, pool, builders });
}
