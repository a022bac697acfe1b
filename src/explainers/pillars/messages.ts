import type { ParamValue } from '../../i18n/format';
import type { pillars } from '../../i18n/en/pillars';
import { joinList } from '../list';
import type { Message } from '../types';

/** A key of the Pillars dictionary (or the shared literal). */
export type PillarsKey = keyof typeof pillars | 'explainer.literal';

/** A message whose key the Pillars dictionaries are known to have. */
export function pmsg(key: PillarsKey, params?: Readonly<Record<string, ParamValue | Message>>): Message {
  return params ? { key, params } : { key };
}

/** "a, b and c" in the reader's language. */
export function list(items: readonly Message[]): Message {
  return joinList(items, (word, params) => pmsg(`pillars.list.${word}`, params));
}
