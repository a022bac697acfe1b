/**
 * Build side: the glossary terms an example's captions use, in the page's language (each by its id
 * and its name): what its island marks in them (captionTerms.ts). Computed once for the page (which
 * writes their definitions when the glossary is not on it) and once for the example's steps file,
 * which carries them to the island (explainers/pageSteps.ts).
 */
import type { Lang } from '../../i18n/format';
import { gameMessages } from '../../i18n/gameMessages';
import { translator } from '../../i18n/translate';
import { namedTermMatcher } from '../../integrations/term-matcher.mjs';
import type { InitialStory } from '../../explainers/stories';
import { glossaryOf } from '../../site/content';
import type { CaptionTerms } from './captionTerms';

export async function captionTermsUsed(game: string, lang: Lang, story: InitialStory<unknown>): Promise<CaptionTerms['terms']> {
  const glossary = await glossaryOf(game);
  const named = glossary.map((g) => ({ id: g.id, term: g[lang].term }));
  const findTerms = namedTermMatcher(named, lang);
  const translate = translator(lang, gameMessages(lang, game).messages);
  const used = new Set(story.steps.flatMap((s) => findTerms(translate(s.caption)).map((hit) => hit.id)));
  return named.filter((n) => used.has(n.id));
}
