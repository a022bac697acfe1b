import { z } from 'zod';

/**
 * `avoid`: other names for the term the site must not use; `names`: the printed names of the
 * things the term covers (Bora Bora's action tiles), written as printed. A test checks every
 * caption and the rule text against both (`src/explainers/vocabulary.test.ts`).
 */
const entry = z
  .object({
    term: z.string().min(1),
    definition: z.string().min(1),
    avoid: z.array(z.string().min(1)).optional(),
    names: z.array(z.string().min(1)).optional(),
  })
  .strict();

/** One glossary term: Polish beside English, with a stable id for linking. */
export const glossaryTerm = z
  .object({ id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'ids are kebab-case'), pl: entry, en: entry })
  .strict();
export const glossary = z.array(glossaryTerm).min(1);
export type GlossaryTerm = z.infer<typeof glossaryTerm>;
