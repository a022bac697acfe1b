import { at } from '../../games/choiceEngine';
import { play } from '../../games/driver';
import {
  BUILDERS_PER_PLAYER,
  COLOURS,
  LARGE_WORKER_VALUE,
  MAX_PLAYERS,
  MIN_PLAYERS,
  placementEngine,
  setupGame,
  STARTING_CRAFTSMEN,
  workerCount,
  type BuilderStep,
  type PillarsState,
} from '../../games/pillars-of-the-earth';

export { MAX_PLAYERS, MIN_PLAYERS };

/** What the engine's setup gives a table of `players`, and the Phase II prices it leads to. */
export interface SetupSummary {
  players: number;
  /** Wealth by seat, from the start player clockwise. */
  wealth: number[];
  points: number;
  workers: { small: number; large: number; total: number; largeValue: number };
  builders: { each: number; total: number };
  craftsmen: (typeof STARTING_CRAFTSMEN)[number][];
  /**
   * Price of each builder in draw order, when every owner passes (so no gold runs out); with two players only the
   * draws before the marker drops to 0, since the source leaves the price of the last one open (see `lastDraw`).
   */
  prices: number[];
  /** Whether the marker jumps to 0 when the bag empties (two players). */
  dropsToZero: boolean;
  /** Two players: the draw at which the bag empties, and the price the price table gives it (the source leaves open which holds). */
  lastDraw?: { draw: number; table: number };
  board: { market: PillarsState['market']; kingsCourtMetal: number; shiringCastleWorkers: number; costMarker: number };
}

/** Asks the engine: setup for `n` players, then Phase II with every owner passing. */
export function setupSummary(n: number): SetupSummary | null {
  if (!Number.isInteger(n) || n < MIN_PLAYERS || n > MAX_PLAYERS) return null;
  const set = setupGame({ colours: COLOURS.slice(0, n) });
  if (!set.ok) return null;
  const s = set.value;
  const played = play(placementEngine, at(s), [{ draws: { seed: 1 } }], (): BuilderStep => 'pass');
  const events = played.ok ? played.trace.flatMap((step) => step.events) : [];
  const p = s.players[0]!;
  const drop = events.findIndex((e) => e.type === 'cost-marker-to-zero');
  const dropEvent = events[drop];
  const before = drop < 0 ? events : events.slice(0, drop);
  return {
    players: n,
    wealth: s.players.map((x) => x.wealth),
    points: p.points,
    workers: { small: p.workers.small, large: p.workers.large, total: workerCount(p.workers), largeValue: LARGE_WORKER_VALUE },
    builders: { each: BUILDERS_PER_PLAYER, total: BUILDERS_PER_PLAYER * n },
    craftsmen: [...STARTING_CRAFTSMEN],
    prices: before.flatMap((e) => (e.type === 'passed' ? [e.cost] : [])),
    dropsToZero: drop >= 0,
    ...(dropEvent?.type === 'cost-marker-to-zero' ? { lastDraw: { draw: BUILDERS_PER_PLAYER * n, table: dropEvent.from } } : {}),
    board: { market: s.market, kingsCourtMetal: s.kingsCourtMetal, shiringCastleWorkers: s.shiringCastleWorkers, costMarker: s.costMarker },
  };
}
