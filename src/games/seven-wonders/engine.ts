/**
 * 7 Wonders as one {@link Engine} (DESIGN.md, "The engine contract"), built from the rule
 * functions beside it: an Age is dealt (`checkDeal`), then each of its 6 turns waits for every
 * seat's pick at once, the simultaneous choice of section "Przebieg Epoki" (`playTurn`, then
 * `playCard` for each seat), and the military conflicts end it (`resolveConflicts`). A worked
 * example of one city plays single cards into it (`playCard`) without hands.
 */
import type { TurnRefusal } from '../choiceEngine';
import type { Engine, Outcome } from '../contract';
import { ok, refuse } from '../result';
import { checkDeal, playTurn, type AgeRefusal, type TurnPick, type TurnTrace } from './age';
import { militaryStrength, playCard, type PlayRefusal } from './city';
import { resolveConflicts, type ConflictRefusal, type ConflictResolution } from './conflicts';
import type { Action, Age, Card, City, ConflictToken } from './types';

/** Cards by id: an Age's deck, or an example's own cards. Hands and moves name a card by its id. */
export type Deck = Readonly<Record<string, Card>>;

/** A table to start from: a new game (every city `startingCity`) or an example's position. */
export interface SevenWondersSetup {
  /** The Age the table is in, the one its next conflicts settle: Age I unless said. */
  age?: Age;
  /** Per seat, its city. */
  cities: readonly City[];
  /** The cards a `play` move may name; a deal brings its Age's own. */
  deck?: Deck;
}

/** The table: each city, each hand, the tokens taken, and how far the Age has gone. */
export interface SevenWondersState {
  age: Age;
  /** Turns played in the Age: 0 right after the deal, 6 once its cards are all played. */
  turn: number;
  /** Per seat, the ids of the cards held; empty before a deal and after an Age's last turn. */
  hands: string[][];
  deck: Deck;
  cities: City[];
  /** Per seat, the Conflict tokens taken so far, Age by Age. */
  tokens: ConflictToken[][];
  /** Card ids on the discard pile, in the order they reached it. */
  discardPile: string[];
}

/**
 * A move: deal an Age (its turns then wait for the seats' picks), play one card into one
 * city outside the hands (a worked example of a single city), or settle the Age's conflicts.
 * `shields` stands in for the cities' own strength where an example states each seat's
 * Shields rather than its cards.
 */
export type SevenWondersMove =
  | { kind: 'deal'; age: Age; hands: readonly (readonly string[])[]; deck: Deck }
  | { kind: 'play'; seat: number; card: string; action: Action }
  | { kind: 'conflicts'; shields?: readonly number[] };

/** The answer to a turn: every seat's pick, by seat, made at the same time. */
export type SevenWondersAnswer = readonly TurnPick[];

/** What the rules wait for during an Age: every seat's pick for this turn from these hands. */
export interface SevenWondersDecision {
  age: Age;
  /** The turn to play, 1..6. */
  turn: number;
  hands: readonly (readonly string[])[];
}

/** A card one seat played, and what it did (`PlayOutcome` without the city, which the state holds). */
export interface CardPlayed {
  kind: 'played';
  seat: number;
  card: Card;
  action: Action;
  coinsGained: number;
  stageBuilt?: number;
}

/** What happened, in order: a deal, a turn's picks and passing, each seat's play, a settlement. */
export type SevenWondersEvent =
  | { kind: 'dealt'; age: Age; hands: string[][] }
  | ({ kind: 'turn'; age: Age } & TurnTrace)
  | CardPlayed
  | { kind: 'conflicts'; resolution: ConflictResolution };

/**
 * Why the engine refuses: a rule's own reason, or a move the table cannot take: a card id
 * not in the deck, a seat not at the table, a deal of more or fewer hands than seats.
 */
export type SevenWondersRefusal = AgeRefusal | PlayRefusal | ConflictRefusal | TurnRefusal | 'unknown-card' | 'no-such-seat' | 'wrong-hand-count';

/** The table as plain data for a picture: per seat its hand, city, strength and tokens. */
export interface SevenWondersTableView {
  age: Age;
  turn: number;
  seats: { hand: readonly string[]; city: City; strength: number; tokens: readonly ConflictToken[] }[];
  discardPile: number;
}

type Applied = Outcome<SevenWondersState, SevenWondersEvent, SevenWondersRefusal>;

const replaced = <T>(list: readonly T[], at: number, value: T): T[] => list.map((x, i) => (i === at ? value : x));

function played(seat: number, card: Card, outcome: { action: Action; coinsGained: number; stageBuilt?: number }): CardPlayed {
  return { kind: 'played', seat, card, action: outcome.action, coinsGained: outcome.coinsGained, ...(outcome.stageBuilt === undefined ? {} : { stageBuilt: outcome.stageBuilt }) };
}

/** Section "Przebieg Epoki": the hands are checked, one per seat, every card in the deck. */
function deal(state: SevenWondersState, move: Extract<SevenWondersMove, { kind: 'deal' }>): Applied {
  const checked = checkDeal(move.hands);
  if (!checked.ok) return checked;
  if (move.hands.length !== state.cities.length) return refuse('wrong-hand-count', { hands: move.hands.length, seats: state.cities.length });
  for (const [seat, hand] of move.hands.entries()) {
    const unknown = hand.find((id) => !move.deck[id]);
    if (unknown !== undefined) return refuse('unknown-card', { seat, card: unknown });
  }
  const hands = move.hands.map((h) => [...h]);
  return { ok: true, state: { ...state, age: move.age, turn: 0, hands, deck: move.deck }, events: [{ kind: 'dealt', age: move.age, hands: hands.map((h) => [...h]) }] };
}

/** One turn (section "Przebieg Epoki", its three steps): the picks, each seat's play, the passing. */
function turn(state: SevenWondersState, picks: SevenWondersAnswer): Applied {
  const number = state.turn + 1;
  const r = playTurn(state.hands, picks, number, state.age);
  if (!r.ok) return r;
  const { trace, discarded } = r.value;
  const events: SevenWondersEvent[] = [{ kind: 'turn', age: state.age, ...trace }];
  let cities = state.cities;
  for (const [seat, pick] of trace.picks.entries()) {
    const card = state.deck[pick.card];
    if (!card) return refuse('unknown-card', { turn: number, seat, card: pick.card });
    const done = playCard(cities[seat]!, card, pick.action);
    if (!done.ok) return refuse(done.reason, { ...done.detail, turn: number, seat });
    cities = replaced(cities, seat, done.value.city);
    events.push(played(seat, card, done.value));
  }
  return { ok: true, state: { ...state, turn: number, hands: trace.handsAfter, cities, discardPile: [...state.discardPile, ...discarded] }, events };
}

/** Section "2. Zagranie karty": one card into one city, as a single city's example plays it. */
function playOne(state: SevenWondersState, move: Extract<SevenWondersMove, { kind: 'play' }>): Applied {
  const city = state.cities[move.seat];
  if (!city) return refuse('no-such-seat', { seat: move.seat });
  const card = state.deck[move.card];
  if (!card) return refuse('unknown-card', { card: move.card });
  const done = playCard(city, card, move.action);
  if (!done.ok) return done;
  const discardPile = move.action === 'discard' ? [...state.discardPile, move.card] : state.discardPile;
  return { ok: true, state: { ...state, cities: replaced(state.cities, move.seat, done.value.city), discardPile }, events: [played(move.seat, card, done.value)] };
}

/** Section "Rozstrzyganie konfliktów militarnych": every seat against both neighbours, tokens taken. */
function conflicts(state: SevenWondersState, move: Extract<SevenWondersMove, { kind: 'conflicts' }>): Applied {
  const shields = move.shields ?? state.cities.map((city) => militaryStrength(city));
  const r = resolveConflicts(shields, state.age);
  if (!r.ok) return r;
  const tokens = shields.map((_, seat) => [...(state.tokens[seat] ?? []), ...(r.value.tokens[seat] ?? [])]);
  return { ok: true, state: { ...state, tokens }, events: [{ kind: 'conflicts', resolution: r.value }] };
}

/** The table a setup gives: no card in hand, no token taken. Any setup is a table. */
export function tableOf(setup: SevenWondersSetup): SevenWondersState {
  return { age: setup.age ?? 1, turn: 0, hands: [], deck: setup.deck ?? {}, cities: [...setup.cities], tokens: setup.cities.map(() => []), discardPile: [] };
}

/**
 * The 7 Wonders engine. `decision` is the turn's simultaneous pick while cards are in the
 * hands; otherwise nothing is pending and the next move may come.
 *
 * @example
 * const start = tableOf({ cities: [3, 3, 3].map((n) => startingCity(n)) });
 * play(sevenWonders, start, [{ kind: 'deal', age: 1, hands, deck }], (d) => d.hands.map((h) => ({ card: h[0]!, action: 'build' })));
 */
export const sevenWonders: Engine<SevenWondersSetup, SevenWondersState, SevenWondersMove, SevenWondersAnswer, SevenWondersEvent, SevenWondersRefusal, SevenWondersDecision, SevenWondersTableView> = {
  initial: (setup) => ok(tableOf(setup)),
  decision: (state) => (state.hands.some((hand) => hand.length > 0) ? { age: state.age, turn: state.turn + 1, hands: state.hands } : null),
  apply(state, input) {
    const pending = sevenWonders.decision(state) !== null;
    if ('answer' in input) return pending ? turn(state, input.answer) : refuse('no-decision-pending');
    if (pending) return refuse('decision-pending');
    const move = input.move;
    if (move.kind === 'deal') return deal(state, move);
    if (move.kind === 'play') return playOne(state, move);
    return conflicts(state, move);
  },
  view: (state) => ({
    age: state.age,
    turn: state.turn,
    seats: state.cities.map((city, seat) => ({ hand: state.hands[seat] ?? [], city, strength: militaryStrength(city), tokens: state.tokens[seat] ?? [] })),
    discardPile: state.discardPile.length,
  }),
};
