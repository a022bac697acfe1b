/**
 * Coasts of one tile do not touch (the source's second migration example splits off an island only so): drawn
 * meeting at the corners, a tile's three coast strips read as one ring of land (a reader's review, migration-2).
 * Every pair of coast strips on a tile stays apart by a line of sea; a lone coast still runs the whole edge.
 */
import { describe, expect, it } from 'vitest';
import { cellKey } from '../../games/gheos/geometry';
import { tileShapes, type Pt } from './geometry';

const segDist = (p: Pt, a: Pt, b: Pt): number => {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const t = Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy);
};
/** The least distance between two convex outlines that do not overlap: vertex to edge, both ways. */
const apart = (p: readonly Pt[], q: readonly Pt[]): number => {
  const one = (xs: readonly Pt[], ys: readonly Pt[]) => Math.min(...xs.flatMap((x) => ys.map((y, i) => segDist(x, y, ys[(i + 1) % ys.length]!))));
  return Math.min(one(p, q), one(q, p));
};

describe('Gheos coast strips', () => {
  for (const [tile, coasts] of [['ccc', 3], ['ccs', 2], ['csc', 2]] as const) {
    for (const cell of [cellKey([0, 0]), cellKey([1, 0])]) {
      it(`${tile} on ${cell}: ${coasts} strips, each pair apart by a line of sea`, () => {
        const strips = tileShapes(cell, tile, 0).filter((s) => s.kind === 'coast');
        expect(strips).toHaveLength(coasts);
        for (const [i, a] of strips.entries()) for (const b of strips.slice(i + 1)) expect(apart(a.outline, b.outline)).toBeGreaterThan(2);
      });
    }
  }
  it('a lone coast runs the whole edge', () => {
    const [strip] = tileShapes(cellKey([0, 0]), 'css', 0).filter((s) => s.kind === 'coast');
    const edge = Math.hypot(strip!.outline[1]![0] - strip!.outline[0]![0], strip!.outline[1]![1] - strip!.outline[0]![1]);
    expect(edge).toBeCloseTo(64, 5);
  });
});
