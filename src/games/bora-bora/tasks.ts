/**
 * Task tiles (section "Płytki zadań"): each shows minimum requirements, which
 * the player only has to show; nothing is given up. A yellow god lowers one
 * requirement of one task by exactly one (section "Żółty bóg").
 */
import type { Measure, Requirement, TaskTile } from './components';
import { islands, islandsWithHut, regionsWithHut, terrainWithHut } from './map';
import { personsOf } from './persons';
import { priestsInTemple } from './temple';
import type { BoraBoraState } from './state';
import { GOD_COLOURS, MATERIALS, TWELFTH_SPACE, type PlayerId } from './types';

const distinct = <T>(xs: readonly T[]): number => new Set(xs).size;

/**
 * What a player has of one measure now. God cards count only as cards in
 * hand: god tiles and pairs of identical cards do not stand in for them
 * (section "Płytki zadań", "Ważne!"). Huts count whether on a building site
 * or moved aside. Materials count on ritual spaces and beside the board.
 */
export function measure(state: BoraBoraState, player: PlayerId, m: Measure): number {
  const p = state.players[player];
  if (!p) return 0;
  switch (m.of) {
    case 'men':
      return personsOf(p, 'man').length;
    case 'women':
      return personsOf(p, 'woman').length;
    case 'persons':
      return personsOf(p).length;
    case 'different-men':
      return distinct(personsOf(p, 'man').map((x) => x.ability));
    case 'different-women':
      return distinct(personsOf(p, 'woman').map((x) => x.ability));
    case 'different-jewellery':
      return distinct(p.jewellery.map((j) => j.kind));
    case 'shifted-men':
      return personsOf(p, 'man').filter((x) => x.shifted).length;
    case 'shifted-women':
      return personsOf(p, 'woman').filter((x) => x.shifted).length;
    case 'shifted-persons':
      return personsOf(p).filter((x) => x.shifted).length;
    case 'persons-with-ability':
      return personsOf(p).filter((x) => x.ability === m.ability).length;
    case 'priests-in-temple':
      return priestsInTemple(state, player);
    case 'jewellery':
      return p.jewellery.length;
    case 'jewellery-of-kind':
      return p.jewellery.filter((j) => j.kind === m.kind).length;
    case 'buildings':
      return p.ritual.filter((r) => typeof r === 'object').length / 2;
    case 'god-tiles':
      return p.godTiles;
    case 'gifts':
      return p.gifts;
    case 'shells':
      return p.shells;
    case 'first-in-turn-order':
      return state.order[0] === player ? 1 : 0;
    case 'regions-with-huts':
      return regionsWithHut(state, player).length;
    case 'islands-with-huts':
      return islandsWithHut(state, player).length;
    case 'terrain-with-huts':
      return terrainWithHut(state, player, m.terrain);
    case 'huts-on-twelfth':
      return p.spaces[TWELFTH_SPACE]?.huts ?? 0;
    case 'god-cards':
      return p.godCards.filter((c) => c === m.colour).length;
    case 'god-cards-same-colour':
      return Math.max(0, ...GOD_COLOURS.map((c) => p.godCards.filter((x) => x === c).length));
    case 'god-card-colours':
      return distinct(p.godCards);
    case 'material':
      return materialsOf(state, player, m.material);
    case 'materials':
      return MATERIALS.reduce((n, mat) => n + materialsOf(state, player, mat), 0);
  }
}

function materialsOf(state: BoraBoraState, player: PlayerId, material: (typeof MATERIALS)[number]): number {
  const p = state.players[player];
  if (!p) return 0;
  const onSpaces = state.layout.ritual.filter((spec, i) => spec.material === material && p.ritual[i] === 'material').length;
  return onSpaces + p.aside[material];
}

/** How many a requirement asks for; `'all'` counts what the map holds (all mountains, all islands, all regions). */
export function requiredCount(state: BoraBoraState, req: Requirement): number {
  if (req.count !== 'all') return req.count;
  switch (req.measure.of) {
    case 'islands-with-huts':
      return islands(state).length;
    case 'terrain-with-huts': {
      const terrain = req.measure.terrain;
      return state.layout.regions.filter((r) => r.terrain === terrain).length;
    }
    case 'regions-with-huts':
      return state.layout.regions.length;
    default:
      return Number.POSITIVE_INFINITY;
  }
}

/** Each requirement with what the player has and what it needs. */
function taskProgress(state: BoraBoraState, player: PlayerId, task: TaskTile): { have: number; need: number }[] {
  return task.requirements.map((req) => ({ have: measure(state, player, req.measure), need: requiredCount(state, req) }));
}

/**
 * Whether a player meets a task: unaided, or with a yellow god lowering one
 * of its requirements by exactly one.
 */
export function taskMet(state: BoraBoraState, player: PlayerId, task: TaskTile, yellow = false): boolean {
  const progress = taskProgress(state, player, task);
  const short = progress.filter((r) => r.have < r.need);
  if (!yellow) return short.length === 0;
  return short.length === 1 && (short[0]?.have ?? 0) >= (short[0]?.need ?? 0) - 1;
}
