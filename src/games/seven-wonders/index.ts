/**
 * Rules engine for 7 Wonders (new edition), limited to what the source
 * rulebook's surviving pages state: set-up, the course of an Age (choosing,
 * playing and passing cards), the three uses of a card, and the military
 * conflicts at the end of each Age. Building costs, trade and end-game scoring
 * are not in the source and not modelled.
 */
export * from './types';
export * from './seating';
export * from './conflicts';
export * from './city';
export * from './age';
export * from './setup';
export * from './cards';
export * from './engine';
