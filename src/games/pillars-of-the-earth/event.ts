/**
 * Phase III steps 1 and 2 (sections "1. Wydarzenie" and "2. Siedziba
 * Biskupa"): the event card, and the Bishop's protection from it.
 */
import { ok, refuse } from '../result';
import type { ApplyOptions } from '../contract';
import { EventLog, type BishopChoice, type Resolution } from './decisions';
import { nextSeat, RESOURCES, type PillarsState, type PlayerState } from './types';

/** Gold the tax event asks of every player (section "1. Wydarzenie", note). */
export const TAX_GOLD = 4;

/** Gold short per victory point lost when a player cannot pay the tax in full. */
export const GOLD_PER_POINT_LOST = 2;

/**
 * An event card. The source describes one card's effect only — the tax — so
 * that is the only event modelled.
 *
 * Interpretation: the source does not say whether the tax card carries the
 * seal of a good event; it only takes from players, so it is treated as a bad
 * (negative) event, the kind the Bishop protects from.
 */
export type EventCard = { kind: 'tax' };

/** Whether an event is bad (no seal), so that the Bishop may protect from it. */
export function isNegative(event: EventCard): boolean {
  return event.kind === 'tax';
}

/**
 * What the tax costs a player with `wealth` gold (section "1. Wydarzenie",
 * note): 4 gold, or all the player has; 1 victory point lost for every 2 gold
 * short, an odd shortfall rounded down in the player's favour.
 *
 * @example
 * taxOutcome(1) // { paid: 1, unpaid: 3, pointsLost: 1 }
 */
export function taxOutcome(wealth: number): { paid: number; unpaid: number; pointsLost: number } {
  const paid = Math.max(0, Math.min(TAX_GOLD, wealth));
  const unpaid = TAX_GOLD - paid;
  return { paid, unpaid, pointsLost: Math.floor(unpaid / GOLD_PER_POINT_LOST) };
}

/** The seat of the player whose builder stands at the Bishop, or `null`. */
export function bishopHolder(state: PillarsState): number | null {
  return state.builders.find((b) => b.at === 'bishop')?.player ?? null;
}

/** The Bishop's options: protection, or 1 token of a resource the market still has. */
export function bishopOptions(state: PillarsState): BishopChoice[] {
  return ['protect', ...RESOURCES.filter((r) => state.market[r] > 0).map((r) => ({ take: r }))];
}

export interface EventChoices {
  bishop?: BishopChoice;
}

/** Why {@link resolveEvent} refuses. */
export type EventRefusal = 'illegal-choice';

/**
 * Resolves the revealed event card (step 1) together with the Bishop (step
 * 2), because the Bishop's choice decides whom a bad event skips. The player
 * at the Bishop either takes protection — a bad event then passes them by —
 * or takes 1 resource token of their choice from the market and suffers the
 * event like everyone else.
 *
 * The tax: each player, from the start player clockwise, pays 4 gold or all
 * they have, and loses 1 victory point per 2 gold short (rounded down).
 * Interpretation: the source sets no floor under victory points, so none is
 * applied.
 *
 * Refusal `illegal-choice` (`why`): a Bishop choice with no builder at the
 * Bishop, or a resource the market has run out of. A missing Bishop choice
 * gives `decision-needed`.
 */
export function resolveEvent(start: PillarsState, event: EventCard, choices: EventChoices = {}, keep: ApplyOptions = {}): Resolution<EventRefusal> {
  const negative = isNegative(event);
  const log = new EventLog(keep);
  log.note({ type: 'event-revealed', event: event.kind, negative, ...(event.kind === 'tax' ? { reading: 'tax-is-bad' as const } : {}) }, start);
  const bishop = bishopHolder(start);
  const choice = choices.bishop;
  if (bishop === null && choice !== undefined) return refuse('illegal-choice', { why: 'no-builder-at-bishop' });
  if (bishop !== null && choice === undefined) {
    return log.needs({ kind: 'bishop', player: bishop, options: bishopOptions(start) }, start);
  }
  if (choice !== undefined && choice !== 'protect' && !(start.market[choice.take] > 0)) {
    return refuse('illegal-choice', { why: 'market-out-of-resource', resource: choice.take });
  }
  const protectedSeat = bishop !== null && choice === 'protect' && negative ? bishop : null;
  let state = start;
  const update = (seat: number, change: Partial<PlayerState>, market = state.market): PillarsState => ({
    ...state,
    market,
    players: state.players.map((p, i) => (i === seat ? { ...p, ...change } : p)),
  });
  if (protectedSeat !== null) log.note({ type: 'bishop-protects', player: protectedSeat, colour: (start.players[protectedSeat] as PlayerState).colour }, state);

  // Step 1: the tax, table order from the start player.
  const n = start.players.length;
  for (let k = 0, seat = start.startPlayer; k < n; k++, seat = nextSeat(seat, n)) {
    const p = state.players[seat] as PlayerState;
    if (seat === protectedSeat) {
      log.note({ type: 'event-skipped', player: seat, colour: p.colour }, state);
      continue;
    }
    const { paid, unpaid, pointsLost } = taxOutcome(p.wealth);
    state = update(seat, { wealth: p.wealth - paid, points: p.points - pointsLost });
    log.note({ type: 'tax-paid', player: seat, colour: p.colour, due: TAX_GOLD, paid, unpaid, pointsLost, goldLeft: p.wealth - paid, points: p.points - pointsLost }, state);
  }

  // Step 2: the Bishop's token, when taken instead of protection.
  if (bishop !== null && choice !== undefined && choice !== 'protect') {
    const p = state.players[bishop] as PlayerState;
    const market = { ...state.market, [choice.take]: state.market[choice.take] - 1 };
    state = update(bishop, { goods: { ...p.goods, [choice.take]: p.goods[choice.take] + 1 } }, market);
    log.note({ type: 'bishop-resource', player: bishop, colour: p.colour, resource: choice.take, marketLeft: market[choice.take] }, state);
  }
  return ok(log.resolved(state));
}
