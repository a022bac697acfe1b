/**
 * Test and review support: every caption of every worked example, as text in
 * both languages, with the example's own inputs and with some of its numbers
 * set to boundary values. `scripts/print-captions` prints them side by side.
 */
import { dictionaries } from '../i18n';
import type { Lang } from '../i18n/format';
import { translator } from '../i18n/translate';
import { EXAMPLE_GAMES } from '../schemas/examples';
import { exampleFiles } from './exampleFiles';
import { localize } from './localize';
import { messagesOf } from './messagesOf';
import { initialStory, type InitialStory } from './stories';
import type { Inputs, Message } from './types';

export interface Played {
  game: string;
  id: string;
  inputs: string;
  steps: InitialStory['steps'];
  /** Per language, every message of the steps as text, in order. */
  text: Record<Lang, { key: string; text: string }[]>;
}

/** Numbers a caption must read well with. */
export const BOUNDARY_NUMBERS = [0, 1, 2, 5, 12, 22, 25] as const;

function texts(lang: Lang, messages: readonly Message[]) {
  const t = translator(lang, { ...dictionaries[lang], 'explainer.literal': '{text}' });
  return messages.map((m) => ({ key: m.key, text: t(m) }));
}

/**
 * Every example of every game, played with its own inputs and then once per
 * number input set to each boundary number the input allows (clamped to its range).
 */
export function playEveryExample(boundaries = true, only?: string): Played[] {
  const out: Played[] = [];
  for (const game of EXAMPLE_GAMES) {
    if (only && game !== only) continue;
    const { ids, raw } = exampleFiles(game);
    for (const id of ids) {
      const runs: Inputs[] = [{}];
      const { defaults, specs } = initialStory(game, localize(raw(id), 'en'));
      if (boundaries) {
        for (const spec of specs) {
          if (spec.kind !== 'number') continue;
          for (const n of BOUNDARY_NUMBERS) if (n >= spec.min && n <= spec.max && n !== defaults[spec.name]) runs.push({ [spec.name]: n });
        }
      }
      for (const change of runs) {
        const steps: Record<Lang, InitialStory['steps']> = { en: [], pl: [] };
        for (const lang of ['en', 'pl'] as const) steps[lang] = initialStory(game, localize(raw(id), lang), change).steps;
        out.push({
          game,
          id,
          inputs: JSON.stringify(change),
          steps: steps.en,
          text: { en: texts('en', messagesOf(steps.en)), pl: texts('pl', messagesOf(steps.pl)) },
        });
      }
    }
  }
  return out;
}
