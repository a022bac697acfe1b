import { useMemo } from 'preact/hooks';
import type { ComponentChildren } from 'preact';
import type { Lang } from '../../i18n/format';
import { captionMatcher, type CaptionTerms } from '../terms/captionTerms';

/** A step caption's text with the glossary's terms in it made links to their entries (terms/captionTerms.ts). */
export type Caption = (text: string) => ComponentChildren;

export function useCaptionTerms(captionTerms: CaptionTerms | undefined, lang: Lang): Caption {
  const pieces = useMemo(() => (captionTerms?.terms.length ? captionMatcher(captionTerms.terms, lang) : null), [captionTerms, lang]);
  return (text) =>
    pieces && captionTerms
      ? pieces(text).map((p, k) =>
          typeof p === 'string' ? (
            p
          ) : (
            <a key={k} class="term" href={`${captionTerms.href}${p.id}`} aria-describedby={`term-${p.id}-def`}>
              {p.text}
            </a>
          ),
        )
      : text;
}
