/**
 * Enumerations of what the active player may try: cells for a placement or
 * a replacement, and step 2 options. A listed tile play may still be refused
 * when it causes a war or migration the player cannot pay for.
 */
import { markersLeft, takeableColours, uninhabitedContinents } from './civilizations';
import { cellKey, neighbours, parseCellKey, type Cell } from './geometry';
import { compareCells } from './regions';
import type { GheosState, Rotation } from './state';
import type { TilePlay } from './tilePlay';
import type { CivilizationAction } from './turn';
import { hasPyramid, landscapeTile } from './tiles';

/** Every legal step 2 action (section "Przebieg tury", step 2); `[{ kind: 'none' }]` when there is none. */
export function civilizationActions(state: GheosState): CivilizationAction[] {
  const actions: CivilizationAction[] = [];
  const colours = markersLeft(state);
  if (colours.length > 0) {
    for (const continent of uninhabitedContinents(state)) {
      for (const colour of colours) actions.push({ kind: 'found', colour, at: continent.id });
    }
  }
  for (const colour of takeableColours(state)) actions.push({ kind: 'take', colour });
  return actions.length > 0 ? actions : [{ kind: 'none' }];
}

/** Empty cells touching the board (section "Dołożenie kafelka"), sorted by row then column. */
export function placementCells(state: Pick<GheosState, 'board'>): Cell[] {
  const seen = new Set<string>();
  const out: Cell[] = [];
  for (const key of Object.keys(state.board)) {
    const cell = parseCellKey(key);
    if (!cell) continue;
    for (const n of neighbours(cell)) {
      const k = cellKey(n);
      if (state.board[k as keyof GheosState['board']] || seen.has(k)) continue;
      seen.add(k);
      out.push(n);
    }
  }
  return out.sort((a, b) => compareCells(cellKey(a), cellKey(b)));
}

/** Cells whose tile may be replaced: every tile without a pyramid (section "Zastąpienie kafelka"). */
export function replaceableCells(state: Pick<GheosState, 'board'>): Cell[] {
  return Object.entries(state.board)
    .filter(([, placed]) => placed && !hasPyramid(placed.tile))
    .map(([key]) => parseCellKey(key))
    .filter((c): c is Cell => c !== null)
    .sort((a, b) => compareCells(cellKey(a), cellKey(b)));
}

/** Every placement and replacement the active player could try, each tile in each rotation. */
export function tilePlays(state: GheosState): TilePlay[] {
  const hand = state.players[state.active]?.hand ?? [];
  const places = placementCells(state);
  const replaces = replaceableCells(state);
  const plays: TilePlay[] = [];
  hand.forEach((tile, i) => {
    if (!landscapeTile(tile)) return;
    for (const rot of [0, 1, 2] as Rotation[]) {
      for (const at of places) plays.push({ kind: 'place', hand: i, at, rot });
      for (const at of replaces) plays.push({ kind: 'replace', hand: i, at, rot });
    }
  });
  return plays;
}
