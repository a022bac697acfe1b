/** Zoom levels (per cent) a step's picture or text may take to fit the presenter's stage; each is a class in presenter.css. */
export const FIT_LEVELS = [100, 95, 90, 85, 80, 75, 70, 65, 60, 55, 50, 45, 40, 35, 30, 25, 20, 15] as const;
const CLASSES = FIT_LEVELS.map((level) => `fit-${level}`);
/** The smallest level a step's details and choices take before its caption is zoomed too. */
const EXTRAS_FLOOR = 50;

/** What fitStep chose for a step; the next step starts from it. */
export interface Fit {
  view: number;
  text: number;
  /** The details and the choice under the caption (zoomed before the caption is). */
  extras: number;
  /** The picture's size at `view` on its stage, and its drawings' viewBoxes: a step the same shape takes the same level. */
  shape?: string;
}

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
 * The largest level, down to `floor`, at which `fits()` holds, by halving (a zoom only ever
 * shrinks what it zooms, so fitting is monotonic); `floor` if none fits.
 */
function largestFitting(els: readonly HTMLElement[], fits: () => boolean, hint: number, floor = FIT_LEVELS[FIT_LEVELS.length - 1] as number): number {
  const levels = FIT_LEVELS.filter((l) => l >= floor);
  const set = (i: number) => setLevel(els, levels[i] as number);
  // The level the previous step took usually fits this one too: two layouts instead of five.
  const h = levels.indexOf(hint as (typeof FIT_LEVELS)[number]);
  let lo = 1; // candidate levels, largest first
  let hi = levels.length - 1;
  if (h > 0) {
    set(h);
    if (fits()) {
      set(h - 1);
      if (!fits()) {
        set(h);
        return hint;
      }
      hi = h - 1;
    } else if (h === hi) {
      return hint; // the smallest already
    } else lo = h + 1;
  }
  if (lo === 1) {
    set(0);
    if (fits()) return 100;
  }
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    set(mid);
    if (fits()) hi = mid;
    else lo = mid + 1;
  }
  set(lo);
  return levels[lo] as number;
}

/**
 * The words fit: first the details and the choice under the caption shrink (to half size at
 * most), so the caption stays as large as it can; only then the whole text.
 */
function fitText(text: HTMLElement, extras: readonly HTMLElement[], fits: () => boolean, hint: Fit | null): { text: number; extras: number } {
  if (fits()) return { text: 100, extras: 100 };
  const extrasLevel = extras.length ? largestFitting(extras, fits, hint?.extras ?? 100, EXTRAS_FLOOR) : 100;
  if (fits()) return { text: 100, extras: extrasLevel };
  return { text: largestFitting([text], fits, hint?.text ?? 100), extras: extrasLevel };
}

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
  const view = step?.querySelector<HTMLElement>(':scope > .step-view');
  const text = step?.querySelector<HTMLElement>(':scope > .step-text');
  if (!stage || !step || !view || !text) return null;
  const extras = [...text.children].filter((el): el is HTMLElement => el instanceof HTMLElement && !el.classList.contains('step-caption'));
  return fitPanes(stage, step, view, text, extras, hint);
}

/**
 * `fitStep` for any picture and words: `step` holds `view` and `text` (its grid columns say whether
 * side by side), `stage` is the box they must fit without scrolling, `extras` the parts of the words
 * that shrink before the rest. A practice question in the presenter view uses it too.
 */
export function fitPanes(stage: HTMLElement, step: HTMLElement, view: HTMLElement, text: HTMLElement, extras: readonly HTMLElement[], hint: Fit | null = null): Fit {
  // The picture starts at the level the step before took, which usually fits this one too: the
  // first layout (the grid's columns, below) then already tells whether it fits (issue 29).
  setLevel([view], hint?.view ?? 100);
  setLevel([text, ...extras], 100);
  const wide = () => stage.scrollWidth <= stage.clientWidth;
  const all = () => wide() && stage.scrollHeight <= stage.clientHeight;
  const sideBySide = getComputedStyle(step).gridTemplateColumns.trim().split(/\s+/).length > 1;
  if (sideBySide) {
    const height = stage.clientHeight;
    const viewFits = () => wide() && view.getBoundingClientRect().height <= height;
    // The picture first: one too wide at full size would otherwise make the words look too wide. A
    // picture the same shape as the step before's (the same drawings, the same size at its level, on
    // the same stage) takes its level without trying a larger one: one layout a step, not three.
    const shape = shapeOf(stage, view, hint?.view ?? 100);
    const viewLevel = hint && hint.shape === shape && viewFits() ? hint.view : largestFitting([view], viewFits, hint?.view ?? 100);
    const words = fitText(text, extras, () => wide() && text.getBoundingClientRect().height <= height, hint);
    return { view: viewLevel, ...words, shape: viewLevel === (hint?.view ?? 100) ? shape : shapeOf(stage, view, viewLevel) };
  }
  const viewLevel = largestFitting([view], all, hint?.view ?? 100);
  return { view: viewLevel, ...fitText(text, extras, all, hint) };
}

/** What decides a picture's level: its stage's size, its own size at `level`, and its drawings. */
function shapeOf(stage: HTMLElement, view: HTMLElement, level: number): string {
  const box = view.getBoundingClientRect();
  const drawings = [...view.querySelectorAll('svg')].map((svg) => svg.getAttribute('viewBox')).join(' ');
  return `${stage.clientWidth}x${stage.clientHeight} ${level}: ${box.width}x${box.height} ${drawings}`;
}
