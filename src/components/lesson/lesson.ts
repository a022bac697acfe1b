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
import { isSpeakerWindow, linkSpeaker, openSpeaker, shrinkInto, speakerPanel, stepSlide, type Slide, type SpeakerWords } from '../explainer/speaker';
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
  const grid = dialog?.querySelector<HTMLElement>('.lesson-grid-parts');
  const find = dialog?.querySelector<HTMLInputElement>('.lesson-find');
  const parts = JSON.parse(root.dataset.parts ?? '[]') as string[];
  const partOf = (i: number) => Number(titles[i]?.dataset.part ?? 0);
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

  const show = (id: string, wanted: number, focus = true) => {
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
    }
    showPosition();
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
      else if (key === 'Escape') act = () => (location.href = `${root.dataset.rulebook}${location.search}${rulebookHash()}`);
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
      else if (FORWARD.has(key) && !((key === 'Enter' || key === ' ') && target?.closest?.('a, button')))
        act = () => (exampleEl(titleOf) ? show(titleOf, 1) : at + 1 < ids.length && show(ids[at + 1] as string, 0));
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

  /** Where Esc lands in the rulebook: the step or the example shown, or the section a card names. */
  const rulebookHash = () => {
    if (shown || exampleEl(titleOf)) return location.hash;
    const anchor = titles[ids.indexOf(titleOf)]?.dataset.anchor;
    return anchor ? `#${anchor}` : '';
  };

  // The slide list: the slides by part, each a link to its anchor with its picture small; typing finds one.
  const openOverview = () => {
    if (!dialog || !grid) return;
    grid.replaceChildren();
    let here: HTMLAnchorElement | null = null;
    const lists = parts.map((name) => {
      const section = document.createElement('section');
      section.className = 'lesson-grid-part';
      const heading = document.createElement('h3');
      heading.textContent = name;
      const ol = document.createElement('ol');
      ol.className = 'lesson-grid';
      section.append(heading, ol);
      grid.append(section);
      return ol;
    });
    const current = currentHash();
    for (const slide of allSlides()) {
      const li = document.createElement('li');
      li.className = slide.step ? 'lesson-grid-step' : 'lesson-grid-title';
      const a = document.createElement('a');
      a.href = slide.hash;
      const thumb = document.createElement('span');
      thumb.className = 'lesson-thumb';
      thumb.setAttribute('aria-hidden', 'true');
      const words = document.createElement('span');
      words.className = 'lesson-thumb-words';
      words.textContent = slide.text;
      a.append(thumb, words);
      a.dataset.find = fold(`${slide.text} ${slide.part ?? ''}`);
      if (slide.hash === current) {
        a.setAttribute('aria-current', 'true');
        here = a;
      }
      a.addEventListener('click', (event) => {
        event.preventDefault();
        dialog.close();
        fromHash(a.hash);
      });
      li.append(a);
      (lists[slide.partIndex] ?? lists[0])?.append(li);
      // The picture, small: drawn once the list is open (a copy of the step's own).
      if (slide.picture) thumbs.push([thumb, slide.picture]);
    }
    if (find) find.value = '';
    dialog.showModal();
    (here as HTMLAnchorElement | null)?.focus();
    (here as HTMLAnchorElement | null)?.scrollIntoView({ block: 'center' });
    drawThumbs();
  };
  const thumbs: [HTMLElement, () => Element | null][] = [];
  const drawThumbs = () => {
    const batch = thumbs.splice(0, 12);
    for (const [box, picture] of batch) {
      const copy = picture()?.cloneNode(true) as Element | undefined;
      if (!copy) continue;
      for (const e of copy.querySelectorAll('[id]')) e.removeAttribute('id');
      box.append(copy);
      shrinkInto(box);
    }
    if (thumbs.length) requestAnimationFrame(drawThumbs);
  };
  // Typing finds a slide: the list keeps the slides whose words (or part) hold what was typed.
  const fold = (text: string) => text.toLocaleLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
  find?.addEventListener('input', () => {
    const wanted = fold(find.value.trim());
    for (const section of grid?.querySelectorAll<HTMLElement>('.lesson-grid-part') ?? []) {
      let any = false;
      for (const li of section.querySelectorAll<HTMLElement>('li')) {
        const hit = !wanted || (li.querySelector<HTMLElement>('a')?.dataset.find ?? '').includes(wanted);
        li.hidden = !hit;
        any ||= hit;
      }
      section.hidden = !any;
    }
  });
  find?.addEventListener('keydown', (e) => {
    const links = visibleLinks();
    if (e.key === 'Enter') {
      e.preventDefault();
      links[0]?.click();
    } else if (e.key === 'ArrowDown') {
      e.preventDefault();
      links[0]?.focus();
    }
  });
  const visibleLinks = () => [...(grid?.querySelectorAll<HTMLAnchorElement>('li:not([hidden]) a') ?? [])].filter((a) => !a.closest('[hidden]'));
  // Printable keys typed in the list go to the finder.
  dialog?.addEventListener('keydown', (e) => {
    if (!find || e.target === find || e.key.length !== 1 || e.ctrlKey || e.metaKey || e.altKey || e.key === ' ') return;
    find.focus();
  });

  // Arrow keys move through the grid by place on screen; Enter follows the focused link; Esc closes (the dialog's own).
  grid?.addEventListener('keydown', (e) => {
    const links = visibleLinks();
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (at < 0) return;
    const list = links[at]?.closest('ol');
    const row = [...(list?.querySelectorAll<HTMLAnchorElement>('li:not([hidden]) a') ?? [])];
    const top = row[0]?.getBoundingClientRect().top ?? 0;
    const columns = Math.max(1, row.filter((a) => a.getBoundingClientRect().top === top).length);
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
  const allSlides = (): (Slide & { partIndex: number })[] =>
    titles.flatMap((title, i) => {
      const id = ids[i] as string;
      const partIndex = partOf(i);
      const part = parts[partIndex];
      const steps = [...(exampleEl(id)?.querySelectorAll<HTMLElement>(':scope > ol.steps > li') ?? [])];
      return [
        { hash: `#${id}`, text: title.querySelector('h2')?.textContent ?? id, part, partIndex, note: title.querySelector('[data-note]')?.textContent?.trim() },
        ...steps.map((li, j) => ({ ...stepSlide(id, li, j, steps.length), part, partIndex })),
      ];
    });
  /** The slide showing, as its hash (the example's own step, which may be ahead of the address). */
  const currentHash = () => {
    const el = shown ? exampleEl(shown) : null;
    const n = Number(el?.dataset.step ?? 1);
    return shown ? `#${stepEls(shown)[n - 1]?.id || stepAnchor(shown, n)}` : `#${titleOf}`;
  };

  // The position bar: "Part 2 of 5 · slide 12 of 58", kept as the slide or the example's step changes.
  const position = root.querySelector<HTMLElement>('.lesson-position');
  let counted: { hash: string; partIndex: number }[] | null = null;
  const showPosition = () => {
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
  };
  new MutationObserver(showPosition).observe(root, { subtree: true, attributes: true, attributeFilter: ['data-step'] });

  // The speaker view (`../explainer/speaker.ts`, shared with an example's own page): S opens this
  // page with `?speaker` in a second window; both keep to the slide the other moved to.
  const aside = root.querySelector<HTMLElement>('.lesson-speaker');
  const panel = isSpeakerWindow() && aside ? speakerPanel(JSON.parse(aside.dataset.words ?? '{}') as SpeakerWords, aside) : null;
  linkSpeaker({ channel: `lesson:${location.pathname}`, slides: allSlides, current: () => location.hash, go: (hash) => fromHash(hash, false), end: aside?.dataset.end ?? '' }, panel);

  addEventListener('hashchange', (e) => fromHash(new URL((e as HashChangeEvent).newURL).hash));
  fromHash(location.hash);
}
