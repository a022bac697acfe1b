/**
 * Every game the site carries, a line each, in the order the home page lists them. Adding a game
 * is its folders (engine, stories, views, words, content) and one line here; `registry.test.ts`
 * checks that each game offers all the site needs.
 */
import { boraBora } from './bora-bora';
import { gheos } from './gheos';
import { pillars } from './pillars-of-the-earth';
import { sevenWonders } from './seven-wonders';
import type { DataOf, GameDescriptor, ViewOfGame } from './types';

export const GAMES = [gheos, sevenWonders, pillars, boraBora] as const;

type Listed = (typeof GAMES)[number];
/** A game's id: its slug and content folder. */
export type GameId = Listed['id'];
type Of<G extends GameId> = Extract<Listed, { id: G }>;
/** Each game's example data, as its schema reads a file. */
export type ExampleOf = { [G in GameId]: DataOf<Of<G>> };
/** Each game's step view. */
export type ViewOf = { [G in GameId]: ViewOfGame<Of<G>> };

/** The descriptors by id, typed per game so `REGISTRY[game]` for a generic `game` keeps its types. */
export const REGISTRY: { readonly [G in GameId]: GameDescriptor<G, ExampleOf[G], ViewOf[G]> } = {
  gheos,
  '7-wonders': sevenWonders,
  'pillars-of-the-earth': pillars,
  'bora-bora': boraBora,
};

/** Whether a slug or content folder names a registered game. */
export function isGameId(id: string): id is GameId {
  return Object.hasOwn(REGISTRY, id);
}
