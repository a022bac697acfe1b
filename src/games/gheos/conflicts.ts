/**
 * What a tile placement or replacement does to the civilizations: which stay
 * where they are, which continents were joined (wars, section "Wojny") and
 * which were split (migrations, section "Migracje").
 *
 * For each civilization, the *surviving part* of its old continent is the
 * set of its land parts not on the replaced cell (all of them after a
 * placement). The continents and islands of the new board holding any of
 * them are its *pieces*:
 * - exactly one piece, and it is a continent: the civilization stays there;
 * - otherwise it must migrate. Interpretation: the source speaks of a
 *   continent split "into more continents and/or islands"; this engine
 *   treats every way a continent stops being one continent the same way
 *   (split in several pieces, shrunk to a single island, or left with no
 *   continent or island at all), since the marker may only stand on a
 *   continent (section "Tworzenie cywilizacji").
 */
import type { CellKey } from './geometry';
import { compareParts, type Region, type RegionMap } from './regions';
import { partCell } from './parts';
import { COLOURS, type Colour, type GheosState, type PartKey } from './state';

/** A civilization whose continent remains one continent (perhaps joined to others). */
export interface Stayer {
  colour: Colour;
  region: Region;
  /** The surviving part of its old continent: where its swords count in a war. */
  oldPart: PartKey[];
}

/** A piece of a split continent: a new continent or island holding part of it. */
export interface Piece {
  region: Region;
  oldPart: PartKey[];
}

/** A civilization whose continent was split or dissolved. */
export interface Migrant {
  colour: Colour;
  /** The old continent. */
  from: Region | null;
  pieces: Piece[];
}

export interface ConflictPlan {
  stayers: Stayer[];
  migrants: Migrant[];
  /** Groups of two or more staying civilizations now on one continent: one war each. */
  joinWars: Stayer[][];
}

/**
 * Sorts the civilizations on the board into stayers and migrants after a
 * board change, and finds the wars caused by joining continents.
 *
 * @param changed the replaced cell, or `null` for a placement on an empty cell
 */
export function planConflicts(
  before: RegionMap,
  after: RegionMap,
  markers: GheosState['markers'],
  changed: CellKey | null,
): ConflictPlan {
  const stayers: Stayer[] = [];
  const migrants: Migrant[] = [];
  for (const colour of COLOURS) {
    const marker = markers[colour];
    if (marker === undefined) continue;
    const from = before.byPart[marker] ?? null;
    const survivors = (from?.parts ?? []).filter((p) => partCell(p) !== changed);
    const byRegion = new Map<PartKey, Piece>();
    for (const part of survivors) {
      const region = after.byPart[part];
      if (!region || region.kind === 'fragment') continue;
      const piece = byRegion.get(region.id);
      if (piece) piece.oldPart.push(part);
      else byRegion.set(region.id, { region, oldPart: [part] });
    }
    const pieces = [...byRegion.values()].sort((a, b) => compareParts(a.region.id, b.region.id));
    const only = pieces[0];
    if (pieces.length === 1 && only && only.region.kind === 'continent') {
      stayers.push({ colour, region: only.region, oldPart: only.oldPart });
    } else {
      migrants.push({ colour, from, pieces });
    }
  }
  const byRegion = new Map<PartKey, Stayer[]>();
  for (const s of stayers) {
    const group = byRegion.get(s.region.id);
    if (group) group.push(s);
    else byRegion.set(s.region.id, [s]);
  }
  const joinWars = [...byRegion.values()]
    .filter((g) => g.length >= 2)
    .sort((a, b) => compareParts(groupId(a), groupId(b)));
  return { stayers, migrants, joinWars };
}

function groupId(group: Stayer[]): PartKey {
  return group[0]?.region.id ?? ('0,0:L' as PartKey);
}
