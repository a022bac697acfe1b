/**
 * The dictionary a game's page carries once, for all of its islands.
 *
 * A rulebook has an island per worked example, and each needs the same words. Passed as a
 * prop, the dictionary would be written into the page once per island (Astro serializes
 * every prop). Instead the page's `<head>` carries it once, as
 * `<script type="application/json" data-messages="{name}">`, and an island receives only
 * its name. On the server the build registers the dictionary under that name
 * (`gameMessages`, server-only), so the island renders from the same words either side.
 */
import type { Messages } from './translate';

/** What an island receives instead of a dictionary: the name of the one its page carries. */
export interface PageMessages {
  readonly onPage: string;
}

const known = new Map<string, Messages>();

/** The attribute naming the script a page carries a dictionary in (a teacher's lesson copies the script along with an island). */
export const MESSAGES_ATTRIBUTE = 'data-messages';

/** Build side: remembers `messages` under `name` and returns the reference an island gets. */
export function providePageMessages(name: string, messages: Messages): PageMessages {
  known.set(name, messages);
  return { onPage: name };
}

/** The dictionary behind a reference: as registered at build time, or from the page in a browser. */
export function resolveMessages(ref: PageMessages): Messages {
  const hit = known.get(ref.onPage);
  if (hit) return hit;
  const script = typeof document === 'undefined' ? null : document.querySelector(`script[${MESSAGES_ATTRIBUTE}="${CSS.escape(ref.onPage)}"]`);
  if (!script?.textContent) throw new Error(`This page carries no messages named "${ref.onPage}"`);
  const messages = JSON.parse(script.textContent) as Messages;
  known.set(ref.onPage, messages);
  return messages;
}
