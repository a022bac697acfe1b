import { useCallback, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { JSX } from 'preact';
import { useMachine } from '@xstate/react';
import { computeRegions, encodePosition, uninhabitedContinents, type GheosAction, type GheosState, type SandboxEdit, type Table } from '../../../games/gheos';
import { emptyPosition } from '../../../games/gheos/edit';
import { encodeAction } from '../../../games/gheos/actionCodec';
import { reasonMessage } from '../../../explainers/gheos/reasons';
import { decodeMove, encodeMove, writeAddress } from '../../../explainers/gheos/sandbox/address';
import { newGame, outcome } from '../../../explainers/gheos/sandbox/rules';
import { boardView } from '../../../explainers/gheos/boardView';
import { captionOf } from '../../../explainers/gheos/captions';
import { resolve } from '../../../explainers/gheos/resolveMove';
import type { BoardView as Model } from '../../../explainers/gheos/views';
import { msg } from '../../../explainers/messages';
import { playMachine, type PlayContext, type PlayEvent } from '../../../explainers/sandbox/playMachine';
import type { Inputs, Message } from '../../../explainers/types';
import type { Lang } from '../../../i18n/format';
import type { Messages, Translate } from '../../../i18n/translate';
import { langPath } from '../../../site/paths';
import { useAddress, useFocusOnChange } from '../../sandbox/address';
import { useUndoKeys } from '../../sandbox/keys';
import { AddressNotice, LastMove, NewGames, RefusalLine, UndoRedo } from '../../sandbox/Shell';
import { canRedo, canUndo } from '../../../explainers/sandbox/timeline';
import { Editor } from './Editor';
import { PlayBoard } from './PlayBoard';
import { Review } from './Review';
import { Status } from './Status';
import { TurnPanel, type Why } from './TurnPanel';
import { namesOf, startAt, type GheosInput } from './prepare';
import { useBoardInput } from './useBoardInput';

export { pickableCells } from './useBoardInput';

export interface GameProps {
  lang: Lang;
  messages: Messages;
  t: Translate;
  /** Where the game starts (`prepare.ts`, from the address). */
  input: GheosInput;
}

type Mode = 'opening' | 'editing' | 'playing' | 'reviewing';
type SandboxContext = PlayContext<GheosState, Table, string>;
type SandboxEvent = PlayEvent<GheosState>;
type Send = (e: SandboxEvent) => void;

/** The address for the machine's history: the start, the moves, how many are shown, and a move under review (`null` for a fresh empty board). */
function addressOf({ timeline, review, earlier }: SandboxContext, mode: Mode): string | null {
  const start = timeline.start.setup;
  const empty = Object.keys(start.board).length === 0 && timeline.moves.length === 0 && earlier.length === 0;
  if (empty && !new URLSearchParams(location.search).has('p')) return null;
  return writeAddress(encodePosition(start), timeline.moves, timeline.cursor, mode === 'reviewing' && review ? review.code : null);
}

/** What the last move shown did, in the captions of the worked examples (the engine's trace, replayed). */
function useLastMove(timeline: SandboxContext['timeline']): Message[] {
  return useMemo(() => {
    const code = timeline.moves[timeline.cursor - 1];
    const move = code === undefined ? null : decodeMove(code);
    const before = timeline.tables[timeline.cursor - 1];
    if (!move || !before) return [];
    const o = resolve(before.state, move.action, {}, move.inputs);
    if ('error' in o || !o.result.ok) return [];
    const names = before.state.players.map((p) => p.name);
    return o.result.events.map((e) => captionOf(e, names)).filter((m) => m !== null);
  }, [timeline]);
}

/** A sentence for screen readers each time the position changes (not on the first one). */
function useChangeAnnouncement(t: Translate, position: GheosState, view: Model): string {
  const [changed, setChanged] = useState('');
  const shown = useRef(position);
  useEffect(() => {
    if (shown.current !== position) {
      const player = position.players[position.active]?.name ?? '';
      const counts = { tiles: view.tiles.length, continents: view.continents.length, civs: view.markers.length };
      // Nobody moves once the game is over.
      setChanged(t(msg(position.over ? 'gheos.sandbox.changedOver' : 'gheos.sandbox.changed', { ...counts, player })));
    }
    shown.current = position;
  }, [position, t, view]);
  return changed;
}

/** The rules' verdict on each action the turn panel offers (`null`: allowed), and where a colour would be founded now. */
function useVerdicts(table: Table): { why: Why; foundAt: string | null } {
  return useMemo(() => {
    const seen = new Map<string, Message | null>();
    const why: Why = (action) => {
      const k = JSON.stringify(action);
      if (!seen.has(k)) {
        const r = outcome(table, action, {});
        seen.set(k, r.ok ? null : reasonMessage(r.reason));
      }
      return seen.get(k) ?? null;
    };
    const free = uninhabitedContinents(table.state, computeRegions(table.state.board));
    return { why, foundAt: free[0]?.id ?? null };
  }, [table]);
}

/** Set up or play, undo and redo. */
function ModeBar({ t, mode, context, send }: { t: Translate; mode: Mode; context: SandboxContext; send: Send }): JSX.Element {
  const reviewing = mode === 'reviewing';
  const modeButton = (on: boolean, label: Message, event: SandboxEvent) => (
    <button type="button" class={`button${on ? ' primary' : ''}`} aria-pressed={on ? 'true' : 'false'} disabled={reviewing} onClick={() => send(event)}>
      {t(label)}
    </button>
  );
  return (
    <div class="sandbox-toolbar" role="group" aria-label={t(msg('gheos.sandbox.tools'))}>
      {modeButton(mode === 'editing', msg('gheos.sandbox.mode.setUp'), { type: 'SET_UP' })}
      {modeButton(mode !== 'editing', msg('gheos.sandbox.mode.play'), { type: 'PLAY' })}
      <UndoRedo t={t} words={{ undo: msg('sandbox.undo'), redo: msg('sandbox.redo') }} canUndo={canUndo(context)} canRedo={canRedo(context)} disabled={reviewing} send={send} />
    </div>
  );
}

/** New games from the rulebook's setup, or an empty board. */
function StartBar({ t, disabled, send }: { t: Translate; disabled: boolean; send: Send }): JSX.Element {
  const names = namesOf(t);
  const start = (players: number) => startAt(players === 0 ? emptyPosition(names.slice(0, 2)) : newGame(names.slice(0, players), Math.floor(Math.random() * 2 ** 31)));
  const onStart = (players: number) => send({ type: 'NEW_GAME', start: start(players) });
  return (
    <div class="sandbox-toolbar sandbox-starts" role="group" aria-label={t(msg('gheos.sandbox.newGame'))}>
      <NewGames t={t} words={{ label: msg('gheos.sandbox.newGame'), players: (n) => msg('gheos.sandbox.start.players', { n }) }} disabled={disabled} onStart={onStart}>
        <button type="button" class="button" disabled={disabled} onClick={() => onStart(0)}>
          {t(msg('gheos.sandbox.start.empty'))}
        </button>
      </NewGames>
    </div>
  );
}

/**
 * The sandbox in the reader's hands: the machine, the board to play on, the
 * turn's panel, set-up, and the step-through of a move that asks for a
 * choice. The address follows every change (replaceState, no history spam).
 */
export function Game({ lang, messages, t, input: start }: GameProps): JSX.Element {
  const [snapshot, sendAny] = useMachine(playMachine, { input: start });
  const send = sendAny as Send;
  const context = snapshot.context as SandboxContext;
  const { table, timeline, review, refusal, notice } = context;
  const position = table.state;
  const move = useMemo(() => (review ? { id: review.id, ...decodeMove(review.code)! } : null), [review]);
  const mode = snapshot.value as Mode;
  const panelRef = useRef<HTMLDivElement>(null);
  useAddress(addressOf(context, mode), mode === 'reviewing' && move !== null);
  useUndoKeys(send);
  useFocusOnChange(mode, panelRef, mode !== 'reviewing');
  const view = useMemo(() => boardView(position), [position]);
  const changed = useChangeAnnouncement(t, position, view);
  const lastMove = useLastMove(timeline);
  const act = useCallback((action: GheosAction) => send({ type: 'INPUT', code: encodeAction(action) }), [send]);
  const input = useBoardInput({ t, mode, position, table, act });
  // Stable across the reader's choices (the walkthrough reports its inputs whenever this changes).
  const reviewed = useRef(move);
  reviewed.current = move;
  const onInputs = useCallback((inputs: Inputs) => reviewed.current && send({ type: 'CHOOSE', code: encodeMove({ action: reviewed.current.action, inputs }) }), [send]);
  const { why, foundAt } = useVerdicts(table);

  return (
    <div class="sandbox-game" data-mode={mode}>
      <AddressNotice t={t} notice={notice} dismiss={msg('sandbox.dismiss')} onDismiss={() => send({ type: 'DISMISS' })} />
      <div class="sandbox-bars">
        <ModeBar t={t} mode={mode} context={context} send={send} />
        <StartBar t={t} disabled={mode === 'reviewing'} send={send} />
      </div>
      {mode === 'reviewing' && move ? (
        <Review key={move.id} start={position} action={move.action} inputs={move.inputs} lang={lang} messages={messages} t={t} onInputs={onInputs} onAccept={() => send({ type: 'ACCEPT' })} onDiscard={() => send({ type: 'DISCARD' })} />
      ) : (
        <div class="sandbox-main">
          <PlayBoard t={t} view={view} input={input} />
          <div class="sandbox-panel" ref={panelRef} tabIndex={-1}>
            {mode === 'editing' ? (
              <Editor t={t} position={position} edit={(edit: SandboxEdit) => send({ type: 'EDIT', edit })} cells={input.cells} selected={input.cells.includes(input.cursor) ? input.cursor : (input.cells[0] ?? '0,0')} onSelect={input.setCursor} />
            ) : (
              <TurnPanel t={t} table={table} intent={input.intent} setIntent={input.setIntent} act={act} rotate={input.rotate} why={why} foundAt={foundAt} />
            )}
            <RefusalLine t={t} refusal={refusal} ruleHref={(rule) => langPath(lang, `gheos/#${rule}`)} seeRule={msg('sandbox.seeRule')} />
            <LastMove t={t} heading={msg('gheos.sandbox.lastMove')} lines={lastMove} />
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
