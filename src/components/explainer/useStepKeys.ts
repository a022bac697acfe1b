import { useLayoutEffect, useRef } from 'preact/hooks';
import type { WalkthroughEvent } from '../../explainers/walkthroughMachine';
import { keptByControl, trackPointer } from './controlKeys';

/** What the keys do besides moving the machine; the presenter's own switches. */
export interface StepKeyHost {
  send: (e: WalkthroughEvent) => void;
  presenting: boolean;
  blanked: Blank | null;
  setBlanked: (blank: Blank | null) => void;
  toggleFullscreen: () => void;
  /** The digits typed so far toward "number then Enter" ('' when none). */
  setTyped: (digits: string) => void;
  /** S while presenting: the speaker window (absent where there is none to open). */
  openSpeaker?: () => void;
  /** True in the speaker window: it stays presenting, blank and full screen are the projector's. */
  speaker?: boolean;
  /** L while presenting: the same step in the other language (absent where there is no switch). */
  switchLanguage?: () => void;
  /** Q while presenting: shows or hides the step's address as a QR code. */
  toggleQr?: () => void;
}

/** Keys that are only ever part of another key (they neither step nor end a black screen). */
export const MODIFIERS = new Set(['Shift', 'Control', 'Alt', 'Meta', 'AltGraph', 'CapsLock', 'Fn']);

/** What the room sees instead of the slide. */
export type Blank = 'black' | 'white';

/** The screen a key blanks the room's to, as slide software has them (a clicker's "black screen" sends B or .; W or , is white), or null. */
export const blankOf = (key: string): Blank | null => (key === 'b' || key === 'B' || key === '.' ? 'black' : key === 'w' || key === 'W' || key === ',' ? 'white' : null);

/** The keys that blank the room's screen, black or white. */
export const isBlankKey = (key: string) => blankOf(key) !== null;

const FORWARD = new Set(['ArrowRight', 'ArrowDown', 'PageDown']);
const BACKWARD = new Set(['ArrowLeft', 'ArrowUp', 'PageUp']);

/**
 * Decides what one key does; true when the key was used (and its default must not happen).
 * Exported for the unit test.
 */
export function handleStepKey(e: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'altKey' | 'ctrlKey' | 'metaKey' | 'target'>, host: StepKeyHost, typed: { current: string }): boolean {
  // A dialog over the presenter view (a lesson's slide list) keeps its keys: its Esc closes it, and
  // no longer left the presenter view under it while the list stayed open.
  if ((e.target as Element | null)?.closest?.('dialog')) return false;
  // A black screen ends at the next key of any kind, which shows the same step again (as slide
  // software does): a clicker's Next after B must not move on unseen.
  if (host.presenting && host.blanked && !host.speaker && !MODIFIERS.has(e.key)) {
    host.setBlanked(null);
    return true;
  }
  if (e.altKey || e.ctrlKey || e.metaKey) return false;
  const target = e.target as HTMLElement | null;
  // Typing a number, or moving within a radio group reached by keyboard, keeps its own keys.
  if (keptByControl(target, e.key)) return false;
  // In the page, Space and Enter on a button or a link press it, as everywhere else.
  const onControl = !host.presenting && !!target?.closest?.('button, a, summary');
  const type = (digits: string) => {
    typed.current = digits;
    host.setTyped(digits);
  };
  const key = e.key;
  if (/^[0-9]$/.test(key)) {
    if (typed.current.length < 6) type(typed.current + key);
    return true;
  }
  if (key === 'Backspace' && typed.current) {
    type(typed.current.slice(0, -1));
    return true;
  }
  if (key === 'Enter' && typed.current) {
    const step = Number(typed.current);
    type('');
    host.send({ type: 'GOTO', step });
    return true;
  }
  if (host.speaker && (key === 'Escape' || isBlankKey(key) || key === 'f' || key === 'F' || key === 's' || key === 'S')) return true;
  if (key === 'Escape') {
    if (typed.current) type('');
    else if (host.blanked) host.setBlanked(null);
    else if (host.presenting) host.send({ type: 'EXIT_PRESENT' });
    else return false;
    return true;
  }
  if (host.presenting && isBlankKey(key)) {
    host.setBlanked(blankOf(key));
    return true;
  }
  if (host.presenting && host.switchLanguage && (key === 'l' || key === 'L')) {
    host.switchLanguage();
    return true;
  }
  if (host.presenting && host.toggleQr && (key === 'q' || key === 'Q')) {
    host.toggleQr();
    return true;
  }
  if (host.presenting && host.openSpeaker && (key === 's' || key === 'S')) {
    host.openSpeaker();
    return true;
  }
  if (host.presenting && (key === 'f' || key === 'F')) {
    host.toggleFullscreen();
    return true;
  }
  let event: WalkthroughEvent | null = null;
  if (FORWARD.has(key)) event = { type: 'NEXT' };
  else if (BACKWARD.has(key)) event = { type: 'BACK' };
  else if (key === 'Home') event = { type: 'FIRST' };
  else if (key === 'End') event = { type: 'LAST' };
  else if (key === ' ' && !onControl) event = { type: e.shiftKey ? 'BACK' : 'NEXT' };
  else if (key === 'Enter' && !onControl) event = { type: 'NEXT' };
  if (!event) return false;
  if (typed.current) type('');
  host.send(event);
  return true;
}

/**
 * Step keys, the ones a clicker sends and the ones slide software taught presenters:
 * → ↓ PageDown Space Enter forward, ← ↑ PageUp Shift+Space back, Home/End, a number then Enter,
 * and when presenting B or . to blank the screen (any key after shows the step again), F for full screen,
 * S for the speaker window, L for the other language, Q for the step's QR code, Esc to leave.
 * Inline, they act while focus is inside the example (the page scrolls as usual elsewhere);
 * presenting, they act page-wide, since a clicker's key goes wherever focus is.
 */
export function useStepKeys(host: StepKeyHost) {
  const typed = useRef('');
  const latest = useRef(host);
  latest.current = host;
  // A layout effect: the listener is in place before the presentation is painted, so no early key is lost.
  useLayoutEffect(() => {
    if (!host.presenting) return undefined;
    trackPointer();
    const onKey = (e: KeyboardEvent) => {
      if (handleStepKey(e, latest.current, typed)) e.preventDefault();
    };
    // A focused button would otherwise take the Space a clicker sends when it is released.
    const onKeyUp = (e: KeyboardEvent) => {
      if (e.key === ' ' && !(e.target as HTMLElement | null)?.closest?.('input, select, textarea, [contenteditable]')) e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('keyup', onKeyUp);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('keyup', onKeyUp);
    };
  }, [host.presenting]);

  return (e: KeyboardEvent) => {
    if (latest.current.presenting) return; // the document listener has it
    if (handleStepKey(e, latest.current, typed)) e.preventDefault();
  };
}
