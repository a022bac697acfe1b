import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { Loader } from 'astro/loaders';
import type { ZodType } from 'zod';
import { exampleSchema, isExampleGame, type ExampleGame, type ExampleOf } from '../schemas/examples';
import { parseDataFile } from '../schemas/validate';

const DATA_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.(ya?ml|json)$/;

/** Problems the engine finds in an example's moves and choices, one line each (see `engine-checks/`). */
export type ExampleCheck = <G extends ExampleGame>(file: string, game: G, data: ExampleOf[G], text: string) => string[];

/** One file's problems, by its path and text: each of the four example collections checks every file, the first does the work. */
const checked = new Map<string, readonly string[]>();

/** A file read with its game's schema, then played by `check`; the problems, none when it is fine. */
function fileProblems<G extends ExampleGame>(game: G, path: string, text: string, check: ExampleCheck): readonly string[] {
  const key = `${path}\n${text}`;
  const known = checked.get(key);
  if (known) return known;
  const parsed = parseDataFile(path, text, exampleSchema(game));
  const problems = parsed.ok ? check(path, game, parsed.data, text) : [parsed.message];
  checked.set(key, problems);
  return problems;
}

/**
 * Checks every `{root}/{game}/examples/*.yaml|json` before the example collections load them:
 * each file is validated with its game's schema, and a file that fails stops the build naming
 * the file, the field and the reason. Then `check` plays each example's moves and choices with
 * the game's engine: a move or choice the engine refuses stops the build too, naming the file,
 * the move's path and the engine's reason code. `roots` is normally just `content/`; a test adds
 * a fixture root. Every problem of every game is told at once; returns how many examples passed.
 */
export async function checkExamples(roots: readonly string[], check: ExampleCheck): Promise<number> {
  const problems: string[] = [];
  let passed = 0;
  for (const root of roots) {
    for (const game of await readdir(root).catch(() => [] as string[])) {
      const dir = join(root, game, 'examples');
      const files = await readdir(dir).catch(() => null);
      if (!files) continue;
      for (const file of files.sort()) {
        const path = relative(process.cwd(), join(dir, file));
        if (!DATA_FILE.test(file)) {
          if (!file.startsWith('.')) problems.push(`${path}: example file names are kebab-case ids ending in .yaml or .json`);
          continue;
        }
        if (!isExampleGame(game)) {
          problems.push(`${path}: no example schema is registered for the game "${game}"`);
          continue;
        }
        const found = fileProblems(game, path, await readFile(join(dir, file), 'utf8'), check);
        problems.push(...found);
        if (found.length === 0) passed += 1;
      }
    }
  }
  if (problems.length) throw new Error(`Invalid example data:\n${problems.join('\n')}`);
  return passed;
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
