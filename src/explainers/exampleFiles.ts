/**
 * Test support: a game's worked examples as stored under `content/{game}/examples/`,
 * each read and checked against the game's schema, as the build does.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ZodType } from 'zod';
import { parseDataFile } from '../schemas/validate';

/**
 * The example ids of a game (file names, sorted) and a reader for one of them.
 *
 * @example
 * const { ids, raw } = exampleFiles('gheos', gheosExample);
 * const war = raw('war-1');
 */
export function exampleFiles<T>(game: string, schema: ZodType<T>): { ids: string[]; raw: (id: string) => T } {
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
