/**
 * Phase A (section "Faza A"): everyone rolls three dice; in turn order each
 * player places one die on an action tile or the fishing field and at once
 * takes that action, until all dice are placed.
 */
import type { Choices, GodPayment, Halt, Resolution } from './choices';
import { decide, emit, finish, halt, startCtx, who, type Ctx, type Trail } from './context';
import type { ApplyOptions } from '../contract';
import { actionsOf, actsAs, fitsWithoutBlue, lowestDie } from './dice';
import { score } from './effects';
import { payForGod } from './gods';
import { resolveBuild } from './build';
import { resolveHelper } from './helper';
import { resolveTakePerson } from './persons';
import { rollSeeded } from './random';
import { resolveSpread } from './spread';
import { freshPhaseB, playerAt, type BoraBoraState } from './state';
import { resolveTemple } from './temple';
import { DICE_PER_PLAYER, FISHING_POINTS, type Action, type DiceSpot, type PlayerId } from './types';

/** A die to place: whose, which face, where, and the blue or white god played with it. */
export interface DiePlacement {
  player: PlayerId;
  /** The face of the die (dice showing the same face are alike). */
  die: number;
  spot: DiceSpot;
  /** A blue god lets a die that is not lower go on the spot (section "Niebieski bóg"). */
  blue?: GodPayment;
  /** A white god makes the action count the die as a 6 (section "Biały bóg"). */
  white?: GodPayment;
}

/** Resolves one action with an action value of `reach` (sections "Poszczególne płytki akcji", "Akcja połowu"). */
function resolveAction(ctx: Ctx, player: PlayerId, action: Action, reach: number): Halt | undefined {
  switch (action) {
    case 'helper':
      return resolveHelper(ctx, player, reach);
    case 'temple':
      return resolveTemple(ctx, player, reach);
    case 'build':
      return resolveBuild(ctx, player, reach);
    case 'man':
    case 'woman':
      return resolveTakePerson(ctx, player, action, reach);
    case 'land':
    case 'water':
      return resolveSpread(ctx, player, action, reach);
    case 'fishing':
      score(ctx, player, FISHING_POINTS, 'fishing');
      return undefined;
  }
}

/** Every player rolls three dice (section "Faza A"), from the state's seed. */
export function rollAll(ctx: Trail): void {
  for (const player of ctx.s.order) {
    const [dice, seed] = rollSeeded(ctx.s.seed, DICE_PER_PLAYER);
    ctx.s.seed = seed;
    const p = ctx.s.players[player];
    if (p) p.dice = dice;
    emit(ctx, { type: 'dice-rolled', player, dice });
  }
}

/** Passes the turn to the next player in order who still holds a die; when none does, Phase B begins. */
function passTurn(ctx: Ctx): void {
  const n = ctx.s.order.length;
  for (let k = 1; k <= n; k++) {
    const idx = (ctx.s.active + k) % n;
    const next = ctx.s.players[ctx.s.order[idx] ?? -1];
    if (next && next.dice.length > 0) {
      ctx.s.active = idx;
      return;
    }
  }
  ctx.s.phase = 'B';
  ctx.s.active = 0;
  for (const p of ctx.s.players) p.phaseB = freshPhaseB();
  emit(ctx, { type: 'phase-started', phase: 'B', round: ctx.s.round });
}

/**
 * Places a die and resolves its action (section "Faza A"). The die must be
 * lower than the lowest die on the spot, whatever its colour, unless a blue
 * god is played with it (one blue god per die); the fishing field takes any
 * die. A white god makes the action count the die as a 6 while the die keeps
 * its face, so it does not help the die onto the spot. A god that would
 * change nothing is refused rather than wasted.
 *
 * @example
 * // A 2 on the temple while a 5 and a 3 lie there:
 * placeDie(state, { player: 0, die: 2, spot: 'temple' }, { templeField: 4, fire: { take: 'gift', then: 'shell' } })
 */
export function placeDie(state: BoraBoraState, move: DiePlacement, choices: Choices = {}, options: ApplyOptions = {}): Resolution {
  if (state.phase !== 'A') return halt('wrong-phase', { phase: state.phase });
  const owner = playerAt(state, move.player);
  if (!owner) return halt('no-such-player', { player: move.player });
  if (state.order[state.active] !== move.player) return halt('not-your-turn', { player: move.player });
  if (!state.spots.includes(move.spot)) return halt('spot-not-in-play', { spot: move.spot });
  if (!owner.dice.includes(move.die)) return halt('no-such-die', { die: move.die });

  const onSpot = state.dice[move.spot] ?? [];
  const lowest = lowestDie(onSpot);
  const fits = fitsWithoutBlue(
    onSpot.map((d) => d.value),
    move.die,
    move.spot,
  );
  if (move.blue && fits) return halt('god-has-no-effect', { god: 'blue', die: move.die });
  if (!move.blue && !fits) return halt('die-not-lower', { die: move.die, lowest: lowest ?? 0 });
  if (move.white && (move.spot === 'fishing' || move.die === 6)) return halt('god-has-no-effect', { god: 'white', die: move.die });

  const ctx = startCtx(state, choices, options);
  const player = move.player;
  if (move.blue) {
    const paid = payForGod(ctx, player, 'blue', move.blue);
    if (paid) return paid;
  }
  if (move.white) {
    const paid = payForGod(ctx, player, 'white', move.white);
    if (paid) return paid;
  }
  const action = decide(ctx, 'action', actionsOf(move.spot), (options) => ({ player, kind: 'action', options }));
  if (!action.ok) return action.halt;

  const p = who(ctx, player);
  p.dice.splice(p.dice.indexOf(move.die), 1);
  const placed = ctx.s.dice[move.spot] ?? [];
  placed.push({ player, value: move.die, blue: !!move.blue });
  ctx.s.dice[move.spot] = placed;
  const reach = actsAs(move.die, !!move.white);
  emit(ctx, {
    type: 'die-placed',
    player,
    spot: move.spot,
    action: action.value,
    value: move.die,
    lowestBefore: lowest,
    blue: !!move.blue,
    actsAs: reach,
  });
  const stop = resolveAction(ctx, player, action.value, reach);
  if (stop) return stop;
  passTurn(ctx);
  return finish(ctx);
}

/**
 * The placements open to the player whose turn it is, without gods: each
 * die face on each spot (and each action of a combined tile) whose action can
 * be carried out. Placements that need a blue god are left out.
 */
export function legalPlacements(state: BoraBoraState): { move: DiePlacement; action: Action }[] {
  const player = state.order[state.active];
  const p = player === undefined ? undefined : state.players[player];
  if (state.phase !== 'A' || player === undefined || !p) return [];
  const out: { move: DiePlacement; action: Action }[] = [];
  for (const die of [...new Set(p.dice)].sort((a, b) => a - b)) {
    for (const spot of state.spots) {
      for (const action of actionsOf(spot)) {
        const move = { player, die, spot };
        const r = placeDie(state, move, actionsOf(spot).length > 1 ? { action } : {});
        if (r.ok || r.reason === 'decision-needed') out.push({ move, action });
      }
    }
  }
  return out;
}
