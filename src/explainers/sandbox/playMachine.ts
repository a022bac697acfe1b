import { and, assign, setup } from 'xstate';
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
  /** The engine's player: an input for the seat that must act (a game without one has every seat played by people). */
  engine?(table: Table, seat: number): string;
  /** A refusal in the reader's words, and the id of the rule's section. */
  refusal(reason: Reason): { message: Message; rule: string | null };
  /** Setting up (a game that lets the reader build a position): the setup the shown table becomes after one edit, or why the rules refuse it. */
  edit?(table: Table, edit: unknown): { ok: true; setup: Setup } | { ok: false; reason: Reason };
  /** A setup to set up before playing it (an empty board); it opens for setting up. */
  setsUp?(setup: Setup): boolean;
  /**
   * An input stepped through before it is kept (one that asks the reader's choices): the code with
   * a legal choice for each one not yet made; `null` to keep the input at once.
   */
  review?(table: Table, code: string): string | null;
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
  /** An input under review when the page opened (the address's), stepped through before it is kept. */
  review?: string | null;
  /** Notices from reading the address (a code that does not decode). */
  notice?: Message[];
}

/** An input being stepped through before it is kept: its code (with the reader's choices so far), and a count that starts each review afresh. */
export interface UnderReview {
  id: number;
  code: string;
}

export interface PlayContext<Setup, Table, Reason> extends History<GameStart<Setup>, string, Table> {
  rules: PlayRules<Setup, Table, Reason>;
  table: Table;
  refusal: { message: Message; rule: string | null } | null;
  notice: Message[];
  /** Whether the engine's players and forced inputs run on (not after undo or redo, which stop where the reader asked). */
  running: boolean;
  review: UnderReview | null;
  /** How many reviews were started (each review's id). */
  reviews: number;
}

export type PlayEvent<Setup> =
  | { type: 'INPUT'; code: string }
  | { type: 'NEW_GAME'; start: GameStart<Setup> }
  | { type: 'SEAT'; seat: number; kind: SeatKind }
  | { type: 'UNDO' }
  | { type: 'REDO' }
  | { type: 'DISMISS' }
  /** Setting up: one change to the shown table, which becomes a new start (`PlayRules.edit`). */
  | { type: 'EDIT'; edit: unknown }
  | { type: 'SET_UP' }
  | { type: 'PLAY' }
  /** Under review: the input with other choices; keep it; drop it. */
  | { type: 'CHOOSE'; code: string }
  | { type: 'ACCEPT' }
  | { type: 'DISCARD' };

type Ctx = PlayContext<any, any, any>;

/** The answer for `code` at `table`, worked out once. */
function perTable<T extends object, A>(cache: WeakMap<T, Map<string, A>>, table: T, code: string, answer: () => A): A {
  let seen = cache.get(table);
  if (!seen) cache.set(table, (seen = new Map()));
  if (!seen.has(code)) seen.set(code, answer());
  return seen.get(code) as A;
}

/**
 * The rules with each answer remembered per table (tables are never changed, only replaced): the
 * machine asks the same question from a guard and then its action (whether an input is played, or
 * reviewed first), and the engine's player is asked once per table, not twice.
 */
export function remembered<S, T extends object, R>(rules: PlayRules<S, T, R>): PlayRules<S, T, R> {
  const applied = new WeakMap<T, Map<string, ReturnType<PlayRules<S, T, R>['apply']>>>();
  const reviewed = new WeakMap<T, Map<string, string | null>>();
  const engine = new WeakMap<T, string>();
  return {
    ...rules,
    apply: (table, code) => perTable(applied, table, code, () => rules.apply(table, code)),
    review: rules.review ? (table, code) => perTable(reviewed, table, code, () => rules.review!(table, code)) : undefined,
    engine: rules.engine
      ? (table, seat) => {
          let code = engine.get(table);
          if (code === undefined) engine.set(table, (code = rules.engine!(table, seat)));
          return code;
        }
      : undefined,
  };
}

/** The next input the table plays by itself: a forced one, or an engine seat's move. */
export function automatic(c: { rules: PlayRules<unknown, unknown, unknown>; timeline: Timeline<GameStart<unknown>, string, unknown> }, table: unknown): string | null {
  const forced = c.rules.forced(table);
  if (forced !== null) return forced;
  const seat = c.rules.seatToAct(table);
  return seat !== null && c.timeline.start.seats[seat] === 'engine' && c.rules.engine ? c.rules.engine(table, seat) : null;
}

/** Whether the reader acts at the table `i` moves in: a human seat must act there. */
const readerActsAt = (c: Ctx, i: number): boolean => {
  const table = c.timeline.tables[i];
  const seat = table === undefined ? null : c.rules.seatToAct(table);
  return seat !== null && c.rules.forced(table) === null && c.timeline.start.seats[seat] === 'human';
};

/**
 * Undo goes back to where the reader last acted (over the engine's moves and forced ones), and from
 * a stretch's first such place into the stretch before (a game left for a new one); redo forward to where they act next.
 */
function jump(c: Ctx, step: -1 | 1): Partial<Ctx> {
  const tl = c.timeline;
  let i = tl.cursor + step;
  while (i > 0 && i < tl.moves.length && !readerActsAt(c, i)) i += step;
  i = Math.max(0, Math.min(tl.moves.length, i));
  // Back at a stretch's start where only the engine's seats act (they moved at once after a new game): the stretch before it, in one press.
  const backPastStart = step < 0 && i === 0 && !readerActsAt(c, 0) && c.earlier.length > 0;
  if (i === tl.cursor || backPastStart) {
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

/** A new start: the stretch so far is kept for undo. */
function restarted(c: Ctx, start: GameStart<unknown>): Partial<Ctx> {
  const table = startOf(c.rules, start);
  return { ...restartAt(c, start, table), table, refusal: null, notice: [], running: true };
}

/** An input kept at the shown table. */
function kept(c: Ctx, code: string, table: unknown): Partial<Ctx> {
  return { ...playedMove(c, code, table), table, refusal: null, notice: [], running: true, review: null };
}

/** The input to step through before keeping it, if the game asks for one. */
const reviewOf = (c: Ctx, code: string): string | null => (c.rules.review ? c.rules.review(c.table, code) : null);

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
    needsReview: ({ context, event }) => event.type === 'INPUT' && reviewOf(context, event.code) !== null,
    reviewing: ({ context }) => context.review !== null,
    canSetUp: ({ context }) => context.rules.edit !== undefined,
    setsUp: ({ context }) => context.rules.setsUp?.(context.timeline.start.setup) ?? false,
    startSetsUp: ({ context, event }) => event.type === 'NEW_GAME' && (context.rules.setsUp?.(event.start.setup) ?? false),
  },
  actions: {
    play: assign(({ context, event }) => {
      if (event.type !== 'INPUT') return {};
      const r = context.rules.apply(context.table, event.code);
      if (!r.ok) return {};
      return kept(context, event.code, r.table);
    }),
    startReview: assign(({ context, event }) => {
      const code = event.type === 'INPUT' ? reviewOf(context, event.code) : null;
      return code === null ? {} : { review: { id: context.reviews + 1, code }, reviews: context.reviews + 1, refusal: null };
    }),
    choose: assign(({ context, event }) => (event.type === 'CHOOSE' && context.review ? { review: { ...context.review, code: event.code } } : {})),
    accept: assign(({ context }) => {
      const code = context.review?.code;
      if (code === undefined) return {};
      const r = context.rules.apply(context.table, code);
      return r.ok ? kept(context, code, r.table) : { review: null, refusal: context.rules.refusal(r.reason) };
    }),
    discard: assign({ review: null }),
    // An edit the rules allow is a new start; one they refuse says why.
    edit: assign(({ context, event }) => {
      const r = event.type === 'EDIT' ? context.rules.edit?.(context.table, event.edit) : undefined;
      if (!r) return {};
      return r.ok ? restarted(context, { ...context.timeline.start, setup: r.setup }) : { refusal: context.rules.refusal(r.reason) };
    }),
    clearRefusal: assign({ refusal: null }),
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
    newGame: assign(({ context, event }) => (event.type === 'NEW_GAME' ? restarted(context, event.start) : {})),
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
    const shown = shownTable(timeline);
    let review: UnderReview | null = null;
    if (input.review) {
      const r = rules.apply(shown, input.review);
      if (r.ok) review = { id: 1, code: rules.review?.(shown, input.review) ?? input.review };
      else notice.push(msg('sandbox.badReview', { reason: rules.refusal(r.reason).message }));
    }
    const running = timeline.cursor === timeline.moves.length && !refused && !review;
    return { rules, timeline, earlier: [], later: [], table: shown, refusal: null, notice, running, review, reviews: review ? 1 : 0 };
  },
  initial: 'opening',
  on: {
    DISMISS: { actions: 'dismiss' },
  },
  states: {
    /** Where the address leads: an input under review, a setup to set up (an empty board), or play. */
    opening: {
      always: [{ guard: 'reviewing', target: 'reviewing' }, { guard: and(['canSetUp', 'setsUp']), target: 'editing' }, { target: 'playing' }],
    },
    /** Setting up (a game with `PlayRules.edit`): each edit the rules allow is a new start, kept for undo. */
    editing: {
      on: {
        EDIT: { actions: 'edit' },
        PLAY: { target: 'playing', actions: 'clearRefusal' },
        NEW_GAME: [{ guard: 'startSetsUp', actions: 'newGame' }, { target: 'playing', actions: 'newGame' }],
        UNDO: { guard: 'canUndo', actions: 'undo' },
        REDO: { guard: 'canRedo', actions: 'redo' },
      },
    },
    /** Playing: an input the rules allow is kept (or stepped through first), a refused one says why; engine seats and forced inputs play on. */
    playing: {
      always: { guard: 'autoDue', actions: 'auto' },
      on: {
        INPUT: [{ guard: and(['allowed', 'needsReview']), target: 'reviewing', actions: 'startReview' }, { guard: 'allowed', actions: 'play' }, { actions: 'refuse' }],
        NEW_GAME: [{ guard: and(['canSetUp', 'startSetsUp']), target: 'editing', actions: 'newGame' }, { actions: 'newGame' }],
        SEAT: { actions: 'seat' },
        SET_UP: { guard: 'canSetUp', target: 'editing', actions: 'clearRefusal' },
        UNDO: { guard: 'canUndo', actions: 'undo' },
        REDO: { guard: 'canRedo', actions: 'redo' },
      },
    },
    /** An input stepped through as the worked examples are: the reader may change its choices, then keep or drop it. */
    reviewing: {
      on: {
        CHOOSE: { actions: 'choose' },
        ACCEPT: { target: 'playing', actions: 'accept' },
        DISCARD: { target: 'playing', actions: 'discard' },
      },
    },
  },
});
