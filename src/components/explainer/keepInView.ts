/**
 * Scrolls an element into view and keeps it there while the page settles:
 * islands above it hydrate and collapse their step lists, which would push a
 * deep-linked example off screen. Stops after `ms`, or as soon as the reader scrolls.
 */
/** Told by an example when it has drawn pictures in place. */
export const DRAWN_EVENT = 'rules:drawn';

export function keepInView(el: HTMLElement, ms = 2000): void {
  el.scrollIntoView({ block: 'start' });
  const again = () => el.scrollIntoView({ block: 'start' });
  const observer = new ResizeObserver(again);
  observer.observe(document.body);
  // A step's picture drawn in place (useStepPictures) lays the page out again, and the browser may
  // then bring the address's step (its :target) to the top instead: the example goes back there.
  addEventListener(DRAWN_EVENT, again);
  const stop = () => {
    observer.disconnect();
    removeEventListener(DRAWN_EVENT, again);
    for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) removeEventListener(type, stop);
  };
  for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) addEventListener(type, stop, { passive: true });
  setTimeout(stop, ms);
}
