/**
 * The lesson's slides, one lesson a page: a title slide before every example (or a slide of the
 * opening or the setup, which has no example), then the example's steps in its own presenter view.
 * Which slide shows, moving to another (the address follows), and the position bar.
 * Module state, set once by `openDeck`: the page has one lesson, and its script stays small
 * (it loads before the presenter's first key).
 */
import type { WalkthroughEvent } from '../../explainers/walkthroughMachine';
import { parseStepHash, positionOfLink, stepAnchor } from '../explainer/stepHash';
import { stepSlide, type Slide } from '../explainer/speaker';
import { onceAwake, wakeIsland } from '../explainer/wake';

type ExampleElement = HTMLElement & { walkthrough?: (event: WalkthroughEvent) => void };

export let root: HTMLElement;
/** The title slides, and the examples' ids, in the lesson's order. */
export let titles: HTMLElement[];
export let ids: string[];
/** The lesson's parts, by name; a title slide names its part by number. */
export let parts: string[];
/** The example shown (null: a title slide). */
export let shown: string | null = null;
/** The example whose title slide is shown, or whose steps are. */
export let titleOf: string;

export function openDeck(lesson: HTMLElement): void {
  root = lesson;
  titles = [...root.querySelectorAll<HTMLElement>('[data-title-of]')];
  ids = titles.map((el) => el.dataset.titleOf as string);
  parts = JSON.parse(root.dataset.parts ?? '[]') as string[];
  titleOf = ids[0] ?? '';
  new MutationObserver(showPosition).observe(root, { subtree: true, attributes: true, attributeFilter: ['data-step'] });
}

export const exampleEl = (id: string) => document.querySelector<ExampleElement>(`[data-example="${CSS.escape(id)}"]`);
const stepsOf = (id: string) => Number(exampleEl(id)?.dataset.steps ?? 1);
/** An example's drawn steps: their ids are their links (a folded step's number lands on its holder). */
const stepEls = (id: string) => [...(exampleEl(id)?.querySelectorAll<HTMLElement>(':scope > ol.steps > li') ?? [])];
const partOf = (i: number) => Number(titles[i]?.dataset.part ?? 0);

/**
 * Sends events to an example's island. An island may hydrate after the lesson starts: its handle is
 * waited for, and the island woken (islands wake at the reader's first touch, `client:touch`).
 */
export function drive(id: string, events: WalkthroughEvent[]): void {
  const el = exampleEl(id);
  if (el) onceAwake(el, () => el.walkthrough, (walkthrough) => events.forEach((e) => walkthrough(e)));
}

/** Shows an example's step (its title slide for step 0), and says so in the address. */
export function show(id: string, wanted: number, focus = true): void {
  const at = Math.max(0, ids.indexOf(id));
  const exampleId = ids[at] as string;
  // A slide of the opening or the setup has no example: it is its own title slide.
  const step = exampleEl(exampleId) ? wanted : 0;
  if (shown && (shown !== exampleId || step <= 0)) drive(shown, [{ type: 'EXIT_PRESENT' }]);
  titleOf = exampleId;
  shown = step > 0 ? exampleId : null;
  for (const t of titles) t.hidden = shown !== null || t.dataset.titleOf !== exampleId;
  const n = Math.min(step, stepsOf(exampleId));
  if (shown) {
    drive(shown, [{ type: 'GOTO', step: n }, { type: 'PRESENT' }]);
    // The example writes its step into the address as it moves; where it opens, the lesson does.
    const hash = `#${stepEls(exampleId)[n - 1]?.id || stepAnchor(exampleId, n)}`;
    if (location.hash !== hash) history.replaceState(history.state, '', hash);
  } else {
    const hash = `#${exampleId}`;
    if (location.hash !== hash) history.replaceState(history.state, '', hash);
    if (focus) titles[at]?.focus({ preventScroll: true });
    // A slide's own islands (the setup for the player count) wake as it shows.
    titles[at]?.querySelectorAll('astro-island').forEach((island) => wakeIsland(island));
    const card = titles[at];
    if (card?.querySelector('.lesson-setup')) void import('./fitTitle').then((m) => m.fitTitle(card));
  }
  showPosition();
}

/** Shows the last step of the example at this place in the lesson. */
export function showEnd(at: number): void {
  const id = ids[at];
  if (id) show(id, stepsOf(id));
}

/** Shows the slide an address names (a title slide's `#{id}`, a step's link; else the first). */
export function fromHash(hash: string, focus = true): void {
  const step = parseStepHash(hash);
  if (step && ids.includes(step.exampleId)) return show(step.exampleId, Math.max(1, positionOfLink(stepEls(step.exampleId).length, step.step)), focus);
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  show(ids.includes(id) ? id : (ids[0] ?? ''), 0, focus);
}

/** True once the example shown has its handle and presents: its own keys step it. */
export function ready(id: string): boolean {
  const el = exampleEl(id);
  return !!el?.walkthrough && el.classList.contains('presenting');
}

/** Every slide in order, with its words: a title slide's heading, a step's caption and picture. */
export function allSlides(): (Slide & { partIndex: number })[] {
  return titles.flatMap((title, i) => {
    const id = ids[i] as string;
    const partIndex = partOf(i);
    const part = parts[partIndex];
    const steps = stepEls(id);
    return [
      { hash: `#${id}`, text: title.querySelector('h2')?.textContent ?? id, part, partIndex, note: title.querySelector('[data-note]')?.textContent?.trim() },
      ...steps.map((li, j) => ({ ...stepSlide(id, li, j, steps.length), part, partIndex })),
    ];
  });
}

/** The slide showing, as its hash (the example's own step, which may be ahead of the address). */
export function currentHash(): string {
  const el = shown ? exampleEl(shown) : null;
  const n = Number(el?.dataset.step ?? 1);
  return shown ? `#${stepEls(shown)[n - 1]?.id || stepAnchor(shown, n)}` : `#${titleOf}`;
}

let counted: { hash: string; partIndex: number }[] | null = null;
/** The position bar: "Part 2 of 5 · slide 12 of 58", kept as the slide or the example's step changes. */
function showPosition(): void {
  const position = root.querySelector<HTMLElement>('.lesson-position');
  if (!position) return;
  counted ??= allSlides().map((s) => ({ hash: s.hash, partIndex: s.partIndex }));
  const hash = currentHash();
  const at = counted.findIndex((s) => s.hash === hash);
  if (at < 0) return;
  position.textContent = (root.dataset.position ?? '')
    .replace('{part}', String((counted[at]?.partIndex ?? 0) + 1))
    .replace('{parts}', String(parts.length))
    .replace('{n}', String(at + 1))
    .replace('{total}', String(counted.length));
}
