import type { APIRoute } from 'astro';
import { gameMessages } from '../../../i18n/gameMessages';
import { LANGS, PUBLISHED } from '../../../site/games';
import type { Lang } from '../../../i18n/format';

/*
 * A game's words for its islands (issue 29): what a rulebook, a lesson or an example's page would
 * otherwise carry inline, 20–45 KB of every page. The page names this file in its empty
 * `data-messages` script (layouts/Base.astro); an island's `client:touch` fetches it as the island
 * wakes, beside the island's code (i18n/pageWords.ts). Saved for offline use with the language's
 * pages (integrations/offline.mjs).
 */
export function getStaticPaths() {
  return LANGS.flatMap((lang) => PUBLISHED.map((g) => ({ params: { lang, game: g.slug } })));
}

export const GET: APIRoute = ({ params }) => {
  const { messages } = gameMessages(params.lang as Lang, params.game as string);
  return new Response(JSON.stringify(messages), { headers: { 'Content-Type': 'application/json' } });
};
