import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { gheosExample } from '../../schemas/gheos-example';
import { exampleStories } from '../../explainers/exampleFiles';
import { gheosStory } from '../../explainers/gheos/story';
import { dictionaries } from '../../i18n';
import { translator } from '../../i18n/translate';
import { BoardView } from './BoardView';

const { ids, run } = exampleStories('gheos', gheosExample, () => gheosStory);
const words = (lang: 'en' | 'pl', view: Parameters<typeof BoardView>[0]['view']) =>
  renderToString(h(BoardView, { view, t: translator(lang, dictionaries[lang]), id: 'x' })).replace(/<[^>]+>/g, ' ');

describe('the Gheos board in words', () => {
  it('a board with land but no continent says why there is none (a reader saw "none" beside land tiles)', () => {
    let seen = 0;
    for (const id of ids)
      for (const step of run(id)) {
        if (step.view.continents.length > 0) continue;
        seen++;
        expect(words('en', step.view), `${id}`).toMatch(/Continents\s+none: land makes a continent only where it joins up across two or more tiles/);
        expect(words('pl', step.view), `${id}`).toMatch(/Kontynenty\s+brak: ląd tworzy kontynent/);
      }
    expect(seen, 'steps with no continent').toBeGreaterThan(0);
  });
});

describe('the islands of a step', () => {
  it('are each listed with their symbols where one is a piece of a broken continent, as many as the count says (a referee read "2 islands" beside one)', () => {
    let seen = 0;
    for (const id of ids)
      for (const step of run(id)) {
        if (!step.view.islands.some((c) => c.piece)) continue;
        seen++;
        const listed = words('en', step.view).match(/An island of \d+ tiles?/g) ?? [];
        expect(listed.length, `${id}: ${step.view.islands.length} islands`).toBe(step.view.islands.length);
      }
    expect(seen, 'steps with an island that is a piece').toBeGreaterThan(0);
  });
});

describe('the continent a practice question asks about', () => {
  it('is said in words where the picture marks one among several (it was marked only in the drawing)', async () => {
    const { KINDS } = await import('../../practice/gheos/index');
    const found = KINDS.find((k) => k.id === 'found-followers')!;
    let several = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const q = found.deal(seed, 2 + (seed % 3));
      const view = q.view as Parameters<typeof BoardView>[0]['view'];
      if (view.continents.length < 2) continue;
      several++;
      expect(words('en', view).match(/\(marked in the picture\)/g), `seed ${seed}`).toHaveLength(1);
      // At the end of its line, after the continent's state: after the symbols it read as if a temple were marked.
      expect(words('en', view), `seed ${seed}`).toMatch(/— (uninhabited|[^—]*)\s*\(marked in the picture\)/);
      expect(words('en', view), `seed ${seed}`).not.toMatch(/\)\s*\(marked in the picture\)\s*—/);
      expect(words('pl', view).match(/\(zaznaczony na rysunku\)/g), `seed ${seed}`).toHaveLength(1);
    }
    expect(several).toBeGreaterThan(5);
  });
});
