/**
 * The build action (section "Akcja budowy"): a building tile of value at
 * most the die goes onto two ritual spaces that share an edge (not a corner)
 * and both hold a material; the two materials go back to the supply, the
 * player scores the round's building points and takes the fire bonus.
 * Whatever lies on a ritual space stays there for the rest of the game.
 */
import type { BoardLayout } from './components';
import type { Halt } from './choices';
import { decide, emit, halt, who, type Ctx } from './context';
import { score } from './effects';
import { resolveFireBonus } from './fire';
import type { BoraBoraState } from './state';
import type { Material, PlayerId } from './types';

/**
 * Pairs of ritual spaces that share an edge, from the grid coordinates of
 * the layout (a space's row and column): one apart in a row or in a column.
 */
export function adjacentRitualPairs(layout: BoardLayout): [number, number][] {
  const pairs: [number, number][] = [];
  layout.ritual.forEach((a, i) =>
    layout.ritual.forEach((b, j) => {
      if (j > i && Math.abs(a.row - b.row) + Math.abs(a.col - b.col) === 1) pairs.push([i, j]);
    }),
  );
  return pairs;
}

/** Adjacent pairs of a player's ritual spaces that both hold a material. */
export function buildablePairs(state: BoraBoraState, player: PlayerId): [number, number][] {
  const p = state.players[player];
  if (!p) return [];
  return adjacentRitualPairs(state.layout).filter(([a, b]) => p.ritual[a] === 'material' && p.ritual[b] === 'material');
}

/**
 * Points for a building by round: 10, 7 or 4 (section "Akcja budowy").
 * Interpretation: the source gives the three values and says they depend on
 * the round, printed above the jewellery display's six columns; the engine
 * pairs the rounds as the temple does (rounds 1–2, 3–4, 5–6).
 */
export function buildingPoints(round: number): number {
  if (round <= 2) return 10;
  if (round <= 4) return 7;
  return 4;
}

/** Unbuilt building values a player may build with an action value of `reach`. */
function buildingOptions(state: BoraBoraState, player: PlayerId, reach: number): number[] {
  const p = state.players[player];
  if (!p) return [];
  return [...new Set(p.unbuilt.filter((v) => v <= reach))].sort((a, b) => a - b);
}

/** Resolves the build action with an action value of `reach`. */
export function resolveBuild(ctx: Ctx, player: PlayerId, reach: number): Halt | undefined {
  const p = who(ctx, player);
  const values = buildingOptions(ctx.s, player, reach);
  if (values.length === 0) return halt('no-building-fits', { reach });
  const pairs = buildablePairs(ctx.s, player);
  if (pairs.length === 0) return halt('no-adjacent-materials');
  const value = decide(ctx, 'building', values, (options) => ({ player, kind: 'building', reach, options }));
  if (!value.ok) return value.halt;
  const pair = decide(ctx, 'ritualPair', pairs, (options) => ({ player, kind: 'ritual-pair', options }));
  if (!pair.ok) return pair.halt;
  const [a, b] = pair.value;
  const material = (i: number): Material => ctx.s.layout.ritual[i]?.material ?? 'sand';
  p.ritual[a] = { building: value.value };
  p.ritual[b] = { building: value.value };
  p.unbuilt.splice(p.unbuilt.indexOf(value.value), 1);
  const points = buildingPoints(ctx.s.round);
  emit(ctx, {
    type: 'building-built',
    player,
    value: value.value,
    reach,
    spaces: [a, b],
    materials: [material(a), material(b)],
    points,
    reading: 'building-points-by-round',
    round: ctx.s.round,
  });
  score(ctx, player, points, 'building');
  return resolveFireBonus(ctx, player);
}
