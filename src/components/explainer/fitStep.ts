/** Zoom levels (per cent) a step's picture or text may take to fit the presenter's stage; each is a class in presenter.css. */
export const FIT_LEVELS = [100, 95, 90, 85, 80, 75, 70, 65, 60, 55, 50, 45, 40, 35, 30, 25, 20, 15] as const;
const CLASSES = FIT_LEVELS.map((level) => `fit-${level}`);

/**
 * The largest level at which `fits()` holds, by halving (a zoom only ever shrinks what it
 * zooms, so fitting is monotonic); the smallest level if none fits.
 */
function largestFitting(el: HTMLElement, fits: () => boolean, hint: number): number {
  const set = (i: number) => {
    el.classList.remove(...CLASSES);
    const level = FIT_LEVELS[i] as number;
    if (level !== 100) el.classList.add(`fit-${level}`);
  };
  // The level the previous step took usually fits this one too: two layouts instead of five.
  const h = FIT_LEVELS.indexOf(hint as (typeof FIT_LEVELS)[number]);
  let lo = 1; // candidate levels, largest first
  let hi = FIT_LEVELS.length - 1;
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
  return FIT_LEVELS[lo] as number;
}

/**
 * Makes the current step fill the presenter's stage without scrolling. Zoom comes from classes
 * (the page's policy refuses `style=`), so each game's views are scaled as they are drawn, not
 * rewritten. Side by side, the words and the picture are each zoomed, independently, to the
 * stage's height; stacked (a portrait screen), the picture gives way first, then the words.
 * Returns the levels it chose.
 */
export function fitStep(root: HTMLElement, hint: { view: number; text: number } | null = null): { view: number; text: number } | null {
  const stage = root.querySelector<HTMLElement>(':scope > ol.steps');
  const step = stage?.querySelector<HTMLElement>(':scope > li.current');
  const view = step?.querySelector<HTMLElement>(':scope > .step-view');
  const text = step?.querySelector<HTMLElement>(':scope > .step-text');
  if (!stage || !step || !view || !text) return null;
  view.classList.remove(...CLASSES);
  text.classList.remove(...CLASSES);
  const wide = () => stage.scrollWidth <= stage.clientWidth;
  const all = () => wide() && stage.scrollHeight <= stage.clientHeight;
  const sideBySide = getComputedStyle(step).gridTemplateColumns.trim().split(/\s+/).length > 1;
  if (sideBySide) {
    const height = stage.clientHeight;
    const textLevel = largestFitting(text, () => wide() && text.getBoundingClientRect().height <= height, hint?.text ?? 100);
    const viewLevel = largestFitting(view, () => wide() && view.getBoundingClientRect().height <= height, hint?.view ?? 100);
    return { view: viewLevel, text: textLevel };
  }
  const viewLevel = largestFitting(view, all, hint?.view ?? 100);
  const textLevel = all() ? 100 : largestFitting(text, all, hint?.text ?? 100);
  return { view: viewLevel, text: textLevel };
}
