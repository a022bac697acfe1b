/**
 * Words a reader searches with that the page does not show (src/components/findable/): a rule
 * section's players' words (`<Findable by="…" />` beside its heading) and its quick-reference line
 * (`Heading.astro`). Each is a hidden element Pagefind indexes, weighted above the rule text, between
 * two empty marker elements whose ids Pagefind records as anchors. Search (src/components/Search.astro)
 * reads the markers back: the words between them rank the section but are never shown as an excerpt,
 * except the quick-reference line, which is shown as the section's answer.
 * A note that the source is silent (Note.astro, `type="gap"`) is marked the same way, its words shown:
 * where it holds every word asked and the quick-reference line does not, the note is the section's
 * excerpt ("what happens when the tiles run out" reads that the source does not say, not the drawing
 * rule's summary, which would look like an answer).
 */

/**
 * Pagefind weights (0–10; body text is 1, an h3 5, an h2 6): players' words rank a section as its
 * heading does, its quick-reference line a little less; an example's steps (Example.astro) and the
 * glossary's entries (Glossary.astro) rank below the rule text that uses the same words.
 */
export const FINDABLE_WEIGHT = { asked: 6, ref: 4, example: 0.5, glossary: 0.5 } as const;

/** The marker ids: `{kind}-{key}` opens a run of words, `{kind}-{key}-end` closes it. */
export const markerId = (kind: MarkedRange['kind'], key: string | number) => `${kind}-${key}`;

/** A marked run of words in Pagefind's `content` (word positions, `end` excluded): hidden, or a note that the source is silent. */
export type MarkedRange = { kind: 'asked' | 'ref' | 'gap'; start: number; end: number };
/** A run of hidden words. */
export type HiddenRange = MarkedRange & { kind: 'asked' | 'ref' };

/** The marked runs of a page, from the anchors Pagefind recorded for their markers. */
export function markedRanges(anchors: readonly { id: string; location: number }[]): MarkedRange[] {
  const ends = new Map(anchors.filter((a) => a.id.endsWith('-end')).map((a) => [a.id.slice(0, -'-end'.length), a.location]));
  return anchors.flatMap((a) => {
    const kind = /^(asked|ref|gap)-/.exec(a.id)?.[1] as MarkedRange['kind'] | undefined;
    const end = ends.get(a.id);
    return kind && end !== undefined ? [{ kind, start: a.location, end }] : [];
  });
}

/** The hidden runs of a page. */
export const hiddenRanges = (anchors: readonly { id: string; location: number }[]): HiddenRange[] =>
  markedRanges(anchors).filter((r): r is HiddenRange => r.kind !== 'gap');

/** The phrases of a `by` list: separated by `|`, trimmed, none empty. */
export function phrases(by: string): string[] {
  return by
    .split('|')
    .map((p) => p.trim())
    .filter(Boolean);
}

const counters = new WeakMap<object, number>();
/** A number unique on the page being rendered (one counter per request). */
export function nextOnPage(request: object): number {
  const n = (counters.get(request) ?? 0) + 1;
  counters.set(request, n);
  return n;
}
