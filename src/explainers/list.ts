import type { Message } from './types';

/** The three words a language joins a list with: nothing, the last pair, and one more in front. */
export type ListWord = (word: 'none' | 'two' | 'more', params?: Readonly<Record<string, Message>>) => Message;

/**
 * "a, b and c" in the reader's language, as one message built from the end:
 * `{a} and {b}`, then `{a}, {rest}` for each item in front.
 */
export function joinList(items: readonly Message[], word: ListWord): Message {
  if (items.length === 0) return word('none');
  if (items.length === 1) return items[0]!;
  let acc = word('two', { a: items[items.length - 2]!, b: items[items.length - 1]! });
  for (let i = items.length - 3; i >= 0; i--) acc = word('more', { a: items[i]!, rest: acc });
  return acc;
}
