import { forTheEyes, pictureCopy, shrinkInto, type Slide } from '../explainer/speaker';
import type { DrawStep, WithDrawStep } from '../explainer/useStepCopy';
import { onceAwake } from '../explainer/wake';
import { allSlides, currentHash, exampleEl, fromHash, ids, parts, shown, titleOf, titles } from './deck';

/**
 * The slide list (O): the slides by part, each a link to its anchor with its picture small; typing
 * finds one. Arrow keys move through the grid by place on screen; Enter follows the focused link;
 * O (before anything is typed) or Esc closes it (Esc the dialog's own), and focus goes back to the slide shown. Loaded when first opened.
 */
export function openOverview(dialog: HTMLDialogElement | null): void {
  const grid = dialog?.querySelector<HTMLElement>('.lesson-grid-parts');
  if (!dialog || !grid) return;
  const find = dialog.querySelector<HTMLInputElement>('.lesson-find');
  if (!wired) wire(dialog, grid, find);
  wired = true;
  const here = fillGrid(grid, () => dialog.close());
  if (find) find.value = '';
  dialog.showModal();
  here?.focus();
  here?.scrollIntoView({ block: 'center' });
  drawThumbs();
}

let wired = false;
function wire(dialog: HTMLDialogElement, grid: HTMLElement, find: HTMLInputElement | null): void {
  const visibleLinks = () => [...grid.querySelectorAll<HTMLAnchorElement>('li:not([hidden]) a')].filter((a) => !a.closest('[hidden]'));
  if (find) finder(find, grid, visibleLinks);
  // Printable keys typed in the list go to the finder; O, before anything is typed, closes the list it opened.
  dialog.addEventListener('keydown', (e) => {
    if (!find || e.target === find || e.key.length !== 1 || e.ctrlKey || e.metaKey || e.altKey || e.key === ' ') return;
    if ((e.key === 'o' || e.key === 'O') && !find.value) {
      e.preventDefault();
      dialog.close();
      return;
    }
    find.focus();
  });
  grid.addEventListener('keydown', (e) => moveInGrid(visibleLinks(), e));
  dialog.addEventListener('close', () => {
    // The small pictures still to draw are the closed list's: dropped, as its boxes are at the next opening.
    thumbs.length = 0;
    unseen.disconnect();
    if (!shown) titles[ids.indexOf(titleOf)]?.focus({ preventScroll: true });
    else exampleEl(shown)?.focus({ preventScroll: true });
  });
}

const thumbs: [HTMLElement, Slide][] = [];

/** Lists every slide under its part's heading; returns the link to the slide showing. */
function fillGrid(grid: HTMLElement, close: () => void): HTMLAnchorElement | null {
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
      close();
      fromHash(a.hash);
    });
    li.append(a);
    (lists[slide.partIndex] ?? lists[0])?.append(li);
    // The picture, small: drawn once the list is open (a copy of the step's own).
    if (slide.picture) thumbs.push([thumb, slide]);
  }
  return here;
}

/** Draws the small pictures a dozen a frame, so the list opens at once. */
function drawThumbs(): void {
  const batch = thumbs.splice(0, 12);
  for (const [box, slide] of batch) {
    const picture = slide.picture?.();
    const kept = copies.get(slide.hash);
    if (kept) box.append(kept);
    else if (picture?.classList.contains('step-frames')) {
      asked.set(box, [slide, picture]);
      unseen.observe(box);
    } else if (picture) box.append(pictureCopy(picture));
    if (box.firstElementChild) shrinkInto(box);
  }
  if (thumbs.length) requestAnimationFrame(drawThumbs);
}

/**
 * A step not yet shown in the page has only its frames there (StepPicture): its example's island
 * draws it for the list (useStepCopy), woken for it, once the step's box comes into sight in the list
 * (a lesson of a hundred steps wakes only the examples scrolled to). Each such picture is drawn once a
 * page, and kept for the next time the list opens.
 */
const copies = new Map<string, HTMLElement>();
const asked = new WeakMap<Element, [Slide, Element]>();
const unseen = new IntersectionObserver((entries) => {
  for (const { target, isIntersecting } of entries) {
    const [slide, frames] = asked.get(target) ?? [];
    const example = frames?.closest<WithDrawStep>('[data-example]');
    if (isIntersecting && slide?.step && example) {
      unseen.unobserve(target);
      onceAwake(example, () => example.drawStep, (draw) => drawCopy(draw, slide, target as HTMLElement));
    }
  }
});

function drawCopy(draw: DrawStep, slide: Slide, box: HTMLElement): void {
  const into = document.createElement('div');
  const drawn = (drew: boolean) => {
    if (!drew) return;
    copies.set(slide.hash, forTheEyes(into) as HTMLElement);
    box.append(into);
    shrinkInto(box);
  };
  // Its views could not be fetched (offline, say): asked again when it next comes into sight.
  draw((slide.step?.n ?? 1) - 1, into).then(drawn, () => unseen.observe(box));
}

const fold = (text: string) => text.toLocaleLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

/** Typing finds a slide: the list keeps the slides whose words (or part) hold what was typed. */
function finder(find: HTMLInputElement, grid: HTMLElement, visibleLinks: () => HTMLAnchorElement[]): void {
  // Nothing found is said, not left as an empty list (the line's words come with the page: LessonChrome.astro).
  const none = grid.parentElement?.querySelector<HTMLElement>('.lesson-find-none');
  find.addEventListener('input', () => {
    const wanted = fold(find.value.trim());
    let found = false;
    for (const section of grid.querySelectorAll<HTMLElement>('.lesson-grid-part')) {
      let any = false;
      for (const li of section.querySelectorAll<HTMLElement>('li')) {
        const hit = !wanted || (li.querySelector<HTMLElement>('a')?.dataset.find ?? '').includes(wanted);
        li.hidden = !hit;
        any ||= hit;
      }
      section.hidden = !any;
      found ||= any;
    }
    if (none) none.hidden = found;
  });
  find.addEventListener('keydown', (e) => {
    const links = visibleLinks();
    if (e.key === 'Enter') {
      e.preventDefault();
      links[0]?.click();
    } else if (e.key === 'ArrowDown') {
      e.preventDefault();
      links[0]?.focus();
    }
  });
}

/** Arrow keys move through the grid by place on screen (a row is the links of one part level with the first). */
function moveInGrid(links: HTMLAnchorElement[], e: KeyboardEvent): void {
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
}
