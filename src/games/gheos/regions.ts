/**
 * Continents and islands (section "Kafelki": "two adjacent coasts form an
 * island; a combination of adjacent landmasses and/or coasts forms a
 * continent; a continent holds at least one landmass and spans at least two
 * tiles").
 *
 * ## Connectivity model
 * - The nodes are land parts: each tile's landmass and each of its coast strips.
 *   On one tile the landmass and the coast strips are separate pieces of land.
 * - Two parts on neighbouring cells are joined when both tiles show land on
 *   their shared edge: coast–coast, coast–landmass and landmass–landmass all
 *   join. Sea on either side of the edge joins nothing. Edges need not match:
 *   land facing sea simply ends there.
 * - A region is a connected set of parts. It is a **continent** when it has at
 *   least one landmass and lies on at least two tiles; an **island** when it
 *   has no landmass and at least two coast strips (a coast strip reaches one
 *   edge only, so that is exactly two strips facing each other); otherwise a
 *   **fragment**: a lone coast strip, or a landmass alone on its tile, which
 *   is neither continent nor island.
 * - Consequence: a coast strip reaches one edge, so it is always a dead end;
 *   only landmasses link pieces of land, and one tile (three edges, at most
 *   one landmass) joins at most three pieces at once.
 *
 * Section names in this engine's comments are descriptive labels: the
 * source text lost its headings with its pictures.
 *
 * Regions are derived from the board each time they are needed, never stored.
 */
import { neighbour, parseCellKey, type Cell, type CellKey } from './geometry';
import { noSymbols, SYMBOLS, type SymbolCounts, type TempleSymbol } from './tiles';
import { partCell, partKey, placedParts, type PlacedPart } from './parts';
import type { GheosState, PartKey } from './state';

export type RegionKind = 'continent' | 'island' | 'fragment';

/** A temple on a land part. */
export interface TempleSite {
  part: PartKey;
  symbol: TempleSymbol;
}

export interface Region {
  /** The region's first part key: a stable name for it on this board. */
  id: PartKey;
  kind: RegionKind;
  parts: PartKey[];
  /** The cells it lies on, sorted by row then column. */
  cells: CellKey[];
  /** Ordinary symbols on it; temples are not counted here (section "Symbole"). */
  symbols: SymbolCounts;
  temples: TempleSite[];
}

export interface RegionMap {
  regions: Region[];
  /** The region of each land part, by part key. */
  byPart: Partial<Record<PartKey, Region>>;
  /** Parts of the board by key, for symbol look-ups. */
  parts: Partial<Record<PartKey, PlacedPart>>;
}

const cellCache = new Map<string, Cell>();

/** Reads a cell key, cached: the same keys are read over and over. */
function cellOf(key: string): Cell {
  let cell = cellCache.get(key);
  if (!cell) {
    cell = parseCellKey(key) ?? [0, 0];
    cellCache.set(key, cell);
  }
  return cell;
}

/** Orders cell keys by row, then column. */
export function compareCells(a: CellKey, b: CellKey): number {
  const [ar, ac] = cellOf(a);
  const [br, bc] = cellOf(b);
  return ar - br || ac - bc;
}

/** Orders part keys by cell, then part id. */
export function compareParts(a: PartKey, b: PartKey): number {
  return compareCells(partCell(a), partCell(b)) || (a < b ? -1 : a > b ? 1 : 0);
}

/** A number for each (cell, slot) pair, so look-ups need no string building. */
function slotCode(r: number, c: number, slot: number): number {
  return ((r + 2048) * 4096 + (c + 2048)) * 4 + slot;
}

interface Node {
  key: PartKey;
  cell: CellKey;
  r: number;
  c: number;
  part: PlacedPart;
}

function compareNodes(x: Node, y: Node): number {
  return x.r - y.r || x.c - y.c || (x.key < y.key ? -1 : x.key > y.key ? 1 : 0);
}

/**
 * The land regions of a board, each classified as continent, island or
 * fragment by the model above.
 */
export function computeRegions(board: GheosState['board']): RegionMap {
  // Boards recur (the state before a play is the one after the last; a turn is tried, then resolved; a question is
  // dealt, then replayed): the map of a board with the same tiles in the same cells is computed once. The key is the
  // board's whole content, so a board changed in place never meets a stale map. Callers treat the map as read-only.
  let key = '';
  for (const cell in board) {
    const placed = board[cell as CellKey];
    if (placed) key += `${cell}=${placed.tile}/${placed.rot};`;
  }
  const known = recent.get(key);
  if (known) return known;
  const map = regionsOf(board);
  if (recent.size >= RECENT) recent.delete(recent.keys().next().value!);
  recent.set(key, map);
  return map;
}

/** The region maps of the boards seen last, oldest first. */
const recent = new Map<string, RegionMap>();
const RECENT = 256;

function regionsOf(board: GheosState['board']): RegionMap {
  const nodes: Node[] = [];
  const bySlot = new Map<number, number>();
  for (const cell in board) {
    const placed = board[cell as CellKey];
    if (!placed) continue;
    const [r, c] = cellOf(cell);
    for (const part of placedParts(placed)) {
      for (const slot of part.slots) bySlot.set(slotCode(r, c, slot), nodes.length);
      nodes.push({ key: partKey(cell as CellKey, part.id), cell: cell as CellKey, r, c, part });
    }
  }
  const parent = nodes.map((_, i) => i);
  const find = (i: number): number => {
    let root = i;
    while (parent[root] !== root) root = parent[root] ?? root;
    while (parent[i] !== root) {
      const next = parent[i] ?? root;
      parent[i] = root;
      i = next;
    }
    return root;
  };
  nodes.forEach((node, i) => {
    for (const slot of node.part.slots) {
      const [nr, nc] = neighbour([node.r, node.c], slot);
      const across = bySlot.get(slotCode(nr, nc, slot));
      if (across !== undefined) parent[find(i)] = find(across);
    }
  });
  const groups = new Map<number, Node[]>();
  nodes.forEach((node, i) => {
    const root = find(i);
    const list = groups.get(root);
    if (list) list.push(node);
    else groups.set(root, [node]);
  });
  const regions: Region[] = [];
  const byPart: Partial<Record<PartKey, Region>> = {};
  const parts: Partial<Record<PartKey, PlacedPart>> = {};
  for (const members of groups.values()) {
    members.sort(compareNodes);
    const region = describeRegion(members);
    regions.push(region);
    for (const m of members) {
      byPart[m.key] = region;
      parts[m.key] = m.part;
    }
  }
  regions.sort((a, b) => compareParts(a.id, b.id));
  return { regions, byPart, parts };
}

function describeRegion(members: Node[]): Region {
  const symbols = noSymbols();
  const temples: TempleSite[] = [];
  const cells: CellKey[] = [];
  let landmasses = 0;
  for (const { key, cell, part } of members) {
    // Members are sorted by cell, so a cell's parts are next to each other.
    if (cells[cells.length - 1] !== cell) cells.push(cell);
    if (part.kind === 'landmass') landmasses++;
    for (const s of SYMBOLS) symbols[s] += part.symbols[s];
    for (const t of part.temples) temples.push({ part: key, symbol: t });
  }
  const kind: RegionKind =
    landmasses > 0 ? (cells.length >= 2 ? 'continent' : 'fragment') : members.length >= 2 ? 'island' : 'fragment';
  return { id: members[0]?.key ?? ('0,0:L' as PartKey), kind, parts: members.map((m) => m.key), cells, symbols, temples };
}

/** Counts ordinary symbols on a subset of parts (e.g. the "old" part of a continent in a war). */
export function countSymbols(map: RegionMap, keys: readonly PartKey[]): SymbolCounts {
  const counts = noSymbols();
  for (const key of keys) {
    const part = map.parts[key];
    if (part) for (const s of SYMBOLS) counts[s] += part.symbols[s];
  }
  return counts;
}

/** The distinct cells of a set of parts, sorted. */
export function cellsOf(keys: readonly PartKey[]): CellKey[] {
  return [...new Set(keys.map(partCell))].sort(compareCells);
}

/** The continents of a board. */
export function continents(map: RegionMap): Region[] {
  return map.regions.filter((r) => r.kind === 'continent');
}

/** The islands of a board. */
export function islands(map: RegionMap): Region[] {
  return map.regions.filter((r) => r.kind === 'island');
}
