import { z } from 'zod';

const LANGUAGE = { pl: 'Polish', en: 'English' } as const;

/**
 * A term and its definition in one language; a missing one says which language is missing.
 * `avoid`: other names for the term the site must not use; `names`: the printed names of the
 * things the term covers (Bora Bora's action tiles), written as printed. A test checks every
 * caption and the rule text against both (`src/explainers/vocabulary.test.ts`).
 */
const entry = (lang: keyof typeof LANGUAGE) =>
  z
    .object(
      {
        term: z.string().min(1),
        definition: z.string().min(1),
        avoid: z.array(z.string().min(1)).optional(),
        names: z.array(z.string().min(1)).optional(),
      },
      {
        error: (issue) =>
          issue.input === undefined ? `the ${LANGUAGE[lang]} entry is missing: every term needs "${lang}:" with its term and definition` : undefined,
      },
    )
    .strict();

/** One glossary term: Polish beside English, with a stable id for linking. */
export const glossaryTerm = z
  .object({ id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'ids are kebab-case'), pl: entry('pl'), en: entry('en') })
  .strict();
export const glossary = z.array(glossaryTerm).min(1);
export type GlossaryTerm = z.infer<typeof glossaryTerm>;
