/**
 * Random 7 Wonders positions for practice, played through the engine (`sevenWonders`, by the
 * shared driver): every Age dealt from the deck the rules build for the player count (`ageDeck`:
 * the cards marked at most that many players, and in Age III players + 2 guilds drawn at random),
 * seven cards a player, on made-up Wonder boards whose stages may show shields, every seat picking
 * a random card each turn and a random action the rules allow for its city (`allowedActions`), the
 * conflicts settled between Ages. The cards are made up too (`madeUpBox`): the source's card list
 * is a picture that did not survive, so names, colours, shields and marks are drawn from the seed.
 * Costs and trade are not in the source, so a build needs no resources (as in the engine's property
 * tests). `standing` plays the same moves back through the engine and names the first one it refuses.
 */
import { play } from '../../games/driver';
import { createRng, randomInt, shuffled, type Rng } from '../../games/random';
import {
  AGE_CARDS_IN_BOX,
  ageDeck,
  AGES,
  allowedActions,
  CARD_COLOURS,
  CARDS_PER_HAND,
  guildCount,
  MAX_PLAYERS,
  MIN_PLAYERS,
  sevenWonders,
  startingCity,
  tableOf,
  TURNS_PER_AGE,
  WONDER_STAGE_COUNTS,
  type Action,
  type Age,
  type AgeInput,
  type BoxCard,
  type Card,
  type CardColour,
  type City,
  type SevenWondersMove,
  type SevenWondersState,
  type TurnPick,
} from '../../games/seven-wonders';
import type { CardChip } from '../../explainers/seven-wonders/views';

/** The examples' own names (content/7-wonders/examples/military-ring.yaml). */
export const NAMES = ['Ala', 'Bartek', 'Celina', 'Darek', 'Ewa', 'Franek', 'Gosia'] as const;

const ROMAN = ['', 'I', 'II', 'III'] as const;

/** A game as far as it was played: what a question's position is. */
export interface SwGame {
  seed: number;
  players: number;
  /** Per seat, the stages on its Wonder board. */
  stages: number[];
  /** Per seat, the shields printed beside each stage of its board (made up: the source prints none). */
  stageShields: number[][];
  cards: Record<string, Card>;
  /** Each Age played: the hands dealt and every pick, turn by turn and seat by seat. */
  ages: AgeInput[];
  /** Per Age played, the made-up box its deck was built from (`ages[i]` was dealt from `boxes[i]`). */
  boxes: BoxCard[][];
}

/** Where a game stands after some turns: each city, each hand, and per seat the cards tucked and discarded. */
export interface Standing {
  /** The engine's table at that point. */
  state: SevenWondersState;
  cities: City[];
  hands: string[][];
  tucked: Card[][];
  discarded: Card[][];
  /** Per seat, the cards built in the Age being played (or the last one played). */
  builtThisAge: Card[][];
}

/** Guilds are purple and come only into Age III's deck (section "Preparing the Age decks"). */
const AGE_COLOURS: readonly CardColour[] = CARD_COLOURS.filter((c) => c !== 'purple');

/**
 * How many of an Age's cards other than guilds a table of `players` uses: the deck is dealt out
 * whole, seven a player, so it is 7 × players, the guilds (players + 2) taking their part in Age III.
 */
const markedDeckSize = (age: Age, players: number) => CARDS_PER_HAND * players - (age === 3 ? guildCount(players) : 0);

/** How many cards carry each mark, 3+ first: each mark adds what one more player needs. */
function cardsPerMark(age: Age): { mark: number; count: number }[] {
  return Array.from({ length: MAX_PLAYERS - MIN_PLAYERS + 1 }, (_, i) => {
    const mark = MIN_PLAYERS + i;
    return { mark, count: markedDeckSize(age, mark) - (i === 0 ? 0 : markedDeckSize(age, mark - 1)) };
  });
}

/** A new card of `age`, named by its Age and number, its colour from the seed (red ones show 1 to 3 shields). */
function newCard(age: Age, i: number, colour: CardColour, rng: Rng, cards: Record<string, Card>): string {
  const name = `${ROMAN[age]}-${i}`;
  cards[name] = { name, colour, ...(colour === 'red' ? { shields: 1 + randomInt(rng, 3) } : {}) };
  return name;
}

/**
 * A made-up box for one Age, as many cards as the real one (`AGE_CARDS_IN_BOX`): the guilds are
 * what the marked cards leave (ten in Age III, none before). A card marked 4+ or more is often a
 * second copy of a name already in the box, never of one that has a copy with the same mark, so a
 * name comes into a deck at most once per mark used: at three players, every name once.
 */
function madeUpBox(age: Age, rng: Rng, cards: Record<string, Card>): BoxCard[] {
  let made = 0;
  const fresh = (colour: CardColour) => newCard(age, ++made, colour, rng, cards);
  const guilds = AGE_CARDS_IN_BOX[age] - markedDeckSize(age, MAX_PLAYERS);
  const box: BoxCard[] = Array.from({ length: guilds }, () => ({ name: fresh('purple'), colour: 'purple' }));
  for (const { mark, count } of cardsPerMark(age)) {
    const copiable = [...new Set(box.filter((c) => c.colour !== 'purple').map((c) => c.name))];
    const copies = mark === MIN_PLAYERS ? [] : shuffled(copiable, rng).slice(0, randomInt(rng, count + 1));
    const added = Array.from({ length: count - copies.length }, () => fresh(AGE_COLOURS[randomInt(rng, AGE_COLOURS.length)]!));
    box.push(...[...copies, ...added].map((name) => ({ name, colour: cards[name]!.colour, mark })));
  }
  return box;
}

/** One Age's deck as the rules build it from its box for `players`, dealt seven a player. */
function dealAge(box: readonly BoxCard[], age: Age, players: number, rng: Rng): string[][] {
  const deck = ageDeck(box, age, players, rng);
  return Array.from({ length: players }, (_, seat) => deck.slice(seat * CARDS_PER_HAND, (seat + 1) * CARDS_PER_HAND));
}

/** Shields beside a made-up board's stages: most stages show none, some one to three. */
function boardShields(stages: number, rng: Rng): number[] {
  return Array.from({ length: stages }, () => (rng() < 0.55 ? 0 : 1 + randomInt(rng, 3)));
}

/** The moves of one Age: its deal, and the conflicts that end it unless it is the last one played. */
function ageMoves(age: Age, hands: string[][], cards: Readonly<Record<string, Card>>, last: boolean): SevenWondersMove[] {
  const deal: SevenWondersMove = { kind: 'deal', age, hands, deck: { ...cards } };
  return last ? [deal] : [deal, { kind: 'conflicts' }];
}

const startOf = (game: Pick<SwGame, 'stages' | 'stageShields'>) => tableOf({ cities: game.stages.map((s, seat) => startingCity(s, game.stageShields[seat])) });

/**
 * A seat's action for its card, as players mostly play: discard for coins one time in eight where it could do
 * more, and otherwise build the card three times in four where it may (drawn evenly, a table of three had 28
 * cards on the discard pile by Age III's fourth turn, which a referee took for a fault, and Wonders were built
 * so fast that few boards kept a stage unbuilt for the "unbuilt stages" slip).
 */
function randomAction(allowed: readonly Action[], rng: Rng): Action {
  const others = allowed.filter((a) => a !== 'discard');
  // Discarding is always allowed (any card may go for coins).
  if (others.length === 0 || rng() < 1 / 8) return 'discard';
  if (others.length === 1) return others[0]!;
  return rng() < 3 / 4 ? 'build' : 'wonder';
}

/**
 * Plays from the start to the end of Age `age`: random legal picks. The game keeps the whole
 * of every Age it played.
 */
export function playRandom(seed: number, players: number, age: Age): SwGame {
  const rng = createRng(seed);
  const stages = Array.from({ length: players }, () => WONDER_STAGE_COUNTS[randomInt(rng, WONDER_STAGE_COUNTS.length)]!);
  const stageShields = stages.map((n) => boardShields(n, rng));
  const cards: Record<string, Card> = {};
  const ages: AgeInput[] = [];
  const boxes: BoxCard[][] = [];
  let state = startOf({ stages, stageShields });
  for (const a of AGES.filter((x) => x <= age)) {
    const box = madeUpBox(a, rng, cards);
    const hands = dealAge(box, a, players, rng);
    const picks: TurnPick[][] = [];
    const played = play(sevenWonders, state, ageMoves(a, hands, cards, a === age), (decision, { state: now }) => {
      const turn = decision.hands.map((hand, seat): TurnPick => {
        const card = hand[randomInt(rng, hand.length)]!;
        return { card, action: randomAction(allowedActions(now.cities[seat]!, cards[card]!), rng) };
      });
      picks.push(turn);
      return turn;
    });
    if (!played.ok) throw new Error(`the engine refuses its own random game: ${played.reason}`);
    state = played.state;
    ages.push({ age: a, hands, picks });
    boxes.push(box);
  }
  return { seed, players, stages, stageShields, cards, ages, boxes };
}

/**
 * Plays a game back through the engine up to `turns` turns of its last Age (0 = before its
 * first), and returns where it stands, from the trace, or the engine's refusal.
 */
export function standing(game: SwGame, turns = TURNS_PER_AGE): Standing | string {
  let state = startOf(game);
  const tucked: Card[][] = game.stages.map(() => []);
  const discarded: Card[][] = game.stages.map(() => []);
  let builtThisAge: Card[][] = game.stages.map(() => []);
  for (const [i, age] of game.ages.entries()) {
    const last = i === game.ages.length - 1;
    const played = play(sevenWonders, state, ageMoves(age.age, age.hands, game.cards, last), (decision) => age.picks[decision.turn - 1]);
    if (!played.ok) {
      const where = [`Age ${age.age}`, ...['turn', 'seat'].flatMap((k) => (played.detail?.[k] === undefined ? [] : [`${k} ${played.detail[k]}`]))];
      return `${played.reason} (${where.join(', ')})`;
    }
    // The deal, then one step a turn: the table after `upTo` turns is the trace's own.
    const upTo = last ? turns : played.trace.length - 1;
    builtThisAge = game.stages.map(() => []);
    for (const step of played.trace.slice(0, upTo + 1)) {
      for (const e of step.events) {
        if (e.kind !== 'played') continue;
        const pile = e.action === 'wonder' ? tucked : e.action === 'discard' ? discarded : builtThisAge;
        pile[e.seat]!.push(e.card);
      }
    }
    state = played.trace[upTo]!.state;
  }
  return { state, cities: state.cities, hands: state.hands, tucked, discarded, builtThisAge };
}

/** Each seat's military strength where the game stands, as the engine's view gives it. */
export function strengths(s: Standing): number[] {
  return sevenWonders.view(s.state).seats.map((seat) => seat.strength);
}

export function chip(card: Card): CardChip {
  return { id: card.name, name: card.name, colour: card.colour };
}

export function chipsOf(names: readonly string[], cards: Record<string, Card>): CardChip[] {
  return names.map((n, i) => ({ ...chip(cards[n]!), id: `${n}#${i}` }));
}

