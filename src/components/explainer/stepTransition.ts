/**
 * What changed between two steps, animated (issue 14 item 8): one module for every game, keyed on
 * attributes any step picture may carry, in HTML or SVG:
 *
 * - `data-key="…"`: a piece with a name that stays the same from step to step (a Gheos tile or
 *   marker, a token on a track, a card). If the step before had the same key elsewhere in its
 *   pictures, the piece slides from there to its new place (FLIP, by the Web Animations API on the
 *   `translate` property, which adds to an SVG `transform` attribute instead of replacing it); if it
 *   is new, it fades in. A key that names what the piece is as well as where (`tile-3,1-t12-r2`)
 *   makes a replaced piece fade in rather than stand still. Places are taken in the step's pictures,
 *   not on the screen, so pictures that only stand lower under longer words move nothing
 *   (stepSnapshot.ts).
 * - `data-drawing="…"` on a picture names it from step to step (a player's board): a piece in the
 *   same named picture on both steps moves as it moved within it, so a picture that shifts (another
 *   taken away above it) does not carry its pieces across the screen.
 * - `data-count="12"` beside a `data-key`, on an element whose text is that number alone: when the
 *   same key showed another number on the step before, the text counts to the new one.
 *
 * Each animation lasts 280 ms, runs only when the reader moves (never on load), never under
 * `prefers-reduced-motion: reduce`, and is finished at once before printing. Animations carry an
 * id starting `step-` so a test (or print) can find them among CSS ones. The step left is measured
 * by `stepSnapshot.ts` (small, in every page); this module loads once the example is awake and the page idle.
 */

import { moveOf, snapshotStep, type StepSnapshot } from './stepSnapshot';

export const STEP_ANIMATION_MS = 280;

/** The two media queries that leave steps still, asked once: each answers live (a press asked them anew, about 1 ms at 4× slow-down). */
let still: MediaQueryList[] | undefined;

/** True when the reader's settings (or print) leave steps still. */
export function motionAllowed(): boolean {
  if (typeof matchMedia !== 'function') return false;
  still ??= [matchMedia('(prefers-reduced-motion: reduce)'), matchMedia('print')];
  return !still.some((q) => q.matches);
}

/** Counts a number's text from `from` to `to`, clocked by an animation so it ends with it. */
function countTo(el: HTMLElement | SVGElement, from: number, to: number): Animation | null {
  const text = el.firstChild;
  if (!text || text.nodeType !== Node.TEXT_NODE || el.childNodes.length !== 1 || text.nodeValue?.trim() !== String(to)) return null;
  const final = text.nodeValue;
  const clock = el.animate([{ opacity: 0.6 }, { opacity: 1 }], { duration: STEP_ANIMATION_MS, easing: 'ease-out', id: 'step-count' });
  let written = final;
  const frame = () => {
    // Someone else (a re-render) wrote the text: leave it to them.
    if (text.nodeValue !== written) return;
    const done = clock.playState === 'finished' || clock.playState === 'idle';
    const progress = done ? 1 : Math.min(1, Number(clock.currentTime ?? 0) / STEP_ANIMATION_MS);
    written = done ? final : String(Math.round(from + (to - from) * progress));
    text.nodeValue = written;
    if (!done) requestAnimationFrame(frame);
  };
  frame();
  clock.finished.then(frame, frame);
  return clock;
}

/**
 * Animates what changed from `before` (the step left, measured before it was hidden) to `step`
 * (the step shown, laid out and fitted), measured now or, when it was laid out where it is shown
 * before the move, then (`arrived`, stepSnapshot.ts). Returns the animations started (none when
 * motion is not allowed or nothing of the step before was measured).
 */
export function animateStep(before: StepSnapshot, step: Element | null | undefined, arrived?: StepSnapshot | null): Animation[] {
  if (!step || before.size === 0 || !motionAllowed()) return [];
  // Every piece is measured first, then every animation started: a measure after a change (an
  // animation, a counted number's text) would lay the page out again, once a piece (issue 29).
  const now = arrived ?? snapshotStep(step);
  const started: Animation[] = [];
  const timing = { duration: STEP_ANIMATION_MS, easing: 'ease-out' };
  // The pieces drawn, one for each key: a hidden picture's copy of a piece (a projector's) is not animated.
  for (const [key, at] of now) {
    const el = at.el;
    const was = before.get(key);
    if (!was) {
      started.push(el.animate([{ opacity: 0 }, { opacity: 1 }], { ...timing, id: 'step-in' }));
      continue;
    }
    const move = moveOf(was, at);
    const dx = move.x / at.scale;
    const dy = move.y / at.scale;
    if (Math.abs(dx) > 0.5 || Math.abs(dy) > 0.5) {
      started.push(el.animate([{ translate: `${dx}px ${dy}px` }, { translate: '0px 0px' }], { ...timing, id: 'step-move' }));
    }
    if (was.count !== null && at.count !== null && was.count !== at.count) {
      const clock = countTo(el, was.count, at.count);
      if (clock) started.push(clock);
    }
  }
  return started;
}

// Print shows every step as it ends, never a piece half way.
if (typeof addEventListener === 'function') {
  addEventListener('beforeprint', () => {
    for (const a of document.getAnimations()) if (a.id.startsWith('step-')) a.finish();
  });
}
