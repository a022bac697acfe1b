import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dictionaries } from '../i18n';
import { localize } from '../explainers/localize';
import { exampleFiles } from '../explainers/exampleFiles';
import { initialStory } from '../explainers/stories';
import { PIECES } from '../components/pieces';
import { GAMES, REGISTRY, isGameId, type GameId } from '.';

/** Every worked example of a game, read by its schema, checked by its engine, and told by its story. */
function playedExamples<G extends GameId>(game: G) {
  const { ids, raw } = exampleFiles(game);
  return ids.map((id) => {
    const data = raw(id);
    return { id, refusals: REGISTRY[game].examples.check(localize(data, 'en')), steps: (lang: 'en' | 'pl') => initialStory(game, localize(data, lang)).steps };
  });
}

/**
 * The registry is the list of games: what it holds is printed, and each game must offer everything
 * the site builds from it. A game missing any part fails here, naming the part.
 */
describe('the registry', () => {
  it('lists every game whose content folder exists, and nothing else', () => {
    const folders = readdirSync('content', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();
    console.log(`registry: ${GAMES.map((g) => `${g.id} (${g.players.min}–${g.players.max} players)`).join(', ')}`);
    expect(GAMES.map((g) => g.id).sort()).toEqual(folders);
    expect(new Set(GAMES.map((g) => g.id)).size).toBe(GAMES.length);
    for (const g of GAMES) expect(REGISTRY[g.id]).toBe(g);
    expect(isGameId('monopoly')).toBe(false);
  });

  for (const game of GAMES) {
    describe(game.id, () => {
      it('has a rulebook in both languages and a glossary', () => {
        for (const file of ['pl.mdx', 'en.mdx', 'glossary.yaml']) expect(existsSync(`content/${game.id}/${file}`), file).toBe(true);
      });

      it('names a player range and how far its rulebook goes', () => {
        expect(Number.isInteger(game.players.min) && game.players.min >= 1).toBe(true);
        expect(game.players.max).toBeGreaterThanOrEqual(game.players.min);
        expect(dictionaries.en[game.coverage]).toBeTruthy();
      });

      it('has an engine that keeps the contract', () => {
        for (const part of ['initial', 'decision', 'apply', 'view'] as const) expect(typeof game.engine[part], part).toBe('function');
      });

      it('reads, tells and checks every one of its worked examples', () => {
        const played = playedExamples(game.id);
        expect(played.length).toBeGreaterThan(0);
        for (const { id, refusals, steps } of played) {
          expect(refusals, id).toEqual([]);
          for (const lang of ['en', 'pl'] as const) {
            expect(steps(lang).length, `${id} (${lang})`).toBeGreaterThan(0);
            expect(steps(lang).filter((s) => s.tone === 'refusal'), `${id} (${lang})`).toEqual([]);
          }
        }
      });

      it('has its words in both languages under its own prefix, and in the site dictionaries', () => {
        const en = Object.keys(game.dictionaries.en).sort();
        expect(Object.keys(game.dictionaries.pl).sort()).toEqual(en);
        expect(en.length).toBeGreaterThan(0);
        expect(en.filter((k) => !k.startsWith(game.messagePrefix))).toEqual([]);
        for (const k of en) expect(k in dictionaries.en && k in dictionaries.pl, k).toBe(true);
        expect(dictionaries.en[`game.${game.id}`]).toBeTruthy();
      });

      it('has a quick-reference card, component drawings and practice questions', async () => {
        expect(game.reference.sections.length).toBeGreaterThan(0);
        expect(Object.keys(PIECES[game.id]).length).toBeGreaterThan(0);
        const practice: { KINDS: readonly unknown[] } = await import(`../practice/${game.id}/index.ts`);
        expect(practice.KINDS.length).toBeGreaterThan(0);
      });

      it('has an explainer island that Example.astro renders', () => {
        // Astro hydrates only components a page imports statically, so the islands stay named there.
        expect(readFileSync('src/components/Example.astro', 'utf8')).toContain(`example.game === '${game.id}'`);
      });
    });
  }
});
