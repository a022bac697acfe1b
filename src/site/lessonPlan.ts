/**
 * A game's lesson plan (`content/{game}/lesson.yaml`): the opening slides (goal, components, how a
 * round or turn goes, how the game ends), the setup slide, and the rules in the order a teacher
 * explains them, as parts naming rulebook sections. `teachingOrder` puts every worked example of
 * the rulebook (`lessonOrder`) into the part that names its section. Build time only.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { Lang } from '../i18n/format';
import { parseDataFile } from '../schemas/validate';
import type { LessonEntry } from './lessonOrder';

const words = z.object({ en: z.string().min(1), pl: z.string().min(1) });
const lines = z.object({ en: z.array(z.string().min(1)).min(1), pl: z.array(z.string().min(1)).min(1) });
const card = z.object({ title: words, points: lines, note: words.optional() });
const schema = z.object({
  opening: z.array(card.extend({ id: z.string().regex(/^[a-z0-9-]+$/) })).min(1),
  setup: card,
  parts: z
    .array(z.object({ id: z.string().regex(/^[a-z0-9-]+$/), title: words, sections: z.array(z.string().min(1)).min(1), note: words.optional() }))
    .min(1),
});
export type LessonPlan = z.infer<typeof schema>;

/** Reads and checks `content/{game}/lesson.yaml`; a bad file is a build error naming its line. */
export function lessonPlanOf(game: string, root = 'content'): LessonPlan {
  const file = join(root, game, 'lesson.yaml');
  const parsed = parseDataFile(file, readFileSync(file, 'utf8'), schema);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.data;
}

/** One part of the rules as taught: its title, notes and examples in teaching order. */
export interface TaughtPart {
  id: string;
  title: string;
  note?: string;
  examples: LessonEntry[];
  /** The part's sections in teaching order (one with no example: the lesson states the rule on a slide of its own). */
  sections: readonly string[];
}

/**
 * The rulebook's examples grouped by the plan's parts, in the parts' order and, within a part, by
 * the order of its sections (then the rulebook's). An example under a section no part names is an
 * error: a lesson must teach every example, and say where.
 */
export function teachingOrder(plan: LessonPlan, entries: readonly LessonEntry[], lang: Lang): TaughtPart[] {
  const placed = new Set<string>();
  const parts = plan.parts.map((p) => {
    const examples = entries
      .filter((e) => p.sections.includes(e.anchor))
      .sort((a, b) => p.sections.indexOf(a.anchor) - p.sections.indexOf(b.anchor) || entries.indexOf(a) - entries.indexOf(b));
    for (const e of examples) placed.add(e.id);
    return { id: p.id, title: p.title[lang], note: p.note?.[lang], examples, sections: p.sections };
  });
  const left = entries.filter((e) => !placed.has(e.id));
  if (left.length) throw new Error(`lesson plan: no part teaches ${left.map((e) => `${e.id} (section #${e.anchor})`).join(', ')}`);
  return parts;
}
