/**
 * Property tests over whole random games: 3 to 7 players, three Ages of random
 * hands, each seat picking a random card each turn and a random action the
 * rules allow for its city (build, a Wonder stage, or discard for coins), then
 * the military conflicts that end each Age. Every move (a seat's pick and what
 * it does with it) is checked as it is played for what the rules conserve.
 * Games are played through the engine and the shared driver (`play`), as every other engine's are.
 * Building costs and trade are not in the source, so a build needs no resources.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { MIN_MOVES, propertyRun } from '../property-run';
import { createRng } from '../random';
import { play } from '../driver';
import { CARDS_PER_HAND, handSizeAtTurn, passDirection, TURNS_PER_AGE, type AgeOutcome } from './age';
import { DISCARD_COINS, militaryStrength, playCard, STARTING_COINS, startingCity, WONDER_STAGE_COUNTS } from './city';
import { victoryPoints } from './conflicts';
import { sevenWonders, tableOf } from './engine';
import { leftOf, MAX_PLAYERS, MIN_PLAYERS, rightOf } from './seating';
import { ACTIONS, AGES, CARD_COLOURS, type Action, type Age, type Card, type City, type ConflictToken } from './types';

const run = propertyRun('7-wonders', 1_765_432, 'src/games/seven-wonders/properties.test.ts');

interface Game {
  seed: number;
  players: number;
  /** Per seat, the number of stages on its Wonder board, and the Shields each stage shows. */
  stages: number[];
  stageShields: number[][];
}

/**
 * The cards of one Age: names from a small pool, so a hand may hold a card the
 * city already has (a build the rules refuse) or two of one name.
 */
function dealAge(age: Age, players: number, next: () => number): { hands: string[][]; cards: Map<string, Card> } {
  const cards = new Map<string, Card>();
  const pool = Math.max(8, Math.round(players * CARDS_PER_HAND * 0.6));
  for (let i = 0; i < pool; i++) {
    const colour = CARD_COLOURS[Math.floor(next() * CARD_COLOURS.length)]!;
    const name = `${colour}-${age}-${i}`;
    cards.set(name, { name, colour, ...(colour === 'red' ? { shields: 1 + Math.floor(next() * 3) } : {}) });
  }
  const names = [...cards.keys()];
  const hands = Array.from({ length: players }, () => Array.from({ length: CARDS_PER_HAND }, () => names[Math.floor(next() * names.length)]!));
  return { hands, cards };
}

/** What one move did: the seat, its city before and after, the card and action, and the actions the rules refused it. */
interface Move {
  age: Age;
  turn: number;
  seat: number;
  card: Card;
  action: Action;
  before: City;
  after: City;
  refused: Action[];
}

/** A property of every move, or of every Age's card passing and conflicts, checked as the game is played. */
interface GameProperty {
  name: string;
  move?: (m: Move) => void;
  age?: (a: { game: Game; age: Age; hands: string[][]; out: AgeOutcome; cities: readonly City[]; tokens: readonly ConflictToken[][]; shields: number[] }) => void;
  failure?: string;
}
const properties: GameProperty[] = [];

function gameProperty(p: GameProperty): void {
  properties.push(p);
  it(p.name, () => expect(p.failure).toBeUndefined());
}

function check(where: string, each: (p: GameProperty) => void): void {
  for (const p of properties) {
    if (p.failure !== undefined) continue;
    try {
      each(p);
    } catch (e) {
      p.failure = `${where}: ${(e as Error).message}`;
    }
  }
}

function same(actual: unknown, expected: unknown, what: string): void {
  const equal = typeof actual === 'object' || typeof expected === 'object' ? JSON.stringify(actual) === JSON.stringify(expected) : actual === expected;
  if (!equal) throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
}
function holds(condition: boolean, what: string): void {
  if (!condition) throw new Error(what);
}

/** The same cards, counted with repeats, in any order. */
const sorted = (cards: readonly string[]) => [...cards].sort();

/** Plays one random game through the engine and the shared driver, checking every property on every move and every Age. */
function playGame(game: Game): void {
  const next = createRng(game.seed);
  const where = (age: Age) => `game ${game.seed}/${game.players}p, Age ${age}`;
  let table = tableOf({ cities: game.stages.map((n) => startingCity(n)) });
  for (const age of AGES) {
    const { hands, cards } = dealAge(age, game.players, next);
    const deck = Object.fromEntries(cards);
    // Each turn, every seat picks a random card from the hand it holds and a random action its city allows.
    const refusedOn: Action[][][] = [];
    const dealt = play(sevenWonders, table, [{ kind: 'deal', age, hands, deck }], (turn, { state }) =>
      turn.hands.map((hand, seat) => {
        const card = hand[Math.floor(next() * hand.length)]!;
        const tried = ACTIONS.map((a) => ({ a, ok: playCard(state.cities[seat]!, deck[card]!, a).ok }));
        const legal = tried.filter((x) => x.ok);
        (refusedOn[turn.turn] ??= [])[seat] = tried.filter((x) => !x.ok).map((x) => x.a);
        return { card, action: legal[Math.floor(next() * legal.length)]!.a };
      }),
    );
    if (!dealt.ok) throw new Error(`${where(age)}: a legal Age was refused: ${dealt.reason} ${JSON.stringify(dealt.detail)}`);
    let before = table;
    for (const step of dealt.trace) {
      for (const e of step.events) {
        if (e.kind !== 'played') continue;
        const turn = step.state.turn;
        const move: Move = { age, turn, seat: e.seat, card: e.card, action: e.action, before: before.cities[e.seat]!, after: step.state.cities[e.seat]!, refused: refusedOn[turn]![e.seat]! };
        check(`${where(age)}, turn ${turn}, seat ${e.seat}`, (p) => p.move?.(move));
        run.count(1);
      }
      before = step.state;
    }
    const turns = dealt.trace.flatMap((step) => step.events.filter((e) => e.kind === 'turn'));
    const out: AgeOutcome = { turns, played: hands.map((_, seat) => turns.map((t) => t.picks[seat]!)), discardPile: dealt.state.discardPile.slice(table.discardPile.length) };
    const cities = dealt.state.cities;
    const shields = cities.map((c, seat) => militaryStrength(c, game.stageShields[seat]));
    const war = play(sevenWonders, dealt.state, [{ kind: 'conflicts', shields }], () => undefined);
    if (!war.ok) throw new Error(`${where(age)}: conflicts refused: ${war.reason}`);
    const settled = war.trace[0]!.events[0]!;
    if (settled.kind !== 'conflicts') throw new Error(`${where(age)}: no conflicts settled`);
    check(`${where(age)}, its end`, (p) => p.age?.({ game, age, hands, out, cities, tokens: settled.resolution.tokens, shields }));
    table = war.state;
  }
}

const gameArbitrary: fc.Arbitrary<Game> = fc.integer({ min: MIN_PLAYERS, max: MAX_PLAYERS }).chain((players) =>
  fc.record({
    seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
    players: fc.constant(players),
    stages: fc.array(fc.constantFrom(...WONDER_STAGE_COUNTS), { minLength: players, maxLength: players }),
    stageShields: fc.array(fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 4, maxLength: 4 }), { minLength: players, maxLength: players }),
  }),
);

beforeAll(() => {
  // Games are played until 10,000 moves are made (18 a player, about 90 a game, so some 110 games).
  for (const game of fc.sample(gameArbitrary, { numRuns: 2000, seed: run.seed })) {
    if (run.enough()) break;
    playGame(game);
  }
}, 120_000);

describe(`random legal games of three Ages (${MIN_MOVES.toLocaleString('en')} moves and more, every move checked)`, { timeout: 60_000 }, () => {
  gameProperty({
    name: 'a city never holds two buildings of one name; the rules refuse such a build, and only that',
    move: (m) => {
      const names = m.after.buildings.map((b) => b.name);
      same(new Set(names).size, names.length, 'distinct buildings');
      same(m.refused.includes('build'), m.before.buildings.some((b) => b.name === m.card.name), `build of ${m.card.name} refused`);
    },
  });

  gameProperty({
    name: 'Wonder stages are built one at a time and never past the board; the rules refuse a stage only on a finished Wonder',
    move: (m) => {
      same(m.after.stagesBuilt, m.before.stagesBuilt + (m.action === 'wonder' ? 1 : 0), 'stages built');
      holds(m.after.stagesBuilt <= m.after.wonderStages, `${m.after.stagesBuilt} of ${m.after.wonderStages} stages`);
      same(m.refused.includes('wonder'), m.before.stagesBuilt === m.before.wonderStages, 'wonder refused');
    },
  });

  gameProperty({
    name: 'coins change only by a discard, 3 each; a discard is never refused',
    move: (m) => {
      same(m.after.coins - m.before.coins, m.action === 'discard' ? DISCARD_COINS : 0, 'coins gained');
      holds(!m.refused.includes('discard'), 'a discard was refused');
    },
  });

  gameProperty({
    name: 'a build adds exactly the card played to the city, and nothing else ever changes its buildings',
    move: (m) => {
      const expected = m.action === 'build' ? [...m.before.buildings, m.card] : m.before.buildings;
      same(m.after.buildings, expected, 'buildings');
    },
  });

  gameProperty({
    name: 'every card dealt in an Age is played by one seat or discarded as a last card, and the discard pile holds exactly the discards',
    age: ({ game, hands, out }) => {
      const played = out.played.flat().map((p) => p.card);
      const leftovers = out.turns.at(-1)?.lastCardsDiscarded ?? [];
      same(played.length, TURNS_PER_AGE * game.players, 'cards played');
      same(sorted([...played, ...leftovers]), sorted(hands.flat()), 'cards accounted for');
      same(sorted(out.discardPile), sorted([...out.played.flat().filter((p) => p.action === 'discard').map((p) => p.card), ...leftovers]), 'discard pile');
    },
  });

  gameProperty({
    name: 'hands hold 7, 6, … 2 cards at the start of each turn, and travel whole to the neighbour in the Age’s direction',
    age: ({ game, age, out }) => {
      same(out.turns.map((t) => t.handsBefore.map((h) => h.length)), out.turns.map((t) => Array(game.players).fill(handSizeAtTurn(t.turn))), 'hand sizes');
      const to = (seat: number) => (passDirection(age) === 'left' ? leftOf(seat, game.players) : rightOf(seat, game.players));
      for (const t of out.turns.slice(0, -1)) {
        t.handsBefore.forEach((hand, seat) => {
          const kept = [...hand];
          kept.splice(kept.indexOf(t.picks[seat]!.card), 1);
          same(t.handsAfter[to(seat)], kept, `turn ${t.turn}: the hand of seat ${seat}`);
        });
      }
    },
  });

  gameProperty({
    name: 'conflicts: against each neighbour the stronger takes the Age’s victory, the weaker a defeat, a tie nothing',
    age: ({ game, age, tokens, shields }) => {
      let victories = 0;
      let defeats = 0;
      tokens.forEach((ts, seat) => {
        holds(ts.length <= 2, `seat ${seat} took ${ts.length} tokens`);
        const expected = [leftOf(seat, game.players), rightOf(seat, game.players)].flatMap((n) =>
          shields[seat]! > shields[n]! ? [victoryPoints(age)] : shields[seat]! < shields[n]! ? [-1] : [],
        );
        same(ts.map((t) => t.points), expected, `tokens of seat ${seat}`);
        victories += ts.filter((t) => t.kind === 'victory').length;
        defeats += ts.filter((t) => t.kind === 'defeat').length;
      });
      same(victories, defeats, 'victories against defeats');
    },
  });

  gameProperty({
    name: 'military strength is the Shields of the buildings plus those of the stages built, never below 0',
    age: ({ game, cities, shields }) => {
      cities.forEach((c, seat) => {
        const fromStages = (game.stageShields[seat] ?? []).slice(0, c.stagesBuilt).reduce((a, b) => a + b, 0);
        same(shields[seat], c.buildings.reduce((a, b) => a + (b.shields ?? 0), 0) + fromStages, `strength of seat ${seat}`);
        holds(c.coins >= STARTING_COINS, `seat ${seat} has ${c.coins} coins`);
      });
    },
  });

  it(`plays at least ${MIN_MOVES.toLocaleString('en')} random legal moves, and prints the count and the seed`, () => {
    run.expectMoves();
  });
});
