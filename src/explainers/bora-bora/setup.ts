import { newGame, type DiceSpot, type GameSetup, type TaskTile } from '../../games/bora-bora';

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 4;

/** What the engine's setup gives a table of `players`. */
export interface SetupSummary {
  players: number;
  spots: DiceSpot[];
  tiles: number;
  taskDisplay: number;
  /** Starting score by place in the turn order. */
  scores: number[];
  each: { huts: number; priests: number; gifts: number; godCards: number; godTiles: number; tasks: number; buildings: number };
  godDisplay: number;
  templeGodTiles: number;
}

const tasks = (n: number, start: boolean): TaskTile[] =>
  Array.from({ length: n }, (_, i) => ({ id: `t${start ? 's' : ''}${i}`, ...(start ? { start: true } : {}), requirements: [{ measure: { of: 'gifts' }, count: 1 }] }));

/** Asks the engine for a new game of `n` players (neutral components; only counts are read). */
export function setupSummary(n: number): SetupSummary | null {
  if (!Number.isInteger(n) || n < MIN_PLAYERS || n > MAX_PLAYERS) return null;
  const setup: GameSetup = {
    names: Array.from({ length: n }, (_, i) => `P${i + 1}`),
    layout: { illustrative: true, regions: [], paths: [], temple: [], ritual: [], positionPoints: [0], jewelleryPoints: [], buildings: [1, 2, 3, 4, 5, 6], startingHuts: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1] },
    fish: [],
    men: [],
    women: [],
    startTasks: tasks(7, true),
    tasks: tasks(53, false),
    jewellery: Array.from({ length: 24 }, () => ({ kind: 'ring', price: 1 })),
    seed: 1,
  };
  const g = newGame(setup);
  if (!g.ok) return null;
  const s = g.value;
  const p = s.players[0]!;
  return {
    players: n,
    spots: [...s.spots],
    tiles: s.spots.filter((x) => x !== 'fishing').length,
    taskDisplay: s.taskDisplay.length,
    scores: s.order.map((seat) => s.players[seat]!.score),
    each: {
      huts: p.spaces.reduce((k, x) => k + x.huts, 0),
      priests: p.priests,
      gifts: p.gifts,
      godCards: p.godCards.length,
      godTiles: p.godTiles,
      tasks: p.tasks.length,
      buildings: p.unbuilt.length,
    },
    godDisplay: s.godDisplay.length,
    templeGodTiles: s.templeGodTiles,
  };
}
