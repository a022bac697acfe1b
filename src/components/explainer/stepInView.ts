/**
 * After the reader moves an example by a step (Next, Previous, a timeline mark, a key), the new step's
 * caption and the top of its picture must be on screen, or the tap seems to do nothing: on a phone the
 * controls stick to the bottom edge while the step itself may lie above or below the screen (issue 32).
 * The area a step can be seen in lies between the sticky header (at its full height: scrolling up brings
 * it back) and the example's sticky controls. If the caption is not wholly in it, or the picture does not
 * show its first 120 px in it, the page scrolls the step's top to just under the header. Nothing moves when the step is
 * already in sight, nor in the presenter view (where the step fills the screen).
 */
export function showCurrentStep(root: HTMLElement): void {
  if (root.classList.contains('presenting')) return;
  const step = root.querySelector<HTMLElement>('.steps > li.current');
  const caption = step?.querySelector<HTMLElement>('.step-caption');
  if (!step || !caption) return;
  const header = document.querySelector<HTMLElement>('.site-header');
  const controls = root.querySelector<HTMLElement>('.example-controls');
  const top = header && getComputedStyle(header).position === 'sticky' ? header.offsetHeight : 0;
  const bar = controls?.getBoundingClientRect();
  const bottom = bar && bar.top > top && bar.bottom >= innerHeight - 1 ? bar.top : innerHeight;
  const text = caption.getBoundingClientRect();
  const picture = step.querySelector('svg, .step-view')?.getBoundingClientRect();
  // Enough of the picture to see what changed: a 24 px strip of it had counted as in sight (a Bora Bora tile's top edge; review v17).
  const seen = text.top >= top && text.bottom <= bottom && (!picture || picture.top < bottom - Math.min(120, picture.height));
  if (seen) return;
  const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
  scrollBy({ top: step.getBoundingClientRect().top - top - 8, behavior: reduce ? 'instant' : 'smooth' });
}
