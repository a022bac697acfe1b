/**
 * The helper action (section "Akcja pomocnika"): the die is a budget of
 * points to trade. Tattooing a man, gathering shells with a woman and one
 * victory point cost 1 each; a gift, a god card, any material and moving a
 * hut to the 12th space cost 2 each. Trades may be mixed and repeated;
 * points left over are lost (the source lets the player stop: "nie musisz").
 */
import { tradeCost, type Halt, type Trade, type TradeOption } from './choices';
import { choose, emit, halt, invalidChoice, needDecision, who, type Ctx } from './context';
import { drawGodCard, gainMaterial, movePosition, score, takeGifts } from './effects';
import type { BoraBoraState, PlayerState } from './state';
import { MATERIALS, TWELFTH_SPACE, type PlayerId, type Sex } from './types';

/** Spaces with a person of this sex not yet shifted (tattooed or having gathered shells). */
function unshifted(p: PlayerState, sex: Sex): number[] {
  return p.spaces.flatMap((s, i) => (s.person && s.person.sex === sex && !s.person.shifted ? [i] : []));
}

/**
 * Spaces other than the 12th that still hold a hut, which could move to the
 * 12th space. Interpretation: once a person stands on the 12th space (after
 * its huts left), no hut can be moved there; the source does not say, and a
 * space holds huts or a person, never both.
 */
export function movableHuts(p: PlayerState): number[] {
  if (p.spaces[TWELFTH_SPACE]?.person) return [];
  return p.spaces.flatMap((s, i) => (i !== TWELFTH_SPACE && s.huts > 0 ? [i] : []));
}

/** The helper's menu for a player now, with the cost of each trade. */
export function helperMenu(state: BoraBoraState, player: PlayerId): TradeOption[] {
  const p = state.players[player];
  if (!p) return [];
  const menu: TradeOption[] = [];
  const men = unshifted(p, 'man');
  const women = unshifted(p, 'woman');
  if (men.length) menu.push({ kind: 'tattoo', cost: tradeCost('tattoo'), spaces: men });
  if (women.length) menu.push({ kind: 'shells', cost: tradeCost('shells'), spaces: women });
  menu.push({ kind: 'point', cost: tradeCost('point') }, { kind: 'gift', cost: tradeCost('gift') });
  const cards = state.godDeck.length + state.godDiscard.length + state.godDisplay.length;
  if (cards > 0) menu.push({ kind: 'god-card', cost: tradeCost('god-card') });
  menu.push({ kind: 'material', cost: tradeCost('material') });
  if (movableHuts(p).length) menu.push({ kind: 'move-hut', cost: tradeCost('move-hut') });
  return menu;
}

/** Total die points a list of trades costs. */
export function tradesCost(trades: readonly Trade[]): number {
  return trades.reduce((n, t) => n + tradeCost(t.kind), 0);
}

/**
 * Shifts a person on a player board: a man is tattooed and the marker moves
 * one space per position symbol; a woman gathers the shells she shows. Each
 * person can be shifted once in the game.
 */
function shift(ctx: Ctx, player: PlayerId, space: number, sex: Sex): Halt | undefined {
  const p = who(ctx, player);
  const person = p.spaces[space]?.person;
  if (!person || person.sex !== sex || person.shifted) return halt('nothing-to-shift', { space, sex });
  person.shifted = true;
  if (sex === 'man') {
    emit(ctx, { type: 'tattooed', player, space, symbols: person.symbols });
    movePosition(ctx, player, person.symbols);
  } else {
    p.shells += person.symbols;
    emit(ctx, { type: 'shells-gathered', player, space, shells: person.symbols, total: p.shells });
  }
  return undefined;
}

/** Moves one hut from the first other space holding one to the 12th space (any number may stand there). */
export function moveHutToTwelfth(ctx: Ctx, player: PlayerId): Halt | undefined {
  const p = who(ctx, player);
  const from = movableHuts(p)[0];
  const source = from === undefined ? undefined : p.spaces[from];
  const twelfth = p.spaces[TWELFTH_SPACE];
  if (from === undefined || !source || !twelfth) return halt('no-hut-to-move');
  source.huts -= 1;
  twelfth.huts += 1;
  emit(ctx, { type: 'hut-to-twelfth', player, from, hutsOnTwelfth: twelfth.huts });
  return undefined;
}

function applyTrade(ctx: Ctx, player: PlayerId, trade: Trade): Halt | undefined {
  switch (trade.kind) {
    case 'tattoo':
      return shift(ctx, player, trade.space, 'man');
    case 'shells':
      return shift(ctx, player, trade.space, 'woman');
    case 'point':
      score(ctx, player, 1, 'helper');
      return undefined;
    case 'gift':
      takeGifts(ctx, player, 1);
      return undefined;
    case 'god-card':
      return drawGodCard(ctx, player);
    case 'material':
      if (!MATERIALS.includes(trade.material)) return invalidChoice('trades', trade);
      return gainMaterial(ctx, player, trade.material);
    case 'move-hut':
      return moveHutToTwelfth(ctx, player);
    default:
      return invalidChoice('trades', trade);
  }
}

/** Resolves the helper action with a budget of `budget` die points. */
export function resolveHelper(ctx: Ctx, player: PlayerId, budget: number): Halt | undefined {
  emit(ctx, { type: 'helper-budget', player, budget });
  const trades = choose(ctx, 'trades');
  if (trades === undefined) {
    return needDecision(ctx, { player, kind: 'trades', budget, menu: helperMenu(ctx.s, player) });
  }
  if (!Array.isArray(trades)) return invalidChoice('trades', trades);
  const cost = tradesCost(trades);
  if (cost > budget) return halt('over-budget', { budget, cost });
  if (ctx.s.godDeck.length + ctx.s.godDiscard.length + ctx.s.godDisplay.length === 0 && trades.some((t) => t.kind === 'god-card')) {
    return halt('no-god-cards-left');
  }
  let left = budget;
  for (const trade of trades) {
    left -= tradeCost(trade.kind);
    emit(ctx, { type: 'trade', player, trade, cost: tradeCost(trade.kind), left });
    const stop = applyTrade(ctx, player, trade);
    if (stop) return stop;
  }
  if (left > 0) emit(ctx, { type: 'helper-unspent', player, left });
  return undefined;
}
