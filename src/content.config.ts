import { defineCollection } from 'astro:content';
import { glob, type Loader } from 'astro/loaders';
import { z } from 'zod';
import { engineProblems } from './content/engine-checks';
import { checkExamples, glossaryLoader } from './content/examples-loader';
import { checkRulebooks } from './content/rulebook-check';
import { exampleSchema, type ExampleGame } from './schemas/examples';
import { glossary } from './schemas/glossary';
import { rulebookFrontmatter } from './schemas/rulebook';

// A test points CONTENT_FIXTURES at extra content (examples, glossaries, rulebooks) to prove a bad one fails the build.
const contentRoots = ['content', ...(process.env.CONTENT_FIXTURES ? [process.env.CONTENT_FIXTURES] : [])];

/** The rulebooks, after their headings are checked: each needs an explicit `{#id}` with a twin in the other language. */
function rulebooksLoader(): Loader {
  const inner = glob({ pattern: '*/{pl,en}.mdx', base: './content' });
  return {
    ...inner,
    load: async (context) => {
      await checkRulebooks(contentRoots);
      return inner.load(context);
    },
  };
}

/**
 * One game's worked examples, `content/{game}/examples/*.yaml|json` (id = file name), loaded by
 * `glob()` and typed by the game's schema. Every example under every root is first read with its
 * schema and played by its engine (`checkExamples`), so a bad one stops the build naming the
 * file, the line, the field and the reason, all of them at once, before glob loads any.
 */
function examples<G extends ExampleGame>(game: G) {
  const inner = glob({ pattern: '*.{yaml,yml,json}', base: `./content/${game}/examples` });
  const loader: Loader = {
    ...inner,
    load: async (context) => {
      await checkExamples(contentRoots, engineProblems);
      return inner.load(context);
    },
  };
  return defineCollection({ loader, schema: exampleSchema(game) });
}

export const collections = {
  /** `content/{game}/{lang}.mdx`: the rulebook text; id `{game}/{lang}`. */
  rulebooks: defineCollection({
    loader: rulebooksLoader(),
    schema: rulebookFrontmatter,
  }),
  /** `content/{game}/glossary.yaml`: one entry per game (id = game) holding all its terms. */
  glossaries: defineCollection({
    loader: glossaryLoader(contentRoots, glossary),
    schema: z.object({ terms: glossary }),
  }),
  /** Worked examples as data, one collection per game (see `examples`); each is played by its engine. */
  sevenWondersExamples: examples('7-wonders'),
  gheosExamples: examples('gheos'),
  pillarsExamples: examples('pillars-of-the-earth'),
  boraBoraExamples: examples('bora-bora'),
};
