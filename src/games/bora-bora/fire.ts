/**
 * The fire bonus (section "Bonus ognia"), earned once for each priest placed
 * in the temple and each building built: a god card or a gift, and a step on
 * the position track or a shell. Never two of the first pair, never both.
 */
import type { FireChoice, Halt } from './choices';
import { decide, emit, type Ctx } from './context';
import { cardSourceOptions, drawGodCard, movePosition, takeGifts, takeShells } from './effects';
import type { PlayerId } from './types';

/** The fire bonus options now open: a god card only while one can be drawn. */
function fireOptions(ctx: Ctx): FireChoice[] {
  const takes: FireChoice['take'][] = cardSourceOptions(ctx).length > 0 ? ['god-card', 'gift'] : ['gift'];
  return takes.flatMap((take) => (['position', 'shell'] as const).map((then) => ({ take, then })));
}

export function resolveFireBonus(ctx: Ctx, player: PlayerId): Halt | undefined {
  const picked = decide(ctx, 'fire', fireOptions(ctx), (options) => ({ player, kind: 'fire', options }));
  if (!picked.ok) return picked.halt;
  const { take, then } = picked.value;
  emit(ctx, { type: 'fire-bonus', player, take, then });
  if (take === 'gift') takeGifts(ctx, player, 1);
  else {
    const drawn = drawGodCard(ctx, player);
    if (drawn) return drawn;
  }
  if (then === 'position') movePosition(ctx, player, 1);
  else takeShells(ctx, player, 1);
  return undefined;
}
