/**
 * The triangular grid the Gheos tiles are laid on (section "Zasady gry":
 * tiles are placed so that they touch tiles already on the table).
 *
 * Cells follow Red Blob Games' triangle grids: a cell is a pair of integers
 * `[row, col]`; in each row triangles alternate, and a cell points up when
 * `row + col` is even, down when it is odd. Nothing about neighbours is
 * stored: it is derived from the coordinates.
 *
 * Each cell has three edge *slots*, numbered clockwise starting from its
 * horizontal edge:
 * - an up triangle ▲: 0 = bottom, 1 = left, 2 = right;
 * - a down triangle ▼: 0 = top, 1 = right, 2 = left.
 *
 * With this numbering slot `k` of a cell always faces slot `k` of the
 * neighbour across it, so "the edge shared with my neighbour" needs no table.
 */

/** A cell of the triangular grid: `[row, col]`. */
export type Cell = readonly [row: number, col: number];

/** A cell written as a string key, `"row,col"`, for use in records. */
export type CellKey = `${number},${number}`;

/** One of a triangle's three edges, clockwise from the horizontal one. */
export type Slot = 0 | 1 | 2;

/** The three slots, in order. */
export const SLOTS: readonly Slot[] = [0, 1, 2];

/** The key of a cell, e.g. `cellKey([2, -1]) === "2,-1"`. */
export function cellKey(cell: Cell): CellKey {
  return `${cell[0]},${cell[1]}`;
}

/** Reads a key written by {@link cellKey}; `null` when it is not one. */
export function parseCellKey(key: string): Cell | null {
  const m = /^(-?\d+),(-?\d+)$/.exec(key);
  if (!m) return null;
  return [Number(m[1]), Number(m[2])];
}

/** Whether a cell is a triangle pointing up (▲): `row + col` even. */
export function pointsUp(cell: Cell): boolean {
  return (((cell[0] + cell[1]) % 2) + 2) % 2 === 0;
}

/**
 * The cell across one edge slot.
 *
 * @example
 * neighbour([0, 0], 0) // [1, 0]: the ▲ at the origin shares its bottom edge with the ▼ below
 */
export function neighbour(cell: Cell, slot: Slot): Cell {
  const [r, c] = cell;
  if (slot === 0) return pointsUp(cell) ? [r + 1, c] : [r - 1, c];
  if (slot === 1) return pointsUp(cell) ? [r, c - 1] : [r, c + 1];
  return pointsUp(cell) ? [r, c + 1] : [r, c - 1];
}

/** The three cells sharing an edge with `cell`, indexed by slot. */
export function neighbours(cell: Cell): [Cell, Cell, Cell] {
  return [neighbour(cell, 0), neighbour(cell, 1), neighbour(cell, 2)];
}

/**
 * The slot of `other` that faces `cell`, or `null` when the two cells share
 * no edge. Because of the slot numbering it is the same slot number.
 */
export function sharedSlot(cell: Cell, other: Cell): Slot | null {
  for (const slot of SLOTS) {
    const n = neighbour(cell, slot);
    if (n[0] === other[0] && n[1] === other[1]) return slot;
  }
  return null;
}

/** A point in the plane, in units of one triangle side; y grows downwards (as in SVG). */
export type Point = readonly [x: number, y: number];

const HEIGHT = Math.sqrt(3) / 2;

/**
 * The three corners of a cell in the plane, ordered so that corners `k` and
 * `k + 1` (mod 3) bound edge slot `k`. For drawing only; the rules never need it.
 */
export function cellCorners(cell: Cell): [Point, Point, Point] {
  const [r, c] = cell;
  const top = r * HEIGHT;
  const bottom = (r + 1) * HEIGHT;
  const mid = c / 2;
  if (pointsUp(cell)) {
    // slot 0 bottom: right→left; slot 1 left: bottom-left→apex; slot 2 right: apex→bottom-right
    return [[mid + 0.5, bottom], [mid - 0.5, bottom], [mid, top]];
  }
  // slot 0 top: left→right; slot 1 right: top-right→apex; slot 2 left: apex→top-left
  return [[mid - 0.5, top], [mid + 0.5, top], [mid, bottom]];
}

/** The two corners bounding one edge slot of a cell. */
export function edgeEnds(cell: Cell, slot: Slot): [Point, Point] {
  const corners = cellCorners(cell);
  return [corners[slot], corners[((slot + 1) % 3) as Slot]];
}
