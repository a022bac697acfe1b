/**
 * The sandbox shell's history, the same for every game: a stretch of play is
 * the table it started from, the moves kept since, the table after each, and
 * how many of them are shown (undo and redo move that cursor; a new move drops
 * the ones past it). A new start (a set-up edit, a new game) keeps the stretch
 * so far in `earlier`, so undo can go back into it. Pure functions over plain
 * data: the game's machine calls them, nothing here knows a rule.
 */

/** A stretch of play: where it started, the moves kept, the table after each (`tables[0]` is the start's), and how many are shown. */
export interface Timeline<Start, Move, Table> {
  start: Start;
  moves: Move[];
  tables: Table[];
  cursor: number;
}

/** The history around the stretch shown: stretches before the last new start (latest last), and stretches undone past (next last). */
export interface History<Start, Move, Table> {
  timeline: Timeline<Start, Move, Table>;
  earlier: Timeline<Start, Move, Table>[];
  later: Timeline<Start, Move, Table>[];
}

/** How many earlier stretches undo may go back into. */
const KEPT = 50;

/** A stretch that starts at `table`, with nothing played. */
export function timelineFrom<Start, Move, Table>(start: Start, table: Table): Timeline<Start, Move, Table> {
  return { start, moves: [], tables: [table], cursor: 0 };
}

/** The table the cursor shows. */
export function shownTable<Start, Move, Table>(tl: Timeline<Start, Move, Table>): Table {
  return tl.tables[tl.cursor] ?? tl.tables[0]!;
}

/** A new start: the stretch so far, cut at the cursor, is kept for undo; nothing is left to redo. */
export function restartAt<Start, Move, Table>(h: History<Start, Move, Table>, start: Start, table: Table): History<Start, Move, Table> {
  const cut = h.timeline;
  const kept: Timeline<Start, Move, Table> = { ...cut, moves: cut.moves.slice(0, cut.cursor), tables: cut.tables.slice(0, cut.cursor + 1), cursor: cut.cursor };
  return { timeline: timelineFrom(start, table), earlier: [...h.earlier, kept].slice(-KEPT), later: [] };
}

/** A move kept after the cursor: the moves past it are dropped, and so is anything to redo. */
export function playedMove<Start, Move, Table>(h: History<Start, Move, Table>, move: Move, table: Table): History<Start, Move, Table> {
  const tl = h.timeline;
  const timeline = { start: tl.start, moves: [...tl.moves.slice(0, tl.cursor), move], tables: [...tl.tables.slice(0, tl.cursor + 1), table], cursor: tl.cursor + 1 };
  return { ...h, timeline, later: [] };
}

export const canUndo = (h: History<unknown, unknown, unknown>): boolean => h.timeline.cursor > 0 || h.earlier.length > 0;
export const canRedo = (h: History<unknown, unknown, unknown>): boolean => h.timeline.cursor < h.timeline.moves.length || h.later.length > 0;

/** One move back, or back into the stretch before the last new start. */
export function undone<Start, Move, Table>(h: History<Start, Move, Table>): History<Start, Move, Table> {
  const tl = h.timeline;
  if (tl.cursor > 0) return { ...h, timeline: { ...tl, cursor: tl.cursor - 1 } };
  const back = h.earlier[h.earlier.length - 1];
  return back ? { timeline: back, earlier: h.earlier.slice(0, -1), later: [...h.later, tl] } : h;
}

/** One move forward again, or forward into the stretch undone past. */
export function redone<Start, Move, Table>(h: History<Start, Move, Table>): History<Start, Move, Table> {
  const tl = h.timeline;
  if (tl.cursor < tl.moves.length) return { ...h, timeline: { ...tl, cursor: tl.cursor + 1 } };
  const forward = h.later[h.later.length - 1];
  return forward ? { timeline: forward, later: h.later.slice(0, -1), earlier: [...h.earlier, tl] } : h;
}

/**
 * A stretch replayed from the address: each move the game accepts is kept, the first it refuses
 * stops the replay (its number and reason are returned, so the page can say so and tidy the
 * address). `cursor` is clamped to the moves kept.
 */
export function replay<Start, Move, Table, Reason>(
  start: Start,
  table: Table,
  moves: readonly Move[],
  apply: (table: Table, move: Move) => { ok: true; table: Table } | { ok: false; reason: Reason },
  cursor: number | null = null,
): { timeline: Timeline<Start, Move, Table>; refused: { n: number; reason: Reason } | null } {
  const tl = timelineFrom<Start, Move, Table>(start, table);
  let refused: { n: number; reason: Reason } | null = null;
  for (const [i, move] of moves.entries()) {
    const r = apply(tl.tables[tl.tables.length - 1]!, move);
    if (!r.ok) {
      refused = { n: i + 1, reason: r.reason };
      break;
    }
    tl.moves.push(move);
    tl.tables.push(r.table);
  }
  tl.cursor = Math.min(cursor ?? tl.moves.length, tl.moves.length);
  return { timeline: tl, refused };
}
