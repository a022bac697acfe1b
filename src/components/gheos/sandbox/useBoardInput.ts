import { useCallback, useEffect, useMemo, useState } from 'preact/hooks';
import { cellKey, computeRegions, continents, hasCivilizationAction, inhabitant, markersLeft, parseCellKey, placementCells, replaceableCells, type CellKey, type GheosAction, type GheosState, type Rotation, type Table } from '../../../games/gheos';
import { msg } from '../../../explainers/messages';
import type { Translate } from '../../../i18n/translate';
import { useLetterKey } from '../../sandbox/keys';
import { cellLabel, tileText } from '../labels';
import { moveCursor } from './BoardLayer';
import type { Intent } from './TurnPanel';

/** Spaces the reader can point at: every tile, and every empty space touching one (the centre on an empty board). */
export function pickableCells(board: Record<string, unknown>): CellKey[] {
  const tiles = Object.keys(board) as CellKey[];
  const free = placementCells({ board } as never).map(cellKey);
  const cells: CellKey[] = tiles.length === 0 ? ['0,0'] : [...tiles, ...free];
  const rc = (k: CellKey) => k.split(',').map(Number) as [number, number];
  return cells.sort((a, b) => rc(a)[0] - rc(b)[0] || rc(a)[1] - rc(b)[1]);
}

/** While playing: the tiles, and the empty spaces the turn may use now, in reading order. */
function playableCells(board: Record<string, unknown>, targets: readonly CellKey[]): CellKey[] {
  const tiles = Object.keys(board) as CellKey[];
  return pickableCells(board).filter((c) => tiles.includes(c) || targets.includes(c));
}

type Mode = 'opening' | 'editing' | 'playing' | 'reviewing';

/** What the reader means to do next: a new turn starts with the first tile in hand; after any other move nothing stays chosen. */
function useIntent(table: Table, playing: boolean) {
  const [intent, setIntent] = useState<Intent>({ kind: 'tile', hand: 0, rot: 0 });
  useEffect(() => {
    if (!table.turn.tile) setIntent((i) => (i.kind === 'tile' ? { ...i, hand: 0 } : { kind: 'tile', hand: 0, rot: 0 }));
    else setIntent({ kind: 'none' });
  }, [table]);
  const rotate = useCallback(() => setIntent((i) => (i.kind === 'tile' ? { ...i, rot: ((i.rot + 1) % 3) as Rotation } : i)), []);
  // R turns the chosen tile, wherever the focus is (but in a form field).
  useLetterKey('r', playing, rotate);
  return { intent, setIntent, rotate };
}

/**
 * The spaces the turn may act on now: where the chosen tile may go (step 1); in step 2 the continents
 * that can be founded on (with a colour chosen, only those), and those whose civilization a follower
 * can be taken of; nothing once the turn is past them.
 */
function targetsOf(position: GheosState, table: Table, intent: Intent, tileChosen: boolean): CellKey[] {
  if (!table.turn.tile) return tileChosen ? [...placementCells(position).map(cellKey), ...replaceableCells(position).map(cellKey)] : [];
  if (table.turn.civilization) return [];
  const map = computeRegions(position.board);
  const all = continents(map);
  const free = markersLeft(position).length > 0 ? all.filter((r) => inhabitant(position, map, r) === null) : [];
  const joined = intent.kind === 'found' ? [] : all.filter((r) => inhabitant(position, map, r) !== null);
  return [...free, ...joined].flatMap((r) => r.cells);
}

/**
 * The board as the reader's input: the cursor (arrows, Enter), the pointer's hover, the chosen
 * step (a tile from hand, turned with R, or a colour to found), the spaces it may act on, and
 * what acting on a space means. Acting sends the engine's action; the machine answers.
 */
export function useBoardInput({ t, mode, position, table, act }: { t: Translate; mode: Mode; position: GheosState; table: Table; act: (a: GheosAction) => void }) {
  const playing = mode === 'playing';
  const [cursor, setCursor] = useState<CellKey>(() => pickableCells(position.board).find((c) => !position.board[c]) ?? '0,0');
  const [focused, setFocused] = useState(false);
  const [hover, setHover] = useState<CellKey | null>(null);
  const { intent, setIntent, rotate } = useIntent(table, playing);
  const hand = position.players[position.active]?.hand ?? [];
  const tileChosen = playing && intent.kind === 'tile' && hand[intent.hand] !== undefined && !position.over;
  const targets = useMemo(() => (playing ? targetsOf(position, table, intent, tileChosen) : []), [playing, position, table, intent, tileChosen]);
  // Setting up points at any space next to the tiles; playing, at the tiles and the spaces the turn may use now (no stale "lay here" outlines).
  const cells = playing ? playableCells(position.board, targets) : pickableCells(position.board);

  /** Acts on a space: lays or replaces the chosen tile, or founds the chosen civilization there; else moves the cursor. */
  const actOn = (cell: CellKey) => {
    setCursor(cell);
    if (!playing) return;
    const at = parseCellKey(cell) ?? [0, 0];
    if (tileChosen && intent.kind === 'tile') act({ type: position.board[cell] ? 'replace' : 'place', hand: intent.hand, at, rot: intent.rot });
    else if (table.turn.tile && !table.turn.civilization) {
      // Step 2 on the board: a chosen colour founds on a free continent; a civilization's continent gives one of its followers.
      const map = computeRegions(position.board);
      const region = continents(map).find((r) => r.cells.includes(cell));
      const living = region ? inhabitant(position, map, region) : null;
      if (intent.kind === 'found') act({ type: 'found', colour: intent.colour, at: region && living === null ? region.id : at });
      else if (living) act({ type: 'take', colour: living });
    }
  };
  const onBoardKey = (e: KeyboardEvent) => {
    const next = moveCursor(cursor, e.key, cells);
    if (next) setCursor(next);
    else if (e.key === 'Enter' || e.key === ' ') actOn(cursor);
    else return;
    e.preventDefault();
  };
  const previewAt = tileChosen && intent.kind === 'tile' ? (hover ?? (focused ? cursor : null)) : null;
  const preview = previewAt && intent.kind === 'tile' ? { at: previewAt, tile: hand[intent.hand] ?? '', rot: intent.rot, legal: targets.includes(previewAt) } : null;
  const there = position.board[cursor];
  const what = there ? tileText(t, there.tile, there.rot) : t(msg(targets.includes(cursor) ? 'gheos.sandbox.cursorLegal' : 'gheos.sandbox.cursorEmpty'));
  const cursorText = t(msg('gheos.sandbox.boardLabel', { cell: cellLabel(t, cursor), what }));
  // Asked of the rules once a turn's state or the reader's choice changes, not at every pointer move.
  const help = useMemo(() => boardHelp(mode, intent, table), [mode, intent, table]);
  return { cursor, setCursor, setFocused, setHover, intent, setIntent, rotate, cells, targets, actOn, onBoardKey, preview, cursorText, help };
}

/**
 * What the board is for now, said under it: setting up, a space to choose; playing, the step the
 * turn is at (a tile to lay, a colour's continent to found on, a continent to take a follower from,
 * or nothing left to do on the board), or that the game is over. It had asked for a tile to be laid all turn long.
 */
export function boardHelp(mode: Mode, intent: Intent, table: Table) {
  if (mode === 'editing') return 'gheos.sandbox.editHelp' as const;
  // A finished game offers no tile and no turn: the board says so, not what a turn would do.
  if (table.state.over) return 'gheos.sandbox.overHelp' as const;
  if (intent.kind === 'found') return 'gheos.sandbox.foundHelp' as const;
  if (mode !== 'playing' || !table.turn.tile) return 'gheos.sandbox.boardHelp' as const;
  return table.turn.civilization || !hasCivilizationAction(table.state) ? ('gheos.sandbox.doneHelp' as const) : ('gheos.sandbox.takeHelp' as const);
}

export type BoardInput = ReturnType<typeof useBoardInput>;
