/**
 * The players' table counts what its headings say: God cards apart from God tiles, and every hut
 * a player has on the islands, on a building site or moved aside.
 */
import { h } from 'preact';
import { parse } from 'node-html-parser';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { newGame } from '../../../games/bora-bora';
import { sampleSetup } from '../../../games/bora-bora/illustrative';
import { dictionaries } from '../../../i18n';
import { translator } from '../../../i18n/translate';
import { PlayersTable } from './Explain';

function table(lang: 'en' | 'pl') {
  const g = newGame(sampleSetup(['Ann', 'Ben'], 3));
  if (!g.ok) throw new Error(g.reason);
  const s = g.value;
  // Ann has a hut on a building site and one moved aside by another player's hut; Ben has the site that moved hers.
  s.regions[0]!.site = 0;
  s.regions[1]!.site = 1;
  s.regions[1]!.aside = [0];
  const root = parse(renderToString(h(PlayersTable, { t: translator(lang, dictionaries[lang]), s })));
  // A column a player, a row a figure: the rows' headings, and a player's figure under their name.
  const heads = root.querySelectorAll('tbody th').map((th) => th.text);
  const names = root.querySelectorAll('thead th').map((th) => th.text);
  const col = (name: string, head: RegExp) => root.querySelectorAll('tbody tr').find((tr) => head.test(tr.querySelector('th')!.text))!.querySelectorAll('td')[names.indexOf(name) - 1]!.text;
  return { s, heads, col };
}

describe('the Bora Bora sandbox’s players table', () => {
  it('shows God cards and God tiles apart (2 cards and 1 tile each at setup)', () => {
    const { s, heads, col } = table('en');
    expect(s.players[0]).toMatchObject({ godTiles: 1 });
    expect(s.players[0]!.godCards).toHaveLength(2);
    expect(heads).toContain('God cards / tiles');
    expect(col('Ann', /^God cards/)).toBe('2 / 1');
    expect(table('pl').heads).toContain('Karty / płytki bogów');
  });

  it('counts a hut moved aside among the huts on the islands', () => {
    const { col } = table('en');
    expect(col('Ann', /^Huts/)).toBe('2');
    expect(col('Ben', /^Huts/)).toBe('1');
  });
});
