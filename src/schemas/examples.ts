/**
 * The example schema of each game, read from the registry (`src/registry/`): the content config,
 * the build's checks and the tests find a game's schema here by its folder name under `content/`.
 */
import type { z } from 'zod';
import { GAMES, REGISTRY, isGameId, type ExampleOf, type GameId } from '../registry';

/** A game with worked examples: its folder name under `content/`. */
export type ExampleGame = GameId;

/** Each game's example data, as its schema reads a file (`z.infer`, so never written twice). */
export type { ExampleOf } from '../registry';

/** A game's example schema, typed per game, so a generic `game` still parses to that game's own data. */
export function exampleSchema<G extends ExampleGame>(game: G): z.ZodType<ExampleOf[G]> {
  return REGISTRY[game].examples.schema;
}

/** The games with worked examples, in the registry's order. */
export const EXAMPLE_GAMES: readonly ExampleGame[] = GAMES.map((g) => g.id);

/** Whether a content folder (a game's slug) is one whose examples have a schema. */
export const isExampleGame = isGameId;
