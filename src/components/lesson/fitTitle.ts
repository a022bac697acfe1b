import { fitParts } from '../explainer/fitStep';

/** The least a setup slide's words are zoomed to: 80 % (its setup's 0.8em is then about 15 px at 1280×720). */
const FLOOR = 80;
const watched = new WeakSet<Element>();

/**
 * A setup slide's words and its setup for the chosen player count, zoomed together down a level at a
 * time while they are taller than the slide (the Polish Pillars slide for four players ran 53 px past
 * its top and bottom at 1280×720, its heading cut). Fitted again whenever the setup's size or the
 * slide's changes: the island drawing it, another player count, another screen. Not on a slide that
 * scrolls. Loaded only when a setup slide shows.
 */
export function fitTitle(card: HTMLElement): void {
  const part = card.querySelector<HTMLElement>('.lesson-setup');
  if (!part) return;
  const parts = [...card.children] as HTMLElement[];
  const overflow = () => {
    const style = getComputedStyle(card);
    // A slide that scrolls (a phone held upright, lesson.css) keeps its words at their size.
    if (style.overflowY === 'auto') return 1;
    const room = card.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
    const boxes = parts.map((p) => p.getBoundingClientRect()).filter((b) => b.height > 0);
    const height = Math.max(...boxes.map((b) => b.bottom)) - Math.min(...boxes.map((b) => b.top));
    return height / Math.max(1, room);
  };
  const fit = () => {
    if (!card.hidden) fitParts(parts, overflow, FLOOR);
  };
  fit();
  if (watched.has(part)) return;
  watched.add(part);
  const resized = new ResizeObserver(fit);
  resized.observe(part);
  resized.observe(card);
}
