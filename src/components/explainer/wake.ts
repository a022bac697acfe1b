/** The event that wakes an example's island before the reader touches it (`client:touch`, touchDirective.ts). */
export const WAKE_EVENT = 'island:wake';

/** Wakes the island of an example element (a lesson does, for the example it is about to show). */
export function wakeIsland(el: Element): void {
  el.dispatchEvent(new Event(WAKE_EVENT, { bubbles: true }));
}

/**
 * Calls `then` with an island's handle (what `handle` reads from its element once awake): at once if
 * it is awake, else once it has woken, looked for a frame at a time (for ten seconds at most).
 */
export function onceAwake<T>(el: Element, handle: () => T | undefined, then: (found: T) => void, tries = 0): void {
  const found = handle();
  if (found !== undefined) return then(found);
  if (tries === 0) wakeIsland(el);
  if (tries < 600) requestAnimationFrame(() => onceAwake(el, handle, then, tries + 1));
}
