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
import { checkExamples, glossaryLoader } from '../src/content/examples-loader';
import { checkRulebooks } from '../src/content/rulebook-check';
import { parseDataFile } from '../src/schemas/validate';
import { exampleSchema, type ExampleGame } from '../src/schemas/examples';
import { glossary } from '../src/schemas/glossary';

interface Fixture {
  dir: string;
  kind: string;
  build?: boolean;
  expect: string[];
}
const { fixtures } = JSON.parse(readFileSync('tests/fixtures/fixtures.json', 'utf8')) as { fixtures: Fixture[] };

/** Runs every guard the build runs over `roots`; returns the messages of those that refuse, and how many entries passed. */
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
  await attempt(async () => (stored += await checkExamples(roots, engineProblems)));
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

/*
 * Each game's engine check, shown to refuse: a real example with one move or choice changed in
 * memory must be refused, naming the move's path and the engine's reason code.
 */
const broken: { game: ExampleGame; id: string; from: string; to: string; says: string }[] = [
  { game: 'gheos', id: 'war-1', from: 'payments: [yellow]', to: 'payments: [blue]', says: 'choices.payments[0]: the engine refuses it (invalid-choice' },
  { game: 'gheos', id: 'war-1', from: 'payments: [yellow]', to: 'payments: [yellow, red]', says: 'choices.payments[1]: the engine refuses it (invalid-choice' },
  { game: '7-wonders', id: 'turn-actions', from: '{ card: tavern, action: build }', to: '{ card: altar, action: build }', says: 'turns[3]: the engine refuses it (duplicate-building' },
  { game: '7-wonders', id: 'card-passing', from: '  - [barracks, stockade, tower, lumber, stone, clay, ore, timber, loom, glass, press, altar, theatre, baths, well, tavern, market, post, apothecary, workshop, scriptorium]', to: '  - [barracks, stockade]', says: 'preferences[0]: the engine refuses it (card-not-in-hand' },
  { game: 'pillars-of-the-earth', id: 'builder-placement', from: 'steps: [pass, place, pass, place, pass, place, place, place, place]', to: 'steps: [pass, place, pass, place, pass, place, place, place, place, place, place, place, place, place, place, place]', says: ': the engine refuses it (' },
  { game: 'bora-bora', id: 'combine-tiles', from: '{ hutFrom: other }', to: '{ hutFrom: other, region: nowhere }', says: 'steps[1].choices: the engine refuses it (invalid-choice' },
  { game: 'bora-bora', id: 'helper-action', from: '{ kind: tattoo, space: 0 }', to: '{ kind: tattoo, space: 11 }', says: 'ways[0]: the engine refuses it (' },
];

/** The file must pass its schema; then what its engine refuses. */
function parsedThenPlayed<G extends ExampleGame>(game: G, file: string, text: string): string[] {
  const parsed = parseDataFile(file, text, exampleSchema(game));
  if (!parsed.ok) expect.fail(parsed.message);
  return engineProblems(file, game, parsed.data, text);
}

describe('each game’s engine check refuses a move or choice its engine refuses', () => {
  for (const b of broken) {
    it(`${b.game}/${b.id}: ${b.to}`, () => {
      const file = `content/${b.game}/examples/${b.id}.yaml`;
      const text = readFileSync(file, 'utf8');
      expect(text).toContain(b.from);
      const changed = text.replace(b.from, b.to);
      const problems = parsedThenPlayed(b.game, file, changed);
      console.log(problems.join('\n'));
      expect(problems.join('\n')).toContain(`${file}:`);
      expect(problems.join('\n')).toContain(b.says);
      expect(parsedThenPlayed(b.game, file, text)).toEqual([]);
    });
  }
});
