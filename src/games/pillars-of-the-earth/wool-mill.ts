/**
 * Phase III step 3 (section "3. Zyski z Przędzalni"): income from the wool
 * mill.
 */
import type { ApplyOptions } from '../contract';
import { EventLog, type Resolved } from './decisions';
import { nextSeat, type PillarsState } from './types';
import { addWorkers, NO_WORKERS, workerCount } from './workers';

/** No player may hold more gold than this; income above it is lost. */
export const WEALTH_CAP = 30;

/**
 * Adds `income` to `wealth` under the 30-gold cap.
 *
 * @example
 * capWealth(27, 12) // { wealth: 30, gained: 3, lost: 9 }
 */
export function capWealth(wealth: number, income: number): { wealth: number; gained: number; lost: number } {
  const gained = Math.max(0, Math.min(income, WEALTH_CAP - wealth));
  return { wealth: wealth + gained, gained, lost: income - gained };
}

/**
 * Every player earns 1 gold per worker they stood in the wool mill in Phase
 * I, the large pawn counting as five; wealth stops at 30 and the rest is
 * lost. Then the workers go back to their owners. Players are listed from the
 * start player clockwise, each one even with nothing in the mill.
 */
export function resolveWoolMill(start: PillarsState, keep: ApplyOptions = {}): Resolved {
  const log = new EventLog(keep);
  let players = start.players;
  const n = players.length;
  for (let k = 0, seat = start.startPlayer; k < n; k++, seat = nextSeat(seat, n)) {
    const p = players[seat];
    if (!p) continue;
    const income = workerCount(p.woolMill);
    const { wealth, gained, lost } = capWealth(p.wealth, income);
    const paid = { ...p, wealth, workers: addWorkers(p.workers, p.woolMill), woolMill: { ...NO_WORKERS } };
    players = players.map((q, i) => (i === seat ? paid : q));
    const now = players;
    log.note({ type: 'wool-mill-income', player: seat, colour: p.colour, ...p.woolMill, workers: income, income, gained, lost, wealth }, () => ({ ...start, players: now }));
  }
  return log.resolved({ ...start, players });
}
