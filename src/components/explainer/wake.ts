/** The event that wakes an example's island before the reader touches it (`client:touch`, touchDirective.ts). */
export const WAKE_EVENT = 'island:wake';

/** Wakes the island of an example element (a lesson does, for the example it is about to show). */
export function wakeIsland(el: Element): void {
  el.dispatchEvent(new Event(WAKE_EVENT, { bubbles: true }));
}
