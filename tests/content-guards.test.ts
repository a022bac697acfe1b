/**
 * The build's content guards, each shown to fail and to pass: every fixture in
 * `tests/fixtures/fixtures.json` goes through the very loaders and checks that
 * `src/content.config.ts` gives Astro (schema, engine, headings, glossary), and
 * must be refused with the words listed for it; today's `content/` must pass
 * them all. `scripts/test.mjs` also builds the fixtures marked `build` for real.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { engineProblems } from '../src/content/engine-checks';
import { examplesLoader, glossaryLoader } from '../src/content/examples-loader';
import { checkRulebooks } from '../src/content/rulebook-check';
import { exampleSchemas } from '../src/schemas/examples';
import { glossary } from '../src/schemas/glossary';

interface Fixture {
  dir: string;
  kind: string;
  build?: boolean;
  expect: string[];
}
const { fixtures } = JSON.parse(readFileSync('tests/fixtures/fixtures.json', 'utf8')) as { fixtures: Fixture[] };

/** Runs every guard the build runs over `roots`; returns the messages of those that refuse, and how many entries were stored. */
async function guard(roots: string[]): Promise<{ errors: string[]; stored: number }> {
  let stored = 0;
  const store = { clear: () => undefined, set: () => ((stored += 1), true) };
  const context = { store } as never;
  const errors: string[] = [];
  const attempt = async (run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (e) {
      errors.push((e as Error).message);
    }
  };
  await attempt(() => checkRulebooks(roots));
  await attempt(() => glossaryLoader(roots, glossary).load(context));
  await attempt(() => examplesLoader(roots, exampleSchemas, engineProblems).load(context));
  return { errors, stored };
}

describe('content guards', () => {
  it('pass today’s content: every example, glossary and rulebook heading', async () => {
    const { errors, stored } = await guard(['content']);
    expect(errors).toEqual([]);
    expect(stored).toBeGreaterThan(30);
  });

  for (const f of fixtures) {
    it(`refuse ${f.kind} (tests/fixtures/${f.dir})`, async () => {
      const { errors } = await guard([`tests/fixtures/${f.dir}`]);
      const text = errors.join('\n');
      console.log(`tests/fixtures/${f.dir} refused:\n${text}`);
      for (const s of f.expect) expect(text, s).toContain(s);
    });
  }
});
