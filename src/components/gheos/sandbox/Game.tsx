import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { JSX } from 'preact';
import { useMachine } from '../../explainer/useMachine';
import {
  cellKey,
  computeRegions,
  continents,
  encodePosition,
  inhabitant,
  parseCellKey,
  placementCells,
  replaceableCells,
  type CellKey,
  type GheosAction,
  type Rotation,
} from '../../../games/gheos';
import { sandboxMachine, type SandboxInput } from '../../../explainers/gheos/sandbox/sandboxMachine';
import { writeAddress } from '../../../explainers/gheos/sandbox/address';
import { boardView } from '../../../explainers/gheos/boardView';
import { captionOf } from '../../../explainers/gheos/captions';
import { resolve } from '../../../explainers/gheos/resolveMove';
import { msg } from '../../../explainers/messages';
import type { Inputs } from '../../../explainers/types';
import type { Lang } from '../../../i18n/format';
import type { Messages, Translate } from '../../../i18n/translate';
import { langPath } from '../../../site/paths';
import { BoardView } from '../BoardView';
import { cellLabel, tileText } from '../labels';
import { BoardLayer, moveCursor } from './BoardLayer';
import { Editor } from './Editor';
import { Review } from './Review';
import { Status } from './Status';
import { TurnPanel, type Intent } from './TurnPanel';
import { rules } from './rules';

export interface GameProps {
  lang: Lang;
  messages: Messages;
  t: Translate;
  names: readonly string[];
  address: SandboxInput['address'];
}

/** Spaces the reader can point at: every tile, and every empty space touching one (the centre on an empty board). */
export function pickableCells(board: Record<string, unknown>): CellKey[] {
  const tiles = Object.keys(board) as CellKey[];
  const free = placementCells({ board } as never).map(cellKey);
  const cells: CellKey[] = tiles.length === 0 ? ['0,0'] : [...tiles, ...free];
  const rc = (k: CellKey) => k.split(',').map(Number) as [number, number];
  return cells.sort((a, b) => rc(a)[0] - rc(b)[0] || rc(a)[1] - rc(b)[1]);
}

/** Whether a key press comes from a place where typing means something else. */
const typing = (e: KeyboardEvent) => {
  const el = e.target as HTMLElement | null;
  return !!el && (el.tagName === 'INPUT' || el.tagName === 'SELECT' || el.tagName === 'TEXTAREA' || el.isContentEditable);
};

/**
 * The sandbox in the reader's hands: the machine, the board to play on, the
 * turn's panel, set-up, and the step-through of a move that asks for a
 * choice. The address follows every change (replaceState, no history spam).
 */
export function Game({ lang, messages, t, names, address }: GameProps): JSX.Element {
  const [snapshot, send] = useMachine(sandboxMachine, { input: { names, rules, address } });
  const { position, table, timeline, move, refusal, notice, earlier, later } = snapshot.context;
  const mode = snapshot.value as 'opening' | 'editing' | 'playing' | 'reviewing';
  const [cursor, setCursor] = useState<CellKey>(() => pickableCells(position.board).find((c) => !position.board[c]) ?? '0,0');
  const [focused, setFocused] = useState(false);
  const [hover, setHover] = useState<CellKey | null>(null);
  const [intent, setIntent] = useState<Intent>({ kind: 'tile', hand: 0, rot: 0 });
  const [changed, setChanged] = useState('');
  const panelRef = useRef<HTMLDivElement>(null);
  const firstMode = useRef(true);
  const shownPosition = useRef(position);

  // The address carries the start, the moves, how many are shown, and a move under review.
  useLayoutEffect(() => {
    const reviewing = mode === 'reviewing' && move;
    const empty = Object.keys(timeline.start.board).length === 0 && timeline.moves.length === 0 && earlier.length === 0;
    if (empty && !new URLSearchParams(location.search).has('p')) return;
    const query = writeAddress(encodePosition(timeline.start), timeline.moves, timeline.cursor, reviewing ? { action: move.action, inputs: move.inputs } : null);
    const url = `${location.pathname}${query}${reviewing ? location.hash : ''}`;
    if (`${location.pathname}${location.search}${location.hash}` !== url) history.replaceState(history.state, '', url);
  }, [timeline, mode, move, earlier.length]);

  // Undo and redo from the keyboard: Ctrl+Z / Ctrl+Y (Cmd on a Mac; Shift+Ctrl+Z redoes too).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (typing(e) || !(e.ctrlKey || e.metaKey) || e.altKey) return;
      const k = e.key.toLowerCase();
      if (k === 'z' && !e.shiftKey) send({ type: 'UNDO' });
      else if (k === 'y' || (k === 'z' && e.shiftKey)) send({ type: 'REDO' });
      else return;
      e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [send]);

  // After a mode change, focus goes to the new panel, so keyboard readers are not lost.
  useEffect(() => {
    if (firstMode.current) {
      firstMode.current = false;
      return;
    }
    if (mode !== 'reviewing') panelRef.current?.focus({ preventScroll: true });
  }, [mode]);

  // A new turn starts with a tile: the first one in hand.
  useEffect(() => {
    // After any other move nothing stays chosen: the next step is picked afresh.
    if (!table.turn.tile) setIntent((i) => (i.kind === 'tile' ? { ...i, hand: 0 } : { kind: 'tile', hand: 0, rot: 0 }));
    else setIntent({ kind: 'none' });
  }, [table]);

  const view = useMemo(() => boardView(position), [position]);
  useEffect(() => {
    if (shownPosition.current !== position) {
      const player = position.players[position.active]?.name ?? '';
      setChanged(t(msg('gheos.sandbox.changed', { tiles: view.tiles.length, continents: view.continents.length, civs: view.markers.length, player })));
    }
    shownPosition.current = position;
  }, [position, t, view]);

  // What the last move shown did, in the captions of the worked examples (the engine's trace, replayed).
  const lastMove = useMemo(() => {
    const move = timeline.moves[timeline.cursor - 1];
    const before = timeline.tables[timeline.cursor - 1];
    if (!move || !before) return [];
    const o = resolve(before.state, move.action, {}, move.inputs);
    if ('error' in o || !o.result.ok) return [];
    const names = before.state.players.map((p) => p.name);
    return o.result.events.map((e) => captionOf(e, names)).filter((m) => m !== null);
  }, [timeline]);
  const act = useCallback((action: GheosAction) => send({ type: 'ACT', action }), [send]);
  const cells = pickableCells(position.board);
  const hand = position.players[position.active]?.hand ?? [];
  const tileChosen = mode === 'playing' && intent.kind === 'tile' && hand[intent.hand] !== undefined && !position.over;
  const map = useMemo(() => computeRegions(position.board), [position]);
  const targets = useMemo((): CellKey[] => {
    if (mode !== 'playing') return [];
    if (tileChosen) return table.turn.tile ? [] : [...placementCells(position).map(cellKey), ...replaceableCells(position).map(cellKey)];
    if (intent.kind === 'found') return continents(map).filter((r) => inhabitant(position, map, r) === null).flatMap((r) => r.cells);
    return [];
  }, [mode, tileChosen, intent.kind, position, map, table]);

  /** Acts on a space: lays or replaces the chosen tile, or founds the chosen civilization there; else moves the cursor. */
  const actOn = (cell: CellKey) => {
    setCursor(cell);
    if (mode !== 'playing') return;
    const at = parseCellKey(cell) ?? [0, 0];
    if (tileChosen && intent.kind === 'tile') {
      act({ type: position.board[cell] ? 'replace' : 'place', hand: intent.hand, at, rot: intent.rot });
    } else if (intent.kind === 'found') {
      const home = continents(map).find((r) => r.cells.includes(cell) && inhabitant(position, map, r) === null);
      act({ type: 'found', colour: intent.colour, at: home ? home.id : at });
    }
  };
  const rotate = () => setIntent((i) => (i.kind === 'tile' ? { ...i, rot: ((i.rot + 1) % 3) as Rotation } : i));

  // R turns the chosen tile, wherever the focus is (but in a form field).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (typing(e) || e.ctrlKey || e.metaKey || e.altKey || e.key.toLowerCase() !== 'r' || mode !== 'playing') return;
      rotate();
      e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [mode]);

  const onBoardKey = (e: KeyboardEvent) => {
    const next = moveCursor(cursor, e.key, cells);
    if (next) {
      setCursor(next);
      e.preventDefault();
    } else if (e.key === 'Enter' || e.key === ' ') {
      actOn(cursor);
      e.preventDefault();
    }
  };
  const previewAt = tileChosen && intent.kind === 'tile' ? (hover ?? (focused ? cursor : null)) : null;
  const there = position.board[cursor];
  const cursorText = t(msg('gheos.sandbox.boardLabel', { cell: cellLabel(t, cursor), what: there ? tileText(t, there.tile, there.rot) : t(msg(targets.includes(cursor) ? 'gheos.sandbox.cursorLegal' : 'gheos.sandbox.cursorEmpty')) }));
  const onInputs = useCallback((inputs: Inputs) => send({ type: 'CHOOSE', inputs }), [send]);
  const newGame = (players: number) => send({ type: 'NEW_GAME', players, seed: Math.floor(Math.random() * 2 ** 31) });
  const canUndo = timeline.cursor > 0 || earlier.length > 0;
  const canRedo = timeline.cursor < timeline.moves.length || later.length > 0;

  return (
    <div class="sandbox-game" data-mode={mode}>
      {notice.length > 0 && (
        <div class="example-notice sandbox-notice" role="status">
          {notice.map((n, i) => (
            <p key={i}>{t(n)}</p>
          ))}
          <button type="button" class="button" onClick={() => send({ type: 'DISMISS' })}>
            {t(msg('gheos.sandbox.dismiss'))}
          </button>
        </div>
      )}
      <div class="sandbox-toolbar" role="group" aria-label={t(msg('gheos.sandbox.tools'))}>
        <button type="button" class={`button${mode === 'editing' ? ' primary' : ''}`} aria-pressed={mode === 'editing' ? 'true' : 'false'} disabled={mode === 'reviewing'} onClick={() => send({ type: 'SET_UP' })}>
          {t(msg('gheos.sandbox.mode.setUp'))}
        </button>
        <button type="button" class={`button${mode !== 'editing' ? ' primary' : ''}`} aria-pressed={mode !== 'editing' ? 'true' : 'false'} disabled={mode === 'reviewing'} onClick={() => send({ type: 'PLAY' })}>
          {t(msg('gheos.sandbox.mode.play'))}
        </button>
        <button type="button" class="button" aria-keyshortcuts="Control+Z Meta+Z" disabled={!canUndo || mode === 'reviewing'} onClick={() => send({ type: 'UNDO' })}>
          {t(msg('gheos.sandbox.undo'))}
        </button>
        <button type="button" class="button" aria-keyshortcuts="Control+Y Meta+Y" disabled={!canRedo || mode === 'reviewing'} onClick={() => send({ type: 'REDO' })}>
          {t(msg('gheos.sandbox.redo'))}
        </button>
      </div>
      <div class="sandbox-toolbar sandbox-starts" role="group" aria-label={t(msg('gheos.sandbox.newGame'))}>
        <span class="sandbox-starts-label" aria-hidden="true">{t(msg('gheos.sandbox.newGame'))}</span>
        {[2, 3, 4].map((n) => (
          <button key={n} type="button" class="button" disabled={mode === 'reviewing'} onClick={() => newGame(n)}>
            {t(msg('gheos.sandbox.start.players', { n }))}
          </button>
        ))}
        <button type="button" class="button" disabled={mode === 'reviewing'} onClick={() => newGame(0)}>
          {t(msg('gheos.sandbox.start.empty'))}
        </button>
      </div>
      {mode === 'reviewing' && move ? (
        <Review key={move.id} move={move} lang={lang} messages={messages} t={t} onInputs={onInputs} onAccept={() => send({ type: 'ACCEPT' })} onDiscard={() => send({ type: 'DISCARD' })} />
      ) : (
        <div class="sandbox-main">
          <div class="sandbox-board">
            <BoardView
              view={view}
              t={t}
              id="sandbox-board"
              listTiles
              picker={{ cells, selected: cursor, onSelect: actOn, targets, onHover: setHover }}
              extras={{
                overlay: (box) => <BoardLayer box={box} cells={cells} preview={previewAt && intent.kind === 'tile' ? { at: previewAt, tile: hand[intent.hand] ?? '', rot: intent.rot, legal: targets.includes(previewAt) } : null} />,
                svg: { tabIndex: 0, role: 'application', 'aria-label': cursorText, 'aria-describedby': 'sandbox-board-help', onKeyDown: onBoardKey, onFocus: () => setFocused(true), onBlur: () => setFocused(false), class: 'sandbox-svg' } as JSX.SVGAttributes<SVGSVGElement>,
              }}
            />
            <p id="sandbox-board-help" class="sandbox-hint">
              {t(msg(intent.kind === 'found' ? 'gheos.sandbox.foundHelp' : 'gheos.sandbox.boardHelp'))}
            </p>
          </div>
          <div class="sandbox-panel" ref={panelRef} tabIndex={-1}>
            {mode === 'editing' ? (
              <Editor t={t} position={position} send={send} cells={cells} selected={cells.includes(cursor) ? cursor : (cells[0] ?? '0,0')} onSelect={setCursor} />
            ) : (
              <TurnPanel t={t} table={table} intent={intent} setIntent={setIntent} act={act} rotate={rotate} />
            )}
            <div class={`sandbox-refusal${refusal ? ' shown' : ''}`} role="status">
              {refusal && (
                <p>
                  {t(refusal.message)}{' '}
                  {refusal.rule && <a href={langPath(lang, `gheos/#${refusal.rule}`)}>{t(msg('gheos.sandbox.seeRule'))}</a>}
                </p>
              )}
            </div>
            {lastMove.length > 0 && (
              <section class="sandbox-last" aria-labelledby="sb-last-h">
                <h2 id="sb-last-h">{t(msg('gheos.sandbox.lastMove'))}</h2>
                <ul>
                  {lastMove.map((m, i) => (
                    <li key={i}>{t(m)}</li>
                  ))}
                </ul>
              </section>
            )}
            <Status t={t} position={position} moves={timeline.cursor} />
          </div>
        </div>
      )}
      <p class="sr-only" aria-live="polite">
        {changed}
      </p>
    </div>
  );
}
