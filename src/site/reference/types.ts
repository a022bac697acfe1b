import type { ParamValue } from '../../i18n/format';
import type { ReferenceKey } from '../../i18n/en/reference';

/** A parameter of a line: a number or word from the engine, or a word of the dictionary. */
export type RefParam = ParamValue | { word: ReferenceKey };
type RefParams = Readonly<Record<string, RefParam>>;

/**
 * One line of a quick-reference card: what it says (a dictionary key, with the engine's numbers as
 * parameters) and the rulebook section it sums up (a heading id of `content/{game}/{lang}.mdx`, the
 * same in both languages). The line's link is named by that heading, in the page's language.
 */
export interface RefLine {
  to: string;
  text: ReferenceKey;
  params?: RefParams;
}

export interface RefSection {
  title: ReferenceKey;
  lines: readonly RefLine[];
}

/** A game's card: its sections in reading order, and where its source stops (when it does). */
export interface ReferenceCard {
  sections: readonly RefSection[];
  stop?: RefLine;
}

/** The heading ids a game's card can link to: those its dictionary has a line for (`ref.{prefix}.{heading id}`). */
type RefAnchor<P extends string> = ReferenceKey extends infer K ? (K extends `ref.${P}.${infer A}` ? A : never) : never;
/** A line as a card writes it: the heading it sums up, with the engine's numbers when it has any. */
type RefEntry<P extends string> = RefAnchor<P> | readonly [RefAnchor<P>, RefParams];
type SectionTitle = Extract<ReferenceKey, `ref.s.${string}`>;

/**
 * A card from its sections (title → lines, in reading order). A line names only its heading; its
 * text is the dictionary's `ref.{prefix}.{heading}`, so a line without words in the dictionary
 * does not type-check.
 */
export function card<P extends string>(
  prefix: P,
  sections: Partial<Record<SectionTitle, readonly RefEntry<P>[]>>,
  stop?: RefAnchor<P>,
): ReferenceCard {
  const line = (entry: RefEntry<P>): RefLine => {
    const [to, params] = typeof entry === 'string' ? [entry] : entry;
    return { to, text: `ref.${prefix}.${to}` as ReferenceKey, ...(params && { params }) };
  };
  return {
    sections: Object.entries(sections).map(([title, lines]) => ({ title: title as SectionTitle, lines: (lines ?? []).map(line) })),
    ...(stop && { stop: line(stop) }),
  };
}
