import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { Loader } from 'astro/loaders';
import type { ZodType } from 'zod';
import { parseDataFile } from '../schemas/validate';

export interface ExampleEntry {
  game: string;
  /** The example id: the file name, kebab-case, the same in both languages. */
  id: string;
  data: unknown;
}

const DATA_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.(ya?ml|json)$/;

/**
 * Loads `{root}/{game}/examples/*.yaml|json` and validates each file with its
 * game's schema. A file that fails stops the build naming the file, the field
 * and the reason. Then `check` plays each example's moves and choices with the
 * game's engine: a move or choice the engine refuses stops the build too, naming
 * the file, the move's path and the engine's reason code. `roots` is normally
 * just `content/`; a test adds a fixture root.
 */
/** Problems the engine finds in an example's moves and choices, one line each (see `engine-checks/`). */
export type ExampleCheck = (file: string, game: string, data: unknown, text: string) => string[];

export function examplesLoader(roots: readonly string[], schemas: Readonly<Record<string, ZodType>>, check?: ExampleCheck): Loader {
  return {
    name: 'examples-loader',
    load: async ({ store }) => {
      store.clear();
      const problems: string[] = [];
      for (const root of roots) {
        for (const game of await readdir(root).catch(() => [] as string[])) {
          const dir = join(root, game, 'examples');
          const files = await readdir(dir).catch(() => null);
          if (!files) continue;
          const schema = schemas[game];
          for (const file of files.sort()) {
            const path = relative(process.cwd(), join(dir, file));
            const name = DATA_FILE.exec(file);
            if (!name) {
              if (!file.startsWith('.')) problems.push(`${path}: example file names are kebab-case ids ending in .yaml or .json`);
              continue;
            }
            if (!schema) {
              problems.push(`${path}: no example schema is registered for the game "${game}"`);
              continue;
            }
            const text = await readFile(join(dir, file), 'utf8');
            const parsed = parseDataFile(path, text, schema);
            if (!parsed.ok) {
              problems.push(parsed.message);
              continue;
            }
            const refused = check?.(path, game, parsed.data, text) ?? [];
            if (refused.length) {
              problems.push(...refused);
              continue;
            }
            const entry: ExampleEntry = { game, id: name[1] as string, data: parsed.data };
            store.set({ id: `${game}/${entry.id}`, data: { ...entry } });
          }
        }
      }
      if (problems.length) {
        const message = `Invalid example data:\n${problems.join('\n')}`;
        throw new Error(message);
      }
    },
  };
}

/** Loads `{root}/{game}/glossary.yaml` for every game under each root; id = game. Same error format as examples. */
export function glossaryLoader(roots: readonly string[], schema: ZodType): Loader {
  return {
    name: 'glossary-loader',
    load: async ({ store }) => {
      store.clear();
      const problems: string[] = [];
      for (const root of roots) for (const game of await readdir(root).catch(() => [] as string[])) {
        const file = join(root, game, 'glossary.yaml');
        const text = await readFile(file, 'utf8').catch(() => null);
        if (text === null) continue;
        const parsed = parseDataFile(relative(process.cwd(), file), text, schema);
        if (parsed.ok) store.set({ id: game, data: { terms: parsed.data } });
        else problems.push(parsed.message);
      }
      if (problems.length) throw new Error(`Invalid glossary:\n${problems.join('\n')}`);
    },
  };
}
