import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'zod';
import { examplesLoader, glossaryLoader } from './content/examples-loader';
import { exampleSchemas } from './schemas/examples';
import { glossary } from './schemas/glossary';
import { rulebookFrontmatter } from './schemas/rulebook';

// A test points CONTENT_FIXTURES at extra example files to prove a bad one fails the build.
const exampleRoots = ['content', ...(process.env.CONTENT_FIXTURES ? [process.env.CONTENT_FIXTURES] : [])];

export const collections = {
  /** `content/{game}/{lang}.mdx`: the rulebook text; id `{game}/{lang}`. */
  rulebooks: defineCollection({
    loader: glob({ pattern: '*/{pl,en}.mdx', base: './content' }),
    schema: rulebookFrontmatter,
  }),
  /** `content/{game}/glossary.yaml`: one entry per game (id = game) holding all its terms. */
  glossaries: defineCollection({
    loader: glossaryLoader('content', glossary),
    schema: z.object({ terms: glossary }),
  }),
  /** `content/{game}/examples/*.yaml`: worked examples as data; id `{game}/{example-id}`. */
  examples: defineCollection({
    loader: examplesLoader(exampleRoots, exampleSchemas),
    schema: z.object({ game: z.string(), id: z.string(), data: z.unknown() }),
  }),
};
