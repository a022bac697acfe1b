import { dictionaries, type Lang } from '../../i18n';
import { format, type ParamValue } from '../../i18n/format';
import { boraBora } from './bora-bora';
import { gheos } from './gheos';
import { pillars } from './pillars';
import { sevenWonders } from './seven-wonders';
import type { RefLine, ReferenceCard } from './types';

export type { RefLine, RefSection, ReferenceCard } from './types';

/** Every game's quick-reference card, by slug. */
export const REFERENCE_CARDS: Readonly<Record<string, ReferenceCard>> = {
  gheos,
  '7-wonders': sevenWonders,
  'pillars-of-the-earth': pillars,
  'bora-bora': boraBora,
};

/** A line's text in one language, its engine numbers and dictionary words filled in. */
export function lineText(lang: Lang, line: RefLine): string {
  const params: Record<string, ParamValue> = {};
  for (const [name, value] of Object.entries(line.params ?? {})) {
    params[name] = typeof value === 'object' ? dictionaries[lang][value.word] : value;
  }
  return format(lang, dictionaries[lang][line.text], params);
}

/** Every line of a card, the stop line last. */
export function linesOf(card: ReferenceCard): RefLine[] {
  return [...card.sections.flatMap((s) => s.lines), ...(card.stop ? [card.stop] : [])];
}
