/**
 * Questions about the main board's regions and huts. The map itself (which
 * regions a path joins and its value) is data in `state.layout`: the source
 * shows it only in a picture.
 */
import type { BoraBoraState } from './state';
import type { PathKind, PlayerId, Terrain } from './types';

/** Whether a player has a hut in a region, on its building site or moved aside (section "Ważne!": one per region). */
export function hasHut(state: BoraBoraState, player: PlayerId, region: string): boolean {
  const r = state.regions.find((x) => x.id === region);
  return !!r && (r.site === player || r.aside.includes(player));
}

/** Regions where a player has a hut, in map order. */
export function regionsWithHut(state: BoraBoraState, player: PlayerId): string[] {
  return state.regions.filter((r) => r.site === player || r.aside.includes(player)).map((r) => r.id);
}

/** Huts of a player on the main board (sites and moved aside). */
export function hutsOnMainBoard(state: BoraBoraState, player: PlayerId): number {
  return state.regions.reduce((n, r) => n + (r.site === player ? 1 : 0) + r.aside.filter((a) => a === player).length, 0);
}

/** Islands where a player has at least one hut. */
export function islandsWithHut(state: BoraBoraState, player: PlayerId): string[] {
  const mine = new Set(regionsWithHut(state, player));
  return [...new Set(state.layout.regions.filter((r) => mine.has(r.id)).map((r) => r.island))];
}

/** Regions of a terrain where a player has a hut. */
export function terrainWithHut(state: BoraBoraState, player: PlayerId, terrain: Terrain): number {
  const mine = new Set(regionsWithHut(state, player));
  return state.layout.regions.filter((r) => r.terrain === terrain && mine.has(r.id)).length;
}

/** Every island on the map. */
export function islands(state: BoraBoraState): string[] {
  return [...new Set(state.layout.regions.map((r) => r.island))];
}

/** The paths of one kind leaving a region: where they lead and their value. */
export function pathsFrom(state: BoraBoraState, region: string, kind: PathKind): { to: string; value: number }[] {
  return state.layout.paths.flatMap((p) => {
    if (p.kind !== kind) return [];
    if (p.between[0] === region) return [{ to: p.between[1], value: p.value }];
    if (p.between[1] === region) return [{ to: p.between[0], value: p.value }];
    return [];
  });
}
