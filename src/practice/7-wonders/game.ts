/**
 * Random 7 Wonders positions for practice, played by the engine: every Age dealt from a pool of
 * cards, every seat picking a random card each turn and a random action the rules allow for its
 * city (`playCard`), hands passed as `passHands` says. Costs and trade are not in the source, so a
 * build needs no resources (as in the engine's property tests). `replayGame` plays the same moves
 * back through `playAge` and `playCard` and names the first one the engine refuses.
 */
import { createRng, randomInt, type Rng } from '../../games/random';
import {
  ACTIONS,
  AGES,
  CARD_COLOURS,
  CARDS_PER_HAND,
  militaryStrength,
  passDirection,
  passHands,
  playAge,
  playCard,
  startingCity,
  TURNS_PER_AGE,
  WONDER_STAGE_COUNTS,
  type Action,
  type Age,
  type Card,
  type City,
  type TurnPick,
} from '../../games/seven-wonders';
import type { CardChip } from '../../explainers/seven-wonders/views';

/** The examples' own names (content/7-wonders/examples/military-ring.yaml). */
export const NAMES = ['Ala', 'Bartek', 'Celina', 'Darek', 'Ewa', 'Franek', 'Gosia'] as const;

const ROMAN = ['', 'I', 'II', 'III'] as const;

/** One played Age: the hands dealt and every pick, turn by turn and seat by seat. */
export interface PlayedAge {
  age: Age;
  hands: string[][];
  picks: TurnPick[][];
}

/** A game as far as it was played: what a question's position is. */
export interface SwGame {
  seed: number;
  players: number;
  /** Per seat, the stages on its Wonder board. */
  stages: number[];
  cards: Record<string, Card>;
  ages: PlayedAge[];
}

/** Where a game stands after some turns: each city, each hand, and per seat the cards tucked and discarded. */
export interface Standing {
  cities: City[];
  hands: string[][];
  tucked: Card[][];
  discarded: Card[][];
  /** Per seat, the cards built in the Age being played (or the last one played). */
  builtThisAge: Card[][];
}

function poolFor(age: Age, players: number, rng: Rng, cards: Record<string, Card>): string[] {
  const size = Math.max(8, Math.round(players * CARDS_PER_HAND * 0.6));
  const names: string[] = [];
  for (let i = 1; i <= size; i++) {
    const colour = CARD_COLOURS[randomInt(rng, CARD_COLOURS.length)]!;
    const name = `${ROMAN[age]}-${i}`;
    cards[name] = { name, colour, ...(colour === 'red' ? { shields: 1 + randomInt(rng, 3) } : {}) };
    names.push(name);
  }
  return names;
}

/**
 * Plays from the start up to Age `age`, turn `turns` of it (all 6 by default): random legal picks.
 * The game keeps the whole of every Age it began (the moves after the stop are not read).
 */
export function playRandom(seed: number, players: number, age: Age): SwGame {
  const rng = createRng(seed);
  const stages = Array.from({ length: players }, () => WONDER_STAGE_COUNTS[randomInt(rng, WONDER_STAGE_COUNTS.length)]!);
  const cards: Record<string, Card> = {};
  const ages: PlayedAge[] = [];
  let cities = stages.map((s) => startingCity(s));
  for (const a of AGES.filter((x) => x <= age)) {
    const pool = poolFor(a, players, rng, cards);
    const hands = Array.from({ length: players }, () => Array.from({ length: CARDS_PER_HAND }, () => pool[randomInt(rng, pool.length)]!));
    const picks: TurnPick[][] = [];
    let current = hands.map((h) => [...h]);
    for (let t = 0; t < TURNS_PER_AGE; t++) {
      const turn: TurnPick[] = [];
      current = current.map((hand, seat) => {
        const card = hand[randomInt(rng, hand.length)]!;
        const city = cities[seat]!;
        const allowed = ACTIONS.filter((action) => playCard(city, cards[card]!, action).ok);
        const action = allowed[randomInt(rng, allowed.length)]!;
        const done = playCard(city, cards[card]!, action);
        if (done.ok) cities[seat] = done.value.city;
        turn.push({ card, action });
        const rest = [...hand];
        rest.splice(rest.indexOf(card), 1);
        return rest;
      });
      picks.push(turn);
      if (t < TURNS_PER_AGE - 1) current = passHands(current, passDirection(a));
    }
    cities = [...cities];
    ages.push({ age: a, hands, picks });
  }
  return { seed, players, stages, cards, ages };
}

/**
 * Replays a game through the engine up to `turns` turns of its last Age (0 = before its first),
 * and returns where it stands, or the engine's refusal.
 */
export function standing(game: SwGame, turns = TURNS_PER_AGE): Standing | string {
  let cities = game.stages.map((s) => startingCity(s));
  const tucked: Card[][] = cities.map(() => []);
  const discarded: Card[][] = cities.map(() => []);
  let builtThisAge: Card[][] = cities.map(() => []);
  let hands: string[][] = [];
  for (const [i, played] of game.ages.entries()) {
    const last = i === game.ages.length - 1;
    const out = playAge({ age: played.age, hands: played.hands, picks: played.picks });
    if (!out.ok) return `${out.reason} (Age ${played.age})`;
    builtThisAge = cities.map(() => []);
    const upTo = last ? turns : TURNS_PER_AGE;
    hands = upTo === 0 ? played.hands.map((h) => [...h]) : upTo >= TURNS_PER_AGE ? cities.map(() => []) : out.value.turns[upTo - 1]!.handsAfter;
    for (let t = 0; t < upTo; t++) {
      for (const [seat, pick] of played.picks[t]!.entries()) {
        const card = game.cards[pick.card];
        if (!card) return `unknown card ${pick.card}`;
        const done = playCard(cities[seat]!, card, pick.action);
        if (!done.ok) return `${done.reason} (Age ${played.age}, turn ${t + 1}, seat ${seat})`;
        cities = cities.map((c, s) => (s === seat ? done.value.city : c));
        if (pick.action === 'wonder') tucked[seat]!.push(card);
        if (pick.action === 'discard') discarded[seat]!.push(card);
        if (pick.action === 'build') builtThisAge[seat]!.push(card);
      }
    }
  }
  return { cities, hands, tucked, discarded, builtThisAge };
}

export function strengths(s: Standing): number[] {
  return s.cities.map((c) => militaryStrength(c));
}

export function chip(card: Card): CardChip {
  return { id: card.name, name: card.name, colour: card.colour };
}

export function chipsOf(names: readonly string[], cards: Record<string, Card>): CardChip[] {
  return names.map((n, i) => ({ ...chip(cards[n]!), id: `${n}#${i}` }));
}

export type { Action };
