import { useCallback, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { JSX } from 'preact';
import { useMachine } from '@xstate/react';
import { computeRegions, encodePosition, uninhabitedContinents, type GheosAction, type GheosState, type Table } from '../../../games/gheos';
import { reasonMessage } from '../../../explainers/gheos/reasons';
import { sandboxMachine, type SandboxContext, type SandboxEvent, type SandboxInput } from '../../../explainers/gheos/sandbox/sandboxMachine';
import { writeAddress } from '../../../explainers/gheos/sandbox/address';
import { boardView } from '../../../explainers/gheos/boardView';
import { captionOf } from '../../../explainers/gheos/captions';
import { resolve } from '../../../explainers/gheos/resolveMove';
import type { BoardView as Model } from '../../../explainers/gheos/views';
import { msg } from '../../../explainers/messages';
import type { Inputs, Message } from '../../../explainers/types';
import type { Lang } from '../../../i18n/format';
import type { Messages, Translate } from '../../../i18n/translate';
import { langPath } from '../../../site/paths';
import { useAddress, useFocusOnChange } from '../../sandbox/address';
import { useUndoKeys } from '../../sandbox/keys';
import { AddressNotice, LastMove, RefusalLine, UndoRedo } from '../../sandbox/Shell';
import { canRedo, canUndo } from '../../../explainers/sandbox/timeline';
import { Editor } from './Editor';
import { PlayBoard } from './PlayBoard';
import { Review } from './Review';
import { Status } from './Status';
import { TurnPanel, type Why } from './TurnPanel';
import { rules } from './rules';
import { useBoardInput } from './useBoardInput';

export { pickableCells } from './useBoardInput';

export interface GameProps {
  lang: Lang;
  messages: Messages;
  t: Translate;
  names: readonly string[];
  address: SandboxInput['address'];
}

type Mode = 'opening' | 'editing' | 'playing' | 'reviewing';
type Send = (e: SandboxEvent) => void;

/** The address for the machine's history: the start, the moves, how many are shown, and a move under review (`null` for a fresh empty board). */
function addressOf({ timeline, move, earlier }: SandboxContext, mode: Mode): string | null {
  const reviewing = mode === 'reviewing' && move;
  const empty = Object.keys(timeline.start.board).length === 0 && timeline.moves.length === 0 && earlier.length === 0;
  if (empty && !new URLSearchParams(location.search).has('p')) return null;
  return writeAddress(encodePosition(timeline.start), timeline.moves, timeline.cursor, reviewing ? { action: move.action, inputs: move.inputs } : null);
}

/** What the last move shown did, in the captions of the worked examples (the engine's trace, replayed). */
function useLastMove(timeline: SandboxContext['timeline']): Message[] {
  return useMemo(() => {
    const move = timeline.moves[timeline.cursor - 1];
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
      setChanged(t(msg('gheos.sandbox.changed', { tiles: view.tiles.length, continents: view.continents.length, civs: view.markers.length, player })));
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
        const r = rules.outcome(table, action, {});
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
      <UndoRedo t={t} words={{ undo: msg('gheos.sandbox.undo'), redo: msg('gheos.sandbox.redo') }} canUndo={canUndo(context)} canRedo={canRedo(context)} disabled={reviewing} send={send} />
    </div>
  );
}

/** New games from the rulebook's setup, or an empty board. */
function StartBar({ t, disabled, send }: { t: Translate; disabled: boolean; send: Send }): JSX.Element {
  const newGame = (players: number) => send({ type: 'NEW_GAME', players, seed: Math.floor(Math.random() * 2 ** 31) });
  return (
    <div class="sandbox-toolbar sandbox-starts" role="group" aria-label={t(msg('gheos.sandbox.newGame'))}>
      <span class="sandbox-starts-label" aria-hidden="true">
        {t(msg('gheos.sandbox.newGame'))}
      </span>
      {[2, 3, 4].map((n) => (
        <button key={n} type="button" class="button" disabled={disabled} onClick={() => newGame(n)}>
          {t(msg('gheos.sandbox.start.players', { n }))}
        </button>
      ))}
      <button type="button" class="button" disabled={disabled} onClick={() => newGame(0)}>
        {t(msg('gheos.sandbox.start.empty'))}
      </button>
    </div>
  );
}

/**
 * The sandbox in the reader's hands: the machine, the board to play on, the
 * turn's panel, set-up, and the step-through of a move that asks for a
 * choice. The address follows every change (replaceState, no history spam).
 */
export function Game({ lang, messages, t, names, address }: GameProps): JSX.Element {
  // A page opened without a position starts ready to play: the rulebook's setup for two (issue 31).
  const [snapshot, send] = useMachine(sandboxMachine, { input: { names, rules, address, fresh: address?.position ? undefined : { players: 2, seed: Math.floor(Math.random() * 2 ** 31) } } });
  const context = snapshot.context;
  const { position, table, timeline, move, refusal, notice } = context;
  const mode = snapshot.value as Mode;
  const panelRef = useRef<HTMLDivElement>(null);
  useAddress(addressOf(context, mode), mode === 'reviewing' && move !== null);
  useUndoKeys(send);
  useFocusOnChange(mode, panelRef, mode !== 'reviewing');
  const view = useMemo(() => boardView(position), [position]);
  const changed = useChangeAnnouncement(t, position, view);
  const lastMove = useLastMove(timeline);
  const act = useCallback((action: GheosAction) => send({ type: 'ACT', action }), [send]);
  const input = useBoardInput({ t, mode, position, table, act });
  const onInputs = useCallback((inputs: Inputs) => send({ type: 'CHOOSE', inputs }), [send]);
  const { why, foundAt } = useVerdicts(table);

  return (
    <div class="sandbox-game" data-mode={mode}>
      <AddressNotice t={t} notice={notice} dismiss={msg('gheos.sandbox.dismiss')} onDismiss={() => send({ type: 'DISMISS' })} />
      <div class="sandbox-bars">
        <ModeBar t={t} mode={mode} context={context} send={send} />
        <StartBar t={t} disabled={mode === 'reviewing'} send={send} />
      </div>
      {mode === 'reviewing' && move ? (
        <Review key={move.id} move={move} lang={lang} messages={messages} t={t} onInputs={onInputs} onAccept={() => send({ type: 'ACCEPT' })} onDiscard={() => send({ type: 'DISCARD' })} />
      ) : (
        <div class="sandbox-main">
          <PlayBoard t={t} view={view} input={input} />
          <div class="sandbox-panel" ref={panelRef} tabIndex={-1}>
            {mode === 'editing' ? (
              <Editor t={t} position={position} send={send} cells={input.cells} selected={input.cells.includes(input.cursor) ? input.cursor : (input.cells[0] ?? '0,0')} onSelect={input.setCursor} />
            ) : (
              <TurnPanel t={t} table={table} intent={input.intent} setIntent={input.setIntent} act={act} rotate={input.rotate} why={why} foundAt={foundAt} />
            )}
            <RefusalLine t={t} refusal={refusal} ruleHref={(rule) => langPath(lang, `gheos/#${rule}`)} seeRule={msg('gheos.sandbox.seeRule')} />
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
