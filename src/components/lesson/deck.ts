/**
 * The lesson's slides, one lesson a page: a title slide before every example, then the example's
 * steps in its own presenter view. Which slide shows, and moving to another (the address follows).
 * Module state, set once by `openDeck`: the page has one lesson, and its scripts stay small
 * (they load before the presenter's first key).
 */
import type { WalkthroughEvent } from '../../explainers/walkthroughMachine';
import { parseStepHash, stepAnchor } from '../explainer/stepHash';
import { wakeIsland } from '../explainer/wake';

type ExampleElement = HTMLElement & { walkthrough?: (event: WalkthroughEvent) => void };

/** The title slides, and the examples' ids, in the lesson's order. */
export let titles: HTMLElement[] = [];
export let ids: string[] = [];
/** The example shown (null: a title slide). */
export let shown: string | null = null;
/** The example whose title slide is shown, or whose steps are. */
export let titleOf = '';

export function openDeck(root: HTMLElement): void {
  titles = [...root.querySelectorAll<HTMLElement>('[data-title-of]')];
  ids = titles.map((el) => el.dataset.titleOf as string);
  titleOf = ids[0] ?? '';
}

export const exampleEl = (id: string) => document.querySelector<ExampleElement>(`[data-example="${CSS.escape(id)}"]`);
export const stepsOf = (id: string) => Number(exampleEl(id)?.dataset.steps ?? 1);

/**
 * Sends events to an example's island. An island may hydrate after the lesson starts: its handle is
 * waited for, and the island woken (islands wake at the reader's first touch, `client:touch`).
 */
export function drive(id: string, events: WalkthroughEvent[], tries = 0): void {
  const el = exampleEl(id);
  if (el?.walkthrough) for (const e of events) el.walkthrough(e);
  else {
    if (tries === 0 && el) wakeIsland(el);
    if (tries < 600) requestAnimationFrame(() => drive(id, events, tries + 1));
  }
}

/** Shows an example's step (its title slide for step 0), and says so in the address. */
export function show(id: string, step: number, focus = true): void {
  const at = Math.max(0, ids.indexOf(id));
  const exampleId = ids[at] as string;
  if (shown && (shown !== exampleId || step <= 0)) drive(shown, [{ type: 'EXIT_PRESENT' }]);
  titleOf = exampleId;
  shown = step > 0 ? exampleId : null;
  for (const t of titles) t.hidden = shown !== null || t.dataset.titleOf !== exampleId;
  const n = Math.min(step, stepsOf(exampleId));
  if (shown) {
    drive(shown, [{ type: 'GOTO', step: n }, { type: 'PRESENT' }]);
    // The example writes its step into the address as it moves; where it opens, the lesson does.
    const hash = `#${stepAnchor(exampleId, n)}`;
    if (location.hash !== hash) history.replaceState(history.state, '', hash);
  } else {
    const hash = `#${exampleId}`;
    if (location.hash !== hash) history.replaceState(history.state, '', hash);
    if (focus) titles[at]?.focus({ preventScroll: true });
  }
}

/** Shows the last step of the example at this place in the lesson. */
export function showEnd(at: number): void {
  const id = ids[at];
  if (id) show(id, stepsOf(id));
}

/** Shows the slide an address names (a title slide's `#{id}`, a step's anchor; else the first). */
export function fromHash(hash: string, focus = true): void {
  const step = parseStepHash(hash);
  if (step && ids.includes(step.exampleId)) return show(step.exampleId, Math.max(1, step.step), focus);
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  show(ids.includes(id) ? id : (ids[0] ?? ''), 0, focus);
}

/** True once the example shown has its handle and presents: its own keys step it. */
export function ready(id: string): boolean {
  const el = exampleEl(id);
  return !!el?.walkthrough && el.classList.contains('presenting');
}
