import { describe, expect, it } from 'vitest';
import { dictionaries } from '../i18n';
import { translator } from '../i18n/translate';
import { EXAMPLE_GAMES } from '../schemas/examples';
import { exampleFiles } from './exampleFiles';
import { localize } from './localize';
import { messagesOf } from './messagesOf';
import { initialStory } from './stories';

/*
 * Every worked example of every game, in both languages, as the page builds it: the engine plays
 * it through without a refusal to a closing result, and every message it shows exists in both
 * dictionaries and reads without a leftover placeholder or key.
 */
for (const game of EXAMPLE_GAMES) {
  const { ids, raw } = exampleFiles(game);
  describe(`${game}: every worked example`, () => {
    for (const id of ids) {
      it(`${id}: runs without refusal to a result, and every message exists in both languages`, () => {
        for (const lang of ['en', 'pl'] as const) {
          const { steps } = initialStory(game, localize(raw(id), lang));
          // A move told whole in one step (its opening holding every event: fold.ts) is a story too.
          expect(steps.length).toBeGreaterThan(0);
          expect(steps.reduce((n, s) => n + (s.holds ?? 1), 0)).toBeGreaterThan(2);
          expect(steps.filter((s) => s.tone === 'refusal')).toEqual([]);
          expect(steps.at(-1)?.tone).toBe('result');
          const t = translator(lang, { ...dictionaries[lang], 'explainer.literal': '{text}' });
          for (const m of messagesOf(steps)) {
            expect(dictionaries.en, m.key).toHaveProperty([m.key]);
            expect(dictionaries.pl, m.key).toHaveProperty([m.key]);
            const text = t(m);
            expect(text, `${m.key} → ${text}`).not.toMatch(/\{[a-zA-Z]+\}|\b(?:sw|gheos|pillars|bora|explainer|example)\.[a-z]/);
          }
        }
      });
    }
  });
}
