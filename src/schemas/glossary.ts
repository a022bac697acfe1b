import { z } from 'zod';

const LANGUAGE = { pl: 'Polish', en: 'English' } as const;

/**
 * A name the site must not use for a term: its forms with braces for the endings
 * (`płyt{ka,ki,kę,ek}`, `#` for a number), or a regular expression between slashes where only some
 * company makes it wrong; `{ words, use }` when the word to write instead is a plainer one than the
 * term (`field` → `space` beside "ceremony space"). See `src/i18n/vocabulary.ts`.
 */
const avoided = z.union([z.string().min(1), z.object({ words: z.string().min(1), use: z.string().min(1) }).strict()]);

/**
 * A term and its definition in one language; a missing one says which language is missing.
 * `avoid`: other names for the term the site must not use; `names`: the printed names of the
 * things the term covers (Bora Bora's action tiles), written as printed. Every dictionary, rule
 * book, example file and glossary is checked against `avoid` (`src/i18n/vocabulary.test.ts`), and
 * every caption against both (`src/explainers/vocabulary.test.ts`).
 */
const entry = (lang: keyof typeof LANGUAGE) =>
  z
    .object(
      {
        term: z.string().min(1),
        definition: z.string().min(1),
        avoid: z.array(avoided).optional(),
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
