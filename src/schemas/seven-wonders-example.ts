import { z } from 'zod';
import type { Action, Age, CardColour } from '../games/seven-wonders';
import { cardMismatch } from '../games/seven-wonders/cards';
import { bilingual } from './i18n-text';

const age = z.union([z.literal(1), z.literal(2), z.literal(3)]) satisfies z.ZodType<Age>;
const shields = z.number().int().min(0).max(30);
const name = z.string().min(1).max(20);
const colour = z.enum(['brown', 'grey', 'blue', 'yellow', 'red', 'green', 'purple']) satisfies z.ZodType<CardColour>;
const card = z.object({ id: z.string().min(1), name: bilingual, colour, shields: z.number().int().min(0).optional() }).strict();
const action = z.enum(['build', 'wonder', 'discard']) satisfies z.ZodType<Action>;

/** An example of one kind: its title, summary and kind, then the fields of that kind, and nothing else. */
const example = <K extends string, S extends z.ZodRawShape>(kind: K, shape: S) =>
  z.object({ title: bilingual, summary: bilingual, kind: z.literal(kind), ...shape }).strict();

/** The source's own example: one player against both neighbours at the end of an Age. */
export const militaryConflict = example('military-conflict', {
  age,
  /** Seat 0 is the player the example follows; then the left and the right neighbour. */
  players: z.array(z.object({ name: bilingual, shields }).strict()).length(3),
});

/** A whole table: every player against both neighbours. */
export const militaryRing = example('military-ring', {
  age,
  /** Names for up to 7 seats; the table uses the first `players` of them. */
  names: z.array(name).min(7).max(7),
  shields: z.array(shields).min(7).max(7),
  players: z.number().int().min(3).max(7),
});

/** One Age of card passing. Each seat takes the first card of its preference list that is in its hand. */
export const cardPassing = example('card-passing', {
  age,
  names: z.array(name).min(3).max(7),
  cards: z.array(card).min(21),
  /** Card ids dealt to each seat, 7 each. */
  hands: z.array(z.array(z.string()).length(7)).min(3).max(7),
  /** Per seat, card ids in the order that seat prefers them; the reader overrides seat 0's picks. */
  preferences: z.array(z.array(z.string()).min(1)).min(3).max(7),
}).superRefine((ex, ctx) => {
  // Every card dealt must be a card of this Age, of its colour, used at this many players (the engine's card list).
  const dealt = new Set(ex.hands.flat());
  ex.cards.forEach((card, i) => {
    if (!dealt.has(card.id)) return;
    const why = cardMismatch(card.id, card.colour, ex.age, ex.hands.length);
    if (why) ctx.addIssue({ code: 'custom', path: ['cards', i, 'id'], message: `${card.id}: ${why} (Age ${ex.age}, ${ex.hands.length} players)` });
  });
});

/** One city over a few turns: what a card can do, and what the rules refuse. */
export const turnActions = example('turn-actions', {
  wonderStages: z.number().int().min(2).max(4),
  cards: z.array(card).min(1),
  /** Buildings already in the city when the example starts (card ids). */
  city: z.array(z.string()),
  /** The card played each turn and the action the example takes (the reader may pick another). */
  turns: z.array(z.object({ card: z.string(), action }).strict()).min(1).max(6),
});

export const sevenWondersExample = z.discriminatedUnion('kind', [militaryConflict, militaryRing, cardPassing, turnActions]);
export type SevenWondersExample = z.infer<typeof sevenWondersExample>;
export type SevenWondersCard = z.infer<typeof card>;
