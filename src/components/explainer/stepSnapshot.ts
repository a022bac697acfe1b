/**
 * Where a step's keyed pieces stand, measured as the reader leaves it, so `stepTransition.ts`
 * (loaded later) can move them from there. See that module for the `data-key` and `data-count` hooks.
 *
 * A piece is placed relative to its step's pictures (`.step-view`), not to the screen: what moves is
 * what the game moved. When the step shown has longer words, its pictures stand lower than the step
 * left's, and a piece measured on the screen slid that far with every other one (issue 29: all 37
 * pieces of a Bora Bora final-scoring step, some 370 px on a phone, over the words, while the board
 * they stand on did not move; and each press restyled, laid out and painted all of them).
 */

/** More pieces than this on a step: only the first are animated, so a crowded picture stays quick. */
const MAX_PIECES = 300;

export interface Piece {
  /** The element measured: of two that share a key (a game's page picture and its projector picture), the one drawn. */
  el: HTMLElement | SVGElement;
  x: number;
  y: number;
  /** The picture it stands in, when that picture is named (`data-drawing`), and that picture's corner. */
  drawing: string | null;
  ox: number;
  oy: number;
  count: number | null;
  /** Screen pixels per unit of `translate` on it (stepTransition.ts). */
  scale: number;
}

/** Where each keyed piece of a step stands (its centre, from its step's pictures' corner) and the number it shows. */
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

/** The box a step's pieces are placed in: its pictures, or the step itself if it has none. */
const pictureBox = (step: Element) => (step.querySelector(':scope > .step-view') ?? step).getBoundingClientRect();

/** Measures a step's keyed pieces; empty when the step is not laid out (hidden, another slide). */
export function snapshotStep(step: Element | null | undefined): StepSnapshot {
  const out: StepSnapshot = new Map();
  if (!step) return out;
  const origin = pictureBox(step);
  const drawings = new Map<SVGSVGElement, number>();
  const corners = new Map<Element, DOMRect>();
  for (const el of keyed(step)) {
    const box = el.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue;
    const named = el.closest('[data-drawing]');
    const corner = named && (corners.get(named) ?? corners.set(named, named.getBoundingClientRect()).get(named)!);
    out.set(el.dataset.key as string, {
      el,
      x: box.x + box.width / 2 - origin.x,
      y: box.y + box.height / 2 - origin.y,
      drawing: named?.getAttribute('data-drawing') ?? null,
      ox: corner ? corner.x - origin.x : 0,
      oy: corner ? corner.y - origin.y : 0,
      count: countOf(el),
      scale: pixelsPerUnit(el, drawings),
    });
  }
  return out;
}

/**
 * How far a piece moved from one step to the next, in screen pixels: within its picture when it stands in
 * the same named picture on both (a picture shown lower, another taken away above it, moves none of its
 * pieces), within the step's pictures otherwise (a die from an action tile to a player's board).
 */
export function moveOf(was: Piece, at: Piece): { x: number; y: number } {
  const same = was.drawing !== null && was.drawing === at.drawing;
  return { x: was.x - at.x - (same ? was.ox - at.ox : 0), y: was.y - at.y - (same ? was.oy - at.oy : 0) };
}

/**
 * Steps measured ahead, while the page is idle (useSkippedSteps.ts), with their pictures' size. A press
 * then measures two boxes, not every piece of the step left and of the step shown (issue 29: a Bora
 * Bora step has up to 80 pieces).
 */
const ahead = new WeakMap<Element, { width: number; height: number; pieces: StepSnapshot }>();

/** Measures a drawn step ahead of a move (see `measuredStep`); a step whose pictures are not laid out is forgotten. */
export function measureAhead(step: Element): void {
  const box = pictureBox(step);
  if (box.width === 0 || step.querySelector('.step-frames')) {
    ahead.delete(step);
    return;
  }
  ahead.set(step, { width: box.width, height: box.height, pieces: snapshotStep(step) });
}

export const forgetAhead = (step: Element) => void ahead.delete(step);

/**
 * A step's pieces where they stand now: from its measure ahead while its pictures' box keeps the size it
 * had then (a scroll, or words reflowing above it, only move the box), measured now otherwise.
 */
export function measuredStep(step: Element | null | undefined): StepSnapshot {
  const kept = step && ahead.get(step);
  const box = kept && pictureBox(step);
  if (!kept || !box || box.width !== kept.width || box.height !== kept.height || !standsStill(step, kept.pieces, box)) return snapshotStep(step);
  return kept.pieces;
}

/**
 * Whether the step's first and last pieces stand where they were measured ahead, in its pictures' box:
 * what moves a picture inside a box of the same size (a board panned sideways, words rewrapped above
 * it) moves them too.
 */
function standsStill(step: Element, pieces: StepSnapshot, box: DOMRect): boolean {
  const all = keyed(step);
  return [all[0], all[all.length - 1]].every((el) => {
    const was = el && pieces.get(el.dataset.key as string);
    if (!el || !was) return !el;
    const r = el.getBoundingClientRect();
    return Math.abs(r.x + r.width / 2 - box.x - was.x) < 0.5 && Math.abs(r.y + r.height / 2 - box.y - was.y) < 0.5;
  });
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
  if (!root || !step || root.classList.contains('presenting') || step.querySelector('.step-frames')) return null;
  if (root.hasAttribute('data-sized') && !step.hasAttribute('data-warm')) return null;
  const pieces = measuredStep(step);
  return pieces.size > 0 ? { step, pieces } : null;
}

