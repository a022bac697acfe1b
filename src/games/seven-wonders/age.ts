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
export type AgeRefusal = DealRefusal | 'card-not-in-hand' | 'missing-pick';

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

/** Why a deal is refused: not 3–7 hands, or a hand not of 7 cards. */
export type DealRefusal = 'player-count-out-of-range' | 'wrong-hand-size';

/**
 * Checks the hands dealt at the start of an Age (sections "Przygotowanie do
 * gry" and "Przebieg Epoki"): one hand for each of 3–7 players, 7 cards each.
 * Refuses with `player-count-out-of-range` (`players`) or `wrong-hand-size`
 * (`seat`, `size`, `expected`).
 *
 * @example
 * checkDeal([['a'], ['b'], ['c']]) // refused: wrong-hand-size at seat 0
 */
export function checkDeal(hands: readonly (readonly string[])[]): Result<true, DealRefusal> {
  const players = hands.length;
  if (!isPlayerCount(players)) {
    return refuse('player-count-out-of-range', { players, min: MIN_PLAYERS, max: MAX_PLAYERS });
  }
  for (const [seat, hand] of hands.entries()) {
    if (hand.length !== CARDS_PER_HAND) {
      return refuse('wrong-hand-size', { seat, size: hand.length, expected: CARDS_PER_HAND });
    }
  }
  return ok(true);
}

/** One turn played: its trace, and the cards it sent to the discard pile, in order. */
export interface TurnPlayed {
  trace: TurnTrace;
  discarded: string[];
}

/**
 * Plays one turn of an Age (section "Przebieg Epoki", its three turn steps,
 * and "Ostatnia, 6. tura"): every seat takes its pick from its hand, then the
 * rest of each hand is passed to the left (Ages I, III) or right (Age II). On
 * turn 6 each seat holds 2 cards, takes one and discards the other without
 * coins. `turn` counts from 1. The discarded cards are, seat by seat, the
 * leftover of turn 6 and then the card picked with the `discard` action.
 *
 * Refuses with `missing-pick` (`turn`, `seat`) or `card-not-in-hand` (`turn`,
 * `seat`, `card`), the first seat in order. Never mutates its inputs.
 *
 * @example
 * const r = playTurn(hands, picks, 1, 1);
 * if (r.ok) r.value.trace.passed // 'left'
 */
export function playTurn(
  hands: readonly (readonly string[])[],
  picks: readonly (TurnPick | undefined)[],
  turn: number,
  age: Age,
): Result<TurnPlayed, 'missing-pick' | 'card-not-in-hand'> {
  const lastTurn = turn === TURNS_PER_AGE;
  const turnPicks: TurnPick[] = [];
  const lastCardsDiscarded: string[] = [];
  const discarded: string[] = [];
  const kept: string[][] = [];

  for (const [seat, hand] of hands.entries()) {
    const pick = picks[seat];
    if (!pick) return refuse('missing-pick', { turn, seat });
    const at = hand.indexOf(pick.card);
    if (at < 0) return refuse('card-not-in-hand', { turn, seat, card: pick.card });

    const rest = hand.filter((_, i) => i !== at);
    turnPicks.push({ card: pick.card, action: pick.action });
    if (lastTurn) {
      // Turn 6: the other card goes to the pile and earns nothing.
      lastCardsDiscarded.push(...rest);
      discarded.push(...rest);
      kept.push([]);
    } else {
      kept.push(rest);
    }
    if (pick.action === 'discard') discarded.push(pick.card);
  }

  const direction = passDirection(age);
  const handsAfter = lastTurn ? kept : passHands(kept, direction);
  return ok({
    trace: {
      turn,
      handsBefore: hands.map((h) => [...h]),
      picks: turnPicks,
      handsAfter,
      passed: lastTurn ? null : direction,
      lastCardsDiscarded,
    },
    discarded,
  });
}

/**
 * Plays out the card passing of one Age (section "Przebieg Epoki"): the deal
 * checked by {@link checkDeal}, then 6 turns of {@link playTurn}.
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
  const deal = checkDeal(dealt);
  if (!deal.ok) return deal;

  const turns: TurnTrace[] = [];
  const played: TurnPick[][] = dealt.map(() => []);
  const discardPile: string[] = [];
  let hands: readonly (readonly string[])[] = dealt;
  for (let turn = 1; turn <= TURNS_PER_AGE; turn++) {
    const r = playTurn(hands, picks[turn - 1] ?? [], turn, age);
    if (!r.ok) return r;
    turns.push(r.value.trace);
    r.value.trace.picks.forEach((pick, seat) => played[seat]?.push({ ...pick }));
    discardPile.push(...r.value.discarded);
    hands = r.value.trace.handsAfter;
  }
  return ok({ turns, played, discardPile });
}
