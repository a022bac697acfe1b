import type { Age, CardColour } from './types';

/**
 * The Age cards the worked examples use, with the Age on each card's back and
 * the colour on its face. The source's card pages are pictures that did not
 * survive extraction, so this list states only what a card itself shows (its
 * Age, colour and the lowest player count it is used at), never what it does.
 * Ids are the examples' own (`content/7-wonders/examples/*.yaml`).
 */
export interface AgeCardFacts {
  age: Age;
  colour: CardColour;
  /** The player-count mark: the card is used at tables of this many players or more. */
  mark: number;
}

export const AGE_CARDS: Readonly<Record<string, AgeCardFacts>> = {
  lumber: { age: 1, colour: 'brown', mark: 3 },
  stone: { age: 1, colour: 'brown', mark: 3 },
  clay: { age: 1, colour: 'brown', mark: 3 },
  ore: { age: 1, colour: 'brown', mark: 3 },
  timber: { age: 1, colour: 'brown', mark: 3 },
  loom: { age: 1, colour: 'grey', mark: 3 },
  glass: { age: 1, colour: 'grey', mark: 3 },
  press: { age: 1, colour: 'grey', mark: 3 },
  altar: { age: 1, colour: 'blue', mark: 3 },
  theatre: { age: 1, colour: 'blue', mark: 3 },
  baths: { age: 1, colour: 'blue', mark: 3 },
  well: { age: 1, colour: 'blue', mark: 3 },
  tavern: { age: 1, colour: 'yellow', mark: 3 },
  market: { age: 1, colour: 'yellow', mark: 3 },
  post: { age: 1, colour: 'yellow', mark: 3 },
  stockade: { age: 1, colour: 'red', mark: 3 },
  barracks: { age: 1, colour: 'red', mark: 3 },
  tower: { age: 1, colour: 'red', mark: 3 },
  apothecary: { age: 1, colour: 'green', mark: 3 },
  workshop: { age: 1, colour: 'green', mark: 3 },
  scriptorium: { age: 1, colour: 'green', mark: 3 },
  quarry: { age: 2, colour: 'brown', mark: 3 },
};

/**
 * Why a card may not be dealt in an Age at a table: unknown to the list, of
 * another Age, of another colour, or marked for more players than sit at the table.
 *
 * @example
 * cardMismatch('quarry', 'brown', 1, 3) // 'wrong-age'
 * cardMismatch('lumber', 'brown', 1, 3) // undefined
 */
export function cardMismatch(
  id: string,
  colour: CardColour,
  age: Age,
  players: number,
): 'unknown-card' | 'wrong-age' | 'wrong-colour' | 'too-few-players' | undefined {
  const facts = AGE_CARDS[id];
  if (!facts) return 'unknown-card';
  if (facts.age !== age) return 'wrong-age';
  if (facts.colour !== colour) return 'wrong-colour';
  if (facts.mark > players) return 'too-few-players';
  return undefined;
}
