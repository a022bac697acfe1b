import { useEffect } from 'preact/hooks';

/** How long the pointer must rest before the presenter's controls leave the wall. */
export const IDLE_MS = 3000;

/**
 * A clean wall: while presenting, `html.presenter-idle` is set once the pointer has not moved for
 * `IDLE_MS` (keys, a clicker's, do not bring the controls back; the pointer does). The room then
 * sees the caption, the picture and the progress bar (presenter.css fades the rest).
 */
export function watchIdle(root: HTMLElement = document.documentElement): () => void {
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
