/**
 * A whole position as text, for a sandbox URL: the board, the civilization
 * markers, each player's name, score, tokens, followers and hand, whose turn
 * it is, the draw stacks and how many epoch tiles are out. The reserve is not
 * written: it is whatever the players do not hold. Decoding never throws; a
 * malformed or tampered text is refused, and so is any position the rules
 * cannot reach (checked by `buildPosition`).
 *
 * Only characters `encodeURIComponent` leaves alone are used as separators
 * (`!`, `~`, `_`, `-`, `.`, `*`), so the text reads as is in an address.
 *
 * ```
 * position = "1" "!" board "!" markers "!" players "!" active "!" stacks "!" epochs
 * board    = see codec.ts (row_col_rot_tile joined by "~")
 * markers  = {colour row "_" col "_" part joined by "~"}      e.g. r0_0_L~y0_4_c1
 * players  = player {"~" player}
 * player   = name "-" score "-" tokens "-" followers {"-" tile}   e.g. Adam-0-3-r1y2-sll.W
 * followers= {colour count}                                  colour: r b y g p w
 * stacks   = [stack {"~" stack}],  stack = tile {"-" tile}   E for an epoch tile
 * ```
 */
import { refuse, type Result } from '../result';
import { decodeBoard, encodeBoard } from './codec';
import { parseCellKey } from './geometry';
import { buildPosition, type PositionInput, type PositionRefusal } from './position';
import { COLOURS, MAX_PLAYERS, MIN_PLAYERS, type Colour, type GheosState, type PartKey } from './state';
import { parseTile } from './tiles';

export const POSITION_CODE_VERSION = '1';

const LETTER: Record<Colour, string> = { red: 'r', blue: 'b', yellow: 'y', green: 'g', purple: 'p', white: 'w' };
const COLOUR_OF: Record<string, Colour> = { r: 'red', b: 'blue', y: 'yellow', g: 'green', p: 'purple', w: 'white' };

/** A player name the code can carry: letters, digits and single spaces, 1 to 20 characters. */
export const PLAYER_NAME = /^[\p{L}\p{N}]+(?: [\p{L}\p{N}]+)*$/u;
const MAX_NAME = 20;
/** Limits that keep a tampered address from asking for a huge board. */
const MAX_TILES = 120;
const MAX_COORD = 60;
const MAX_STACK_TILES = 60;

export type PositionCodeRefusal = 'bad-position-code' | 'bad-player-count' | PositionRefusal;

/** Writes a position (its `removed` tiles and `over` are not kept). */
export function encodePosition(state: GheosState): string {
  const markers = COLOURS.flatMap((c) => {
    const part = state.markers[c];
    return part ? [`${LETTER[c]}${part.replace(',', '_').replace(':', '_')}`] : [];
  }).join('~');
  const players = state.players
    .map((p) => {
      const followers = COLOURS.filter((c) => p.followers[c] > 0).map((c) => `${LETTER[c]}${p.followers[c]}`).join('');
      return [p.name, p.score, p.tokens, followers, ...p.hand].join('-');
    })
    .join('~');
  const stacks = state.stacks.map((s) => s.join('-')).join('~');
  return [POSITION_CODE_VERSION, encodeBoard(state.board), markers, players, state.active, stacks, state.epochsRevealed].join('!');
}

const bad = (why: string) => refuse('bad-position-code' as const, { why });
const count = (s: string, max: number): number | null => (/^\d{1,4}$/.test(s) && Number(s) <= max ? Number(s) : null);

/**
 * Reads a position written by {@link encodePosition}.
 *
 * @example
 * decodePosition('1!0_0_0_lll.W!r0_0_L!A-0-3-r1~B-0-3-!0!!0') // ok: one tile, red on it, A holds a red follower
 */
export function decodePosition(code: string): Result<GheosState, PositionCodeRefusal> {
  if (typeof code !== 'string' || code.length > 8000) return bad('length');
  const fields = code.split('!');
  if (fields.length !== 7 || fields[0] !== POSITION_CODE_VERSION) return bad('fields');
  const [, boardCode = '', markerCode = '', playerCode = '', activeCode = '', stackCode = '', epochCode = ''] = fields;

  const board = decodeBoard(boardCode);
  if (!board.ok) return bad('board');
  const cells = Object.keys(board.value);
  if (cells.length > MAX_TILES) return bad('board-size');
  if (cells.some((k) => (parseCellKey(k) ?? [0, 0]).some((n) => Math.abs(n) > MAX_COORD))) return bad('board-size');

  const markers: Partial<Record<Colour, string>> = {};
  for (const entry of markerCode === '' ? [] : markerCode.split('~')) {
    const m = /^([rbygpw])(-?\d{1,3})_(-?\d{1,3})_(L|c[012])$/.exec(entry);
    const colour = COLOUR_OF[m?.[1] ?? ''];
    if (!m || !colour || markers[colour]) return bad('markers');
    markers[colour] = `${m[2]},${m[3]}:${m[4]}` as PartKey;
  }

  const players: PositionInput['players'] = [];
  for (const entry of playerCode.split('~')) {
    const [name = '', score = '', tokens = '', followerCode = '', ...hand] = entry.split('-');
    const points = count(score, 9999);
    const left = count(tokens, 3);
    if (name.length > MAX_NAME || !PLAYER_NAME.test(name) || points === null || left === null || hand.length > 2) return bad('player');
    const followers: Partial<Record<Colour, number>> = {};
    for (const f of followerCode.match(/[a-z]\d+/g) ?? []) {
      const colour = COLOUR_OF[f[0] ?? ''];
      const n = count(f.slice(1), 5);
      if (!colour || n === null || followers[colour] !== undefined) return bad('followers');
      followers[colour] = n;
    }
    if ((followerCode.match(/[a-z]\d+/g) ?? []).join('') !== followerCode) return bad('followers');
    if (players.some((p) => p.name === name)) return bad('player-names');
    players.push({ name, score: points, tokens: left, followers, hand });
  }
  if (players.length < MIN_PLAYERS || players.length > MAX_PLAYERS) return refuse('bad-player-count', { players: players.length });

  const active = count(activeCode, players.length - 1);
  if (active === null || active >= players.length) return bad('active');
  const stacks = stackCode === '' ? [] : stackCode.split('~').map((s) => (s === '' ? [] : s.split('-')));
  if (stacks.length > 8 || stacks.flat().length > MAX_STACK_TILES || stacks.flat().some((t) => !parseTile(t).ok)) return bad('stacks');
  // Any small count reads; one the game does not have is refused by the position's checks, by name.
  const epochs = count(epochCode, 99);
  if (epochs === null) return bad('epochs');

  return buildPosition({
    players,
    active,
    board: Object.entries(board.value).map(([k, t]) => ({ at: parseCellKey(k) ?? [0, 0], tile: t!.tile, rot: t!.rot })),
    markers,
    stacks,
    epochsRevealed: epochs,
  });
}

/** The same position without what the code does not keep, for comparing a round trip. */
export function positionKept(state: GheosState): GheosState {
  return { ...state, removed: [], over: null };
}

/** Whether a name can be carried in a position code. */
export function isPlayerName(name: string): boolean {
  return name.length <= MAX_NAME && PLAYER_NAME.test(name);
}
