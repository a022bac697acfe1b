/**
 * Wars (section "Wojny"): when a tile joins continents inhabited by
 * different civilizations, the civilization with the most swords on the
 * "old" part of its continent wins; swords on the new tile do not count. On
 * a tie the active player picks the winner among the tied. Every other
 * civilization in the war is removed with all its followers (with three
 * civilizations, both losers go).
 */
import { destroyCivilization } from './civilizations';
import { decisionNeeded, invalidChoice, record, type ResolveContext, type Stop } from './context';
import type { CellKey } from './geometry';
import { cellsOf, countSymbols, type Region, type RegionMap } from './regions';
import type { Colour, PartKey } from './state';

/** A civilization in a war, with the old part of its continent. */
export interface Fighter {
  colour: Colour;
  oldPart: PartKey[];
}

/** One civilization's swords, counted on the old part of its continent only. */
export interface SwordCount {
  colour: Colour;
  swords: number;
  oldPartCells: CellKey[];
}

/**
 * Swords on the old part of a civilization's continent (section "Wojny":
 * swords on the tile just laid are not counted). The old part never includes
 * the new tile, since it is made of parts that existed before the move.
 */
export function oldContinentSwords(map: RegionMap, oldPart: readonly PartKey[]): number {
  return countSymbols(map, oldPart).swords;
}

/** Swords of every fighter, in the order given. */
export function countSwords(map: RegionMap, fighters: readonly Fighter[]): SwordCount[] {
  return fighters.map((f) => ({
    colour: f.colour,
    swords: oldContinentSwords(map, f.oldPart),
    oldPartCells: cellsOf(f.oldPart),
  }));
}

/** The civilizations with the most swords: one is the winner, several are a tie. */
export function swordLeaders(counts: readonly SwordCount[]): Colour[] {
  const best = Math.max(...counts.map((c) => c.swords));
  return counts.filter((c) => c.swords === best).map((c) => c.colour);
}

/**
 * Fights one war on `continent` and removes the losers from `ctx.draft`.
 * Returns a {@link Stop} when the active player must (or wrongly did) pick
 * the winner of a tie, else `null`.
 */
export function resolveWar(
  ctx: ResolveContext,
  map: RegionMap,
  continent: Region,
  fighters: readonly Fighter[],
): Stop | null {
  const counts = countSwords(map, fighters);
  for (const c of counts) {
    record(ctx, { type: 'swords-counted', civilization: c.colour, oldPartCells: c.oldPartCells, swords: c.swords });
  }
  const leaders = swordLeaders(counts);
  let winner: Colour | undefined = leaders[0];
  if (winner === undefined) return null;
  if (leaders.length > 1) {
    const picked = (ctx.choices.warWinners ?? []).filter((c) => leaders.includes(c));
    if (picked.length > 1) return invalidChoice('warWinners', picked.join('+'), 'two-winners-for-one-war');
    winner = picked[0];
    if (winner === undefined) {
      return decisionNeeded(
        {
          kind: 'war-winner',
          player: ctx.player,
          tied: leaders,
          swords: counts.find((c) => c.colour === leaders[0])?.swords ?? 0,
          options: leaders,
        },
        ctx,
      );
    }
    ctx.used.warWinners.add(winner);
    record(ctx, { type: 'war-tie-decided', player: ctx.player, tied: leaders, winner });
  }
  for (const c of ctx.choices.warWinners ?? []) {
    if (fighters.some((f) => f.colour === c) && !leaders.includes(c)) {
      return invalidChoice('warWinners', c, 'not-tied-for-most-swords');
    }
  }
  const losers = fighters.map((f) => f.colour).filter((c) => c !== winner);
  record(ctx, { type: 'war-won', winner, losers, continent: continent.cells });
  for (const colour of losers) {
    const followersLost = destroyCivilization(ctx.draft, colour);
    record(ctx, { type: 'civilization-destroyed', colour, cause: 'war', followersLost });
  }
  return null;
}
