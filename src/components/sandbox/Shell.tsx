/**
 * The pieces of a sandbox page every game shares: the notice about the address, undo and redo,
 * the line that says why a move was refused (with the rule's link), and what the last move did.
 * A game passes its words (its dictionary's keys) and its rulebook's address; the layout around
 * them is the game's.
 */
import type { ComponentChildren, JSX } from 'preact';
import type { Message } from '../../explainers/types';
import type { Translate } from '../../i18n/translate';

/** Why something was refused, and the rulebook section that says so (an id on the rulebook page). */
export interface Refusal {
  message: Message;
  rule: string | null;
}

/** Notices about the address (a position that cannot be, a move that cannot be played), with a button to hide them. */
export function AddressNotice({ t, notice, dismiss, onDismiss }: { t: Translate; notice: readonly Message[]; dismiss: Message; onDismiss: () => void }): JSX.Element | null {
  if (notice.length === 0) return null;
  return (
    <div class="example-notice sandbox-notice" role="status">
      {notice.map((n, i) => (
        <p key={i}>{t(n)}</p>
      ))}
      <button type="button" class="button" onClick={onDismiss}>
        {t(dismiss)}
      </button>
    </div>
  );
}

interface NewGamesProps {
  t: Translate;
  /** The label before the buttons, and a button's words for a player count. */
  words: { label: Message; players: (n: number) => Message };
  counts?: readonly number[];
  disabled?: boolean;
  onStart: (players: number) => void;
  /** The game's further buttons in the same row. */
  children?: ComponentChildren;
}

/** New games from the rulebook's setup, a button per player count, under a label (read by sight; the group around names it). */
export function NewGames({ t, words, counts = [2, 3, 4], disabled = false, onStart, children }: NewGamesProps): JSX.Element {
  return (
    <>
      <span class="sandbox-starts-label" aria-hidden="true">
        {t(words.label)}
      </span>
      {counts.map((n) => (
        <button key={n} type="button" class="button" disabled={disabled} onClick={() => onStart(n)}>
          {t(words.players(n))}
        </button>
      ))}
      {children}
    </>
  );
}

interface UndoRedoProps {
  t: Translate;
  words: { undo: Message; redo: Message };
  canUndo: boolean;
  canRedo: boolean;
  disabled?: boolean;
  send: (e: { type: 'UNDO' } | { type: 'REDO' }) => void;
}

/** Undo and redo, with their keys announced (the keys themselves: `useUndoKeys`). */
export function UndoRedo({ t, words, canUndo, canRedo, disabled = false, send }: UndoRedoProps): JSX.Element {
  return (
    <>
      <button type="button" class="button" aria-keyshortcuts="Control+Z Meta+Z" disabled={!canUndo || disabled} onClick={() => send({ type: 'UNDO' })}>
        {t(words.undo)}
      </button>
      <button type="button" class="button" aria-keyshortcuts="Control+Y Meta+Y" disabled={!canRedo || disabled} onClick={() => send({ type: 'REDO' })}>
        {t(words.redo)}
      </button>
    </>
  );
}

/** The refusal of the last try, in the rule's words, with a link to the rule (always in the page, so a screen reader hears it). */
export function RefusalLine({ t, refusal, ruleHref, seeRule }: { t: Translate; refusal: Refusal | null; ruleHref: (rule: string) => string; seeRule: Message }): JSX.Element {
  return (
    <div class={`sandbox-refusal${refusal ? ' shown' : ''}`} role="status">
      {refusal && (
        <p>
          {t(refusal.message)} {refusal.rule && <a href={ruleHref(refusal.rule)}>{t(seeRule)}</a>}
        </p>
      )}
    </div>
  );
}

/** What the last move did, in the worked examples' captions. */
export function LastMove({ t, heading, lines, id = 'sb-last-h', children }: { t: Translate; heading: Message; lines: readonly Message[]; id?: string; children?: ComponentChildren }): JSX.Element | null {
  if (lines.length === 0) return null;
  return (
    <section class="sandbox-last" aria-labelledby={id}>
      <h2 id={id}>{t(heading)}</h2>
      <ul>
        {lines.map((m, i) => (
          <li key={i}>{t(m)}</li>
        ))}
      </ul>
      {children}
    </section>
  );
}
