import type { ParamValue } from '../../i18n/format';
import type { boraBora } from '../../i18n/en/bora-bora';
import { joinList } from '../list';
import type { Message } from '../types';

/** A key of the Bora Bora dictionary (or the shared literal). */
export type BoraKey = keyof typeof boraBora | 'explainer.literal';

/** A message whose key the Bora Bora dictionaries are known to have. */
export function bmsg(key: BoraKey, params?: Readonly<Record<string, ParamValue | Message>>): Message {
  return params ? { key, params } : { key };
}

/** "a, b and c" in the reader's language. */
export function list(items: readonly Message[]): Message {
  return joinList(items, (word, params) => bmsg(`bora.list.${word}`, params));
}
