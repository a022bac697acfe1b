import { useEffect } from 'preact/hooks';

/** Whether a key press comes from a place where typing means something else. */
export function typing(e: KeyboardEvent): boolean {
  const el = e.target as HTMLElement | null;
  return !!el && (el.tagName === 'INPUT' || el.tagName === 'SELECT' || el.tagName === 'TEXTAREA' || el.isContentEditable);
}

/** Undo and redo from the keyboard: Ctrl+Z / Ctrl+Y (Cmd on a Mac; Shift+Ctrl+Z redoes too). */
export function useUndoKeys(send: (e: { type: 'UNDO' } | { type: 'REDO' }) => void): void {
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
}

/** A single letter key (no modifier, not while typing) that does something while `active`. */
export function useLetterKey(letter: string, active: boolean, act: () => void): void {
  useEffect(() => {
    if (!active) return;
    const onKey = (e: KeyboardEvent) => {
      if (typing(e) || e.ctrlKey || e.metaKey || e.altKey || e.key.toLowerCase() !== letter) return;
      act();
      e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [letter, active, act]);
}
