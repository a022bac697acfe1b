import { shuffled, type Rng } from '../random';
import { ok, refuse, type Result } from '../result';
import { CARDS_PER_HAND, handSizeAtTurn, passDirection, TURNS_PER_AGE } from './age';
import { STARTING_COINS } from './city';
import { isPlayerCount, leftOf, MAX_PLAYERS, MIN_PLAYERS, rightOf } from './seating';
import { AGES, type Age, type CardColour, type Direction } from './types';

/**
 * Whether a card with the given player-count mark ("3+", "4+", …) is used at a
 * table of `players` (section "Przygotowanie do gry", "Przygotowanie kart
 * Epok"): only cards whose mark is lower than or equal to the player count.
 *
 * @example
 * isCardUsed(5, 5) // true
 * isCardUsed(6, 5) // false
 */
export function isCardUsed(playerMark: number, players: number): boolean {
  return playerMark <= players;
}

/**
 * Guild (purple) cards drawn at random and shuffled into the Age III deck:
 * the number of players + 2 (section "Przygotowanie kart Epok").
 *
 * @example
 * guildCount(5) // 7
 */
export function guildCount(players: number): number {
  return players + 2;
}

/**
 * Age cards in the box (section "Zawartość"): 49 of Age I, 49 of Age II and 50 of Age III, the
 * guilds among them. Which cards they are, and how many carry each player-count mark, is on the
 * card list sheet, which the source's text does not hold.
 */
export const AGE_CARDS_IN_BOX: Readonly<Record<Age, number>> = { 1: 49, 2: 49, 3: 50 };

/** One card in an Age's box, as building a deck reads it: its name, its colour and, but on a guild, its player-count mark. */
export interface BoxCard {
  name: string;
  colour: CardColour;
  /** "3+" is 3. A guild's is not read: guilds join Age III's deck by a draw. */
  mark?: number;
}

/**
 * The deck of one Age for a table of `players` (section "Przygotowanie kart Epok"): the Age's
 * cards whose player-count mark is at most `players` and, for Age III, `guildCount(players)` of
 * the purple guilds drawn at random; shuffled. A guild joins Age III's deck by this draw only,
 * never by its mark. Returns the cards' names, one per card (a name printed on two cards comes twice).
 *
 * @example
 * ageDeck([{ name: 'a', colour: 'blue', mark: 3 }, { name: 'b', colour: 'red', mark: 5 }], 1, 4, rng) // ['a']
 */
export function ageDeck(box: readonly BoxCard[], age: Age, players: number, rng: Rng): string[] {
  const marked = box.filter((c) => c.colour !== 'purple' && c.mark !== undefined && isCardUsed(c.mark, players));
  const guilds = age === 3 ? shuffled(box.filter((c) => c.colour === 'purple'), rng).slice(0, guildCount(players)) : [];
  return shuffled([...marked, ...guilds], rng).map((c) => c.name);
}

/** What the source's setup and Age structure say for a given number of players. */
export interface SetupSummary {
  players: number;
  /** Player-count marks of the cards kept in each Age deck: 3 up to `players`. */
  playerMarksUsed: number[];
  /** Guild cards added to the Age III deck: players + 2. */
  guilds: number;
  /** Cards dealt to each player at the start of each Age: 7. */
  cardsPerPlayerPerAge: number;
  /** Cards dealt in all at the start of each Age: 7 × players. */
  cardsDealtPerAge: number;
  /** Coins each player starts with: 3. */
  startingCoinsEach: number;
  /** Coins taken from the bank at setup: 3 × players. */
  coinsFromBank: number;
  /** Hand size at the start of turns 1..6: 7, 6, 5, 4, 3, 2. */
  handSizeByTurn: number[];
  /** Cards each player plays per Age, one a turn (built, tucked or discarded for coins): 6. */
  cardsPlayedPerPlayerPerAge: number;
  /** Cards each player discards without coins per Age, the leftover of turn 6: 1. */
  cardsDiscardedWithoutCoinsPerPlayerPerAge: number;
  /** The way hands are passed in Ages I, II and III. */
  passDirections: Record<Age, Direction>;
  /** Per seat, the seats of its two neighbours. */
  neighbours: { seat: number; left: number; right: number }[];
}

/**
 * Summarises the set-up and the shape of each Age for a table of `players`
 * (sections "Przygotowanie do gry" and "Przebieg Epoki"). Only what the source
 * states; the composition of the decks is not in the source and not modelled.
 *
 * @example
 * const r = setupFor(5);
 * if (r.ok) r.value.guilds // 7
 */
export function setupFor(players: number): Result<SetupSummary, 'player-count-out-of-range'> {
  if (!isPlayerCount(players)) {
    return refuse('player-count-out-of-range', { players, min: MIN_PLAYERS, max: MAX_PLAYERS });
  }
  const seats = Array.from({ length: players }, (_, seat) => seat);
  const turns = Array.from({ length: TURNS_PER_AGE }, (_, t) => t + 1);
  const marks = Array.from({ length: MAX_PLAYERS - MIN_PLAYERS + 1 }, (_, i) => MIN_PLAYERS + i);
  const passDirections = Object.fromEntries(AGES.map((age) => [age, passDirection(age)])) as Record<
    Age,
    Direction
  >;
  return ok({
    players,
    playerMarksUsed: marks.filter((mark) => isCardUsed(mark, players)),
    guilds: guildCount(players),
    cardsPerPlayerPerAge: CARDS_PER_HAND,
    cardsDealtPerAge: CARDS_PER_HAND * players,
    startingCoinsEach: STARTING_COINS,
    coinsFromBank: STARTING_COINS * players,
    handSizeByTurn: turns.map(handSizeAtTurn),
    cardsPlayedPerPlayerPerAge: TURNS_PER_AGE,
    // Each turn takes one card from the hand; what is left after turn 6 is discarded.
    cardsDiscardedWithoutCoinsPerPlayerPerAge: CARDS_PER_HAND - TURNS_PER_AGE,
    passDirections,
    neighbours: seats.map((seat) => ({
      seat,
      left: leftOf(seat, players),
      right: rightOf(seat, players),
    })),
  });
}
