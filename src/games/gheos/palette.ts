/**
 * Every kind of tile the engine can read, for a sandbox palette: each edge
 * pattern the tile code allows (up to rotation), and each mark a land part
 * may carry. A sandbox tile is a shape plus marks on its land parts; the
 * tile code (see `tiles.ts`) is derived, never typed by hand.
 */
import { encodeTile, landscapeTile, noSymbols, SYMBOLS, type EdgeKind, type LandscapeTile, type SymbolKind, type TempleSymbol, type TileCode } from './tiles';

const EDGE_KINDS: readonly EdgeKind[] = ['s', 'c', 'l'];

/** Orders shapes by land: sea only first, full landmass last. */
const weight = (edges: string) => [...edges].reduce((n, e) => n + (e === 'l' ? 10 : e === 'c' ? 1 : 0), 0);

/**
 * Every landscape tile shape (its three edges), one per rotation class, each
 * in order of land: `sss ssc scc ccc sll cll lll`.
 */
export function tileShapes(): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const a of EDGE_KINDS) for (const b of EDGE_KINDS) for (const c of EDGE_KINDS) {
    const edges = `${a}${b}${c}`;
    if (!landscapeTile(edges)) continue;
    const rotations = [edges, `${b}${c}${a}`, `${c}${a}${b}`];
    if (rotations.some((r) => seen.has(r))) continue;
    seen.add(edges);
    out.push(edges);
  }
  return out.sort((x, y) => weight(x) - weight(y) || (x < y ? -1 : 1));
}

/** What a land part of a sandbox tile carries. */
export interface PartMarks {
  symbols: Record<SymbolKind, number>;
  temples: TempleSymbol[];
}

/** The most of one symbol (or temples) the sandbox puts on one land part. */
export const MAX_MARKS = 3;

/** A bare tile of a shape: its land parts with nothing on them. */
export function bareParts(shape: string): PartMarks[] {
  return (landscapeTile(shape)?.parts ?? []).map(() => ({ symbols: noSymbols(), temples: [] }));
}

/**
 * The tile code of a shape with marks on its parts (landmass first, then the
 * coast strips in edge order, as `parseTile` lists them); `null` when the
 * shape is not a landscape tile or a count is out of range.
 *
 * @example
 * composeTile('llc', [{ symbols: { wheat: 1, pyramid: 0, chalice: 0, swords: 0 }, temples: [] }]) // "llc.W"
 */
export function composeTile(shape: string, marks: readonly PartMarks[]): TileCode | null {
  const tile = landscapeTile(shape);
  if (!tile || tile.start || marks.length > tile.parts.length) return null;
  const parts = tile.parts.map((p, i) => {
    const m = marks[i];
    return { ...p, symbols: m ? { ...m.symbols } : noSymbols(), temples: m ? [...m.temples] : [] };
  });
  const bad = parts.some((p) => p.temples.length > MAX_MARKS || SYMBOLS.some((s) => !Number.isInteger(p.symbols[s]) || p.symbols[s] < 0 || p.symbols[s] > MAX_MARKS));
  if (bad) return null;
  const code = encodeTile({ ...tile, parts } satisfies LandscapeTile);
  return landscapeTile(code) ? code : null;
}
