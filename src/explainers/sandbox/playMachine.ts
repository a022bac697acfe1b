import { assign, setup } from 'xstate';
import { msg } from '../messages';
import type { Message } from '../types';
import { canRedo, canUndo, playedMove, replay, restartAt, shownTable, type History, type Timeline } from './timeline';

/** Who plays a seat: the reader (or whoever holds the screen), or the engine's own player. */
export type SeatKind = 'human' | 'engine';

/**
 * What a game brings to the shared play machine (a game played from its setup, move by move):
 * how a setup starts, how one input (a move or an answer to the engine's question, in the game's
 * compact code) changes the table, who must act, what nobody chooses, and its engine player.
 * Inputs are kept as their codes, so the address is the history as it is.
 */
export interface PlayRules<Setup, Table, Reason> {
  start(setup: Setup): Table | null;
  apply(table: Table, code: string): { ok: true; table: Table } | { ok: false; reason: Reason };
  /** The seat that must act at this table; `null` when nobody must (the game is over, or the next input is forced). */
  seatToAct(table: Table): number | null;
  /** The input nobody chooses (a phase that just starts, the final scoring), if one is due. */
  forced(table: Table): string | null;
  /** The engine's player: an input for the seat that must act. */
  engine(table: Table, seat: number): string;
  /** A refusal in the reader's words, and the id of the rule's section. */
  refusal(reason: Reason): { message: Message; rule: string | null };
}

export interface GameStart<Setup> {
  setup: Setup;
  seats: SeatKind[];
}

export interface PlayInput<Setup, Table, Reason> {
  rules: PlayRules<Setup, Table, Reason>;
  /** What the address asked for, or what a fresh page starts with. */
  start: GameStart<Setup>;
  codes?: string[];
  cursor?: number | null;
  /** Notices from reading the address (a code that does not decode). */
  notice?: Message[];
}

export interface PlayContext<Setup, Table, Reason> extends History<GameStart<Setup>, string, Table> {
  rules: PlayRules<Setup, Table, Reason>;
  table: Table;
  refusal: { message: Message; rule: string | null } | null;
  notice: Message[];
  /** Whether the engine's players and forced inputs run on (not after undo or redo, which stop where the reader asked). */
  running: boolean;
}

export type PlayEvent<Setup> =
  | { type: 'INPUT'; code: string }
  | { type: 'NEW_GAME'; start: GameStart<Setup> }
  | { type: 'SEAT'; seat: number; kind: SeatKind }
  | { type: 'UNDO' }
  | { type: 'REDO' }
  | { type: 'DISMISS' };

type Ctx = PlayContext<any, any, any>;

/**
 * The rules with each answer remembered per table (tables are never changed, only replaced): the
 * machine asks the same question from a guard and then its action, and the engine's player is
 * asked once per table, not twice.
 */
export function remembered<S, T extends object, R>(rules: PlayRules<S, T, R>): PlayRules<S, T, R> {
  const applied = new WeakMap<T, Map<string, ReturnType<PlayRules<S, T, R>['apply']>>>();
  const engine = new WeakMap<T, string>();
  return {
    ...rules,
    apply(table, code) {
      let seen = applied.get(table);
      if (!seen) applied.set(table, (seen = new Map()));
      let r = seen.get(code);
      if (!r) seen.set(code, (r = rules.apply(table, code)));
      return r;
    },
    engine(table, seat) {
      let code = engine.get(table);
      if (code === undefined) engine.set(table, (code = rules.engine(table, seat)));
      return code;
    },
  };
}

/** The next input the table plays by itself: a forced one, or an engine seat's move. */
export function automatic(c: { rules: PlayRules<unknown, unknown, unknown>; timeline: Timeline<GameStart<unknown>, string, unknown> }, table: unknown): string | null {
  const forced = c.rules.forced(table);
  if (forced !== null) return forced;
  const seat = c.rules.seatToAct(table);
  return seat !== null && c.timeline.start.seats[seat] === 'engine' ? c.rules.engine(table, seat) : null;
}

/** Whether the reader acts at the table `i` moves in: a human seat must act there. */
const readerActsAt = (c: Ctx, i: number): boolean => {
  const table = c.timeline.tables[i];
  const seat = table === undefined ? null : c.rules.seatToAct(table);
  return seat !== null && c.rules.forced(table) === null && c.timeline.start.seats[seat] === 'human';
};

/** Undo goes back to where the reader last acted (over the engine's moves and forced ones); redo forward to where they act next. */
function jump(c: Ctx, step: -1 | 1): Partial<Ctx> {
  const tl = c.timeline;
  let i = tl.cursor + step;
  while (i > 0 && i < tl.moves.length && !readerActsAt(c, i)) i += step;
  i = Math.max(0, Math.min(tl.moves.length, i));
  if (i === tl.cursor) {
    const h = step < 0 ? c.earlier.at(-1) : c.later.at(-1);
    if (!h) return {};
    const timeline = h;
    return step < 0
      ? { timeline, earlier: c.earlier.slice(0, -1), later: [...c.later, tl], table: shownTable(timeline), refusal: null, running: false }
      : { timeline, later: c.later.slice(0, -1), earlier: [...c.earlier, tl], table: shownTable(timeline), refusal: null, running: false };
  }
  const timeline = { ...tl, cursor: i };
  return { timeline, table: shownTable(timeline), refusal: null, running: false };
}

function startOf<S, T, R>(rules: PlayRules<S, T, R>, start: GameStart<S>): T {
  const table = rules.start(start.setup);
  if (table === null) throw new Error('the sandbox setup cannot start');
  return table;
}

/**
 * A game played from its setup, for any game (the shell of issue 33): each input is tried on the
 * engine (kept, or refused with the rule's words); engine seats and forced inputs play on by
 * themselves; undo and redo move along the history to where the reader acts; a new game or a seat
 * change keeps the stretch before it for undo. The history is the address.
 */
export const playMachine = setup({
  types: {
    input: {} as PlayInput<any, any, any>,
    context: {} as Ctx,
    events: {} as PlayEvent<any>,
  },
  guards: {
    allowed: ({ context, event }) => event.type === 'INPUT' && context.rules.apply(context.table, event.code).ok,
    autoDue: ({ context }) => context.running && context.timeline.cursor === context.timeline.moves.length && automatic(context, context.table) !== null,
    canUndo: ({ context }) => canUndo(context),
    canRedo: ({ context }) => canRedo(context),
  },
  actions: {
    play: assign(({ context, event }) => {
      if (event.type !== 'INPUT') return {};
      const r = context.rules.apply(context.table, event.code);
      if (!r.ok) return {};
      const h = playedMove(context, event.code, r.table);
      return { ...h, table: r.table, refusal: null, notice: [], running: true };
    }),
    refuse: assign(({ context, event }) => {
      if (event.type !== 'INPUT') return {};
      const r = context.rules.apply(context.table, event.code);
      return r.ok ? {} : { refusal: context.rules.refusal(r.reason) };
    }),
    auto: assign(({ context }) => {
      const code = automatic(context, context.table);
      const r = code === null ? null : context.rules.apply(context.table, code);
      if (!r?.ok || code === null) return { running: false };
      return { ...playedMove(context, code, r.table), table: r.table };
    }),
    newGame: assign(({ context, event }) => {
      if (event.type !== 'NEW_GAME') return {};
      const table = startOf(context.rules, event.start);
      return { ...restartAt(context, event.start, table), table, refusal: null, notice: [], running: true };
    }),
    seat: assign(({ context, event }) => {
      if (event.type !== 'SEAT') return {};
      const tl = context.timeline;
      const seats = tl.start.seats.map((k, i) => (i === event.seat ? event.kind : k));
      // The same moves from the same setup: only who plays on from here changes.
      const timeline = { ...tl, start: { ...tl.start, seats }, moves: tl.moves.slice(0, tl.cursor), tables: tl.tables.slice(0, tl.cursor + 1) };
      return { timeline, later: [], running: true };
    }),
    undo: assign(({ context }) => jump(context, -1)),
    redo: assign(({ context }) => jump(context, 1)),
    dismiss: assign({ notice: [] }),
  },
}).createMachine({
  id: 'sandboxPlay',
  context: ({ input }) => {
    const rules = remembered(input.rules);
    const table = startOf(rules, input.start);
    const { timeline, refused } = replay(input.start, table, input.codes ?? [], (t, code: string) => rules.apply(t, code), input.cursor ?? null);
    const notice = [...(input.notice ?? [])];
    if (refused) notice.push(msg('sandbox.badMove', { n: refused.n, reason: rules.refusal(refused.reason).message }));
    return { rules, timeline, earlier: [], later: [], table: shownTable(timeline), refusal: null, notice, running: timeline.cursor === timeline.moves.length && !refused };
  },
  initial: 'playing',
  states: {
    playing: {
      always: { guard: 'autoDue', actions: 'auto' },
      on: {
        INPUT: [{ guard: 'allowed', actions: 'play' }, { actions: 'refuse' }],
        NEW_GAME: { actions: 'newGame' },
        SEAT: { actions: 'seat' },
        UNDO: { guard: 'canUndo', actions: 'undo' },
        REDO: { guard: 'canRedo', actions: 'redo' },
        DISMISS: { actions: 'dismiss' },
      },
    },
  },
});

