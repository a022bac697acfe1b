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
 * Regions are derived from the board, never stored in the state.
 */
import { cellKey, neighbour, parseCellKey, type Cell, type CellKey } from './geometry';
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
 *
 * The rules ask for the same board's map many times over (each legal play,
 * each civilization's home, each scoring), and the same boards come back in
 * other objects (a turn is tried, then resolved; a question is dealt, then
 * replayed from the set-up): a board's map is kept by the board's content
 * (its tiles in their cells), for the boards seen last. The key is the
 * board's whole content, so a board changed in place never meets a stale map.
 * Callers treat the map as read-only.
 */
export function computeRegions(board: GheosState['board']): RegionMap {
  const key = contentOf(board);
  return recent.get(key) ?? remember(key, regionsOf(board));
}

/** A board's tiles in their cells, as a string. */
function contentOf(board: GheosState['board']): string {
  let key = '';
  for (const cell in board) {
    const placed = board[cell as CellKey];
    if (placed) key += `${cell}=${placed.tile}/${placed.rot};`;
  }
  return key;
}

/** The region maps of the boards seen last, oldest first. */
const recent = new Map<string, RegionMap>();
const RECENT = 256;

function remember(key: string, map: RegionMap): RegionMap {
  if (recent.size >= RECENT) recent.delete(recent.keys().next().value!);
  recent.set(key, map);
  return map;
}

/**
 * The map of `board`, which is the board of `before` with one tile laid on the
 * empty cell `at` (a placement, never a replacement): the regions the new
 * tile's parts touch are joined with them, every other region is kept as it
 * was. The same map as `computeRegions(board)` gives (tested on random games),
 * for a fraction of the work, and remembered for `board` the same way.
 */
export function regionsWithTile(before: RegionMap, board: GheosState['board'], at: CellKey): RegionMap {
  const key = contentOf(board);
  const seen = recent.get(key);
  if (seen) return seen;
  const placed = board[at];
  if (!placed || before.parts[partKey(at, 'L')] || before.parts[partKey(at, 'c0')] || before.parts[partKey(at, 'c1')] || before.parts[partKey(at, 'c2')]) return computeRegions(board);
  const [r, c] = cellOf(at);
  // Each new part, with the old regions it touches across the tile's edges.
  const groups = placedParts(placed).map((part) => {
    const touched = new Set<Region>();
    for (const slot of part.slots) {
      const [nr, nc] = neighbour([r, c], slot);
      const cell = cellKey([nr, nc]);
      const there = board[cell];
      if (!there) continue;
      for (const np of placedParts(there)) {
        if (!np.slots.includes(slot)) continue;
        const region = before.byPart[partKey(cell, np.id)];
        if (region) touched.add(region);
      }
    }
    return { parts: [{ key: partKey(at, part.id), cell: at, r, c, part }], touched };
  });
  // Two new parts that touch the same old region lie in one region (through it).
  for (let i = 0; i < groups.length; i++) {
    for (let j = i + 1; j < groups.length; j++) {
      const gi = groups[i]!;
      const gj = groups[j]!;
      if (![...gj.touched].some((x) => gi.touched.has(x))) continue;
      gi.parts.push(...gj.parts);
      for (const x of gj.touched) gi.touched.add(x);
      groups.splice(j, 1);
      j = i;
    }
  }
  const gone = new Set(groups.flatMap((g) => [...g.touched]));
  const regions = before.regions.filter((x) => !gone.has(x));
  const byPart = { ...before.byPart };
  const parts = { ...before.parts };
  for (const g of groups) {
    const members: Node[] = [...g.parts];
    for (const old of g.touched) for (const key of old.parts) members.push(nodeOf(key, before.parts[key]!));
    addRegion({ regions, byPart, parts }, members);
  }
  regions.sort((x, y) => compareParts(x.id, y.id));
  return remember(key, { regions, byPart, parts });
}

/** Adds one region, its members sorted, to a map being built: the region, and each member part's entry. */
function addRegion(map: { regions: Region[]; byPart: Partial<Record<PartKey, Region>>; parts: Partial<Record<PartKey, PlacedPart>> }, members: Node[]): void {
  members.sort(compareNodes);
  const region = describeRegion(members);
  map.regions.push(region);
  for (const m of members) {
    map.byPart[m.key] = region;
    map.parts[m.key] = m.part;
  }
}

function nodeOf(key: PartKey, part: PlacedPart): Node {
  const cell = partCell(key);
  const [r, c] = cellOf(cell);
  return { key, cell, r, c, part };
}

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
  for (const members of groups.values()) addRegion({ regions, byPart, parts }, members);
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
