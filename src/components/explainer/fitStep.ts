/** Zoom levels (per cent) a step's picture or text may take to fit the presenter's stage; each is a class in presenter.css. */
export const FIT_LEVELS = [100, 95, 90, 85, 80, 75, 70, 65, 60, 55, 50, 45, 40, 35, 30, 25, 20, 15] as const;
const CLASSES = FIT_LEVELS.map((level) => `fit-${level}`);
/**
 * The smallest level a step's details and choices take before its caption is zoomed too: at half,
 * six lines of a Bora Bora step's points spent were 8 px high at 1280×720, unread at the back of a
 * room, beside a caption three times their size.
 */
const EXTRAS_FLOOR = 70;
/**
 * Words too long for the stage shrink in turn: the details down to the level that still draws them at
 * {@link ROOM_PX} (75 % at 1280×720, 80 % at 1024×768: {@link extrasFirst}), then the caption to 70 %,
 * then the details to {@link EXTRAS_FLOOR}, then all the words. Before, the caption kept its 30 px while
 * the pips and points a step spends were drawn at 15 px, 150 px of the wall empty under them (a host's
 * review): the numbers are what the back of the room must read.
 */
const ROOM_PX = 18;
const CAPTION_FLOOR = 70;

/** The smallest level, in steps of 5 and no lower than {@link EXTRAS_FLOOR}, that draws `extras` at {@link ROOM_PX} or more (read at full size). */
function extrasFirst(extras: readonly HTMLElement[]): number {
  const first = extras[0] as (HTMLElement & { currentCSSZoom?: number }) | undefined;
  const px = first ? parseFloat(getComputedStyle(first).fontSize) * (first.currentCSSZoom ?? 1) : 0;
  return px > 0 ? Math.min(100, Math.max(EXTRAS_FLOOR, Math.ceil((100 * ROOM_PX) / px / 5) * 5)) : EXTRAS_FLOOR;
}

/**
 * What fitStep chose for a step; the next step starts from it, and its picture grows no larger nor
 * its words take less room than this one's: a picture that changed size from one step to the next,
 * or moved as the words beside it took 45 % of the stage and then a third again, jumped in front of
 * the room (a host's review: Pillars' cost track a fifth larger and 137 px aside at every other press).
 * So within an example the picture only ever shrinks, to the size its largest step needs.
 */
export interface Fit {
  view: number;
  text: number;
  /** The details and the choice under the caption (zoomed before the caption is). */
  extras: number;
  /** The caption alone (zoomed once the details are drawn at {@link ROOM_PX}); 100 when the words have none. */
  caption?: number;
  /** The words took 45 % of the stage (`data-words-wide`). */
  wide?: boolean;
}

/**
 * Gives a step's words 45 % of the stage, side by side (presenter.css): an attribute, which the step's
 * own rendering leaves alone (its class is the island's, and is written again when it is shown).
 */
const widen = (step: HTMLElement, on: boolean) => step.toggleAttribute('data-words-wide', on);

/**
 * The smallest words drawn in a part, in px high, as the room sees them: each line's box for words in
 * HTML (a text range's rectangles), each text's box in a drawing; zooms and a drawing's scale included.
 */
function smallestWords(part: HTMLElement): number {
  let least = Infinity;
  const walker = document.createTreeWalker(part, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.nodeValue?.trim()) continue;
    const drawing = node.parentElement?.closest('text');
    const boxes = drawing ? [drawing.getBoundingClientRect()] : (range.selectNodeContents(node), [...range.getClientRects()]);
    for (const box of boxes) if (box.height > 0 && box.height < least) least = box.height;
  }
  return least;
}

/** The smallest words on the stage, in the picture or beside it. */
const smallestOnStage = (view: HTMLElement, text: HTMLElement) => Math.min(smallestWords(view), smallestWords(text));

/** Zooms `els` to `level`; one already there is left untouched, so the page need not be laid out again for it. */
function setLevel(els: readonly HTMLElement[], level: number): void {
  for (const el of els) {
    const at = CLASSES.filter((c) => el.classList.contains(c));
    if (level === 100 ? at.length === 0 : at.length === 1 && at[0] === `fit-${level}`) continue;
    el.classList.remove(...at);
    if (level !== 100) el.classList.add(`fit-${level}`);
  }
}

/**
 * How far what is being fitted overflows its room, at the level it is now set to: above 1, by that
 * factor (its height over the room's, or its width's); 1 or less when it fits.
 */
type Overflow = () => number;

/**
 * The largest level, down to `floor`, at which `overflow()` is at most 1 (a zoom only ever shrinks
 * what it zooms, so fitting is monotonic); `floor` if none fits. Each try lays the page out once, so
 * the levels tried are predicted from what is measured (issue 29): a zoom shrinks a picture in
 * proportion, and words at least as fast (their lines rewrap as well), so the overflow at the level
 * the step before took (`hint`) names the level to try next. A step like the one before takes one
 * layout; a step that needs another level, two or three (a search from 100 took five or six).
 */
function largestFitting(els: readonly HTMLElement[], overflow: Overflow, hint: number, floor = FIT_LEVELS[FIT_LEVELS.length - 1] as number, ceiling = 100): number {
  const levels = FIT_LEVELS.filter((l) => l >= floor && l <= ceiling);
  const last = levels.length - 1;
  const set = (i: number) => setLevel(els, levels[i] as number);
  const at = Math.max(0, levels.indexOf(hint as (typeof FIT_LEVELS)[number]));
  set(at);
  const ratio = overflow();
  const predicted = (i: number) => (ratio * (levels[i] as number)) / (levels[at] as number);
  /** From `from` on, smaller and smaller, the first level that fits (a prediction is rarely more than a level out). */
  const stepDown = (from: number, to = last): number => {
    for (let i = from; i <= to; i++) {
      set(i);
      if (overflow() <= 1) return i;
    }
    return to;
  };
  if (ratio <= 1) {
    let up = at;
    while (up > 0 && predicted(up - 1) <= 1) up--;
    if (up === at) return levels[at] as number;
    // Room is left: the predicted level is tried first, then the largest that fits by halving, since not
    // all that is measured grows with the level (the words above a picture do not). `best` fits; those
    // before `top` do not.
    let best = at;
    let top = 0;
    for (let probe = up; top < best; probe = Math.floor((top + best - 1) / 2)) {
      set(probe);
      if (overflow() <= 1) best = probe;
      else top = probe + 1;
    }
    set(best);
    return levels[best] as number;
  }
  let down = at;
  while (down < last && predicted(down) > 1) down++;
  let fits = stepDown(down);
  // Words shrink faster than in proportion, and a hint from a step laid out otherwise (its words wider)
  // misleads: the levels above the predicted one may fit too, tried while they do.
  if (fits === down) {
    while (fits - 1 > at) {
      set(fits - 1);
      if (overflow() > 1) break;
      fits--;
    }
    set(fits);
  }
  return levels[fits] as number;
}

/** Side by side, the picture and the words each zoomed to the stage's height. */
function fitSides(stage: HTMLElement, step: HTMLElement, view: HTMLElement, text: HTMLElement, extras: readonly HTMLElement[], hint: Fit | null): Fit {
  const height = stage.clientHeight;
  // The picture first: one too wide at full size would otherwise make the words look too wide.
  // No larger than the step before's (see Fit).
  const viewLevel = largestFitting([view], () => Math.max(wider(view), view.getBoundingClientRect().height / height), hint?.view ?? 100, undefined, hint?.view ?? 100);
  const words = fitText(text, extras, () => Math.max(wider(text), text.getBoundingClientRect().height / height), hint);
  return { view: viewLevel, ...words, wide: step.hasAttribute('data-words-wide') };
}

/**
 * The words fit, in the order of {@link ROOM_PX}: the details and the choice under the caption,
 * the caption, the details again, and only then the whole text. Words without a caption (a practice
 * question's) shrink their extras to {@link EXTRAS_FLOOR}, then the whole.
 */
function fitText(text: HTMLElement, extras: readonly HTMLElement[], overflow: Overflow, hint: Fit | null): Pick<Fit, 'text' | 'extras' | 'caption'> {
  if (overflow() <= 1) return { text: 100, extras: 100 };
  const caption = captionOf(text);
  const down = (els: readonly HTMLElement[], from: number | undefined, floor: number, ceiling = 100) => (els.length ? largestFitting(els, overflow, Math.max(floor, Math.min(from ?? 100, ceiling)), floor, ceiling) : 100);
  const first = caption ? extrasFirst(extras) : EXTRAS_FLOOR;
  let extrasLevel = down(extras, hint?.extras, first);
  if (overflow() <= 1) return { text: 100, extras: extrasLevel };
  const captionLevel = caption ? down([caption], hint?.caption, CAPTION_FLOOR) : 100;
  if (overflow() <= 1) return { text: 100, extras: extrasLevel, caption: captionLevel };
  if (caption) extrasLevel = down(extras, hint?.extras, EXTRAS_FLOOR, first);
  if (overflow() <= 1) return { text: 100, extras: extrasLevel, caption: captionLevel };
  return { text: largestFitting([text], overflow, hint?.text ?? 100), extras: extrasLevel, caption: captionLevel };
}

/** `a` draws a step's details larger than `b` does, and its caption no smaller (each at its words' zoom and its own). */
const detailsLarger = (a: Fit, b: Fit): boolean => a.text * a.extras > b.text * b.extras && a.text * (a.caption ?? 100) >= b.text * (b.caption ?? 100);

/** A step's caption, zoomed on its own (fitText); practice's words have none. */
const captionOf = (text: HTMLElement) => text.querySelector<HTMLElement>(':scope > .step-caption');

/** The words back at full size, caption included, before they are fitted again. */
function wordsAtFull(text: HTMLElement, extras: readonly HTMLElement[]): void {
  const caption = captionOf(text);
  setLevel(caption ? [text, caption, ...extras] : [text, ...extras], 100);
}

/** The parts of a step that are fitted: its picture, its words, and the words' extras (all but the caption). */
function partsOf(step: HTMLElement) {
  const view = step.querySelector<HTMLElement>(':scope > .step-view');
  const text = step.querySelector<HTMLElement>(':scope > .step-text');
  if (!view || !text) return null;
  const extras = [...text.children].filter((el): el is HTMLElement => el instanceof HTMLElement && !el.classList.contains('step-caption'));
  return { view, text, extras };
}

/** The level an element is zoomed to (its `fit-*` class), 100 without one. */
const levelOf = (el: HTMLElement | undefined): number => Number(CLASSES.find((c) => el?.classList.contains(c))?.slice(4) ?? 100);

/** Steps fitted ahead (`fitAhead`), with the size of the stage they were fitted to. */
const ahead = new WeakMap<HTMLElement, { fit: Fit; width: number; height: number }>();

/**
 * Zooms `parts` together down a level at a time, no lower than `floor`, until `overflow()` (their height
 * over their room's) is at most 1: a lesson's setup slide, whose words and setup for four players can be
 * taller than the screen. The levels are the steps' own classes (presenter.css).
 */
export function fitParts(parts: readonly HTMLElement[], overflow: () => number, floor: number): number {
  return largestFitting(parts, overflow, 100, floor);
}

/**
 * Fits a hidden step laid out beside the one shown (presenter.css, `data-warm`) to the stage, as it will
 * be fitted when shown, while the page is idle: for that time the two swap places in the stage's size
 * and overflow (`fitting-ahead`, `fitting-aside`), and the step shown is laid out again afterwards,
 * before anything is painted. Starts from the levels the step shown took.
 */
export function fitAhead(root: HTMLElement, step: HTMLElement): void {
  const stage = root.querySelector<HTMLElement>(':scope > ol.steps');
  const shown = stage?.querySelector<HTMLElement>(':scope > li.current');
  const parts = partsOf(step);
  const now = shown && partsOf(shown);
  if (!stage || !shown || !parts || !now || step === shown) return;
  const caption = captionOf(now.text) ?? undefined;
  const hint = after({ view: levelOf(now.view), text: levelOf(now.text), extras: levelOf(now.extras[0]), caption: levelOf(caption), wide: shown.hasAttribute('data-words-wide') }, shown === stage.firstElementChild);
  step.classList.add('fitting-ahead');
  shown.classList.add('fitting-aside');
  const fit = fitPanes(stage, step, parts.view, parts.text, parts.extras, hint, true);
  step.classList.remove('fitting-ahead');
  shown.classList.remove('fitting-aside');
  ahead.set(step, { fit, width: stage.clientWidth, height: stage.clientHeight });
}

/**
 * The fit a step starts from, given the one the step shown before it took: none after an example's
 * opening step, whose summary of the whole example is most of its words (Bora Bora's Phase C: a
 * picture held at 55 % through 22 steps where 100 % fits them). Both a press (usePresenter.ts) and a
 * fit ahead (`fitAhead`) start from it.
 */
export const after = (fit: Fit | null, fromOpening: boolean): Fit | null => (fromOpening ? null : fit);

/** The levels `step` was fitted to ahead, if the stage has kept the size it had then; forgotten once asked. */
export function fittedAhead(root: HTMLElement, step: HTMLElement | null | undefined): Fit | null {
  const kept = step && ahead.get(step);
  if (!step || !kept) return null;
  ahead.delete(step);
  const stage = root.querySelector<HTMLElement>(':scope > ol.steps');
  return stage && stage.clientWidth === kept.width && stage.clientHeight === kept.height ? kept.fit : null;
}

export const forgetFit = (step: HTMLElement) => void ahead.delete(step);

/**
 * Makes the current step fill the presenter's stage without scrolling. Zoom comes from classes
 * (the page's policy refuses `style=`), so each game's views are scaled as they are drawn, not
 * rewritten. Side by side, the words and the picture are each zoomed, independently, to the
 * stage's height; stacked (a portrait screen), the picture gives way first, then the words.
 * Returns the levels it chose.
 */
export function fitStep(root: HTMLElement, hint: Fit | null = null): Fit | null {
  const stage = root.querySelector<HTMLElement>(':scope > ol.steps');
  const step = stage?.querySelector<HTMLElement>(':scope > li.current');
  const parts = step && partsOf(step);
  if (!stage || !step || !parts) return null;
  return fitPanes(stage, step, parts.view, parts.text, parts.extras, hint, true);
}

/**
 * How far what `part` holds is wider than it, over 1; nothing when it is not. Each part answers for its
 * own width: a line of words too wide made the picture shrink to the least level, which could not help
 * (a Pillars step on a phone held upright); and a width that could only read 1 or more kept a step fitted
 * small, before its picture was drawn or like the step before, from growing when it had room (a Bora
 * Bora step opened from its link stayed at 70 % where 100 % fits).
 */
const wider = (part: HTMLElement) => (part.scrollWidth > part.clientWidth ? part.scrollWidth / part.clientWidth : 0);

/**
 * `fitStep` for any picture and words: `step` holds `view` and `text` (its grid columns say whether
 * side by side), `stage` is the box they must fit without scrolling, `extras` the parts of the words
 * that shrink before the rest. A practice question in the presenter view uses it too.
 */
export function fitPanes(stage: HTMLElement, step: HTMLElement, view: HTMLElement, text: HTMLElement, extras: readonly HTMLElement[], hint: Fit | null = null, mayWiden = false): Fit {
  // The picture starts at the level the step before took, which usually fits this one too: the
  // first layout (the grid's columns, below) then already tells whether it fits (issue 29).
  // Words that took 45 % of the stage on the step before keep it (see Fit).
  const keepWide = mayWiden && !!hint?.wide;
  widen(step, keepWide);
  setLevel([view], hint?.view ?? 100);
  wordsAtFull(text, extras);
  const sideBySide = getComputedStyle(step).gridTemplateColumns.trim().split(/\s+/).length > 1;
  if (sideBySide && keepWide) return fitSides(stage, step, view, text, extras, hint);
  if (sideBySide) {
    const fit = fitSides(stage, step, view, text, extras, hint);
    if (!mayWiden || (fit.text === 100 && fit.extras === 100 && (fit.caption ?? 100) === 100)) return fit;
    // Words too long for a third of the stage (a Bora Bora step's six lines of points spent, at a
    // third of their size beside a picture with room to spare): fitted again with 45 % of it, and kept
    // when the smallest words on the stage, in the picture or beside it, are then drawn larger (a
    // picture as wide as its column shrinks with it: a Pillars board's smallest words would fall under 18 px).
    const least = smallestOnStage(view, text);
    const pictureWords = smallestWords(view);
    widen(step, true);
    wordsAtFull(text, extras);
    const wide = fitSides(stage, step, view, text, extras, fit);
    // A tenth larger at least: a gain of a pixel or two is not worth a picture drawn smaller. Or, the
    // picture's words drawn no smaller and the smallest words no smaller, the details larger and the
    // caption no smaller (a picture drawn smaller on an example's first step sprang back at its second:
    // review v19): a line's box is measured in whole pixels, and details drawn at 16 px beside a 22 px
    // caption read 19 px high against 20 at 18 px beside 24 (a Bora Bora step's pips spent). Words with
    // no details do not widen for their caption alone: a map slid 70 px aside mid-example for a caption
    // 3 px larger (review v19).
    const now = smallestOnStage(view, text);
    if (now > least * 1.1 || (now >= least && smallestWords(view) >= pictureWords && detailsLarger(wide, fit))) return wide;
    widen(step, false);
    setLevel([view], fit.view);
    setLevel([text], fit.text);
    setLevel(extras, fit.extras);
    const caption = captionOf(text);
    if (caption) setLevel([caption], fit.caption ?? 100);
    return fit;
  }
  // Stacked, the words and the picture share the stage's height: how far the two overflow it, or how
  // much room they leave (the stage's scroll height never reads under its own: a Pillars step on a phone
  // held upright stayed at 15 %, a thumbnail under the words with half the stage empty).
  const gap = parseFloat(getComputedStyle(step).rowGap) || 0;
  const tall = () => (text.getBoundingClientRect().height + view.getBoundingClientRect().height + gap) / stage.clientHeight;
  const viewLevel = largestFitting([view], () => Math.max(wider(view), tall()), hint?.view ?? 100, undefined, hint?.view ?? 100);
  return { view: viewLevel, ...fitText(text, extras, () => Math.max(wider(text), tall()), hint) };
}
