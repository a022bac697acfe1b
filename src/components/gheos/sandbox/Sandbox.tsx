import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { JSX } from 'preact';
import { useMachine } from '@xstate/react';
// Straight from the engine's modules: the first paint needs the position checks, not the rules of play.
import { cellKey, type CellKey } from '../../../games/gheos/geometry';
import { placementCells } from '../../../games/gheos/legal';
import { encodePosition } from '../../../games/gheos/positionCodec';
import { decodeAction, encodeAction } from '../../../games/gheos/actionCodec';
import { decodeChoices, encodeChoices } from '../../../explainers/gheos/sandbox/choicesCodec';
import type { GheosState } from '../../../games/gheos/state';
import { sandboxMachine } from '../../../explainers/gheos/sandbox/sandboxMachine';
import { Replay } from '../../../explainers/gheos/replay';
import { msg } from '../../../explainers/messages';
import type { Inputs } from '../../../explainers/types';
import type { Lang } from '../../../i18n/format';
import { resolveMessages, type PageMessages } from '../../../i18n/pageMessages';
import { translator } from '../../../i18n/translate';
import { BoardView } from '../BoardView';
import { Editor } from './Editor';
type Play = typeof import('./play');

interface Props {
  lang: Lang;
  messages: PageMessages;
}

/** Spaces the reader can point at: every tile, and every empty space touching one (the centre on an empty board). */
export function pickableCells(position: GheosState): CellKey[] {
  const tiles = Object.keys(position.board) as CellKey[];
  const free = placementCells(position).map(cellKey);
  return tiles.length === 0 ? ['0,0'] : [...tiles, ...free].sort((a, b) => {
    const [ar = 0, ac = 0] = a.split(',').map(Number);
    const [br = 0, bc = 0] = b.split(',').map(Number);
    return ar - br || ac - bc;
  });
}

/**
 * Island: the Gheos sandbox. The server renders an empty board; in the
 * browser the position comes from `?p=` (a malformed one gives an empty
 * board and a notice), and every change is written back there. Set-up edits
 * and played actions go through the sandbox machine, which asks the engine.
 */
export default function Sandbox({ lang, messages: ref }: Props): JSX.Element {
  const messages = useMemo(() => resolveMessages(ref), [ref]);
  const t = useMemo(() => translator(lang, messages), [lang, messages]);
  const names = useMemo(() => [1, 2].map((n) => t(msg('gheos.sandbox.defaultName', { n }))), [t]);
  const [snapshot, send] = useMachine(sandboxMachine, { input: { names } });
  const { position, past, future, move, refusal, notice } = snapshot.context;
  const mode = snapshot.value as 'editing' | 'playing' | 'reviewing';
  const [loaded, setLoaded] = useState(false);
  const [selected, setSelected] = useState<CellKey>('0,0');
  const [play, setPlay] = useState<Play | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const firstMode = useRef(true);
  // A move named in the address (`&m=`), played as soon as the rules of play have loaded.
  const pendingMove = useRef<string | null>(null);
  const pendingChoices = useRef<string | null>(null);
  // What changed, for screen readers: spoken after an edit, a kept move, undo or redo (not on load).
  const [changed, setChanged] = useState('');
  const shown = useRef<GheosState | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    pendingMove.current = params.get('m');
    pendingChoices.current = params.get('c');
    send({ type: 'LOAD', code: params.get('p') });
    setLoaded(true);
  }, [send]);

  // The address carries the position (and a move under review), so it can be sent to someone; no history entries.
  // Written in the same commit as the page shows the change, so a reload or a copied address never lags behind it.
  useLayoutEffect(() => {
    if (!loaded || pendingMove.current !== null) return;
    const params = new URLSearchParams(location.search);
    if (!params.has('p') && past.length === 0 && Object.keys(position.board).length === 0) return;
    const reviewing = mode === 'reviewing' && move;
    const from = reviewing ? move.start : position;
    const url = `${location.pathname}?p=${encodeURIComponent(encodePosition(from))}${reviewing ? `&m=${encodeAction(move.action)}` : ''}${reviewing && encodeChoices(move.inputs) ? `&c=${encodeChoices(move.inputs)}` : ''}`;
    const hash = reviewing ? location.hash : '';
    if (`${location.pathname}${location.search}${location.hash}` !== `${url}${hash}`) history.replaceState(history.state, '', `${url}${hash}`);
  }, [loaded, position, past.length, mode, move]);

  // The actions and the step-through of a move are not needed for the first paint: fetched right after it.
  useEffect(() => {
    if (!loaded || play) return;
    import('./play')
      .then((m) => {
        send({ type: 'RULES_READY', rules: m.rules });
        const action = pendingMove.current === null ? null : decodeAction(pendingMove.current);
        pendingMove.current = null;
        if (action) send({ type: 'ACT', action, inputs: decodeChoices(pendingChoices.current) });
        setPlay(m);
      })
      .catch(() => undefined);
  }, [loaded, play, send]);

  // After a mode change, focus goes to the new panel, so keyboard readers are not lost.
  useEffect(() => {
    if (firstMode.current) {
      firstMode.current = false;
      return;
    }
    if (mode !== 'reviewing') panelRef.current?.focus({ preventScroll: true });
  }, [mode]);

  const onInputs = useCallback((inputs: Inputs) => send({ type: 'CHOOSE', inputs }), [send]);
  const onAccept = useCallback(() => send({ type: 'ACCEPT' }), [send]);
  const onDiscard = useCallback(() => send({ type: 'DISCARD' }), [send]);
  const cells = pickableCells(position);
  const cell = cells.includes(selected) ? selected : (cells[0] ?? '0,0');
  const view = new Replay(position, position).view();
  const picker = { cells, selected: cell, onSelect: setSelected };

  useEffect(() => {
    if (!loaded) return;
    if (shown.current !== null && shown.current !== position) {
      setChanged(t(msg('gheos.sandbox.changed', { tiles: view.tiles.length, continents: view.continents.length, civs: view.markers.length, player: position.players[position.active]?.name ?? '' })));
    }
    shown.current = position;
  }, [loaded, position, t, view.tiles.length, view.continents.length, view.markers.length]);

  return (
    <div class="sandbox" data-sandbox data-mode={mode} data-ready={loaded ? 'true' : undefined}>
      {notice && (
        <p class="example-notice" role="status">
          {t(notice)}
        </p>
      )}
      <div class="sandbox-toolbar" role="group" aria-label={t(msg('gheos.sandbox.tools'))}>
        <button type="button" class={`button${mode === 'editing' ? ' primary' : ''}`} aria-pressed={mode === 'editing' ? 'true' : 'false'} disabled={mode === 'reviewing'} onClick={() => send({ type: 'SET_UP' })}>
          {t(msg('gheos.sandbox.mode.setUp'))}
        </button>
        <button type="button" class={`button${mode !== 'editing' ? ' primary' : ''}`} aria-pressed={mode !== 'editing' ? 'true' : 'false'} disabled={mode === 'reviewing'} onClick={() => send({ type: 'PLAY' })}>
          {t(msg('gheos.sandbox.mode.play'))}
        </button>
        <button type="button" class="button" disabled={past.length === 0 || mode === 'reviewing'} onClick={() => send({ type: 'UNDO' })}>
          {t(msg('gheos.sandbox.undo'))}
        </button>
        <button type="button" class="button" disabled={future.length === 0 || mode === 'reviewing'} onClick={() => send({ type: 'REDO' })}>
          {t(msg('gheos.sandbox.redo'))}
        </button>
      </div>
      {mode === 'reviewing' && move ? (
        play ? (
          <play.Review
            key={move.id}
            move={move}
            lang={lang}
            messages={messages}
            t={t}
            onInputs={onInputs}
            onAccept={onAccept}
            onDiscard={onDiscard}
          />
        ) : (
          <p>{t(msg('gheos.sandbox.loading'))}</p>
        )
      ) : (
        <div class="sandbox-main">
          <div class="sandbox-board">
            <BoardView view={view} t={t} id="sandbox-board" picker={picker} listTiles />
          </div>
          <div class="sandbox-panel" ref={panelRef} tabIndex={-1}>
            {mode === 'editing' ? (
              <Editor t={t} position={position} send={send} cells={cells} selected={cell} onSelect={setSelected} />
            ) : play ? (
              <play.Actions t={t} position={position} send={send} selected={cell} onSelect={setSelected} />
            ) : (
              <p>{t(msg('gheos.sandbox.loading'))}</p>
            )}
          </div>
        </div>
      )}
      <p class="sr-only" aria-live="polite">
        {changed}
      </p>
      <p class={`sandbox-refusal${refusal ? ' shown' : ''}`} role="status">
        {refusal ? t(refusal) : ''}
      </p>
    </div>
  );
}
