import type { z } from 'zod';
import { boraBoraExample } from './bora-bora-example';
import { gheosExample } from './gheos-example';
import { pillarsExample } from './pillars-example';
import { sevenWondersExample } from './seven-wonders-example';

const SCHEMAS = {
  '7-wonders': sevenWondersExample,
  gheos: gheosExample,
  'pillars-of-the-earth': pillarsExample,
  'bora-bora': boraBoraExample,
};

/** A game with worked examples: its folder name under `content/`. */
export type ExampleGame = keyof typeof SCHEMAS;

/** Each game's example data, as its schema reads a file (`z.infer`, so never written twice). */
export type ExampleOf = { [G in ExampleGame]: z.infer<(typeof SCHEMAS)[G]> };

/**
 * The example schema of each game, by its folder name under `content/`. Typed per game, so
 * `exampleSchemas[game]` for a generic `game` still parses to that game's own data.
 */
export const exampleSchemas: { readonly [G in ExampleGame]: z.ZodType<ExampleOf[G]> } = SCHEMAS;

/** The games with worked examples, in the order of `exampleSchemas`. */
export const EXAMPLE_GAMES = Object.keys(SCHEMAS).filter(isExampleGame);

/** Whether a content folder (a game's slug) is one whose examples have a schema. */
export function isExampleGame(game: string): game is ExampleGame {
  return Object.hasOwn(SCHEMAS, game);
}
