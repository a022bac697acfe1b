// Straight from the modules, not the engine's index: the page draws boards without loading the rules.
import { cellCorners, parseCellKey, type CellKey, type Point } from '../../games/gheos/geometry';
import { placedParts } from '../../games/gheos/parts';
import type { PartKey, Rotation } from '../../games/gheos/state';
import { landscapeTile, type TileCode } from '../../games/gheos/tiles';

/** Pixels per triangle side. */
export const SIDE = 64;

export type Pt = [number, number];
const scale = (p: Point): Pt => [p[0] * SIDE, p[1] * SIDE];
const lerp = (a: Pt, b: Pt, t: number): Pt => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
export const centroid = (pts: readonly Pt[]): Pt => [pts.reduce((s, p) => s + p[0], 0) / pts.length, pts.reduce((s, p) => s + p[1], 0) / pts.length];
export const path = (pts: readonly Pt[]) => `M${pts.map((p) => `${p[0].toFixed(1)},${p[1].toFixed(1)}`).join('L')}Z`;

export function corners(cell: CellKey): [Pt, Pt, Pt] {
  const c = cellCorners(parseCellKey(cell) ?? [0, 0]);
  return [scale(c[0]), scale(c[1]), scale(c[2])];
}

export interface PartShape {
  id: string;
  kind: 'landmass' | 'coast';
  outline: Pt[];
  /** Where the part's symbols and a marker go. */
  anchor: Pt;
  symbols: { kind: 'wheat' | 'pyramid' | 'chalice' | 'swords' | 'temple'; temple?: 'wheat' | 'chalice' | 'swords' }[];
}

/**
 * The drawing of a tile's land parts: a coast is a strip along its edge, a
 * landmass fills the corner between the edges it joins (or the whole tile).
 * Shapes come from the engine's parts, so the picture cannot disagree with the rules.
 */
export function tileShapes(cell: CellKey, tile: TileCode, rot: Rotation): PartShape[] {
  const k = corners(cell);
  const mid = centroid(k);
  const parts = placedParts({ tile, rot });
  const coastOn = (slot: number) => parts.some((p) => p.kind === 'coast' && p.slots[0] === slot);
  return parts.map((part) => {
    const symbols: PartShape['symbols'] = [];
    for (const kind of ['wheat', 'pyramid', 'chalice', 'swords'] as const) for (let i = 0; i < part.symbols[kind]; i++) symbols.push({ kind });
    for (const temple of part.temples) symbols.push({ kind: 'temple', temple });
    if (part.kind === 'coast') {
      const slot = part.slots[0] ?? 0;
      const outline = coastStrip(k, slot, coastOn((slot + 2) % 3), coastOn((slot + 1) % 3));
      return { id: part.id, kind: part.kind, outline, anchor: lerp(centroid([k[slot], k[(slot + 1) % 3] as Pt]), mid, 0.45), symbols };
    }
    if (part.slots.length >= 3) return { id: part.id, kind: part.kind, outline: [k[0], k[1], k[2]], anchor: mid, symbols };
    // Two edges meet at the corner they share; the land stops short of the third edge.
    const [s1, s2] = part.slots as [number, number];
    const shared = [0, 1, 2].find((c) => (c === s1 || c === (s1 + 1) % 3) && (c === s2 || c === (s2 + 1) % 3)) ?? 0;
    const v = k[shared] as Pt;
    const x = k[(shared + 1) % 3] as Pt;
    const y = k[(shared + 2) % 3] as Pt;
    const outline = [v, lerp(v, x, 0.97), lerp(centroid([x, y]), v, 0.3), lerp(v, y, 0.97)];
    return { id: part.id, kind: part.kind, outline, anchor: lerp(v, centroid([x, y]), 0.55), symbols };
  });
}

/** A coast strip's width, as a share of the tile's height. */
const STRIP = 0.2;
/** Half the sea left between two coast strips of one tile where they meet at a corner, in pixels. */
const GAP = 3.5;

/**
 * A coast strip along edge `slot` (corners a, b), as deep as `STRIP`. Where the edge next to it on the same tile
 * is a coast too (`cutA` at corner a, `cutB` at b), the strip stops short of their shared corner along its
 * bisector, leaving a thin line of sea: coasts of one tile do not touch, and drawn meeting at the corners three
 * strips read as one ring of land (a reader's review, migration-2).
 */
function coastStrip(k: readonly [Pt, Pt, Pt], slot: number, cutA: boolean, cutB: boolean): Pt[] {
  const a = k[slot] as Pt;
  const b = k[(slot + 1) % 3] as Pt;
  const opposite = k[(slot + 2) % 3] as Pt;
  const a2 = lerp(a, opposite, STRIP);
  const b2 = lerp(b, opposite, STRIP);
  // Along the edge, the bisector of a 60° corner is 2·GAP away at the edge and 2·GAP + √3·depth on the inner line.
  const depth = STRIP * SIDE * Math.sqrt(3) / 2;
  const outer = (2 * GAP) / SIDE;
  const inner = (2 * GAP + Math.sqrt(3) * depth - STRIP * SIDE / 2) / (SIDE * (1 - STRIP));
  return [cutA ? lerp(a, b, outer) : a, cutB ? lerp(b, a, outer) : b, cutB ? lerp(b2, a2, inner) : b2, cutA ? lerp(a2, b2, inner) : a2];
}

/** One symbol of a part, where it is drawn: a row at the part's anchor, 14 units apart. */
export type SymbolSpot = PartShape['symbols'][number] & { x: number; y: number };

export function symbolSpots(shape: PartShape): SymbolSpot[] {
  const n = shape.symbols.length;
  return shape.symbols.map((s, i) => ({ ...s, x: shape.anchor[0] + (i - (n - 1) / 2) * 14, y: shape.anchor[1] }));
}

/** The box a symbol is drawn in (Symbol.tsx): a symbol 12 units across, a temple's building 16 wide from its roof (10 up) to its floor (8 down). */
interface Box { x0: number; y0: number; x1: number; y1: number }
const symbolBox = (s: SymbolSpot): Box => (s.kind === 'temple' ? { x0: s.x - 8, y0: s.y - 10, x1: s.x + 8, y1: s.y + 8 } : { x0: s.x - 6, y0: s.y - 6, x1: s.x + 6, y1: s.y + 6 });
const starBox = (p: Pt): Box => ({ x0: p[0] - STAR_RADIUS, y0: p[1] - STAR_RADIUS, x1: p[0] + STAR_RADIUS, y1: p[1] + STAR_RADIUS });
const boxDistance = (p: Pt, b: Box) => Math.hypot(Math.max(b.x0 - p[0], 0, p[0] - b.x1), Math.max(b.y0 - p[1], 0, p[1] - b.y1));

function inside(p: Pt, poly: readonly Pt[]): boolean {
  let odd = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [a, b] = [poly[i]!, poly[j]!];
    if (a[1] > p[1] !== b[1] > p[1] && p[0] < ((b[0] - a[0]) * (p[1] - a[1])) / (b[1] - a[1]) + a[0]) odd = !odd;
  }
  return odd;
}

/** The points of a grid `step` units apart that lie inside `poly`, nearest `from` first (`d`: how far from it). */
function pointsInside(poly: readonly Pt[], step: number, from: Pt): { p: Pt; d: number }[] {
  const xs = poly.map((p) => p[0]);
  const ys = poly.map((p) => p[1]);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const points: { p: Pt; d: number }[] = [];
  for (let x = Math.ceil(x0); x <= x1; x += step) for (let y = Math.ceil(y0); y <= y1; y += step) if (inside([x, y], poly)) points.push({ p: [x, y], d: Math.hypot(x - from[0], y - from[1]) });
  return points.sort((a, b) => a.d - b.d);
}

/**
 * The room a marker keeps around its centre, clear of every symbol: its disc's radius as the presenter view draws it (13,
 * board.css; 9 on the page), with half its outline and half a symbol's line. Where a part has no such spot, the page's size.
 */
const MARKER_ROOM = [15, 11];

type Tiles = readonly { at: CellKey; tile: TileCode; rot: Rotation }[];

/** The start tile's star (section "Przygotowanie gry": a red star in its middle): how far its points reach. */
export const STAR_RADIUS = 7;

/**
 * Where the start tile's star is drawn: the point of the tile nearest its middle whose star is clear of the tile's
 * symbols and temples (a landmass filling the tile keeps its symbols in the middle), else the point farthest from them.
 */
export function startSpot(cell: CellKey, tile: TileCode, rot: Rotation): Pt {
  const k = corners(cell);
  const mid = centroid(k);
  const boxes = tileShapes(cell, tile, rot).flatMap((s) => symbolSpots(s).map(symbolBox));
  const points = pointsInside(shrink(k, STAR_RADIUS), 1, mid).map((q) => ({ ...q, room: Math.min(Infinity, ...boxes.map((b) => boxDistance(q.p, b))) }));
  const clear = points.find((q) => q.room >= STAR_RADIUS + 2);
  return (clear ?? points.reduce((best, q) => (q.room > best.room ? q : best), points[0] ?? { p: mid, d: 0, room: 0 })).p;
}

/** A triangle drawn in by `by` units from each side (a point inside it keeps that far from every edge). */
function shrink(k: readonly [Pt, Pt, Pt], by: number): Pt[] {
  const mid = centroid(k);
  // The inradius of an equilateral triangle of side SIDE is SIDE / (2√3); each corner moves toward the middle in proportion.
  const keep = Math.max(0, 1 - by / (SIDE / (2 * Math.sqrt(3))));
  return k.map((p) => lerp(mid, p, keep));
}

/** The star's outline: five points round `p`, the first straight up. */
export function starPath(p: Pt, r = STAR_RADIUS): string {
  const pts: Pt[] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const d = i % 2 === 0 ? r : r * 0.45;
    pts.push([p[0] + d * Math.cos(a), p[1] + d * Math.sin(a)]);
  }
  return path(pts);
}

/** The start tile among the board's tiles, if it is there. */
export const startTileOf = <T extends { tile: TileCode }>(tiles: readonly T[]): T | undefined => tiles.find((t) => landscapeTile(t.tile)?.start);

/**
 * Where each civilization marker stands: on its land part, as near as it can to the spot above the part's symbols, with
 * its disc clear of every symbol and temple on the board and of the markers placed before it (a referee found the
 * individual-scoring example's markers over the very chalices it counts).
 */
export function markerSpots<C extends string>(markers: readonly { colour: C; part: PartKey }[], tiles: Tiles): Map<C, Pt> {
  const shapes = tiles.map((t) => ({ at: t.at, shapes: tileShapes(t.at, t.tile, t.rot) }));
  const start = startTileOf(tiles);
  const star = start && startSpot(start.at, start.tile, start.rot);
  const boxes = [...shapes.flatMap((t) => t.shapes.flatMap((s) => symbolSpots(s).map(symbolBox))), ...(star ? [starBox(star)] : [])];
  const placed = new Map<C, Pt>();
  for (const m of markers) {
    const [cell, id] = m.part.split(':') as [CellKey, string];
    const tile = shapes.find((t) => t.at === cell);
    if (!tile) continue;
    const mid = centroid(corners(cell));
    const shape = tile.shapes.find((s) => s.id === id);
    placed.set(m.colour, shape ? freeSpot(shape, mid, boxes, [...placed.values()]) : [mid[0], mid[1] - 14]);
  }
  return placed;
}

/**
 * The point of a part nearest the spot above its symbols with the room a marker needs, tried at each room in turn; the
 * spot itself if none has it. Only the symbols near the part are weighed, and the part's points nearest first.
 */
function freeSpot(shape: PartShape, mid: Pt, boxes: readonly Box[], markers: readonly Pt[]): Pt {
  const a = lerp(shape.anchor, mid, 0.25);
  const wanted: Pt = [a[0], a[1] - 14];
  const [x0, x1] = [Math.min(...shape.outline.map((p) => p[0])), Math.max(...shape.outline.map((p) => p[0]))];
  const [y0, y1] = [Math.min(...shape.outline.map((p) => p[1])), Math.max(...shape.outline.map((p) => p[1]))];
  const near = boxes.filter((b) => b.x1 > x0 - MARKER_ROOM[0]! && b.x0 < x1 + MARKER_ROOM[0]! && b.y1 > y0 - MARKER_ROOM[0]! && b.y0 < y1 + MARKER_ROOM[0]!);
  const points = pointsInside(shape.outline, 2, wanted);
  for (const room of MARKER_ROOM) {
    const free = points.find(({ p }) => near.every((b) => boxDistance(p, b) >= room) && markers.every((q) => Math.hypot(q[0] - p[0], q[1] - p[1]) >= 2 * room));
    if (free) return free.p;
  }
  return wanted;
}
