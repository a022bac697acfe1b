/**
 * Paying for gods (section "Bogowie"). Every god card costs an offering of
 * one gift; two cards of the same colour, for one gift, act as any god; a god
 * tile acts as any god and needs no gift, and goes back to the box once used
 * (section "Płytki boga"). When each god may be played is checked where its
 * effect is resolved: blue and white when a die is placed (Phase A), red when
 * a hut is placed by spreading (Phases A and B), green in Phase B, yellow for
 * a task (Phase C and the end of the game).
 */
import { refuse } from '../result';
import type { GodPayment, Halt } from './choices';
import { emit } from './context';
import type { BoraBoraEvent } from './events';
import type { BoraBoraState, PlayerState } from './state';
import { GOD_COLOURS, type GodColour, type PlayerId } from './types';

/** How many cards of a colour a player holds. */
export function cardsOf(p: PlayerState, colour: GodColour): number {
  return p.godCards.filter((c) => c === colour).length;
}

/**
 * Every way the player can pay for `god` now: its own card (with a gift),
 * a pair of any one colour (with a gift), or a god tile.
 */
export function paymentOptions(p: PlayerState, god: GodColour): GodPayment[] {
  const options: GodPayment[] = [];
  if (p.gifts >= 1 && cardsOf(p, god) >= 1) options.push({ with: 'card' });
  if (p.gifts >= 1) {
    for (const colour of GOD_COLOURS) if (cardsOf(p, colour) >= 2) options.push({ with: 'pair', colour });
  }
  if (p.godTiles >= 1) options.push({ with: 'tile' });
  return options;
}

/** Why a payment is impossible, or `undefined` if it can be made. */
function paymentProblem(p: PlayerState, god: GodColour, payment: GodPayment): Halt | undefined {
  if (payment.with === 'tile') return p.godTiles >= 1 ? undefined : refuse('no-god-tile');
  const colour = payment.with === 'card' ? god : payment.colour;
  const needed = payment.with === 'card' ? 1 : 2;
  if (!GOD_COLOURS.includes(colour)) return refuse('invalid-choice', { choice: 'payment', value: String(colour) });
  if (cardsOf(p, colour) < needed) return refuse('no-god-card', { colour, needed, held: cardsOf(p, colour) });
  if (p.gifts < 1) return refuse('no-gift-to-offer', { god });
  return undefined;
}

/**
 * Pays for `god`: cards to the discard pile and a gift to the supply, or a
 * god tile to the box. Records a `god-played` event.
 */
export function payForGod(
  ctx: { s: BoraBoraState; events: BoraBoraEvent[] },
  player: PlayerId,
  god: GodColour,
  payment: GodPayment,
): Halt | undefined {
  const p = ctx.s.players[player];
  if (!p) return refuse('no-such-player', { player });
  const problem = paymentProblem(p, god, payment);
  if (problem) return problem;
  if (payment.with === 'tile') {
    p.godTiles -= 1;
  } else {
    const colour = payment.with === 'card' ? god : payment.colour;
    const count = payment.with === 'card' ? 1 : 2;
    for (let i = 0; i < count; i++) {
      p.godCards.splice(p.godCards.indexOf(colour), 1);
      ctx.s.godDiscard.push(colour);
    }
    p.gifts -= 1;
  }
  emit(ctx, { type: 'god-played', player, god, payment, giftsLeft: p.gifts });
  return undefined;
}
