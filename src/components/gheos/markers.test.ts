/**
 * A civilization's marker never hides a symbol (a referee's review of the individual-scoring example: the players'
 * markers stood over the chalices the example counts). Every step of every Gheos example is rendered as the page
 * renders it, and each marker's disc, at the page's size and at the presenter's larger one (board.css), is kept
 * clear of every symbol and temple drawn on the board, read back from the SVG.
 */
import { readFileSync } from 'node:fs';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { dictionaries } from '../../i18n';
import { translator } from '../../i18n/translate';
import { exampleFiles } from '../../explainers/exampleFiles';
import { localize } from '../../explainers/localize';
import { initialStory } from '../../explainers/stories';
import type { BoardView as Model } from '../../explainers/gheos/views';
import { renderView } from './BoardView';

interface Box { x0: number; y0: number; x1: number; y1: number; what: string }
interface Disc { x: number; y: number; r: number; what: string }

const num = (s: string | undefined) => Number(s);

/** The box each symbol glyph is drawn in: its outline spans 12 units about its centre, times its scale; a temple's building. */
function symbolBoxes(svg: string): Box[] {
  const boxes: Box[] = [];
  for (const m of svg.matchAll(/<g transform="translate\(([-\d.]+) ([-\d.]+)\) scale\(([\d.]+)\)" class="g-sym g-(\w+)"/g)) {
    const [x, y, k] = [num(m[1]), num(m[2]), num(m[3])];
    boxes.push({ x0: x - 6 * k, y0: y - 6 * k, x1: x + 6 * k, y1: y + 6 * k, what: `${m[4]} at ${x},${y}` });
  }
  for (const m of svg.matchAll(/<g class="g-temple"><path d="M([-\d.]+),([-\d.]+) L([-\d.]+),([-\d.]+) L([-\d.]+),[-\d.]+ Z M[-\d.]+,[-\d.]+ V([-\d.]+)/g)) {
    boxes.push({ x0: num(m[1]), y0: num(m[4]), x1: num(m[5]), y1: num(m[6]), what: `temple at ${m[3]},${m[4]}` });
  }
  return boxes;
}

function markerDiscs(svg: string): Disc[] {
  return [...svg.matchAll(/<g class="g-marker g-civ-(\w+)"[^>]*><circle cx="([-\d.]+)" cy="([-\d.]+)" r="([\d.]+)"/g)].map((m) => ({ x: num(m[2]), y: num(m[3]), r: num(m[4]), what: `${m[1]} marker` }));
}

/** How far a disc's edge stands from a box (negative: they overlap). */
const gap = (d: Disc, b: Box) => Math.hypot(Math.max(b.x0 - d.x, 0, d.x - b.x1), Math.max(b.y0 - d.y, 0, d.y - b.y1)) - d.r;

/** The marker's radius in the presenter view, as board.css sets it, and the outline's half width around either. */
const PRESENT_R = Number(/\.example\.presenting \.g-marker circle \{\s*r: (\d+)px/.exec(readFileSync('src/components/gheos/board.css', 'utf8'))?.[1]);
const STROKE = 1;

describe('Gheos: no marker over a symbol', () => {
  it('the presenter size is read from board.css', () => expect(PRESENT_R).toBeGreaterThan(9));
  const t = translator('en', dictionaries.en);
  const { ids, raw } = exampleFiles('gheos');
  for (const id of ids) {
    it(`${id}: on every step, each marker, at the page's and the presenter's size, leaves every symbol and temple in sight`, () => {
      const { steps } = initialStory('gheos', localize(raw(id), 'en'));
      let markers = 0;
      steps.forEach((step, i) => {
        const svg = renderToString(renderView(step.view as Model, t, `${id}-step-${i + 1}`) as never);
        const boxes = symbolBoxes(svg);
        const discs = markerDiscs(svg);
        markers += discs.length;
        expect(boxes.length, `${id} step ${i + 1}: symbols read from the SVG`).toBeGreaterThan(0);
        for (const d of discs)
          for (const r of [d.r, PRESENT_R]) {
            const hidden = boxes.filter((b) => gap({ ...d, r: r + STROKE }, b) < 0).map((b) => b.what);
            expect(hidden, `${id} step ${i + 1}: the ${d.what} (r ${r}) at ${d.x},${d.y} covers`).toEqual([]);
          }
        for (const [j, a] of discs.entries())
          for (const b of discs.slice(j + 1)) expect(Math.hypot(a.x - b.x, a.y - b.y), `${id} step ${i + 1}: ${a.what} and ${b.what} apart`).toBeGreaterThanOrEqual(2 * (PRESENT_R + STROKE));
      });
      if (raw(id).position.markers && Object.keys(raw(id).position.markers!).length) expect(markers, `${id}: markers read from the SVG`).toBeGreaterThan(0);
    });
  }
});
