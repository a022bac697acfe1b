/**
 * Building a state from a loose description (a worked example, a sandbox
 * URL) and checking that a state is one the rules can reach: followers are
 * conserved, every marker stands on its own continent, hands hold landscape
 * tiles only.
 */
import { ok, refuse, type Result } from '../result';
import { cellKey, type Cell } from './geometry';
import { resolvePart } from './parts';
import { computeRegions } from './regions';
import {
  COLOURS,
  EPOCH_TILE_COUNT,
  epochsToEnd,
  FOLLOWERS_PER_COLOUR,
  LANDSCAPE_TILE_COUNT,
  HAND_SIZE,
  noFollowers,
  SCORING_TOKENS_PER_PLAYER,
  type Colour,
  type Followers,
  type GheosState,
  type PartKey,
  type Rotation,
} from './state';
import { isEpochTile, landscapeTile, type TileCode } from './tiles';

export interface PositionInput {
  players: {
    name: string;
    followers?: Partial<Followers>;
    score?: number;
    /** Individual scoring tokens left; 3 unless given. */
    tokens?: number;
    hand?: TileCode[];
  }[];
  /** Seat number or player name of the active player; the first player unless given. */
  active?: number | string;
  board: { at: Cell; tile: TileCode; rot?: Rotation }[];
  /** Each civilization's marker: a cell or land part of its continent. */
  markers?: Partial<Record<Colour, Cell | string>>;
  /** The reserve; unless given, whatever the players do not hold (5 per colour in all). */
  supply?: Partial<Followers>;
  stacks?: TileCode[][];
  removed?: TileCode[];
  epochsRevealed?: number;
}

export type PositionRefusal =
  | 'unknown-player'
  | 'bad-tile-code'
  | 'duplicate-cell'
  | 'bad-marker'
  | 'marker-not-on-continent'
  | 'two-markers-on-one-continent'
  | 'followers-not-conserved'
  | 'follower-of-absent-civilization'
  | 'epoch-tile-in-hand'
  | 'too-many-tiles-in-hand'
  | 'bad-token-count'
  | 'too-many-landscape-tiles'
  | 'too-many-epoch-tiles'
  | 'two-start-tiles'
  | 'epoch-past-the-end';

/** Builds a state from a description and checks it with {@link checkPosition}. */
export function buildPosition(input: PositionInput): Result<GheosState, PositionRefusal> {
  const active =
    typeof input.active === 'string' ? input.players.findIndex((p) => p.name === input.active) : (input.active ?? 0);
  if (active < 0 || active >= input.players.length) return refuse('unknown-player', { active: String(input.active) });
  const board: GheosState['board'] = {};
  for (const t of input.board) {
    const key = cellKey(t.at);
    if (board[key]) return refuse('duplicate-cell', { at: key });
    if (!landscapeTile(t.tile)) return refuse('bad-tile-code', { tile: t.tile, at: key });
    board[key] = { tile: t.tile, rot: t.rot ?? 0 };
  }
  const markers: GheosState['markers'] = {};
  for (const colour of COLOURS) {
    const ref = input.markers?.[colour];
    if (ref === undefined) continue;
    const part = resolvePart({ board }, ref);
    if (!part.ok) return refuse('bad-marker', { colour, reason: part.reason });
    markers[colour] = part.value;
  }
  const players = input.players.map((p) => ({
    name: p.name,
    score: p.score ?? 0,
    tokens: p.tokens ?? SCORING_TOKENS_PER_PLAYER,
    hand: [...(p.hand ?? [])],
    followers: { ...noFollowers(), ...p.followers },
  }));
  const supply = noFollowers();
  for (const c of COLOURS) {
    supply[c] = input.supply?.[c] ?? FOLLOWERS_PER_COLOUR - players.reduce((n, p) => n + p.followers[c], 0);
  }
  const state: GheosState = {
    players,
    active,
    board,
    markers,
    supply,
    stacks: (input.stacks ?? []).map((s) => [...s]),
    removed: [...(input.removed ?? [])],
    epochsRevealed: input.epochsRevealed ?? 0,
    over: null,
  };
  const checked = checkPosition(state);
  return checked.ok ? ok(state) : checked;
}

/**
 * Checks what the rules keep true in every reachable position: 5 followers
 * per colour between reserve and players; followers held only of
 * civilizations on the board; each marker on a continent, at most one per
 * continent; hands of at most two landscape tiles; 0–3 tokens; no more
 * tiles than the box holds (52 landscape tiles with one start tile, 8 epoch
 * tiles, counting those revealed and those replaced); and, while the game
 * is on, fewer epoch tiles revealed than the one that ends it.
 */
export function checkPosition(state: GheosState): Result<true, PositionRefusal> {
  for (const c of COLOURS) {
    const held = state.players.reduce((n, p) => n + p.followers[c], 0);
    const negative = state.supply[c] < 0 || state.players.some((p) => p.followers[c] < 0);
    if (negative || held + state.supply[c] !== FOLLOWERS_PER_COLOUR) {
      return refuse('followers-not-conserved', { colour: c, held, supply: state.supply[c] });
    }
    if (held > 0 && state.markers[c] === undefined) return refuse('follower-of-absent-civilization', { colour: c });
  }
  const map = computeRegions(state.board);
  const homes = new Map<PartKey, Colour>();
  for (const c of COLOURS) {
    const marker = state.markers[c];
    if (marker === undefined) continue;
    const region = map.byPart[marker];
    if (!region || region.kind !== 'continent') return refuse('marker-not-on-continent', { colour: c, at: marker });
    const other = homes.get(region.id);
    if (other) return refuse('two-markers-on-one-continent', { colour: c, other });
    homes.set(region.id, c);
  }
  const everyTile = [...Object.values(state.board).map((t) => t?.tile ?? ''), ...state.players.flatMap((p) => p.hand), ...state.stacks.flat(), ...state.removed];
  const landscape = everyTile.filter((t) => !isEpochTile(t));
  if (landscape.length > LANDSCAPE_TILE_COUNT) return refuse('too-many-landscape-tiles', { tiles: landscape.length, box: LANDSCAPE_TILE_COUNT });
  if (landscape.filter((t) => t.startsWith('*')).length > 1) return refuse('two-start-tiles');
  const epochs = everyTile.filter(isEpochTile).length + state.epochsRevealed;
  if (epochs > EPOCH_TILE_COUNT) return refuse('too-many-epoch-tiles', { tiles: epochs, box: EPOCH_TILE_COUNT });
  if (!state.over && state.epochsRevealed >= epochsToEnd(state.players.length)) {
    return refuse('epoch-past-the-end', { epochs: state.epochsRevealed, last: epochsToEnd(state.players.length) });
  }
  for (const [seat, p] of state.players.entries()) {
    if (p.hand.some(isEpochTile)) return refuse('epoch-tile-in-hand', { player: seat });
    if (p.hand.some((t) => !landscapeTile(t))) return refuse('bad-tile-code', { player: seat });
    if (p.hand.length > HAND_SIZE) return refuse('too-many-tiles-in-hand', { player: seat });
    if (p.tokens < 0 || p.tokens > SCORING_TOKENS_PER_PLAYER) return refuse('bad-token-count', { player: seat });
  }
  return ok(true);
}
