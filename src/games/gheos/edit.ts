/**
 * Setting up a position by hand, for a sandbox: each edit is a pure function
 * from one position to the next, and the result must still be a position
 * the rules can reach (`checkPosition`), or the edit is refused with the
 * reason. Nothing here is a rule of play; the rules live in the action
 * functions, which the sandbox calls unchanged.
 */
import { ok, refuse, type Result } from '../result';
import { destroyCivilization } from './civilizations';
import { cellKey, type Cell } from './geometry';
import { partCell, placedParts, resolvePart } from './parts';
import { checkPosition, type PositionRefusal } from './position';
import { isPlayerName } from './positionCodec';
import {
  cloneState,
  COLOURS,
  FOLLOWERS_PER_COLOUR,
  HAND_SIZE,
  MAX_PLAYERS,
  MIN_PLAYERS,
  noFollowers,
  SCORING_TOKENS_PER_PLAYER,
  type Colour,
  type GheosState,
  type Rotation,
} from './state';
import { isEpochTile, landscapeTile, type TileCode } from './tiles';

/** One change a reader makes while setting up a position. */
export type SandboxEdit =
  | { type: 'set-tile'; at: Cell; tile: TileCode; rot: Rotation }
  | { type: 'rotate-tile'; at: Cell }
  | { type: 'remove-tile'; at: Cell }
  | { type: 'found'; colour: Colour; at: Cell | string }
  | { type: 'remove-civilization'; colour: Colour }
  | { type: 'set-followers'; player: number; colour: Colour; count: number }
  | { type: 'set-players'; names: string[] }
  | { type: 'set-active'; player: number }
  | { type: 'set-tokens'; player: number; count: number }
  | { type: 'hand-add'; player: number; tile: TileCode }
  | { type: 'hand-remove'; player: number; index: number }
  | { type: 'stack-add'; tile: TileCode }
  | { type: 'stack-clear' }
  | { type: 'clear-board' };

export type EditRefusal =
  | PositionRefusal
  | 'hand-full'
  | 'no-tile-there'
  | 'colour-on-board'
  | 'bad-player-count'
  | 'bad-player-name'
  | 'not-enough-followers'
  | 'bad-edit';

/** An empty board, full reserve, three tokens each; the first player to move. */
export function emptyPosition(names: readonly string[]): GheosState {
  const supply = noFollowers();
  for (const c of COLOURS) supply[c] = FOLLOWERS_PER_COLOUR;
  return {
    players: names.map((name) => ({ name, score: 0, tokens: SCORING_TOKENS_PER_PLAYER, hand: [], followers: noFollowers() })),
    active: 0,
    board: {},
    markers: {},
    supply,
    stacks: [],
    removed: [],
    epochsRevealed: 0,
    over: null,
  };
}

/** Markers whose land part is gone from the board leave it, with every follower of their colour. */
function dropStrandedMarkers(draft: GheosState): void {
  for (const c of COLOURS) {
    const part = draft.markers[c];
    if (part === undefined) continue;
    const placed = draft.board[partCell(part)];
    const id = part.slice(part.indexOf(':') + 1);
    if (!placed || !placedParts(placed).some((p) => p.id === id)) destroyCivilization(draft, c);
  }
}

function checked(draft: GheosState): Result<GheosState, EditRefusal> {
  const c = checkPosition(draft);
  return c.ok ? ok(draft) : c;
}

/**
 * Applies one set-up edit. Laying a tile over another replaces it; a
 * civilization whose land part disappears leaves the board with its
 * followers. The position must stay one the rules can reach.
 *
 * @example
 * applyEdit(emptyPosition(['A', 'B']), { type: 'set-tile', at: [0, 0], tile: 'lll.W', rot: 0 })
 */
export function applyEdit(state: GheosState, edit: SandboxEdit): Result<GheosState, EditRefusal> {
  const draft = cloneState(state);
  draft.over = null;
  switch (edit.type) {
    case 'set-tile': {
      if (!landscapeTile(edit.tile) || ![0, 1, 2].includes(edit.rot)) return refuse('bad-tile-code', { tile: edit.tile });
      draft.board[cellKey(edit.at)] = { tile: edit.tile, rot: edit.rot };
      dropStrandedMarkers(draft);
      return checked(draft);
    }
    case 'rotate-tile': {
      const placed = draft.board[cellKey(edit.at)];
      if (!placed) return refuse('no-tile-there', { at: cellKey(edit.at) });
      draft.board[cellKey(edit.at)] = { ...placed, rot: ((placed.rot + 1) % 3) as Rotation };
      dropStrandedMarkers(draft);
      return checked(draft);
    }
    case 'remove-tile': {
      const key = cellKey(edit.at);
      if (!draft.board[key]) return refuse('no-tile-there', { at: key });
      delete draft.board[key];
      dropStrandedMarkers(draft);
      return checked(draft);
    }
    case 'clear-board':
      for (const c of COLOURS) if (draft.markers[c] !== undefined) destroyCivilization(draft, c);
      draft.board = {};
      return checked(draft);
    case 'found': {
      if (draft.markers[edit.colour] !== undefined) return refuse('colour-on-board', { colour: edit.colour });
      const part = resolvePart(draft, edit.at);
      if (!part.ok) return refuse('bad-marker', { reason: part.reason });
      draft.markers[edit.colour] = part.value;
      return checked(draft);
    }
    case 'remove-civilization':
      destroyCivilization(draft, edit.colour);
      return checked(draft);
    case 'set-followers': {
      const player = draft.players[edit.player];
      if (!player || !Number.isInteger(edit.count) || edit.count < 0) return refuse('bad-edit');
      const change = edit.count - player.followers[edit.colour];
      if (change > draft.supply[edit.colour]) return refuse('not-enough-followers', { colour: edit.colour, supply: draft.supply[edit.colour] });
      player.followers[edit.colour] = edit.count;
      draft.supply[edit.colour] -= change;
      return checked(draft);
    }
    case 'set-players': {
      const n = edit.names.length;
      if (n < MIN_PLAYERS || n > MAX_PLAYERS) return refuse('bad-player-count', { players: n });
      if (edit.names.some((name) => !isPlayerName(name)) || new Set(edit.names).size !== n) return refuse('bad-player-name');
      for (const gone of draft.players.slice(n)) for (const c of COLOURS) draft.supply[c] += gone.followers[c];
      draft.players = edit.names.map((name, i) => {
        const kept = draft.players[i];
        return kept ? { ...kept, name } : { name, score: 0, tokens: SCORING_TOKENS_PER_PLAYER, hand: [], followers: noFollowers() };
      });
      if (draft.active >= n) draft.active = 0;
      return checked(draft);
    }
    case 'set-active':
      if (!draft.players[edit.player]) return refuse('bad-edit');
      draft.active = edit.player;
      return checked(draft);
    case 'set-tokens': {
      const player = draft.players[edit.player];
      if (!player || !Number.isInteger(edit.count)) return refuse('bad-edit');
      player.tokens = edit.count;
      return checked(draft);
    }
    case 'hand-add': {
      const player = draft.players[edit.player];
      if (!player || !landscapeTile(edit.tile)) return refuse('bad-edit');
      if (player.hand.length >= HAND_SIZE) return refuse('hand-full', { player: edit.player });
      player.hand.push(edit.tile);
      return checked(draft);
    }
    case 'hand-remove': {
      const player = draft.players[edit.player];
      if (!player || player.hand[edit.index] === undefined) return refuse('bad-edit');
      player.hand.splice(edit.index, 1);
      return checked(draft);
    }
    case 'stack-add':
      if (!isEpochTile(edit.tile) && !landscapeTile(edit.tile)) return refuse('bad-tile-code', { tile: edit.tile });
      if (draft.stacks.length === 0) draft.stacks.push([]);
      draft.stacks[0]?.push(edit.tile);
      return checked(draft);
    case 'stack-clear':
      draft.stacks = [];
      return checked(draft);
  }
}
