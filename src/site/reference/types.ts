import type { ParamValue } from '../../i18n/format';
import type { ReferenceKey } from '../../i18n/en/reference';

/** A parameter of a line: a number or word from the engine, or a word of the dictionary. */
export type RefParam = ParamValue | { word: ReferenceKey };

/**
 * One line of a quick-reference card: what it says (a dictionary key, with the engine's numbers as
 * parameters) and the rulebook section it sums up (a heading id of `content/{game}/{lang}.mdx`, the
 * same in both languages). The line's link is named by that heading, in the page's language.
 */
export interface RefLine {
  to: string;
  text: ReferenceKey;
  params?: Readonly<Record<string, RefParam>>;
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
