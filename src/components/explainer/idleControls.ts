import { useEffect } from 'preact/hooks';

/** How long the pointer must rest before the presenter's controls leave the wall. */
export const IDLE_MS = 3000;

/**
 * A clean wall: while presenting, `html.presenter-idle` is set once the pointer has not moved for
 * `IDLE_MS` (keys, a clicker's, do not bring the controls back; the pointer does). Not on a screen
 * that is only touched. The room then
 * sees the caption, the picture and the progress bar (presenter.css fades the rest).
 */
export function watchIdle(root: HTMLElement = document.documentElement): () => void {
  // A screen that is only touched has no pointer to rest: its controls would leave while the reader reads, and a
  // tap on one unseen would still press it (a lesson on a phone lost its Back and Next after three seconds).
  if (!matchMedia('(any-hover: hover)').matches) return () => undefined;
  let timer = 0;
  const rest = () => {
    root.classList.remove('presenter-idle');
    clearTimeout(timer);
    timer = window.setTimeout(() => root.classList.add('presenter-idle'), IDLE_MS);
  };
  rest();
  addEventListener('pointermove', rest, { passive: true });
  addEventListener('pointerdown', rest, { passive: true });
  return () => {
    clearTimeout(timer);
    removeEventListener('pointermove', rest);
    removeEventListener('pointerdown', rest);
    root.classList.remove('presenter-idle');
  };
}

/** `watchIdle` for as long as `on` holds. */
export function useIdleControls(on: boolean): void {
  useEffect(() => (on ? watchIdle() : undefined), [on]);
}
