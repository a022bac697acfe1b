import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tradeCost } from '../../games/bora-bora/choices';
import { builderCost } from '../../games/pillars-of-the-earth/cost-track';
import { PUBLISHED } from '../games';
import { factsOf } from '../facts';
import { referenceCardOf, lineText, linesOf } from '.';
import type { GameId } from '../../registry';

/** The heading ids of a rulebook: `## Title {#id}`. */
function headingIds(game: string, lang: 'pl' | 'en'): Set<string> {
  const mdx = readFileSync(`content/${game}/${lang}.mdx`, 'utf8');
  return new Set([...mdx.matchAll(/^#{2,3} .*\{#([\w-]+)\}\s*$/gm)].map((m) => m[1] as string));
}

describe('quick-reference cards', () => {
  for (const { slug } of PUBLISHED) {
    const card = referenceCardOf(slug);
    it(`${slug} has a card, and facts for its game card`, () => {
      expect(card).toBeDefined();
      expect(factsOf(slug).players.min).toBeGreaterThan(0);
    });
    if (!card) continue;

    it(`${slug}: every line links to a heading that both rulebooks have`, () => {
      const ids = { en: headingIds(slug, 'en'), pl: headingIds(slug, 'pl') };
      for (const line of linesOf(card)) {
        expect(ids.en.has(line.to), `en.mdx has {#${line.to}}`).toBe(true);
        expect(ids.pl.has(line.to), `pl.mdx has {#${line.to}}`).toBe(true);
      }
    });

    it(`${slug}: every line reads in both languages with every placeholder filled`, () => {
      for (const line of linesOf(card)) {
        for (const lang of ['en', 'pl'] as const) {
          const text = lineText(lang, line);
          expect(text.length, `${line.text} (${lang})`).toBeGreaterThan(10);
          expect(text, `${line.text} (${lang})`).not.toMatch(/[{}]/);
        }
      }
    });
  }

  it('a card says where its source stops exactly when its rulebook stops short', () => {
    for (const { slug } of PUBLISHED) {
      const stopsShort = ['facts.coverage.toPhase3Step4', 'facts.coverage.beforeEndScoring'].includes(factsOf(slug).coverage);
      expect(Boolean(referenceCardOf(slug)?.stop), slug).toBe(stopsShort);
    }
  });

  it('the numbers on the cards are the engines’ own', () => {
    const line = (game: GameId, heading: string) => linesOf(referenceCardOf(game)).find((l) => l.to === heading)!;
    // Pillars: the cost track, 7 down to 1 before builders come free.
    expect(lineText('en', line('pillars-of-the-earth', 'cost-track'))).toContain(
      [1, 2, 3, 4, 5, 6, 7].map(builderCost).join(', '),
    );
    // Bora Bora: the Helper's two prices cover every trade the engine knows.
    const helper = line('bora-bora', 'helper').params!;
    for (const kind of ['tattoo', 'shells', 'point'] as const) expect(tradeCost(kind)).toBe(helper.one);
    for (const kind of ['gift', 'god-card', 'material', 'move-hut'] as const) expect(tradeCost(kind)).toBe(helper.two);
    // 7 Wonders: the direction words follow the engine (left, right, left).
    expect(lineText('en', line('7-wonders', 'passing'))).toBe('Hand on the rest to your left neighbour in Age I, right in Age II, left in Age III.');
    // Gheos: the game ends on the 6th, 7th or 8th epoch tile with 2, 3 or 4 players.
    expect(lineText('en', line('gheos', 'game-end'))).toContain('no. 6 / 7 / 8 is drawn (the number follows the player count: 2 / 3 / 4)');
  });
});
