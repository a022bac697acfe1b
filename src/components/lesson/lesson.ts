/**
 * A lesson page's slides: a title slide before every example, then the example's steps in its own
 * presenter view (the page's Walkthrough islands, driven through the `walkthrough` handle each
 * sets on its element). This script says which slide shows, moves on when a key or button would
 * step past either end of an example, keeps the slide in the address (`#{id}` for a title slide,
 * the step anchor otherwise) and opens the slide list on O. No framework: the page ships the
 * examples' islands and this.
 */
import type { WalkthroughEvent } from '../../explainers/walkthroughMachine';
import { parseStepHash, positionOfLink, stepAnchor } from '../explainer/stepHash';
import { isSpeakerWindow, linkSpeaker, openSpeaker, speakerPanel, stepSlide, type Slide, type SpeakerWords } from '../explainer/speaker';
import { wakeIsland } from '../explainer/wake';
import { switchLanguage } from '../explainer/language';
import { watchIdle } from '../explainer/idleControls';

type ExampleElement = HTMLElement & { walkthrough?: (event: WalkthroughEvent) => void };

const FORWARD = new Set(['ArrowRight', 'ArrowDown', 'PageDown', 'Enter', ' ']);
const BACKWARD = new Set(['ArrowLeft', 'ArrowUp', 'PageUp']);

/** What a step key asks of an example (null: not a step key). */
function stepEvent(key: string, shift: boolean): WalkthroughEvent | null {
  if (key === ' ') return { type: shift ? 'BACK' : 'NEXT' };
  if (FORWARD.has(key)) return { type: 'NEXT' };
  if (BACKWARD.has(key)) return { type: 'BACK' };
  if (key === 'Home') return { type: 'FIRST' };
  if (key === 'End') return { type: 'LAST' };
  return null;
}

export function startLesson(): void {
  const root = document.querySelector<HTMLElement>('[data-lesson]');
  if (!root) return;
  const titles = [...root.querySelectorAll<HTMLElement>('[data-title-of]')];
  const ids = titles.map((el) => el.dataset.titleOf as string);
  const exampleEl = (id: string) => document.querySelector<ExampleElement>(`[data-example="${CSS.escape(id)}"]`);
  const stepsOf = (id: string) => Number(exampleEl(id)?.dataset.steps ?? 1);
  /** An example's drawn steps: their ids are their links (a folded step's number lands on its holder). */
  const stepEls = (id: string) => [...(exampleEl(id)?.querySelectorAll<HTMLElement>(':scope > ol.steps > li') ?? [])];
  const dialog = root.querySelector<HTMLDialogElement>('dialog.lesson-overview');
  const grid = dialog?.querySelector<HTMLOListElement>('.lesson-grid');
  /** The example shown (null: a title slide) and the example whose title slide it is or follows. */
  let shown: string | null = null;
  let titleOf = ids[0] ?? '';
  let digits = false;
  document.documentElement.classList.add('is-lesson');
  // A clean wall: the controls fade once the pointer rests (one watcher for every slide of the lesson).
  watchIdle();

  // An example's island may hydrate after the lesson starts: its handle is waited for.
  const drive = (id: string, events: WalkthroughEvent[], tries = 0) => {
    const el = exampleEl(id);
    if (el?.walkthrough) for (const e of events) el.walkthrough(e);
    else {
      // Islands wake at the reader's first touch (`client:touch`): the lesson touches the one it shows.
      if (tries === 0 && el) wakeIsland(el);
      if (tries < 600) requestAnimationFrame(() => drive(id, events, tries + 1));
    }
  };

  const show = (id: string, step: number, focus = true) => {
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
      const hash = `#${stepEls(exampleId)[n - 1]?.id || stepAnchor(exampleId, n)}`;
      if (location.hash !== hash) history.replaceState(history.state, '', hash);
    } else {
      const hash = `#${exampleId}`;
      if (location.hash !== hash) history.replaceState(history.state, '', hash);
      if (focus) titles[at]?.focus({ preventScroll: true });
    }
  };
  /** True once the example shown has its handle and presents: its own keys step it. */
  const ready = (id: string) => {
    const el = exampleEl(id);
    return !!el?.walkthrough && el.classList.contains('presenting');
  };
  const showEnd = (at: number) => {
    const id = ids[at];
    if (id) show(id, stepsOf(id));
  };

  const fromHash = (hash: string, focus = true) => {
    const step = parseStepHash(hash);
    if (step && ids.includes(step.exampleId)) return show(step.exampleId, Math.max(1, positionOfLink(stepEls(step.exampleId), step.step)), focus);
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    show(ids.includes(id) ? id : (ids[0] ?? ''), 0, focus);
  };

  // Keys. On a title slide all are the lesson's; in an example, only the ones that would step past
  // its ends (caught before the presenter view sees them), Esc (back to the rulebook) and F (the
  // whole lesson goes full screen, so it stays so from one example to the next).
  addEventListener(
    'keydown',
    (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || dialog?.open) return;
      const target = e.target as HTMLElement | null;
      if (target?.closest?.('input, select, textarea')) return;
      const key = e.key;
      const typing = digits;
      digits = /^[0-9]$/.test(key) || (digits && key === 'Backspace');
      if (typing && (key === 'Enter' || key === 'Escape' || key === 'Backspace')) return; // "number then Enter" is the example's
      // A black screen is the example's: its next key, whatever it is, shows the same step again.
      if (shown && exampleEl(shown)?.querySelector('[data-blank]')) return;
      const at = ids.indexOf(titleOf);
      let act: (() => void) | null = null;
      if (key === 'o' || key === 'O') act = openOverview;
      else if (key === 'l' || key === 'L') act = switchLanguage;
      else if (key === 's' || key === 'S') act = openSpeaker;
      else if (key === 'f' || key === 'F')
        act = () => void (document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen?.())?.catch(() => undefined);
      else if (key === 'Escape') act = () => (location.href = `${root.dataset.rulebook}${location.search}${location.hash}`);
      else if (shown && !ready(shown)) {
        // The example is still waking (its first slide was asked for a moment ago): its keys wait with it.
        const event = stepEvent(key, e.shiftKey);
        const id = shown;
        if (event) act = () => drive(id, [event]);
      } else if (shown) {
        const el = exampleEl(shown);
        const step = Number(el?.dataset.step ?? 1);
        // A step asked first (Predict) shows its answer before the lesson moves on.
        const last = step >= Number(el?.dataset.steps ?? 1) && el?.dataset.asking !== 'true';
        const back = BACKWARD.has(key) || (key === ' ' && e.shiftKey);
        if (FORWARD.has(key) && !back && last) act = () => (at + 1 < ids.length ? show(ids[at + 1] as string, 0) : undefined);
        else if (back && step <= 1) act = () => show(titleOf, 0);
      } else if (key === ' ' && e.shiftKey) act = () => showEnd(at - 1);
      else if (FORWARD.has(key) && !((key === 'Enter' || key === ' ') && target?.closest?.('a, button'))) act = () => show(titleOf, 1);
      else if (BACKWARD.has(key)) act = () => showEnd(at - 1);
      else if (key === 'Home') act = () => show(ids[0] as string, 0);
      else if (key === 'End') act = () => showEnd(ids.length - 1);
      if (!act) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      act();
    },
    true,
  );

  // Previous and Next at an example's ends move across too.
  addEventListener(
    'click',
    (e: MouseEvent) => {
      const button = (e.target as HTMLElement | null)?.closest?.<HTMLElement>('.example.presenting .example-buttons .button[aria-disabled]');
      if (!button || !shown) return;
      const buttons = [...(button.parentElement?.querySelectorAll('.button') ?? [])];
      const i = buttons.indexOf(button);
      const at = ids.indexOf(shown);
      e.stopImmediatePropagation();
      if (i === 1) show(shown, 0);
      else if (i === 2 && at + 1 < ids.length) show(ids[at + 1] as string, 0);
    },
    true,
  );

  // An example leaves its presenter view when full screen ends; in a lesson it stays presented.
  addEventListener('fullscreenchange', () => {
    if (shown) drive(shown, [{ type: 'PRESENT' }]);
  });

  // The slide list: every title slide and every step, as links to their anchors.
  const openOverview = () => {
    if (!dialog || !grid) return;
    grid.replaceChildren();
    let here: HTMLAnchorElement | null = null;
    titles.forEach((title, i) => {
      const id = ids[i] as string;
      const current = exampleEl(id)?.dataset.step;
      const add = (hash: string, text: string, kind: string, isCurrent: boolean) => {
        const li = document.createElement('li');
        li.className = kind;
        const a = document.createElement('a');
        a.href = `#${hash}`;
        a.textContent = text;
        if (isCurrent) {
          a.setAttribute('aria-current', 'true');
          here = a;
        }
        a.addEventListener('click', (event) => {
          event.preventDefault();
          dialog.close();
          fromHash(a.hash);
        });
        li.append(a);
        grid.append(li);
      };
      add(id, title.querySelector('h2')?.textContent ?? id, 'lesson-grid-title', shown === null && titleOf === id);
      stepEls(id).forEach((li, j) => add(li.id || stepAnchor(id, j + 1), li.querySelector('.step-caption')?.textContent ?? '', 'lesson-grid-step', shown === id && current === String(j + 1)));
    });
    dialog.showModal();
    (here as HTMLAnchorElement | null)?.focus();
  };

  // Arrow keys move through the grid by place on screen; Enter follows the focused link; Esc closes (the dialog's own).
  grid?.addEventListener('keydown', (e) => {
    const links = [...grid.querySelectorAll<HTMLAnchorElement>('a')];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (at < 0) return;
    const top = links[0]?.getBoundingClientRect().top ?? 0;
    const columns = Math.max(1, links.filter((a) => a.getBoundingClientRect().top === top).length);
    const move: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: columns, ArrowUp: -columns, Home: -at, End: links.length };
    const by = move[e.key];
    if (by === undefined) return;
    e.preventDefault();
    const to = links[Math.min(Math.max(at + by, 0), links.length - 1)];
    to?.focus();
    to?.scrollIntoView({ block: 'nearest' });
  });
  dialog?.addEventListener('close', () => {
    if (!shown) titles[ids.indexOf(titleOf)]?.focus({ preventScroll: true });
    else exampleEl(shown)?.focus({ preventScroll: true });
  });

  // Every slide in order, with its words: a title slide's heading, a step's caption and picture.
  const allSlides = (): Slide[] =>
    titles.flatMap((title, i) => {
      const id = ids[i] as string;
      const part = title.querySelector('.lesson-section')?.textContent?.trim();
      const steps = [...(exampleEl(id)?.querySelectorAll<HTMLElement>(':scope > ol.steps > li') ?? [])];
      return [
        { hash: `#${id}`, text: title.querySelector('h2')?.textContent ?? id, part, note: title.querySelector('[data-note]')?.textContent?.trim() },
        ...steps.map((li, j) => ({ ...stepSlide(id, li, j, steps.length), part })),
      ];
    });

  // The speaker view (`../explainer/speaker.ts`, shared with an example's own page): S opens this
  // page with `?speaker` in a second window; both keep to the slide the other moved to.
  const aside = root.querySelector<HTMLElement>('.lesson-speaker');
  const panel = isSpeakerWindow() && aside ? speakerPanel(JSON.parse(aside.dataset.words ?? '{}') as SpeakerWords, aside) : null;
  linkSpeaker({ channel: `lesson:${location.pathname}`, slides: allSlides, current: () => location.hash, go: (hash) => fromHash(hash, false), end: aside?.dataset.end ?? '' }, panel);

  addEventListener('hashchange', (e) => fromHash(new URL((e as HashChangeEvent).newURL).hash));
  fromHash(location.hash);
}
