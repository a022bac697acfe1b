/**
 * Small gains that many rules share: points, gifts, shells, steps on the
 * position track, god cards and building materials. Each appends its event.
 */
import type { CardSource, Halt } from './choices';
import { decideNext, emit, halt, invalidChoice, who, type Ctx } from './context';
import type { ScoreSource } from './events';
import { shuffleSeeded } from './random';
import type { Material, PlayerId } from './types';

export function score(ctx: Ctx, player: PlayerId, points: number, source: ScoreSource): void {
  const p = who(ctx, player);
  p.score += points;
  emit(ctx, { type: 'scored', player, points, for: source, total: p.score });
}

export function takeGifts(ctx: Ctx, player: PlayerId, count: number): void {
  const p = who(ctx, player);
  p.gifts += count;
  emit(ctx, { type: 'gift-taken', player, count, total: p.gifts });
}

export function takeShells(ctx: Ctx, player: PlayerId, count: number): void {
  const p = who(ctx, player);
  p.shells += count;
  emit(ctx, { type: 'shells-taken', player, count, total: p.shells });
}

/**
 * The last space of the position track; none (Infinity) for a made-up layout that prints no track
 * (one value or none: every space scores that value), where a marker goes as far as its steps take it.
 */
function lastPositionSpace(ctx: Ctx): number {
  const spaces = ctx.s.layout.positionPoints.length;
  return spaces > 1 ? spaces - 1 : Infinity;
}

/**
 * Moves a position marker forward (section "Akcja pomocnika", tattooing): a
 * marker that lands on an occupied space goes on top of the stack there.
 * Interpretation: the source does not say what happens past the end of the
 * track; the marker stops on the last space, and the event says so (not for
 * a made-up layout that gives no track at all, whose single space is no end).
 */
export function movePosition(ctx: Ctx, player: PlayerId, steps: number): void {
  const p = who(ctx, player);
  const from = p.position;
  const to = Math.min(from + steps, lastPositionSpace(ctx));
  p.position = to;
  ctx.s.positionClock += 1;
  p.positionStamp = ctx.s.positionClock;
  emit(ctx, { type: 'position-moved', player, from, to, steps, ...(from + steps > to ? { reading: 'stops-at-track-end' as const } : {}) });
}

/** The top card of the god deck, reshuffling the discard pile when the deck is empty (section "Bogowie"). */
function popDeck(ctx: Ctx): Ctx['s']['godDeck'][number] | undefined {
  const s = ctx.s;
  if (s.godDeck.length === 0 && s.godDiscard.length > 0) {
    const [deck, seed] = shuffleSeeded(s.godDiscard, s.seed);
    s.godDeck = deck;
    s.godDiscard = [];
    s.seed = seed;
    emit(ctx, { type: 'god-deck-reshuffled', cards: deck.length });
  }
  return s.godDeck.shift();
}

/** Where a god card could come from now: the deck (or the pile to reshuffle) and each face-up card. */
export function cardSourceOptions(ctx: Ctx): CardSource[] {
  const options: CardSource[] = [];
  if (ctx.s.godDeck.length + ctx.s.godDiscard.length > 0) options.push('deck');
  ctx.s.godDisplay.forEach((_, i) => options.push(i));
  return options;
}

/**
 * Takes one god card into a player's hand: the top of the deck or one of the
 * face-up cards, which is replaced at once from the deck (section "Akcja
 * pomocnika", god cards). Asks for the source when there is a choice.
 */
export function drawGodCard(ctx: Ctx, player: PlayerId): Halt | undefined {
  const options = cardSourceOptions(ctx);
  if (options.length === 0) return halt('no-god-cards-left');
  const picked = decideNext(ctx, 'cardSources', options, (o) => ({
    player,
    kind: 'card-source',
    options: o,
    display: [...ctx.s.godDisplay],
  }));
  if (!picked.ok) return picked.halt;
  const source = picked.value;
  const p = who(ctx, player);
  if (source === 'deck') {
    const colour = popDeck(ctx);
    if (!colour) return halt('no-god-cards-left');
    p.godCards.push(colour);
    emit(ctx, { type: 'god-card-drawn', player, from: 'deck', colour, replacedBy: null });
    return undefined;
  }
  const colour = ctx.s.godDisplay[source];
  if (!colour) return invalidChoice('cardSources', source);
  p.godCards.push(colour);
  const refill = popDeck(ctx);
  if (refill) ctx.s.godDisplay[source] = refill;
  else ctx.s.godDisplay.splice(source, 1);
  emit(ctx, { type: 'god-card-drawn', player, from: source, colour, replacedBy: refill ?? null });
  return undefined;
}

/** Empty ritual spaces of a player that take this material. */
function freeRitualSpaces(ctx: Ctx, player: PlayerId, material: Material): number[] {
  const p = who(ctx, player);
  return ctx.s.layout.ritual.flatMap((spec, i) => (spec.material === material && p.ritual[i] === 'empty' ? [i] : []));
}

/**
 * A material goes onto an empty matching ritual space, or beside the player
 * board when there is none (section "Akcja pomocnika", materials). Asks which
 * space when more than one fits.
 */
export function gainMaterial(ctx: Ctx, player: PlayerId, material: Material): Halt | undefined {
  const p = who(ctx, player);
  const spaces = freeRitualSpaces(ctx, player, material);
  if (spaces.length === 0) {
    p.aside[material] += 1;
    emit(ctx, { type: 'material-placed', player, material, space: 'aside' });
    return undefined;
  }
  const picked = decideNext(ctx, 'materialSpaces', spaces, (o) => ({ player, kind: 'material-space', material, options: o }));
  if (!picked.ok) return picked.halt;
  const space = picked.value;
  p.ritual[space] = 'material';
  emit(ctx, { type: 'material-placed', player, material, space });
  return undefined;
}
