/**
 * Spreading along a land or a water path (section "Akcja
 * rozprzestrzeniania się"), from the land and water action tiles in Phase A
 * and from the land and water people in Phase B.
 */
import type { GodPayment, Halt, HutSource, SpreadOption } from './choices';
import { decide, emit, halt, who, type Ctx } from './context';
import { gainMaterial, score, takeGifts } from './effects';
import { paymentOptions, payForGod } from './gods';
import { hasHut, pathsFrom } from './map';
import type { BoraBoraState, PlayerState } from './state';
import { TWELFTH_SPACE, type PathKind, type PlayerId } from './types';

/**
 * Regions a player can spread to along one kind of path with an action value
 * of `reach`: a region joined by such a path, of value at most `reach`, to a
 * region where the player already has a hut, and where the player has no hut
 * yet (one hut per player per region). Regions that touch only diagonally are
 * not joined by a path, so they are never reached. When several paths lead to
 * a region, the one of lowest value is reported.
 *
 * @example
 * // With a water path of value 5 from the player's region: a 5 or a 6 reaches it, a 4 does not.
 */
export function spreadOptions(state: BoraBoraState, player: PlayerId, kind: PathKind, reach: number): SpreadOption[] {
  const best = new Map<string, SpreadOption>();
  for (const region of state.regions) {
    if (!hasHut(state, player, region.id)) continue;
    for (const path of pathsFrom(state, region.id, kind)) {
      if (path.value > reach || hasHut(state, player, path.to)) continue;
      const target = state.regions.find((r) => r.id === path.to);
      if (!target) continue;
      const known = best.get(path.to);
      if (known && known.pathValue <= path.value) continue;
      best.set(path.to, { region: path.to, from: region.id, path: kind, pathValue: path.value, displaces: target.site });
    }
  }
  const order = state.regions.map((r) => r.id);
  return [...best.values()].sort((a, b) => order.indexOf(a.region) - order.indexOf(b.region));
}

/** Huts still on a player's board. */
function hutsOnPlayerBoard(p: PlayerState): number {
  return p.spaces.reduce((n, s) => n + s.huts, 0);
}

/**
 * Where a hut for the main board can come from (section "Akcja
 * rozprzestrzeniania się": any hut may be taken, though keeping the 12th
 * space for last is wise). All spaces but the 12th hold at most one hut and
 * are alike to the rules, so the choice is only the 12th space or another.
 */
function hutSources(p: PlayerState): HutSource[] {
  const options: HutSource[] = [];
  if (p.spaces.some((s, i) => i !== TWELFTH_SPACE && s.huts > 0)) options.push('other');
  if ((p.spaces[TWELFTH_SPACE]?.huts ?? 0) > 0) options.push('twelfth');
  return options;
}

/** Takes a hut off the player board: from the 12th space, or the first other space holding one. */
export function takeHut(ctx: Ctx, player: PlayerId): Halt | undefined {
  const p = who(ctx, player);
  const sources = hutSources(p);
  if (sources.length === 0) return halt('no-hut-on-board');
  const picked = decide(ctx, 'hutFrom', sources, (options) => ({ player, kind: 'hut-from', options }));
  if (!picked.ok) return picked.halt;
  const space = picked.value === 'twelfth' ? TWELFTH_SPACE : p.spaces.findIndex((s, i) => i !== TWELFTH_SPACE && s.huts > 0);
  const at = p.spaces[space];
  if (!at) return halt('no-hut-on-board');
  at.huts -= 1;
  emit(ctx, { type: 'hut-taken', player, space, hutsLeftThere: at.huts });
  return undefined;
}

/**
 * Puts the player's hut on a region's building site, moving a hut already
 * there aside within the same region, and gives the region's material or gift
 * (sections "Przygotowanie" and "Akcja rozprzestrzeniania się").
 * Interpretation: the source says the player "may take" the region's
 * material or gift; as taking it never hurts, the engine always gives it.
 */
export function settle(ctx: Ctx, player: PlayerId, region: string, via: SpreadOption | null, reach: number | null): Halt | undefined {
  const r = ctx.s.regions.find((x) => x.id === region);
  const spec = ctx.s.layout.regions.find((x) => x.id === region);
  if (!r || !spec) return halt('invalid-choice', { choice: 'region', value: region });
  if (r.site !== null) {
    const owner = r.site;
    r.aside.push(owner);
    r.site = null;
    emit(ctx, { type: 'hut-moved-aside', owner, region });
  }
  r.site = player;
  emit(ctx, {
    type: 'hut-placed',
    player,
    region,
    from: via?.from ?? null,
    path: via?.path ?? null,
    pathValue: via?.pathValue ?? null,
    reach,
  });
  emit(ctx, { type: 'resource-taken', player, resource: spec.resource, region, ...(via ? { reading: 'always-take' as const } : {}) });
  if (spec.resource === 'gift') {
    takeGifts(ctx, player, 1);
    return undefined;
  }
  return gainMaterial(ctx, player, spec.resource);
}

/**
 * The red god, offered right after a spread and only then (section
 * "Czerwony bóg"): the player scores the fish tile of the new region, at most
 * once per region. Asked only when the player can pay for it.
 */
function offerRedGod(ctx: Ctx, player: PlayerId, region: string): Halt | undefined {
  const p = who(ctx, player);
  const r = ctx.s.regions.find((x) => x.id === region);
  if (!r || p.fishScored.includes(region)) return undefined;
  const options: (GodPayment | 'none')[] = ['none', ...paymentOptions(p, 'red')];
  const picked = decide(ctx, 'red', options, (o) => ({ player, kind: 'red', region, fish: r.fish, options: o }));
  if (!picked.ok) return picked.halt;
  if (picked.value === 'none') return undefined;
  const paid = payForGod(ctx, player, 'red', picked.value);
  if (paid) return paid;
  p.fishScored.push(region);
  emit(ctx, { type: 'fish-scored', player, region, fish: r.fish });
  score(ctx, player, r.fish, 'fish-tile');
  return undefined;
}

/** Resolves a spread along a `kind` path with an action value of `reach`. */
export function resolveSpread(ctx: Ctx, player: PlayerId, kind: PathKind, reach: number): Halt | undefined {
  const p = who(ctx, player);
  if (hutsOnPlayerBoard(p) === 0) return halt('no-hut-on-board');
  const options = spreadOptions(ctx.s, player, kind, reach);
  if (options.length === 0) return halt('no-spread-possible', { path: kind, reach });
  const picked = decide(
    ctx,
    'region',
    options.map((o) => o.region),
    () => ({ player, kind: 'region', path: kind, reach, options }),
  );
  if (!picked.ok) return picked.halt;
  const via = options.find((o) => o.region === picked.value) ?? null;
  return takeHut(ctx, player) ?? settle(ctx, player, picked.value, via, reach) ?? offerRedGod(ctx, player, picked.value);
}
