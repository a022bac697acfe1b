import { ok, refuse, type Result } from '../result';
import { isPlayerCount, leftOf, MAX_PLAYERS, MIN_PLAYERS, rightOf } from './seating';
import type { Action, Age, Direction } from './types';

/** Cards dealt to each player at the start of an Age (section "Przebieg Epoki"). */
export const CARDS_PER_HAND = 7;

/** Turns in each Age (section "Przebieg Epoki": "Każda Epoka składa się z 6 tur"). */
export const TURNS_PER_AGE = 6;

/**
 * The way hands are passed at the end of a turn in the given Age (section
 * "3. Przekazanie kart sąsiadowi"): to the neighbour on the left in Ages I and
 * III, to the neighbour on the right in Age II.
 *
 * @example
 * passDirection(2) // 'right'
 */
export function passDirection(age: Age): Direction {
  return age === 2 ? 'right' : 'left';
}

/**
 * How many cards a player holds at the start of a turn (sections "Przebieg
 * Epoki" and "3. Przekazanie kart sąsiadowi"): 7 dealt for turn 1, one fewer
 * passed each turn, 2 on the last, 6th turn. Outside turns 1–6 a player holds
 * no hand, so the answer is 0.
 *
 * @example
 * handSizeAtTurn(6) // 2
 */
export function handSizeAtTurn(turn: number): number {
  if (!Number.isInteger(turn) || turn < 1 || turn > TURNS_PER_AGE) return 0;
  return CARDS_PER_HAND + 1 - turn;
}

/** One player's choice in one turn: the card taken from the hand and what it is used for. */
export interface TurnPick {
  card: string;
  action: Action;
}

/** Everything needed to play out one Age's card passing. */
export interface AgeInput {
  age: Age;
  /** Seat -> the 7 card names dealt to that seat. */
  hands: string[][];
  /** Turn (0..5) -> seat -> that seat's pick. */
  picks: TurnPick[][];
}

/** What happened in one turn of an Age. */
export interface TurnTrace {
  /** 1..6. */
  turn: number;
  /** Seat -> the hand held at the start of the turn. */
  handsBefore: string[][];
  /** Seat -> the pick made. */
  picks: TurnPick[];
  /** Seat -> the hand held after passing (turns 1–5) or after the last discard (turn 6: empty). */
  handsAfter: string[][];
  /** The way the hands went; null on turn 6, when nothing is passed. */
  passed: Direction | null;
  /** Turn 6 only: each seat's leftover card, discarded without coins. Empty on other turns. */
  lastCardsDiscarded: string[];
}

/** The card passing of a whole Age. */
export interface AgeOutcome {
  turns: TurnTrace[];
  /** Seat -> the 6 picks made, in turn order. */
  played: TurnPick[][];
  /**
   * Cards that reached the discard pile this Age, in order: turn by turn and
   * seat by seat, every card picked with the `discard` action and, on turn 6,
   * each seat's leftover card (placed before that seat's chosen card, since the
   * source has the other card discarded first and the chosen one played after).
   */
  discardPile: string[];
}

/** Why {@link playAge} refuses. */
export type AgeRefusal =
  | 'player-count-out-of-range'
  | 'wrong-hand-size'
  | 'card-not-in-hand'
  | 'missing-pick';

/**
 * Passes every hand one seat in `direction` (section "3. Przekazanie kart
 * sąsiadowi"): each seat gives its hand to its neighbour on that side, so it
 * receives the hand of its neighbour on the other side. Returns new arrays.
 *
 * @example
 * passHands([['a'], ['b'], ['c']], 'left') // [['c'], ['a'], ['b']]
 */
export function passHands(hands: readonly (readonly string[])[], direction: Direction): string[][] {
  const n = hands.length;
  return hands.map((_, seat) => {
    const giver = direction === 'left' ? rightOf(seat, n) : leftOf(seat, n);
    return [...(hands[giver] ?? [])];
  });
}

/**
 * Plays out the card passing of one Age (section "Przebieg Epoki", its three
 * turn steps, and "Ostatnia, 6. tura"): in each of 6 turns every seat takes its pick from its
 * hand, then the rest of each hand is passed to the left (Ages I, III) or
 * right (Age II). On turn 6 each seat holds 2 cards, takes one and discards the
 * other without coins.
 *
 * The picks are checked against the hands only: whether a seat may build a
 * card or a Wonder stage depends on its city (see `playCard`), and coins for a
 * `discard` action are paid there too. Cards are matched by name; a hand may
 * hold two cards of the same name, and picking removes one of them.
 *
 * Refusals, each with `detail` naming where:
 * - `player-count-out-of-range` — not 3–7 hands (`players`);
 * - `wrong-hand-size` — a hand not of 7 cards (`seat`, `size`, `expected`);
 * - `missing-pick` — no pick for a seat in a turn (`turn` 1..6, `seat`);
 * - `card-not-in-hand` — a pick names a card the seat does not hold that turn
 *   (`turn`, `seat`, `card`).
 * Picks beyond turn 6 or beyond the last seat are not read.
 *
 * Never mutates `input`.
 *
 * @example
 * const r = playAge({ age: 1, hands, picks });
 * if (r.ok) r.value.turns[0]?.passed // 'left'
 */
export function playAge(input: AgeInput): Result<AgeOutcome, AgeRefusal> {
  const { age, hands: dealt, picks } = input;
  const players = dealt.length;
  if (!isPlayerCount(players)) {
    return refuse('player-count-out-of-range', { players, min: MIN_PLAYERS, max: MAX_PLAYERS });
  }
  for (const [seat, hand] of dealt.entries()) {
    if (hand.length !== CARDS_PER_HAND) {
      return refuse('wrong-hand-size', { seat, size: hand.length, expected: CARDS_PER_HAND });
    }
  }

  const direction = passDirection(age);
  const turns: TurnTrace[] = [];
  const played: TurnPick[][] = dealt.map(() => []);
  const discardPile: string[] = [];
  let hands = dealt.map((h) => [...h]);

  for (let t = 0; t < TURNS_PER_AGE; t++) {
    const turn = t + 1;
    const lastTurn = turn === TURNS_PER_AGE;
    const handsBefore = hands.map((h) => [...h]);
    const turnPicks: TurnPick[] = [];
    const lastCardsDiscarded: string[] = [];

    for (let seat = 0; seat < players; seat++) {
      const pick = picks[t]?.[seat];
      if (!pick) return refuse('missing-pick', { turn, seat });
      const hand = hands[seat] ?? [];
      const at = hand.indexOf(pick.card);
      if (at < 0) return refuse('card-not-in-hand', { turn, seat, card: pick.card });

      const rest = hand.filter((_, i) => i !== at);
      const chosen = { card: pick.card, action: pick.action };
      turnPicks.push(chosen);
      played[seat]?.push({ ...chosen });
      if (lastTurn) {
        // Turn 6: the other card goes to the pile and earns nothing.
        lastCardsDiscarded.push(...rest);
        discardPile.push(...rest);
        hands[seat] = [];
      } else {
        hands[seat] = rest;
      }
      if (pick.action === 'discard') discardPile.push(pick.card);
    }

    if (!lastTurn) hands = passHands(hands, direction);
    turns.push({
      turn,
      handsBefore,
      picks: turnPicks,
      handsAfter: hands.map((h) => [...h]),
      passed: lastTurn ? null : direction,
      lastCardsDiscarded,
    });
  }

  return ok({ turns, played, discardPile });
}
