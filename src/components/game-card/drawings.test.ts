import { describe, expect, it } from 'vitest';
import { fitsWithoutBlue } from '../../games/bora-bora/dice';
import { landscapeTile } from '../../games/gheos/tiles';
import { builderCost } from '../../games/pillars-of-the-earth/cost-track';
import { CARD_COLOURS } from '../../games/seven-wonders/types';
import { dictionaries } from '../../i18n';
import { format } from '../../i18n/format';
import { PUBLISHED } from '../../site/games';
import { BORA_BORA_DICE, GHEOS_TILES, PILLARS_TRACK, SEVEN_WONDERS_HAND } from './drawings';

describe('the game cards’ drawings', () => {
  it('Gheos: every tile is one the engine can read', () => {
    for (const t of GHEOS_TILES) expect(landscapeTile(t.tile), t.tile).not.toBeNull();
  });
  it('7 Wonders: one card of each building colour', () => {
    expect([...SEVEN_WONDERS_HAND].sort()).toEqual([...CARD_COLOURS].sort());
  });
  it('Pillars: the cost track runs from the first price down to the first free builder', () => {
    expect(PILLARS_TRACK).toEqual(PILLARS_TRACK.map((_, i) => builderCost(i + 1)));
    expect(PILLARS_TRACK.at(-1)).toBe(0);
    expect(PILLARS_TRACK.at(-2)).toBeGreaterThan(0);
  });
  it('Bora Bora: each die fits below the ones placed before it', () => {
    BORA_BORA_DICE.forEach((d, i) => expect(fitsWithoutBlue(BORA_BORA_DICE.slice(0, i), d)).toBe(true));
  });
  it('every game’s drawing has a text alternative in both languages', () => {
    for (const { slug } of PUBLISHED) {
      for (const lang of ['en', 'pl'] as const) {
        const template = (dictionaries[lang] as Record<string, string>)[`drawing.${slug}`];
        expect(template, `${lang} drawing.${slug}`).toBeTruthy();
        expect(format(lang, template as string, { n: 3, from: 7, values: '5, 3, 1' })).not.toMatch(/[{}]/);
      }
    }
  });
});
