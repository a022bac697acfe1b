import { useLayoutEffect } from 'preact/hooks';
import type { WalkthroughEvent } from '../../explainers/walkthroughMachine';

const KEYS: Record<string, WalkthroughEvent['type']> = {
  ArrowRight: 'NEXT',
  PageDown: 'NEXT',
  ArrowLeft: 'BACK',
  PageUp: 'BACK',
  Home: 'FIRST',
  End: 'LAST',
};

function eventFor(e: KeyboardEvent, presenting: boolean): WalkthroughEvent | null {
  if (e.altKey || e.ctrlKey || e.metaKey) return null;
  const target = e.target as HTMLElement | null;
  // Typing a number or moving within a radio group keeps its own keys.
  if (target?.closest('input, select, textarea, [contenteditable]')) return null;
  if (e.key === 'Escape') return presenting ? { type: 'EXIT_PRESENT' } : null;
  const type = KEYS[e.key];
  return type ? ({ type } as WalkthroughEvent) : null;
}

/**
 * Step keys: ←/→, PageUp/PageDown (what presentation clickers send), Home/End,
 * Esc to leave a presentation. Inline, they act while focus is inside the
 * example; presenting, they act page-wide, since a clicker's key goes wherever focus is.
 */
export function useStepKeys(send: (e: WalkthroughEvent) => void, presenting: boolean) {
  // A layout effect: the listener is in place before the presentation is painted, so no early key is lost.
  useLayoutEffect(() => {
    if (!presenting) return undefined;
    const onKey = (e: KeyboardEvent) => {
      const event = eventFor(e, true);
      if (!event) return;
      e.preventDefault();
      send(event);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [presenting, send]);

  return (e: KeyboardEvent) => {
    if (presenting) return; // the document listener has it
    const event = eventFor(e, false);
    if (!event) return;
    e.preventDefault();
    send(event);
  };
}
