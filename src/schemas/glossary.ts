import { z } from 'zod';

const entry = z.object({ term: z.string().min(1), definition: z.string().min(1) }).strict();

/** One glossary term: Polish beside English, with a stable id for linking. */
export const glossaryTerm = z
  .object({ id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'ids are kebab-case'), pl: entry, en: entry })
  .strict();
export const glossary = z.array(glossaryTerm).min(1);
export type GlossaryTerm = z.infer<typeof glossaryTerm>;
