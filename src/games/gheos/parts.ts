/**
 * Land parts of tiles as they lie on the board: a tile's parts with their
 * edges turned into cell slots by the tile's rotation.
 */
import { refuse, ok, type Result } from '../result';
import { cellKey, parseCellKey, type Cell, type CellKey, type Slot } from './geometry';
import { landscapeTile, type LandPart, type SymbolCounts, type TempleSymbol } from './tiles';
import type { GheosState, PartId, PartKey, PlacedTile, Rotation } from './state';

/** A land part on a placed tile. */
export interface PlacedPart {
  id: PartId;
  kind: LandPart['kind'];
  /** Cell slots this part reaches. */
  slots: Slot[];
  symbols: SymbolCounts;
  temples: TempleSymbol[];
}

/** The cell slot a tile edge lies on under a rotation. */
export function slotOf(edge: Slot, rot: Rotation): Slot {
  return ((edge + rot) % 3) as Slot;
}

const placedCache = new Map<string, PlacedPart[]>();

/** The land parts of a placed tile (empty for an unreadable or epoch tile). */
export function placedParts(placed: PlacedTile): PlacedPart[] {
  const key = `${placed.tile}@${placed.rot}`;
  const hit = placedCache.get(key);
  if (hit) return hit;
  const tile = landscapeTile(placed.tile);
  const parts: PlacedPart[] = (tile?.parts ?? []).map((p) => {
    const slots = p.edges.map((e) => slotOf(e, placed.rot)).sort();
    const id: PartId = p.kind === 'landmass' ? 'L' : (`c${slots[0] ?? 0}` as PartId);
    return { id, kind: p.kind, slots, symbols: p.symbols, temples: p.temples };
  });
  placedCache.set(key, parts);
  return parts;
}

/** The part key of a part on a cell. */
export function partKey(cell: CellKey, id: PartId): PartKey {
  return `${cell}:${id}`;
}

/** The cell a part key lies on. */
export function partCell(key: PartKey): CellKey {
  return key.slice(0, key.indexOf(':')) as CellKey;
}

/** Refusals when a caller names a land part. */
export type PartRefError = 'bad-part-ref' | 'no-tile-there' | 'no-land-there' | 'ambiguous-part';

/**
 * Finds the land part a caller means. A reference is a cell (`[row, col]` or
 * `"row,col"`) or a part key (`"row,col:L"`, `"row,col:c2"`). A bare cell means
 * its landmass if it has one, else its only coast strip; a cell with several
 * coast strips and no landmass needs the part spelled out.
 */
export function resolvePart(state: Pick<GheosState, 'board'>, ref: Cell | string): Result<PartKey, PartRefError> {
  let cell: Cell | null;
  let id: string | undefined;
  if (typeof ref === 'string') {
    const [c, p] = ref.split(':');
    cell = parseCellKey(c ?? '');
    id = p;
  } else {
    cell = ref;
  }
  if (!cell) return refuse('bad-part-ref', { ref: String(ref) });
  const key = cellKey(cell);
  const placed = state.board[key];
  if (!placed) return refuse('no-tile-there', { at: key });
  const parts = placedParts(placed);
  if (id !== undefined) {
    const part = parts.find((p) => p.id === id);
    return part ? ok(partKey(key, part.id)) : refuse('no-land-there', { at: key, part: id });
  }
  const landmass = parts.find((p) => p.kind === 'landmass');
  if (landmass) return ok(partKey(key, landmass.id));
  const only = parts[0];
  if (!only) return refuse('no-land-there', { at: key });
  if (parts.length > 1) return refuse('ambiguous-part', { at: key });
  return ok(partKey(key, only.id));
}
