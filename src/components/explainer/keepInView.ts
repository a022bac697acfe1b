/**
 * Scrolls an element into view and keeps it there while the page settles:
 * islands above it hydrate and collapse their step lists, which would push a
 * deep-linked example off screen. Stops after `ms`, or as soon as the reader scrolls.
 */
export function keepInView(el: HTMLElement, ms = 2000): void {
  el.scrollIntoView({ block: 'start' });
  const observer = new ResizeObserver(() => el.scrollIntoView({ block: 'start' }));
  observer.observe(document.body);
  const stop = () => {
    observer.disconnect();
    for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) removeEventListener(type, stop);
  };
  for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) addEventListener(type, stop, { passive: true });
  setTimeout(stop, ms);
}
