import { describe, expect, it } from 'vitest';
import { cellCorners, cellKey, edgeEnds, neighbour, neighbours, parseCellKey, pointsUp, sharedSlot, SLOTS, type Cell } from './geometry';

const near = (a: readonly number[], b: readonly number[]) => a.every((v, i) => Math.abs(v - (b[i] ?? NaN)) < 1e-9);

describe('triangle grid', () => {
  it('a cell points up when row + column is even, down otherwise', () => {
    expect(pointsUp([0, 0])).toBe(true);
    expect(pointsUp([0, 1])).toBe(false);
    expect(pointsUp([-1, 0])).toBe(false);
    expect(pointsUp([-3, -5])).toBe(true);
  });

  it('every triangle has three neighbours, one across each edge', () => {
    expect(neighbours([0, 0])).toEqual([[1, 0], [0, -1], [0, 1]]);
    expect(neighbours([0, 1])).toEqual([[-1, 1], [0, 2], [0, 0]]);
  });

  it('neighbours point the other way, and slot k of a cell faces slot k of its neighbour', () => {
    for (let r = -3; r <= 3; r++) {
      for (let c = -3; c <= 3; c++) {
        const cell: Cell = [r, c];
        for (const slot of SLOTS) {
          const n = neighbour(cell, slot);
          expect(pointsUp(n)).toBe(!pointsUp(cell));
          expect(neighbour(n, slot)).toEqual(cell);
          expect(sharedSlot(n, cell)).toBe(slot);
        }
      }
    }
  });

  it('neighbouring cells share the two corners of the facing edges', () => {
    for (const cell of [[0, 0], [0, 1], [2, -3], [-1, 4]] as Cell[]) {
      for (const slot of SLOTS) {
        const [a, b] = edgeEnds(cell, slot);
        const [c, d] = edgeEnds(neighbour(cell, slot), slot);
        expect(near(a, d) && near(b, c)).toBe(true);
      }
    }
  });

  it('corners run clockwise on screen (y down)', () => {
    for (const cell of [[0, 0], [0, 1]] as Cell[]) {
      const [p, q, r] = cellCorners(cell);
      const cross = (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]);
      expect(cross).toBeGreaterThan(0);
    }
  });

  it('cells are keyed as "row,col" and read back', () => {
    expect(cellKey([-2, 5])).toBe('-2,5');
    expect(parseCellKey('-2,5')).toEqual([-2, 5]);
    expect(parseCellKey('x')).toBeNull();
    expect(sharedSlot([0, 0], [5, 5])).toBeNull();
  });
});
