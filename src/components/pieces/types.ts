import type { JSX } from 'preact';
import type { Translate } from '../../i18n/translate';

/** One component's drawing: its shapes in their own viewBox, and its words in the page's language. */
export interface Drawn {
  viewBox: string;
  shapes: JSX.Element;
  label: string;
}

/** The drawings one game offers to its rulebook, by the `kind` the MDX names. */
export type GamePieces = Record<string, (t: Translate) => Drawn>;
