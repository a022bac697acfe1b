import type { Card, Deck } from '../../games/seven-wonders';
import type { SevenWondersCard } from '../../schemas/seven-wonders-example';
import type { Localized } from '../localize';
import type { CardChip } from './views';

/** An example's card, in the reader's language. */
export type ExampleCard = Localized<SevenWondersCard>;

/** The engine's card for an example's card id; an id the example does not list is a brown card of that name. */
export function cardOf(cards: readonly ExampleCard[], id: string): Card {
  const c = cards.find((x) => x.id === id);
  return { name: c?.name ?? id, colour: c?.colour ?? 'brown', ...(c?.shields ? { shields: c.shields } : {}) };
}

/** The engine's deck for the card ids an example plays, each as {@link cardOf} reads it. */
export function deckOf(cards: readonly ExampleCard[], ids: Iterable<string>): Deck {
  return Object.fromEntries([...ids].map((id) => [id, cardOf(cards, id)]));
}

/** The chip a picture shows for a card id. */
export function chipOf(cards: readonly ExampleCard[], id: string): CardChip {
  const card = cardOf(cards, id);
  return { id, name: card.name, colour: card.colour };
}

/** The chip for a card in a city, found by its name (a city never holds two of one name). */
export function chipOfBuilding(cards: readonly ExampleCard[], building: Card): CardChip {
  const id = cards.find((c) => c.name === building.name)?.id ?? building.name;
  return { id, name: building.name, colour: building.colour };
}
