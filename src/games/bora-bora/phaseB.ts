/**
 * Phase B (section "Faza B"): in turn order, each player may use one of
 * their men and one of their women, in either order. Identical tiles (same
 * sex, same ability) combine into one stronger action, never into several
 * actions, and men never combine with women. Using a person changes nothing
 * on the board: tiles stay where they are, shifted or not.
 */
import type { ApplyOptions } from '../contract';
import type { Choices, GodPayment, Halt, Resolution } from './choices';
import { decideNext, emit, finish, halt, startCtx, who, type Ctx } from './context';
import { drawGodCard, gainMaterial, movePosition, score, takeGifts, takeShells } from './effects';
import { payForGod } from './gods';
import { movableHuts, moveHutToTwelfth } from './helper';
import { identicalCount, resolveTakePerson } from './persons';
import { resolveBuild } from './build';
import { resolveSpread } from './spread';
import type { BoraBoraState } from './state';
import { MATERIALS, type Ability, type PlayerId, type Sex } from './types';

/**
 * What a player does next in Phase B: use their man or their woman (maybe
 * doubled by a green god), use a further kind of person with a green god, or
 * end their Phase B.
 */
export type PhaseBStep =
  | { type: 'use'; sex: Sex; ability: Ability; double?: GodPayment }
  | { type: 'extra'; sex: Sex; ability: Ability; green: GodPayment }
  | { type: 'done' };

/**
 * The strength of a Phase B action from `tiles` identical people (section
 * "Poszczególne akcje kobiet (i mężczyzn)"):
 * - land and water paths: a path of value 2 per tile (2, 4, 6; 6 reaches any path);
 * - take a woman or a man, build: as a die of 3 for one tile, 6 for two;
 *   a third tile adds nothing;
 * - points: 2 per tile;
 * - materials, huts to the 12th space, god cards, gifts, position steps,
 *   shells: 1 per tile.
 * Interpretation: the source lists quantities up to three tiles; for a
 * fourth identical tile the engine goes on counting (it states no cap except
 * for people and building).
 * `doubled` (a green god) doubles the combined strength.
 *
 * @example
 * phaseBStrength('land', 2, false) // 4: Don's two Pioneers
 * phaseBStrength('build', 1, true) // 6: Ben with a green god
 */
export function phaseBStrength(ability: Ability, tiles: number, doubled: boolean): number {
  let base: number;
  switch (ability) {
    case 'land':
    case 'water':
      base = 2 * tiles;
      break;
    case 'woman':
    case 'man':
    case 'build':
      base = 3 * Math.min(tiles, 2);
      break;
    case 'points':
      base = 2 * tiles;
      break;
    default:
      base = tiles;
  }
  return doubled ? 2 * base : base;
}

function applyAbility(ctx: Ctx, player: PlayerId, ability: Ability, strength: number): Halt | undefined {
  switch (ability) {
    case 'land':
    case 'water':
      return resolveSpread(ctx, player, ability, strength);
    case 'woman':
    case 'man':
      return resolveTakePerson(ctx, player, ability, strength);
    case 'build':
      return resolveBuild(ctx, player, strength);
    case 'points':
      score(ctx, player, strength, 'persons');
      return undefined;
    case 'gift':
      takeGifts(ctx, player, strength);
      return undefined;
    case 'shell':
      takeShells(ctx, player, strength);
      return undefined;
    case 'position':
      movePosition(ctx, player, strength);
      return undefined;
    case 'god-card':
      for (let i = 0; i < strength; i++) {
        const stop = drawGodCard(ctx, player);
        if (stop) return stop;
      }
      return undefined;
    case 'materials':
      for (let i = 0; i < strength; i++) {
        const material = decideNext(ctx, 'materials', MATERIALS, (options) => ({ player, kind: 'material', options }));
        if (!material.ok) return material.halt;
        const stop = gainMaterial(ctx, player, material.value);
        if (stop) return stop;
      }
      return undefined;
    case 'move-hut': {
      // Interpretation: with fewer huts left than the strength, as many as there are move.
      const count = Math.min(strength, movableHuts(who(ctx, player)).length);
      if (count === 0) return halt('no-hut-to-move');
      for (let i = 0; i < count; i++) {
        const stop = moveHutToTwelfth(ctx, player);
        if (stop) return stop;
      }
      return undefined;
    }
  }
}

/** Ends the active player's Phase B and passes to the next; after the last, Phase C begins. */
function endPlayerPhaseB(ctx: Ctx, player: PlayerId): void {
  who(ctx, player).phaseB.done = true;
  emit(ctx, { type: 'phase-b-done', player });
  if (ctx.s.active + 1 < ctx.s.order.length) {
    ctx.s.active += 1;
    return;
  }
  ctx.s.phase = 'C';
  ctx.s.active = 0;
  emit(ctx, { type: 'phase-started', phase: 'C', round: ctx.s.round });
}

/**
 * One step of a player's Phase B.
 *
 * The green god (section "Zielony bóg", Phase B only, at most one per
 * player per Phase B) either doubles the action being used, after combining
 * identical tiles, or activates one more kind of person.
 * Interpretation: the extra kind must differ from every kind (sex and
 * ability) the player has used this Phase B, whichever came first, since
 * several actions from one kind stay impossible.
 */
export function phaseBStep(state: BoraBoraState, player: PlayerId, step: PhaseBStep, choices: Choices = {}, options: ApplyOptions = {}): Resolution {
  if (state.phase !== 'B') return halt('wrong-phase', { phase: state.phase });
  const before = state.players[player];
  if (!before) return halt('no-such-player', { player });
  if (state.order[state.active] !== player) return halt('not-your-turn', { player });
  const ctx = startCtx(state, choices, options);
  if (step.type === 'done') {
    endPlayerPhaseB(ctx, player);
    return finish(ctx);
  }
  const p = who(ctx, player);
  const tiles = identicalCount(p, step.sex, step.ability);
  if (tiles === 0) return halt('no-such-person', { sex: step.sex, ability: step.ability });
  const green = step.type === 'extra' ? step.green : step.double;
  if (step.type === 'use' && p.phaseB[step.sex]) return halt('already-used', { sex: step.sex });
  if (p.phaseB.activated.some((a) => a.sex === step.sex && a.ability === step.ability)) {
    return halt('same-kind', { sex: step.sex, ability: step.ability });
  }
  if (green) {
    if (p.phaseB.green) return halt('green-already-played');
    const paid = payForGod(ctx, player, 'green', green);
    if (paid) return paid;
    p.phaseB.green = true;
  }
  if (step.type === 'use') p.phaseB[step.sex] = true;
  p.phaseB.activated.push({ sex: step.sex, ability: step.ability });
  const doubled = step.type === 'use' && !!step.double;
  const strength = phaseBStrength(step.ability, tiles, doubled);
  emit(ctx, {
    type: 'persons-activated',
    player,
    sex: step.sex,
    ability: step.ability,
    tiles,
    strength,
    doubled,
    extra: step.type === 'extra',
  });
  const stop = applyAbility(ctx, player, step.ability, strength);
  if (stop) return stop;
  return finish(ctx);
}
