/**
 * Temples (section "Świątynie"): a player laying a tile with a temple scores
 * one point per ordinary symbol matching the temple's own on the continent
 * the temple belongs to, once wars and migrations are over, and only if a
 * civilization lives on that continent.
 */
import { inhabitant } from './civilizations';
import { record, type ResolveContext } from './context';
import type { CellKey } from './geometry';
import { partKey, placedParts } from './parts';
import type { RegionMap } from './regions';
import { templePoints } from './scoring';

/**
 * Scores the temples on the tile just laid (section "Świątynie"), after wars
 * and migrations, only when the temple's continent is inhabited.
 */
export function scoreTemples(ctx: ResolveContext, map: RegionMap, at: CellKey): void {
  const placed = ctx.draft.board[at];
  if (!placed) return;
  for (const part of placedParts(placed)) {
    for (const symbol of part.temples) {
      const region = map.byPart[partKey(at, part.id)];
      const cells = region?.cells ?? [at];
      const resident = region && region.kind === 'continent' ? inhabitant(ctx.draft, map, region) : null;
      if (!region || region.kind !== 'continent' || !resident) {
        const why = region?.kind === 'continent' ? 'uninhabited' : 'not-on-continent';
        record(ctx, { type: 'temple-not-scored', player: ctx.player, at, symbol, why, region: cells });
        continue;
      }
      const points = templePoints(region, symbol);
      const scorer = ctx.draft.players[ctx.player];
      if (scorer) scorer.score += points;
      record(ctx, { type: 'temple-scored', player: ctx.player, at, symbol, points, civilization: resident, continent: cells });
    }
  }
}

