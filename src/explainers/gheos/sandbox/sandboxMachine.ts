import { and, assign, setup } from 'xstate';
import type { GheosAction, GheosState } from '../../../games/gheos';
import { applyEdit, emptyPosition, type SandboxEdit } from '../../../games/gheos/edit';
import { decodePosition } from '../../../games/gheos/positionCodec';
import { freshTurn, type Table } from '../../../games/gheos/sandbox';
import { msg } from '../../messages';
import type { Inputs, Message } from '../../types';
import { reasonMessage, reasonRule, type GheosReason, type KeysUnder } from '../reasons';
import type { SandboxMoveCode } from './address';
import { canRedo, canUndo, playedMove, redone, replay, restartAt, shownTable, timelineFrom, undone, type History, type Timeline as ShellTimeline } from '../../sandbox/timeline';

/** The rules of play, handed to the machine by the page (they load after first paint). */
export interface SandboxRules {
  /** The table after an action with the reader's choices, or why the turn or the rules refuse it. */
  outcome: (table: Table, action: GheosAction, inputs: Inputs) => { ok: true; table: Table } | { ok: false; reason: GheosReason };
  /** The choices the action asks for, each with its first legal option; empty when it asks for none. */
  defaults: (state: GheosState, action: GheosAction) => Inputs;
  /** A new game as the rules set it up, for a number of players. */
  newGame: (names: readonly string[], seed: number) => GheosState;
}

/** A move being reviewed: the table it starts from, the action, and the reader's choices so far. */
export interface SandboxMove {
  /** Counts moves, so each review starts fresh. */
  id: number;
  start: GheosState;
  table: Table;
  action: GheosAction;
  inputs: Inputs;
}

/** A stretch of play (the shell's `Timeline`): the position it started from, the moves played, the tables after each, and how many are shown. */
export type Timeline = ShellTimeline<GheosState, SandboxMoveCode, Table>;

/** Why something was refused, and the rulebook section that says so. */
export interface SandboxRefusal {
  message: Message;
  rule: string | null;
}

export interface SandboxInput {
  /** Player names for an empty board or a new game, in the page's language. */
  names: readonly string[];
  rules: SandboxRules;
  /** A page opened without a position starts from the rulebook's setup for this many players (issue 31: ready to play); without it, an empty board to set up. */
  fresh?: { players: number; seed: number };
  /** What the address asked for (see `readAddress`). */
  address?: {
    position: string | null;
    moves: SandboxMoveCode[];
    badMove: number | null;
    cursor: number | null;
    review: SandboxMoveCode | null;
  };
}

export interface SandboxContext {
  names: readonly string[];
  rules: SandboxRules;
  timeline: Timeline;
  /** Stretches before the last set-up edit or new game, the latest last (undo goes back into them). */
  earlier: Timeline[];
  /** Stretches undone past, the next one last (redo). */
  later: Timeline[];
  /** The position shown, and the turn in progress (derived from the timeline). */
  position: GheosState;
  table: Table;
  move: SandboxMove | null;
  moves: number;
  refusal: SandboxRefusal | null;
  /** Notices about the address: a position that cannot be, a move that cannot be played. */
  notice: Message[];
}

export type SandboxEvent =
  | { type: 'EDIT'; edit: SandboxEdit }
  /** A new game for 2–4 players, or an empty board (`players: 0`). */
  | { type: 'NEW_GAME'; players: number; seed: number }
  | { type: 'SET_UP' }
  | { type: 'PLAY' }
  | { type: 'ACT'; action: GheosAction }
  | { type: 'CHOOSE'; inputs: Inputs }
  | { type: 'ACCEPT' }
  | { type: 'DISCARD' }
  | { type: 'UNDO' }
  | { type: 'REDO' }
  | { type: 'DISMISS' };

const refused = (reason: GheosReason): SandboxRefusal => ({ message: msg('gheos.refused', { reason: reasonMessage(reason) }), rule: reasonRule(reason) });

function timeline(start: GheosState): Timeline {
  return timelineFrom(start, { state: start, turn: freshTurn() });
}

function shown(tl: Timeline): Pick<SandboxContext, 'position' | 'table'> {
  const table = shownTable(tl);
  return { table, position: table.state };
}

const historyOf = (c: SandboxContext): History<GheosState, SandboxMoveCode, Table> => ({ timeline: c.timeline, earlier: c.earlier, later: c.later });
const withHistory = (h: History<GheosState, SandboxMoveCode, Table>) => ({ ...h, refusal: null, ...shown(h.timeline) });

/** The context after a new starting position: the stretch so far is kept for undo. */
function restart(context: SandboxContext, start: GheosState): Partial<SandboxContext> {
  return { ...withHistory(restartAt(historyOf(context), start, { state: start, turn: freshTurn() })), notice: [] };
}

/** The context after a move kept: moves past the cursor are dropped. */
function played(context: SandboxContext, move: SandboxMoveCode, table: Table): Partial<SandboxContext> {
  return { ...withHistory(playedMove(historyOf(context), move, table)), notice: [], move: null };
}

/** Reads the address: the position (else an empty board and a notice), then each move the rules accept. */
function initial(input: SandboxInput): { timeline: Timeline; notice: Message[]; move: SandboxMove | null } {
  const a = input.address;
  const notice: Message[] = [];
  if (!a?.position) {
    const start = input.fresh ? input.rules.newGame(input.names.slice(0, input.fresh.players), input.fresh.seed) : emptyPosition(input.names.slice(0, 2));
    return { timeline: timeline(start), notice, move: null };
  }
  const decoded = decodePosition(a.position);
  if (!decoded.ok) {
    notice.push(msg('gheos.sandbox.badLink', { why: msg(`gheos.sandbox.bad.${badKey(decoded.reason)}`) }));
    return { timeline: timeline(emptyPosition(input.names.slice(0, 2))), notice, move: null };
  }
  const { timeline: tl, refused } = replay(decoded.value, { state: decoded.value, turn: freshTurn() }, a.moves, (t: Table, m: SandboxMoveCode) => input.rules.outcome(t, m.action, m.inputs), a.cursor);
  if (refused) notice.push(msg('gheos.sandbox.badMove', { n: refused.n, reason: reasonMessage(refused.reason) }));
  if (a.badMove !== null && tl.moves.length === a.badMove - 1) notice.push(msg('gheos.sandbox.unreadableMove', { n: a.badMove }));
  let move: SandboxMove | null = null;
  if (a.review) {
    const table = tl.tables[tl.cursor]!;
    const r = input.rules.outcome(table, a.review.action, {});
    if (r.ok) move = { id: 1, start: table.state, table, action: a.review.action, inputs: { ...input.rules.defaults(table.state, a.review.action), ...a.review.inputs } };
    else notice.push(msg('gheos.sandbox.badReview', { reason: reasonMessage(r.reason) }));
  }
  return { timeline: tl, notice, move };
}

/** The notice's words for a position the code cannot be. */
const BAD_KEYS: readonly KeysUnder<'gheos.sandbox.bad.'>[] = [
  'too-many-landscape-tiles', 'too-many-epoch-tiles', 'two-start-tiles', 'epoch-past-the-end', 'bad-marker', 'marker-not-on-continent',
  'two-markers-on-one-continent', 'followers-not-conserved', 'follower-of-absent-civilization', 'too-many-tiles-in-hand', 'epoch-tile-in-hand',
  'bad-token-count', 'duplicate-cell', 'bad-tile-code', 'bad-player-count',
];
function badKey(reason: string): KeysUnder<'gheos.sandbox.bad.'> {
  return BAD_KEYS.find((k) => k === reason) ?? 'code';
}

/** What setting up and playing both answer: a new game (an empty one opens for setting up), undo and redo. */
const sharedByEditingAndPlaying = {
  NEW_GAME: [
    { guard: 'emptyGame', target: 'editing', actions: 'newGame' },
    { target: 'playing', actions: 'newGame' },
  ],
  UNDO: { guard: 'canUndo', actions: 'undo' },
  REDO: { guard: 'canRedo', actions: 'redo' },
} as const;

/**
 * The Gheos sandbox: the reader sets up a position (`editing`), plays it
 * turn by turn (`playing`), and steps through a move that asks for a
 * choice before keeping it (`reviewing`). Every change goes through the
 * engine: `applyEdit` to set up, the table's turn rules and `applyAction` to
 * play. Moves are kept in a timeline the address carries, so undo and redo
 * move along it and any moment can be linked.
 */
export const sandboxMachine = setup({
  types: {
    input: {} as SandboxInput,
    context: {} as SandboxContext,
    events: {} as SandboxEvent,
  },
  guards: {
    editAllowed: ({ context, event }) => event.type === 'EDIT' && applyEdit(context.position, event.edit).ok,
    actionAllowed: ({ context, event }) => event.type === 'ACT' && context.rules.outcome(context.table, event.action, {}).ok,
    needsChoice: ({ context, event }) => event.type === 'ACT' && Object.keys(context.rules.defaults(context.position, event.action)).length > 0,
    canUndo: ({ context }) => canUndo(historyOf(context)),
    canRedo: ({ context }) => canRedo(historyOf(context)),
    reviewing: ({ context }) => context.move !== null,
    emptyBoard: ({ context }) => Object.keys(context.position.board).length === 0,
    emptyGame: ({ event }) => event.type === 'NEW_GAME' && event.players === 0,
  },
  actions: {
    edit: assign(({ context, event }) => {
      if (event.type !== 'EDIT') return {};
      const r = applyEdit(context.position, event.edit);
      return r.ok ? restart(context, r.value) : {};
    }),
    refuseEdit: assign(({ context, event }) => {
      if (event.type !== 'EDIT') return {};
      const r = applyEdit(context.position, event.edit);
      return r.ok ? {} : { refusal: refused(r.reason) };
    }),
    newGame: assign(({ context, event }) => {
      if (event.type !== 'NEW_GAME') return {};
      const start = event.players === 0 ? emptyPosition(context.names.slice(0, 2)) : context.rules.newGame(context.names.slice(0, event.players), event.seed);
      return restart(context, start);
    }),
    play: assign(({ context, event }) => {
      if (event.type !== 'ACT') return {};
      const r = context.rules.outcome(context.table, event.action, {});
      return r.ok ? played(context, { action: event.action, inputs: {} }, r.table) : {};
    }),
    startMove: assign(({ context, event }) => {
      if (event.type !== 'ACT') return {};
      const id = context.moves + 1;
      return { moves: id, refusal: null, move: { id, start: context.position, table: context.table, action: event.action, inputs: context.rules.defaults(context.position, event.action) } };
    }),
    refuseAction: assign(({ context, event }) => {
      if (event.type !== 'ACT') return {};
      const r = context.rules.outcome(context.table, event.action, {});
      return r.ok ? {} : { refusal: refused(r.reason) };
    }),
    choose: assign(({ context, event }) => {
      if (event.type !== 'CHOOSE' || !context.move) return {};
      return { move: { ...context.move, inputs: { ...event.inputs } } };
    }),
    accept: assign(({ context }) => {
      const move = context.move;
      if (!move) return {};
      const r = context.rules.outcome(move.table, move.action, move.inputs);
      return r.ok ? played(context, { action: move.action, inputs: move.inputs }, r.table) : { move: null, refusal: refused(r.reason) };
    }),
    discard: assign({ move: null }),
    undo: assign(({ context }) => withHistory(undone(historyOf(context)))),
    redo: assign(({ context }) => withHistory(redone(historyOf(context)))),
    clearRefusal: assign({ refusal: null }),
    dismiss: assign({ notice: [] }),
  },
}).createMachine({
  id: 'gheosSandbox',
  context: ({ input }) => {
    const { timeline: tl, notice, move } = initial(input);
    return { names: input.names, rules: input.rules, timeline: tl, earlier: [], later: [], move, moves: move ? 1 : 0, refusal: null, notice, ...shown(tl) };
  },
  initial: 'opening',
  on: {
    DISMISS: { actions: 'dismiss' },
  },
  states: {
    /** Where the address leads: a move under review, a board to play on, or an empty one to set up. */
    opening: {
      always: [{ guard: 'reviewing', target: 'reviewing' }, { guard: 'emptyBoard', target: 'editing' }, { target: 'playing' }],
    },
    /** Setting up: tiles, civilizations, followers, hands, whose turn. Each edit starts a fresh turn. */
    editing: {
      on: {
        EDIT: [{ guard: 'editAllowed', actions: 'edit' }, { actions: 'refuseEdit' }],
        PLAY: { target: 'playing', actions: 'clearRefusal' },
        ...sharedByEditingAndPlaying,
      },
    },
    /** Playing: an action the turn and the rules allow is kept at once, or reviewed when it asks for a choice. */
    playing: {
      on: {
        ACT: [
          { guard: and(['actionAllowed', 'needsChoice']), target: 'reviewing', actions: 'startMove' },
          { guard: 'actionAllowed', actions: 'play' },
          { actions: 'refuseAction' },
        ],
        SET_UP: { target: 'editing', actions: 'clearRefusal' },
        ...sharedByEditingAndPlaying,
      },
    },
    /** Stepping through how the engine resolves the action; the reader may change the choices, then keep or discard it. */
    reviewing: {
      on: {
        CHOOSE: { actions: 'choose' },
        ACCEPT: { target: 'playing', actions: 'accept' },
        DISCARD: { target: 'playing', actions: 'discard' },
      },
    },
  },
});
