/**
 * Every component drawing a rulebook can show, in both languages: a named SVG (role="img" and
 * words in that language, with no key or placeholder left), drawn by viewBox, no style=, and its
 * words carry the engine's own numbers. Every `<Piece kind>` the rulebooks use exists.
 */
import { readFileSync } from 'node:fs';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { h } from 'preact';
import { dictionaries } from '../../i18n';
import { translator } from '../../i18n/translate';
import { builderCost, INITIAL_COST } from '../../games/pillars-of-the-earth/cost-track';
import { CRAFTSMAN_ROW_LIMIT } from '../../games/pillars-of-the-earth/craftsmen';
import { victoryPoints } from '../../games/seven-wonders';
import { GOD_COLOURS } from '../../games/bora-bora/types';
import { actionTileCount } from '../../games/bora-bora/dice';
import { namedPictures } from '../namedPictures';
import { PIECES } from '.';
import { GAMES, type GameId } from '../../registry';
import { PieceDrawing } from './PieceDrawing';

const render = (game: GameId, kind: string, lang: 'en' | 'pl') => renderToString(h(PieceDrawing, { game, kind, t: translator(lang, dictionaries[lang]) }));

/** Numbers a drawing's words must carry, straight from the engine. */
const ENGINE_NUMBERS: Record<string, string[]> = {
  'pillars-of-the-earth/track': Array.from({ length: INITIAL_COST + 1 }, (_, i) => String(builderCost(i + 1))),
  'pillars-of-the-earth/craftsmen': [String(CRAFTSMAN_ROW_LIMIT)],
  '7-wonders/tokens': [1, 2, 3].map((age) => String(victoryPoints(age as 1 | 2 | 3))),
  'bora-bora/action-tiles': [String(actionTileCount(4))],
  'bora-bora/gods': [String(GOD_COLOURS.length)],
};

for (const { id: game } of GAMES) {
  const pieces = PIECES[game];
  describe(`${game}: component drawings`, () => {
    for (const kind of Object.keys(pieces)) {
      it(`${kind}: named in both languages, from the engine's data`, () => {
        const labels: string[] = [];
        for (const lang of ['en', 'pl'] as const) {
          const html = render(game, kind, lang);
          const [picture, ...more] = namedPictures(html);
          expect(more).toEqual([]);
          expect(picture?.label.length ?? 0, `${lang}: unnamed`).toBeGreaterThan(10);
          expect(picture?.label).not.toMatch(/\{[a-zA-Z]+\}|\b(?:sw|gheos|pillars|bora|pieces)\.[a-z]/);
          expect(picture?.viewBox && !picture.sized).toBe(true);
          expect(html).not.toMatch(/\sstyle=/);
          for (const n of ENGINE_NUMBERS[`${game}/${kind}`] ?? []) expect(picture?.label, `${lang}: ${n}`).toContain(n);
          labels.push(picture?.label ?? '');
        }
        expect(labels[0], 'the two languages say it differently').not.toBe(labels[1]);
      });
    }
    it('every <Piece kind> its rulebooks use is drawn', () => {
      for (const lang of ['en', 'pl']) {
        const mdx = readFileSync(`content/${game}/${lang}.mdx`, 'utf8');
        const kinds = [...mdx.matchAll(/<Piece kind="([^"]+)" \/>/g)].map((m) => m[1] as string);
        expect(kinds.length, `${lang}.mdx shows no drawing`).toBeGreaterThan(0);
        for (const k of kinds) expect(Object.keys(pieces)).toContain(k);
      }
    });
  });
}

it('a Gheos tile drawing says what the engine reads in its code', () => {
  const t = translator('en', dictionaries.en);
  expect(PIECES.gheos!.landmass!(t).label).toBe('A landscape tile: a landmass with wheat, pyramid; a coast strip with swords.');
});
