/**
 * What a Gheos tile shows (section "Elementy gry" and the paragraph on
 * tiles): each triangular tile shows sea, coast strips ("a narrow strip of
 * land along one edge of the tile") and at most one landmass ("a larger piece
 * of land that joins more than one edge of the tile"). Land parts carry
 * symbols (wheat, pyramid, chalice, swords) and temples, each temple marked
 * with wheat, chalice or swords. Epoch tiles show no landscape.
 *
 * ## Tile code
 * A tile is written as a short string, safe in YAML and in a URL
 * (letters, digits, `.` and `*` only):
 *
 * ```
 * tile      = "E"                       epoch tile
 *           | ["*"] edges {"." group}   landscape tile; "*" marks the start tile
 * edges     = 3 × ("s" | "c" | "l")     tile edges 0, 1, 2 clockwise:
 *                                       sea, coast strip, landmass edge
 * group     = {"W" | "P" | "C" | "S" | "T" ("W" | "C" | "S")}
 * ```
 *
 * Groups give the symbols of the land parts in order: the landmass first (if
 * the tile has one), then each coast strip in edge order. `W` wheat,
 * `P` pyramid, `C` chalice, `S` swords, `TW`/`TC`/`TS` a temple of wheat,
 * chalice or swords. Missing trailing groups mean "no symbols".
 *
 * @example
 * "llc.WP.S"  // landmass on edges 0–1 with wheat and a pyramid; coast on edge 2 with swords
 * "csc..TS"   // coast on edge 0 (bare) and a coast on edge 2 with a temple of swords
 *
 * A tile cannot have a single `l` edge: a landmass joins more than one edge.
 * Two landmasses would need four edges, so a tile holds at most one.
 */
import { refuse, ok, type Result } from '../result';
import type { Slot } from './geometry';

/** What a tile shows along one edge: sea, a coast strip, or the edge of its landmass. */
export type EdgeKind = 's' | 'c' | 'l';

/** The four ordinary symbols (section "Symbole"). */
export type SymbolKind = 'wheat' | 'pyramid' | 'chalice' | 'swords';

/** All ordinary symbols, in a fixed order. */
export const SYMBOLS: readonly SymbolKind[] = ['wheat', 'pyramid', 'chalice', 'swords'];

/** The symbols a temple may be marked with (section "Symbole", temples). */
export type TempleSymbol = 'wheat' | 'chalice' | 'swords';

/** How many of each ordinary symbol a land part (or a region) shows. */
export type SymbolCounts = Record<SymbolKind, number>;

/** A tile written in the tile code described above. */
export type TileCode = string;

/** The code of every epoch tile. */
export const EPOCH_TILE: TileCode = 'E';

/** One land part of a tile: its landmass or one coast strip. */
export interface LandPart {
  kind: 'landmass' | 'coast';
  /** The tile edges (before rotation) this part reaches. */
  edges: Slot[];
  symbols: SymbolCounts;
  temples: TempleSymbol[];
}

export interface LandscapeTile {
  kind: 'landscape';
  code: TileCode;
  /** The start tile, marked with a red star (section "Przygotowanie gry"). */
  start: boolean;
  edges: readonly [EdgeKind, EdgeKind, EdgeKind];
  parts: LandPart[];
}

export interface EpochTile {
  kind: 'epoch';
  code: TileCode;
}

export type Tile = LandscapeTile | EpochTile;

export type TileCodeError = 'bad-tile-code';

const SYMBOL_LETTER: Record<SymbolKind, string> = { wheat: 'W', pyramid: 'P', chalice: 'C', swords: 'S' };
const LETTER_SYMBOL: Record<string, SymbolKind> = { W: 'wheat', P: 'pyramid', C: 'chalice', S: 'swords' };
const TEMPLE_LETTER: Record<TempleSymbol, string> = { wheat: 'W', chalice: 'C', swords: 'S' };
const LETTER_TEMPLE: Record<string, TempleSymbol> = { W: 'wheat', C: 'chalice', S: 'swords' };

/** No symbols at all. */
export function noSymbols(): SymbolCounts {
  return { wheat: 0, pyramid: 0, chalice: 0, swords: 0 };
}

const cache = new Map<string, Result<Tile, TileCodeError>>();

/**
 * Reads a tile code. Parsed tiles are cached, so callers may parse freely.
 *
 * @example
 * parseTile('llc.WP.S') // ok: a landmass (wheat, pyramid) on edges 0–1 and a coast (swords) on edge 2
 */
export function parseTile(code: string): Result<Tile, TileCodeError> {
  const hit = cache.get(code);
  if (hit) return hit;
  const parsed = parseUncached(code);
  cache.set(code, parsed);
  return parsed;
}

function parseUncached(code: string): Result<Tile, TileCodeError> {
  if (code === EPOCH_TILE) return ok({ kind: 'epoch', code });
  const m = /^(\*?)([scl]{3})((?:\.[WPCST]*)*)$/.exec(code);
  if (!m) return refuse('bad-tile-code', { code, why: 'syntax' });
  const edges = [...(m[2] ?? '')] as EdgeKind[];
  const landEdges = edges.flatMap((e, i) => (e === 'l' ? [i as Slot] : []));
  if (landEdges.length === 1) return refuse('bad-tile-code', { code, why: 'landmass-needs-two-edges' });
  const parts: LandPart[] = [];
  if (landEdges.length >= 2) parts.push({ kind: 'landmass', edges: landEdges, symbols: noSymbols(), temples: [] });
  edges.forEach((e, i) => {
    if (e === 'c') parts.push({ kind: 'coast', edges: [i as Slot], symbols: noSymbols(), temples: [] });
  });
  const groups = (m[3] ?? '').split('.').slice(1);
  if (groups.length > parts.length) return refuse('bad-tile-code', { code, why: 'more-groups-than-land-parts' });
  for (const [g, group] of groups.entries()) {
    const part = parts[g];
    if (!part) return refuse('bad-tile-code', { code, why: 'more-groups-than-land-parts' });
    for (let i = 0; i < group.length; i++) {
      const letter = group[i] ?? '';
      if (letter === 'T') {
        const temple = LETTER_TEMPLE[group[i + 1] ?? ''];
        if (!temple) return refuse('bad-tile-code', { code, why: 'temple-needs-W-C-or-S' });
        part.temples.push(temple);
        i++;
      } else {
        const symbol = LETTER_SYMBOL[letter];
        if (!symbol) return refuse('bad-tile-code', { code, why: 'syntax' });
        part.symbols[symbol]++;
      }
    }
  }
  return ok({
    kind: 'landscape',
    code,
    start: m[1] === '*',
    edges: [edges[0] ?? 's', edges[1] ?? 's', edges[2] ?? 's'],
    parts,
  });
}

/**
 * Writes a tile in canonical form: symbols in the order W P C S, temples
 * after them, empty trailing groups dropped. `encodeTile(parse(x))` may differ
 * from `x` only in that order.
 */
export function encodeTile(tile: Tile): TileCode {
  if (tile.kind === 'epoch') return EPOCH_TILE;
  const groups = tile.parts.map(
    (p) =>
      SYMBOLS.map((s) => SYMBOL_LETTER[s].repeat(p.symbols[s])).join('') +
      p.temples.map((t) => `T${TEMPLE_LETTER[t]}`).join(''),
  );
  while (groups.length > 0 && groups[groups.length - 1] === '') groups.pop();
  return `${tile.start ? '*' : ''}${tile.edges.join('')}${groups.map((g) => `.${g}`).join('')}`;
}

/** Whether a code names an epoch tile. */
export function isEpochTile(code: TileCode): boolean {
  return code === EPOCH_TILE;
}

/** Whether a code is a valid landscape tile; parsed tile or `null`. */
export function landscapeTile(code: TileCode): LandscapeTile | null {
  const t = parseTile(code);
  return t.ok && t.value.kind === 'landscape' ? t.value : null;
}

/**
 * Whether a tile shows a pyramid. Such a tile, once on the table, cannot be
 * replaced (section "Zastąpienie kafelka").
 */
export function hasPyramid(code: TileCode): boolean {
  const t = landscapeTile(code);
  return t !== null && t.parts.some((p) => p.symbols.pyramid > 0);
}

/** Whether a tile shows at least one temple. */
export function hasTemple(code: TileCode): boolean {
  const t = landscapeTile(code);
  return t !== null && t.parts.some((p) => p.temples.length > 0);
}
