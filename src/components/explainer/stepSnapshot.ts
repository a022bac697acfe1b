/**
 * Where a step's keyed pieces stand, measured as the reader leaves it, so `stepTransition.ts`
 * (loaded later) can move them from there. See that module for the `data-key` and `data-count` hooks.
 */

/** More pieces than this on a step: only the first are animated, so a crowded picture stays quick. */
const MAX_PIECES = 300;

export interface Piece {
  x: number;
  y: number;
  count: number | null;
  /** Screen pixels per unit of `translate` on it (stepTransition.ts). */
  scale: number;
}

/** Where each keyed piece of a step stands (its centre on screen) and the number it shows. */
export type StepSnapshot = Map<string, Piece>;

export const keyed = (step: Element) => [...step.querySelectorAll<HTMLElement | SVGElement>('[data-key]')].slice(0, MAX_PIECES);

export function countOf(el: HTMLElement | SVGElement): number | null {
  const raw = el.dataset.count;
  if (raw === undefined || raw === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) ? n : null;
}

/** Screen pixels per unit of `translate` on `el`: CSS zoom for HTML, the viewBox's scale for SVG (each drawing measured once). */
function pixelsPerUnit(el: HTMLElement | SVGElement, drawings: Map<SVGSVGElement, number>): number {
  if (el instanceof SVGElement && el.ownerSVGElement) {
    const svg = el.ownerSVGElement;
    let scale = drawings.get(svg);
    if (scale === undefined) {
      const box = svg.viewBox.baseVal;
      const rect = svg.getBoundingClientRect();
      scale = box && box.width > 0 && box.height > 0 ? Math.min(rect.width / box.width, rect.height / box.height) || 1 : 1;
      drawings.set(svg, scale);
    }
    return scale;
  }
  return (el as HTMLElement & { currentCSSZoom?: number }).currentCSSZoom ?? 1;
}

/** Measures a step's keyed pieces; empty when the step is not laid out (hidden, another slide). */
export function snapshotStep(step: Element | null | undefined): StepSnapshot {
  const out: StepSnapshot = new Map();
  if (!step) return out;
  const drawings = new Map<SVGSVGElement, number>();
  for (const el of keyed(step)) {
    const box = el.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue;
    out.set(el.dataset.key as string, { x: box.x + box.width / 2, y: box.y + box.height / 2, count: countOf(el), scale: pixelsPerUnit(el, drawings) });
  }
  return out;
}

/**
 * The step a move goes to, measured before the move when it is already laid out where it will be
 * shown: drawn, on the page (not presenting), and either every step is laid out or it is one of the
 * steps either side of the shown one (`data-warm`, useSkippedSteps.ts). Measured then, the move
 * itself needs no layout before its animations start (issue 29). `to` counts from the end when
 * negative. Null when it cannot be.
 */
export function snapshotArrival(root: HTMLElement | null, to: number): { step: Element; pieces: StepSnapshot } | null {
  const steps = root?.querySelectorAll(':scope > ol.steps > li');
  const step = steps?.[to < 0 ? steps.length + to : to];
  if (!root || !step || root.classList.contains('presenting') || step.querySelector('.step-view-frames')) return null;
  if (root.hasAttribute('data-sized') && !step.hasAttribute('data-warm')) return null;
  const pieces = snapshotStep(step);
  return pieces.size > 0 ? { step, pieces } : null;
}

