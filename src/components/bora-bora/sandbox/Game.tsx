import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { ComponentChildren, JSX } from 'preact';
import { hideCards, viewOf } from '../../../explainers/bora-bora/tableView';

import { msg } from '../../../explainers/messages';
import type { Lang } from '../../../i18n/format';
import type { Messages, Translate } from '../../../i18n/translate';
import { langPath } from '../../../site/paths';
import { AddressNotice, NewGames, RefusalLine, UndoRedo } from '../../sandbox/Shell';
import { lastGame } from '../../sandbox/address';
import { ResumeOffer } from '../../sandbox/Loader';
import { BoardView, initials } from '../BoardView';
import { displaysOf } from '../../../explainers/bora-bora/displays';
import { Displays } from './Displays';
import { BoardKey } from '../pictures/BoardKey';
import { bmsg } from '../../../explainers/bora-bora/messages';
import { ActionTiles, type ChosenDie } from './ActionTiles';
import { History, PlayersTable, useHistory } from './Explain';
import { Question } from './Question';
import { madeUpNote, REPLAY_ID, RoundReplay } from './RoundReplay';
import { lastRound, SANDBOX_VIEW } from '../../../explainers/bora-bora/sandbox/replay';
import { finalSheets, gameOverLines } from '../../../explainers/bora-bora/sandbox/log';
import { DicePanel, PhaseBPanel } from './TurnPanel';
import { freshStart, type BoraInput } from './prepare';
import { useBoraGame, type BoraContext, type Send } from './useBoraGame';

export interface GameProps {
  lang: Lang;
  messages: Messages;
  t: Translate;
  /** Where the game starts and with which rules (`prepare.ts`, from the address). */
  input: BoraInput;
}

/** Undo / redo, and who plays each seat one click away. */
function Toolbar({ t, send, canUndo, canRedo, children }: { t: Translate; send: Send; canUndo: boolean; canRedo: boolean; children?: ComponentChildren }): JSX.Element {
  return (
    <div class="sandbox-toolbar" role="group" aria-label={t(msg('sandbox.tools'))}>
      <UndoRedo t={t} words={{ undo: msg('sandbox.undo'), redo: msg('sandbox.redo') }} canUndo={canUndo} canRedo={canRedo} send={send} />
      {children}
    </div>
  );
}

/** New games for 2, 3 or 4, a group of their own as in Gheos' sandbox (not beside Undo); the game left is kept, one Undo away. */
function StartBar({ t, send }: { t: Translate; send: Send }): JSX.Element {
  return (
    <div class="sandbox-toolbar sandbox-starts" role="group" aria-label={t(msg('sandbox.newGame'))}>
      <NewGames t={t} words={{ label: msg('sandbox.newGame'), players: (n) => msg('sandbox.start.players', { n }) }} onStart={(n) => send({ type: 'NEW_GAME', start: freshStart(n) })} />
    </div>
  );
}

/** Who plays each seat: someone at this screen, or the engine's player. */
function Seats({ t, c, send }: { t: Translate; c: BoraContext; send: Send }): JSX.Element {
  const s = c.table.engine.position;
  return (
    <details class="bb-seats">
      <summary>{t(msg('sandbox.seats'))}</summary>
      <div class="sandbox-row">
      {c.timeline.start.seats.map((kind, seat) => (
        <div class="field" key={seat}>
          <label for={`bb-seat-${seat}`}>{t(msg('sandbox.seatOf', { player: s.players[seat]?.name ?? '' }))}</label>
          <select id={`bb-seat-${seat}`} value={kind} onChange={(e) => send({ type: 'SEAT', seat, kind: (e.currentTarget as HTMLSelectElement).value === 'engine' ? 'engine' : 'human' })}>
            <option value="human">{t(msg('sandbox.seat.human'))}</option>
            <option value="engine">{t(msg('sandbox.seat.engine'))}</option>
          </select>
        </div>
      ))}
      </div>
    </details>
  );
}

/** Whose turn, which round and phase; and the final ranking once scored. */
function Status({ t, g }: { t: Translate; g: ReturnType<typeof useBoraGame> }): JSX.Element {
  const s = g.position;
  const over = useMemo(() => gameOverLines(g.c.timeline, g.c.timeline.cursor), [g.c.timeline]);
  const name = g.seat === null ? '' : (s.players[g.seat]?.name ?? '');
  const final = g.table.final;
  return (
    <div class="bb-status">
      <p class="sandbox-step">
        {t(msg('bora.sandbox.round', { round: s.round }))} · {t(msg(`bora.sandbox.phase.${final ? 'over' : s.phase}`))}
      </p>
      {g.seat !== null && <h2 class="sandbox-turn">{t(msg(g.decision ? 'bora.sandbox.asks' : 'bora.sandbox.turn', { player: name }))}</h2>}
      {final && (
        <p class="sandbox-turn">
          {t(msg('bora.sandbox.final', { ranking: final.ranking.map((seat) => `${s.players[seat]?.name ?? ''} ${final.sheets.find((x) => x.player === seat)?.total ?? s.players[seat]?.score ?? 0}`).join(', ') }))}
        </p>
      )}
      {over && (
        <ul class="bb-over">
          {over.map((line, i) => (
            <li key={i}>{t(line)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** What the reader may do now: answer the question, place the start hut, choose a die, or use men and women. */
function Actions({ t, g, die, setDie, play }: { t: Translate; g: ReturnType<typeof useBoraGame>; die: ChosenDie | null; setDie: (d: ChosenDie | null) => void; play: (code: string) => void }): JSX.Element | null {
  if (!g.human) return null;
  if (g.decision) return <Question t={t} table={g.table} d={g.decision} onPlay={play} />;
  const phase = g.position.phase;
  if (phase === 'setup')
    return (
      <button type="button" class="button primary" onClick={() => play('h')}>
        {t(msg('bora.sandbox.startHut'))}
      </button>
    );
  if (phase === 'A') return <DicePanel t={t} s={g.position} die={die} setDie={setDie} />;
  if (phase === 'B') return <PhaseBPanel t={t} table={g.table} onPlay={play} />;
  return null;
}

/** Opens the last round's step-through. */
function ReplayButton({ t, round, buttonRef, onOpen }: { t: Translate; round: number; buttonRef: { current: HTMLButtonElement | null }; onOpen: () => void }): JSX.Element {
  return (
    <button type="button" class="button" ref={buttonRef} onClick={onOpen}>
      {t(msg('bora.sandbox.replay', { round }))}
    </button>
  );
}

/**
 * The Bora Bora sandbox in the reader's hands: the action tiles and the board, the turn's panel
 * (a die and its tile, the engine's questions, Phase B), what just happened, and each player's
 * table. Engine seats move at once; the address follows every change.
 */
export function Game({ lang, messages, t, input }: GameProps): JSX.Element {
  // A link to a step of the last round (its "Copy link") opens the step-through at that step.
  const [replaying, setReplaying] = useState(() => new RegExp(`^#${REPLAY_ID}-step-\\d+$`).test(location.hash));
  // Opened without a game in its address (a link, the breadcrumb): the last game played in this browser, offered until someone at this screen makes a move.
  const [resume] = useState(() => (input.codes === undefined ? lastGame('bora-bora') : null));
  const g = useBoraGame(input, replaying);
  const { c, send } = g;
  const [die, setDie] = useState<ChosenDie | null>(null);
  useEffect(() => setDie(null), [g.table]);
  const view = useMemo(() => {
    // God cards are hidden from the other players: a seat the engine plays shows only how many it holds.
    const v = hideCards(viewOf(g.position, SANDBOX_VIEW), (seat) => c.timeline.start.seats[seat] === 'engine');
    // Once scored, the engine's sheets, every line shown, as the final-scoring example draws them.
    const sheets = finalSheets(c.timeline, c.timeline.cursor);
    if (sheets) v.sheets = sheets;
    return v;
  }, [g.position, c.timeline]);
  // The main board's displays, as the table the engine holds has them.
  const displays = useMemo(() => displaysOf(g.position), [g.position]);
  const history = useHistory(c);
  // The last round, and whether it has anything to step through (nothing has happened before the first input).
  const last = useMemo(() => lastRound(c.timeline), [c.timeline]);
  const canReplay = c.timeline.cursor > last.from;
  const play = (code: string) => send({ type: 'INPUT', code });
  const phaseA = g.human && !g.decision && g.position.phase === 'A';
  const replayButton = useRef<HTMLButtonElement>(null);
  const close = () => {
    setReplaying(false);
    requestAnimationFrame(() => replayButton.current?.focus());
  };
  return (
    <div class="sandbox-game" data-phase={g.table.final ? 'final' : g.position.phase} data-round={g.position.round}>
      <AddressNotice t={t} notice={c.notice} dismiss={msg('sandbox.dismiss')} onDismiss={() => send({ type: 'DISMISS' })} />
      {resume && !g.played && <ResumeOffer t={t} href={resume} />}
      <div class="sandbox-bars">
        <Toolbar t={t} send={send} canUndo={g.canUndo} canRedo={g.canRedo}>
          <Seats t={t} c={c} send={send} />
        </Toolbar>
        <StartBar t={t} send={send} />
      </div>
      {replaying && canReplay ? (
        <RoundReplay lang={lang} messages={messages} t={t} timeline={c.timeline} onClose={close} />
      ) : (
        <div class="bb-play">
          <div class="bb-turn">
            <Status t={t} g={g} />
            <Actions t={t} g={g} die={die} setDie={setDie} play={play} />
            <RefusalLine t={t} refusal={c.refusal} ruleHref={(rule) => langPath(lang, `bora-bora/#${rule}`)} seeRule={msg('sandbox.seeRule')} />
          </div>
          <div class="sandbox-board bb-board">
            <ActionTiles t={t} table={g.table} die={die} active={phaseA} onPlay={play} />
            <BoardView view={view} t={t} id="bb-sandbox-board" note={madeUpNote(view)}>
              <Displays t={t} d={displays} names={(seat) => g.position.players[seat]?.name ?? ''} initial={initials(g.position.players)} />
            </BoardView>
            <details class="bb-key-box">
              <summary>{t(bmsg('bora.key.title'))}</summary>
              <BoardKey t={t} />
            </details>
          </div>
          <div class="bb-explain">
            <History t={t} lines={history}>
              {canReplay && <ReplayButton t={t} round={last.round} buttonRef={replayButton} onOpen={() => setReplaying(true)} />}
            </History>
            <PlayersTable t={t} s={g.position} />
          </div>
        </div>
      )}
    </div>
  );
}

