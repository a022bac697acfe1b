/**
 * Test support: a game's worked examples as stored under `content/{game}/examples/`,
 * each read and checked against the game's schema, as the build does.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ZodType } from 'zod';
import type { Lang } from '../i18n/format';
import { exampleSchema, type ExampleGame, type ExampleOf } from '../schemas/examples';
import { parseDataFile } from '../schemas/validate';
import { localize, type Localized } from './localize';
import type { Inputs, Step, Story } from './types';

/**
 * The example ids of a game (file names, sorted) and a reader for one of them, typed by
 * the game's schema (or a narrower one given).
 *
 * @example
 * const { ids, raw } = exampleFiles('gheos');
 * const war = raw('war-1');
 */
export function exampleFiles<G extends ExampleGame>(game: G, schema: ZodType<ExampleOf[G]> = exampleSchema(game)): { ids: string[]; raw: (id: string) => ExampleOf[G] } {
  return filesOf(game, schema);
}

function filesOf<T>(game: string, schema: ZodType<T>): { ids: string[]; raw: (id: string) => T } {
  const dir = join('content', game, 'examples');
  const ids = readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => f.replace(/\.yaml$/, ''))
    .sort();
  const raw = (id: string): T => {
    const file = join(dir, `${id}.yaml`);
    const parsed = parseDataFile<T>(file, readFileSync(file, 'utf8'), schema);
    if (!parsed.ok) throw new Error(parsed.message);
    return parsed.data;
  };
  return { ids, raw };
}

/**
 * A game's examples with their story: `load` one in a language, `run` it for the example's
 * own inputs or with some changed, as a reader would.
 *
 * @example
 * const { ids, run } = exampleStories('pillars-of-the-earth', pillarsExample, storyFor);
 * const steps = run('builder-placement', { choice1: 'place' });
 */
export function exampleStories<T, V>(game: string, schema: ZodType<T>, storyOf: (example: Localized<T>) => Story<Localized<T>, V>) {
  const { ids, raw } = filesOf(game, schema);
  const load = (id: string, lang: Lang = 'en'): Localized<T> => localize(raw(id), lang);
  const run = (id: string, change: Inputs = {}, lang: Lang = 'en'): readonly Step<V>[] => {
    const example = load(id, lang);
    const story = storyOf(example);
    return story.steps(example, { ...story.defaults(example), ...change });
  };
  return { ids, raw, load, run };
}

/**
 * The example with the id `kind`, checked to be of that kind, for games whose examples are named after their kind.
 *
 * @example
 * const ex = exampleOfKind(raw, 'spread'); // typed as the spread example
 */
export function exampleOfKind<T extends { kind: string }, K extends T['kind']>(raw: (id: string) => T, kind: K): Extract<T, { kind: K }> {
  const ex = raw(kind);
  if (ex.kind !== kind) throw new Error(`${kind}: the example is of kind ${ex.kind}`);
  return ex as Extract<T, { kind: K }>;
}
