import { defineCollection } from 'astro:content';
import { glob, type Loader } from 'astro/loaders';
import { z } from 'zod';
import { engineProblems } from './content/engine-checks';
import { examplesLoader, glossaryLoader } from './content/examples-loader';
import { checkRulebooks } from './content/rulebook-check';
import { exampleSchemas } from './schemas/examples';
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
  /** `content/{game}/examples/*.yaml`: worked examples as data; id `{game}/{example-id}`. Each is played by its engine. */
  examples: defineCollection({
    loader: examplesLoader(contentRoots, exampleSchemas, engineProblems),
    schema: z.object({ game: z.string(), id: z.string(), data: z.unknown() }),
  }),
};
