import { format, type Lang, type ParamValue } from './format';
import type { Message } from '../explainers/types';

export type Messages = Readonly<Record<string, string>>;
export type Translate = (message: Message) => string;

/**
 * Turns a message (key + params) into text in one language. Nested messages in
 * params are translated first, so "{side}" can be the word "left" in Polish.
 * A missing key shows the key itself, which the e2e suite would catch on a page.
 */
export function translator(lang: Lang, messages: Messages): Translate {
  const t: Translate = (message) => {
    const params: Record<string, ParamValue> = {};
    for (const [name, value] of Object.entries(message.params ?? {})) {
      params[name] = typeof value === 'object' ? t(value) : value;
    }
    const template = messages[message.key];
    return template === undefined ? message.key : format(lang, template, params);
  };
  return t;
}

/** The subset of a dictionary whose keys start with one of the prefixes (what an island needs). */
export function pick(messages: Messages, prefixes: readonly string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(messages).filter(([key]) => prefixes.some((p) => key.startsWith(p))));
}
