import { useMemo } from 'preact/hooks';
import type { ComponentChildren } from 'preact';
import type { Lang } from '../../i18n/format';
import { captionMatcher, type CaptionTerms } from '../terms/captionTerms';

/** A step caption's text with the glossary's terms in it made links to their entries (terms/captionTerms.ts). */
export type Caption = (text: string) => ComponentChildren;

/** The same function while the terms are the same: a step whose caption did not change is not drawn again (StepList). */
export function useCaptionTerms(captionTerms: CaptionTerms | undefined, lang: Lang): Caption {
  return useMemo(() => {
    const pieces = captionTerms?.terms.length ? captionMatcher(captionTerms.terms, lang) : null;
    if (!pieces || !captionTerms) return (text: string) => text;
    return (text: string) =>
      pieces(text).map((p, k) =>
        typeof p === 'string' ? (
          p
        ) : (
          <a key={k} class="term" href={`${captionTerms.href}${p.id}`} aria-describedby={`term-${p.id}-def`}>
            {p.text}
          </a>
        ),
      );
  }, [captionTerms, lang]);
}
