import { dictionaries, type Lang } from '../../i18n';
import { format, type ParamValue } from '../../i18n/format';
import type { RefLine, ReferenceCard } from './types';
import { REGISTRY, type GameId } from '../../registry';

export type { RefLine, RefSection, ReferenceCard } from './types';

/** A game's quick-reference card, from its descriptor. */
export function referenceCardOf(game: GameId): ReferenceCard {
  return REGISTRY[game].reference;
}

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
