/**
 * Build time: what a teacher may put in a lesson of their own (`/{lang}/lesson/`), by game: every
 * worked example in the order the game's lesson teaches it (grouped by its parts), and every practice
 * kind with its player counts. The builder lists it; the player checks an address against it.
 */
import { getRelativeLocaleUrl } from 'astro:i18n';
import { useTranslations, type Lang } from '../i18n';
import { gameMessages, practiceWords } from '../i18n/gameMessages';
import { translator } from '../i18n/translate';
import type { QuestionKind } from '../practice/types';
import { exampleOf } from './content';
import { rulebookOf } from './gamePage';
import { PUBLISHED } from './games';
import { lessonOrder } from './lessonOrder';
import { lessonPlanOf, teachingOrder } from './lessonPlan';

export interface TeachExample {
  id: string;
  title: string;
  summary: string;
  section: string;
  /** The rule's heading id in the rulebook. */
  anchor: string;
}
export interface TeachGame {
  slug: string;
  name: string;
  /** The game's own lesson, whose slides a teacher's lesson borrows. */
  lesson: string;
  rulebook: string;
  /** An example's own page, without its id (`{examples}{id}/`). */
  examples: string;
  practice: string;
  parts: { title: string; examples: TeachExample[] }[];
  kinds: { id: string; title: string; min: number; max: number }[];
}

const kindModules = import.meta.glob<{ KINDS: readonly QuestionKind<unknown>[] }>('../practice/*/index.ts', { eager: true });

export async function teachCatalogue(lang: Lang): Promise<TeachGame[]> {
  const t = useTranslations(lang);
  return Promise.all(
    PUBLISHED.map(async ({ slug }) => {
      const entry = await rulebookOf(slug, lang);
      const taught = teachingOrder(lessonPlanOf(slug), lessonOrder(entry.body ?? ''), lang);
      // A kind's title is a practice word, which only a practice page's words carry (`practiceWords`).
      const words = translator(lang, gameMessages(lang, slug, practiceWords(slug)).messages);
      const parts = await Promise.all(
        taught.map(async (part) => ({
          title: part.title,
          examples: await Promise.all(
            part.examples.map(async (e) => {
              const example = await exampleOf(slug, e.id, lang);
              return { id: e.id, title: example.title, summary: example.summary, section: e.section, anchor: e.anchor };
            }),
          ),
        })),
      );
      const kinds = (kindModules[`../practice/${slug}/index.ts`]?.KINDS ?? []).map((k) => ({ id: k.id, title: words(k.title), min: k.players.min, max: k.players.max }));
      return {
        slug,
        name: t(`game.${slug}`),
        lesson: getRelativeLocaleUrl(lang, `${slug}/present/`),
        rulebook: getRelativeLocaleUrl(lang, slug),
        examples: getRelativeLocaleUrl(lang, `${slug}/examples/`),
        practice: getRelativeLocaleUrl(lang, `${slug}/practice/`),
        parts,
        kinds,
      };
    }),
  );
}
