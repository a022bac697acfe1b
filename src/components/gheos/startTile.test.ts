/**
 * The start tile carries the rulebook's red star (section "Przygotowanie gry"), in the board's drawing and in its
 * words: a referee found nothing on the sandbox's board telling the start tile from the others. Drawn by BoardView,
 * so the examples' pictures mark it the same way; the sandbox's first paint marks the space it will lie on.
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { position, row } from '../../games/gheos/test-support';
import { boardView } from '../../explainers/gheos/boardView';
import { dictionaries } from '../../i18n';
import { translator } from '../../i18n/translate';
import { BoardView } from './BoardView';
import { corners, STAR_RADIUS, startSpot, symbolSpots, tileShapes, type Pt } from './geometry';
import First from './sandbox/First';

const t = { en: translator('en', dictionaries.en), pl: translator('pl', dictionaries.pl) };
const board = (lang: 'en' | 'pl', tiles: string[], listTiles = false) =>
  renderToString(h(BoardView, { view: boardView(position({ players: [{ name: 'A' }, { name: 'B' }], board: row(tiles) })), t: t[lang], id: 'x', listTiles }));
const label = (html: string) => /<svg[^>]*aria-label="([^"]*)"/.exec(html)?.[1] ?? '';

/** Is `p` inside the triangle `k` (on the same side of each edge as its middle)? */
function within(p: Pt, k: readonly Pt[]): boolean {
  const side = (a: Pt, b: Pt, q: Pt) => Math.sign((b[0] - a[0]) * (q[1] - a[1]) - (b[1] - a[1]) * (q[0] - a[0]));
  return k.every((a, i) => side(a, k[(i + 1) % 3]!, p) === side(a, k[(i + 1) % 3]!, k[(i + 2) % 3]!));
}

describe('the start tile on the board', () => {
  it('carries one red star, and the picture’s words name the start tile and where it lies, in both languages', () => {
    for (const lang of ['en', 'pl'] as const) {
      const html = board(lang, ['*sll.W', 'sll.P']);
      expect(html.match(/class="g-start"/g)).toHaveLength(1);
      expect(label(html)).toBe(t[lang]({ key: 'gheos.board.labelStart', params: { cell: 'M10' } }));
      expect(label(html)).toContain(lang === 'en' ? 'starting tile, at M10, is marked with a red star' : 'kafelek startowy, na polu M10, jest oznaczony czerwoną gwiazdką');
    }
  });

  it('a board without the start tile carries no star and says nothing of one', () => {
    const html = board('en', ['sll.W', 'sll.P']);
    expect(html).not.toContain('g-start');
    expect(label(html)).toBe(t.en({ key: 'gheos.board.label' }));
  });

  it('the sandbox’s list of tiles names the start tile, and only it', () => {
    const words = board('en', ['*sll.W', 'sll.P'], true).replace(/<[^>]+>/g, '\n');
    expect(words).toMatch(/M10: starting tile \(red star\): /);
    expect(words.match(/starting tile \(red star\)/g)).toHaveLength(1);
  });

  it('the star lies inside its tile, clear of the tile’s symbols (12 units across), wherever they stand', () => {
    for (const code of ['*lll.WW', '*lll.PSTW', '*lll.TW', '*sll.W', '*ccs..W', '*ccc.W.P.S', '*llc.WP.S', '*css', '*lls.TC'] as const)
      for (const rot of [0, 1, 2] as const) {
        const p = startSpot('0,0', code, rot);
        expect(within(p, corners('0,0')), `${code} ${rot}`).toBe(true);
        for (const s of tileShapes('0,0', code, rot).flatMap(symbolSpots)) expect(Math.hypot(s.x - p[0], s.y - p[1]), `${code} ${rot} ${s.kind}`).toBeGreaterThan(STAR_RADIUS + 6);
      }
  });
});

describe('the sandbox’s first paint', () => {
  it('draws the space the start tile will lie on, with its star, and says what the page is for', () => {
    for (const lang of ['en', 'pl'] as const) {
      const html = renderToString(h(First, { t: t[lang] }));
      expect(html).toContain('class="g-start-space"');
      expect(html.match(/class="g-start"/g)).toHaveLength(1);
      expect(label(html)).toBe(t[lang]({ key: 'gheos.sandbox.firstLabel' }));
      expect(html).toContain(t[lang]({ key: 'gheos.sandbox.firstHint', params: { begin: { key: 'sandbox.begin' } } }));
    }
  });
});
