/**
 * Setting up a game (section "Przygotowanie") for 2 to 4 players, and the
 * start huts placed in reverse turn order before round 1.
 */
import type { ApplyOptions } from '../contract';
import { ok, refuse, type Result } from '../result';
import type { BoardLayout, JewelleryTile, PersonTile, TaskTile } from './components';
import type { Choices, Resolution } from './choices';
import { decide, emit, finish, halt, startCtx } from './context';
import { spotsFor } from './dice';
import { rollAll } from './phaseA';
import { shuffleSeeded } from './random';
import type { BoraBoraRefusal } from './refusals';
import { settle, takeHut } from './spread';
import { freshPhaseB, type BoraBoraState, type PlayerState } from './state';
import {
  DISPLAY_FIELDS,
  GOD_CARDS_PER_COLOUR,
  GOD_COLOURS,
  GOD_DISPLAY_SIZE,
  JEWELLERY_ROWS,
  PERSON_SPACES,
  PRIESTS_PER_PLAYER,
  ROUNDS,
  type PlayerCount,
  type PlayerId,
} from './types';

/** Dark-green task tiles laid out on the main board each round: players + 2 (section "Przygotowanie"). */
export function taskDisplaySize(players: PlayerCount): number {
  return players + 2;
}

/** God tiles stacked in the temple at set-up: one per round (section "Przygotowanie": 6 of the 10). */
export const TEMPLE_GOD_TILES = 6;

/** Points on the score track at set-up, by place in the turn order: 0, 1, 2, 3 (section "Przygotowanie"). */
function startingScore(turn: number): number {
  return turn;
}

/** The components and layout a game starts from; faces the source shows only in pictures come in as data. */
export interface GameSetup {
  names: string[];
  layout: BoardLayout;
  /** Fish tiles, one per region, shuffled onto the regions. */
  fish: number[];
  men: PersonTile[];
  women: PersonTile[];
  /** Light-green start tasks (7 in the box) and dark-green tasks (53). */
  startTasks: TaskTile[];
  tasks: TaskTile[];
  /** 24 jewellery tiles, shuffled onto 6 columns of 4. */
  jewellery: JewelleryTile[];
  seed: number;
}

/**
 * A new game: shuffled displays, hands and turn order from the seed. Each
 * player gets 12 huts on their board, 6 building tiles, 1 god tile, 4
 * priests, 2 god cards and 2 gifts, one start task and two other tasks; the
 * score markers start on 0, 1, 2 and 3 in turn order; the position markers
 * stack below 0 with the first player on top. The game waits for the start
 * huts, placed in reverse turn order ({@link placeStartingHut}).
 */
export function newGame(setup: GameSetup): Result<BoraBoraState, BoraBoraRefusal> {
  const n = setup.names.length;
  if (n < 2 || n > 4) return refuse('player-count-out-of-range', { players: n });
  if (setup.fish.length !== setup.layout.regions.length) return refuse('invalid-position', { what: 'fish' });
  const count = n as PlayerCount;
  let seed = setup.seed >>> 0;
  const shuffle = <T>(items: readonly T[]): T[] => {
    const [out, next] = shuffleSeeded(items, seed);
    seed = next;
    return out;
  };
  const fish = shuffle(setup.fish);
  const men = shuffle(setup.men);
  const women = shuffle(setup.women);
  const startTasks = shuffle(setup.startTasks);
  const tasks = shuffle(setup.tasks);
  const jewellery = shuffle(setup.jewellery);
  const deck = shuffle(GOD_COLOURS.flatMap((c) => Array.from({ length: GOD_CARDS_PER_COLOUR }, () => c)));
  const order = shuffle(setup.names.map((_, i) => i));
  const godDisplay = deck.splice(0, GOD_DISPLAY_SIZE);
  const players: PlayerState[] = setup.names.map((name) => ({
    name,
    score: 0,
    position: 0,
    positionStamp: 0,
    dice: [],
    spaces: Array.from({ length: PERSON_SPACES }, (_, i) => ({ huts: setup.layout.startingHuts[i] ?? 0, person: null })),
    ritual: setup.layout.ritual.map(() => 'empty'),
    aside: { sand: 0, stone: 0, wood: 0 },
    unbuilt: [...setup.layout.buildings],
    priests: PRIESTS_PER_PLAYER,
    gifts: 2,
    shells: 0,
    godCards: deck.splice(0, 2),
    godTiles: 1,
    jewellery: [],
    tasks: [...startTasks.splice(0, 1), ...tasks.splice(0, 2)],
    tasksDone: [],
    fishScored: [],
    phaseB: freshPhaseB(),
  }));
  order.forEach((id, turn) => {
    const p = players[id];
    if (!p) return;
    p.score = startingScore(turn);
    p.positionStamp = n - turn;
  });
  const lay = (list: PersonTile[]) => Array.from({ length: DISPLAY_FIELDS }, (_, i) => list[i] ?? null);
  return ok({
    layout: setup.layout,
    round: 1,
    phase: 'setup',
    order,
    active: n - 1,
    players,
    spots: spotsFor(count),
    dice: {},
    regions: setup.layout.regions.map((r, i) => ({ id: r.id, fish: fish[i] ?? 0, site: null, aside: [] })),
    temple: setup.layout.temple.map(() => null),
    templeGodTiles: TEMPLE_GOD_TILES,
    godDeck: deck,
    godDisplay,
    godDiscard: [],
    men: { display: lay(men), stack: men.slice(DISPLAY_FIELDS) },
    women: { display: lay(women), stack: women.slice(DISPLAY_FIELDS) },
    taskDisplay: tasks.splice(0, taskDisplaySize(count)),
    taskStack: tasks,
    jewellery: Array.from({ length: ROUNDS }, (_, c) => jewellery.slice(c * JEWELLERY_ROWS, (c + 1) * JEWELLERY_ROWS)),
    seed,
    positionClock: n,
  });
}

/** Regions open for a start hut: an empty building site next to a fish tile showing one fish. */
export function startRegions(state: BoraBoraState): string[] {
  return state.regions.filter((r) => r.fish === 1 && r.site === null).map((r) => r.id);
}

/**
 * A start hut (section "Przygotowanie"): in reverse turn order, each player
 * puts a hut from their board on an empty building site of a region next to
 * a one-fish tile and takes that region's material or gift. The fish tile is
 * ignored for now. After the last player, round 1 begins with a roll.
 */
export function placeStartingHut(state: BoraBoraState, player: PlayerId, choices: Choices = {}, options: ApplyOptions = {}): Resolution {
  if (state.phase !== 'setup') return halt('wrong-phase', { phase: state.phase });
  if (!state.players[player]) return halt('no-such-player', { player });
  if (state.order[state.active] !== player) return halt('not-your-turn', { player });
  const ctx = startCtx(state, choices, options);
  const regions = startRegions(ctx.s);
  if (regions.length === 0) return halt('no-spread-possible', { start: 1 });
  const region = decide(ctx, 'region', regions, (o) => ({ player, kind: 'start-region', options: o }));
  if (!region.ok) return region.halt;
  const stop = takeHut(ctx, player) ?? settle(ctx, player, region.value, null, null);
  if (stop) return stop;
  if (ctx.s.active > 0) ctx.s.active -= 1;
  else {
    ctx.s.phase = 'A';
    ctx.s.active = 0;
    emit(ctx, { type: 'phase-started', phase: 'A', round: 1 });
    rollAll(ctx);
  }
  return finish(ctx);
}
