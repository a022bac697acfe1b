/**
 * Where a step's keyed pieces stand, measured as the reader leaves it, so `stepTransition.ts`
 * (loaded later) can move them from there. See that module for the `data-key` and `data-count` hooks.
 */

/** More pieces than this on a step: only the first are animated, so a crowded picture stays quick. */
const MAX_PIECES = 300;

interface Piece {
  x: number;
  y: number;
  count: number | null;
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

/** Measures a step's keyed pieces; empty when the step is not laid out (hidden, another slide). */
export function snapshotStep(step: Element | null | undefined): StepSnapshot {
  const out: StepSnapshot = new Map();
  if (!step) return out;
  for (const el of keyed(step)) {
    const box = el.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue;
    out.set(el.dataset.key as string, { x: box.x + box.width / 2, y: box.y + box.height / 2, count: countOf(el) });
  }
  return out;
}

