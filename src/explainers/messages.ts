import type { MessageKey } from '../i18n';
import type { ParamValue } from '../i18n/format';
import type { Message } from './types';

/** A message with a key the dictionaries are known to have (checked by `astro check`). */
export function msg(key: MessageKey, params?: Readonly<Record<string, ParamValue | Message>>): Message {
  return params ? { key, params } : { key };
}
