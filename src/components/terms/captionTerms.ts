/**
 * Glossary terms in example captions (issue 15 item 3). The rule text is marked at build time
 * (`src/integrations/glossary-terms.mjs`); a caption is written by the engine's story, so the example
 * island marks it as it renders, the same on the server and after hydration, with the same matcher
 * (`term-matcher.mjs`) and the same markup: the first time a term appears in a step's caption it is
 * `<a class="term" href="…#term-{id}" aria-describedby="term-{id}-def">`, which `terms.ts` explains.
 * The island gets only the terms its captions use (`CaptionTerms`, a small prop), not the glossary.
 */
import { namedTermMatcher } from '../../integrations/term-matcher.mjs';
import type { Lang } from '../../i18n/format';

export interface CaptionTerms {
  /** The page language's names of the terms this example's captions use. */
  readonly terms: readonly { readonly id: string; readonly term: string }[];
  /** Where an entry is: `#term-` on the rulebook, `/{lang}/{game}/#term-` elsewhere (the id follows). */
  readonly href: string;
}

export type CaptionPiece = string | { readonly id: string; readonly text: string };
export type CaptionMatcher = (text: string) => CaptionPiece[];

/** A caption cut into text and terms: each term once (its first occurrence), never nested. */
export function captionMatcher(terms: CaptionTerms['terms'], lang: Lang): CaptionMatcher {
  const match = namedTermMatcher(terms, lang);
  return (text) => {
    const out: CaptionPiece[] = [];
    const seen = new Set<string>();
    let at = 0;
    for (const hit of match(text)) {
      if (seen.has(hit.id)) continue;
      seen.add(hit.id);
      if (hit.start > at) out.push(text.slice(at, hit.start));
      out.push({ id: hit.id, text: text.slice(hit.start, hit.end) });
      at = hit.end;
    }
    if (at < text.length || out.length === 0) out.push(text.slice(at));
    return out;
  };
}
