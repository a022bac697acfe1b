import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { dictionaries } from '../../i18n';
import { translator } from '../../i18n/translate';
import { EXAMPLE_GAMES } from '../../schemas/examples';
import { exampleFiles } from '../../explainers/exampleFiles';
import { localize } from '../../explainers/localize';
import { initialStory } from '../../explainers/stories';
import { captionMatcher } from './captionTerms';

/*
 * Glossary terms in the captions of every worked example, in both languages, as the islands mark
 * them: some found in every game, each at most once per caption, none inside another, the caption's
 * text unchanged apart from the marks, and the few terms an island is given (those its captions use)
 * marking exactly as the whole glossary would.
 */
type Entry = { id: string; en: { term: string }; pl: { term: string } };
for (const game of EXAMPLE_GAMES) {
  const glossary = parse(readFileSync(`content/${game}/glossary.yaml`, 'utf8')) as Entry[];
  const { ids, raw } = exampleFiles(game);
  describe(`${game}: terms in example captions`, () => {
    for (const lang of ['en', 'pl'] as const) {
      it(`${lang}: marks terms in every example's captions`, () => {
        const named = glossary.map((g) => ({ id: g.id, term: g[lang].term }));
        const whole = captionMatcher(named, lang);
        const t = translator(lang, { ...dictionaries[lang], 'explainer.literal': '{text}' });
        let marks = 0;
        for (const id of ids) {
          const captions = initialStory(game, localize(raw(id), lang)).steps.map((s) => t(s.caption));
          const cut = captions.map(whole);
          const used = new Set(cut.flat().flatMap((p) => (typeof p === 'string' ? [] : [p.id])));
          const few = captionMatcher(
            named.filter((n) => used.has(n.id)),
            lang,
          );
          captions.forEach((text, i) => {
            const pieces = cut[i]!;
            expect(pieces.map((p) => (typeof p === 'string' ? p : p.text)).join('')).toBe(text);
            const terms = pieces.filter((p) => typeof p !== 'string');
            expect(new Set(terms.map((p) => p.id)).size, text).toBe(terms.length);
            for (const term of terms) expect(whole(term.text), `${term.text} in "${text}"`).toEqual([term]);
            expect(few(text)).toEqual(pieces);
            marks += terms.length;
          });
        }
        expect(marks, `${game} ${lang}: terms marked`).toBeGreaterThan(0);
      });
    }
  });
}
