/**
 * Setting up a game (section "Przygotowanie gry"): the start tile in the
 * middle of the table, the other tiles shuffled face down in several stacks,
 * three individual scoring tokens per player, markers and followers beside
 * the board, and two landscape tiles per player (an epoch tile drawn now is
 * shuffled back and replaced, until no player holds one).
 *
 * The source does not list what the 52 landscape tiles show, so the engine
 * takes them as an argument (see `syntheticLandscapeTiles` for a stand-in).
 */
import { ok, refuse, type Result } from '../result';
import { shuffled, type Rng } from './random';
import {
  EPOCH_TILE_COUNT,
  FOLLOWERS_PER_COLOUR,
  HAND_SIZE,
  LANDSCAPE_TILE_COUNT,
  MAX_PLAYERS,
  MIN_PLAYERS,
  noFollowers,
  SCORING_TOKENS_PER_PLAYER,
  COLOURS,
  type GheosState,
} from './state';
import { EPOCH_TILE, isEpochTile, landscapeTile, type TileCode } from './tiles';

export interface SetupOptions {
  /** Player names in seating order; the first one starts. */
  players: string[];
  /** The 52 landscape tiles, exactly one of them the start tile (`*`). */
  landscape: TileCode[];
  rng: Rng;
  /** How many face-down stacks to make ("several"); 4 unless given. */
  stacks?: number;
}

export type SetupRefusal = 'bad-player-count' | 'wrong-tile-count' | 'start-tile-missing' | 'bad-tile-code';

/** A new game, ready for the first player's turn. */
export function setupGame(options: SetupOptions): Result<GheosState, SetupRefusal> {
  const { players, landscape, rng } = options;
  if (players.length < MIN_PLAYERS || players.length > MAX_PLAYERS) {
    return refuse('bad-player-count', { players: players.length });
  }
  if (landscape.length !== LANDSCAPE_TILE_COUNT) return refuse('wrong-tile-count', { landscape: landscape.length });
  const bad = landscape.find((t) => !landscapeTile(t));
  if (bad !== undefined) return refuse('bad-tile-code', { tile: bad });
  const starts = landscape.filter((t) => landscapeTile(t)?.start);
  const start = starts[0];
  if (starts.length !== 1 || start === undefined) return refuse('start-tile-missing', { starts: starts.length });

  const rest = landscape.filter((t) => t !== start);
  let pool = shuffled([...rest, ...Array<TileCode>(EPOCH_TILE_COUNT).fill(EPOCH_TILE)], rng);
  const hands: TileCode[][] = players.map(() => []);
  for (;;) {
    for (const hand of hands) while (hand.length < HAND_SIZE) hand.push(pool.shift() ?? EPOCH_TILE);
    const epochs = hands.flatMap((h) => h.filter(isEpochTile));
    if (epochs.length === 0) break;
    hands.forEach((h, i) => (hands[i] = h.filter((t) => !isEpochTile(t))));
    pool = shuffled([...pool, ...epochs], rng);
  }
  const count = Math.max(1, options.stacks ?? 4);
  const stacks: TileCode[][] = Array.from({ length: count }, () => []);
  pool.forEach((t, i) => stacks[i % count]?.push(t));
  const supply = noFollowers();
  for (const c of COLOURS) supply[c] = FOLLOWERS_PER_COLOUR;
  return ok({
    players: players.map((name, i) => ({
      name,
      score: 0,
      tokens: SCORING_TOKENS_PER_PLAYER,
      hand: hands[i] ?? [],
      followers: noFollowers(),
    })),
    active: 0,
    board: { '0,0': { tile: start, rot: 0 } },
    markers: {},
    supply,
    stacks,
    removed: [],
    epochsRevealed: 0,
    over: null,
  });
}
