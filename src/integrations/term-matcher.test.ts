import { describe, expect, it } from 'vitest';
import { termMatcher, termNames } from './term-matcher.mjs';

const terms = [
  { id: 'tile', pl: { term: 'Kafelek' }, en: { term: 'Tile' } },
  { id: 'landscape-tile', pl: { term: 'Kafelek krajobrazu' }, en: { term: 'Landscape tile' } },
  { id: 'landmass', pl: { term: 'Masa lądowa' }, en: { term: 'Landmass' } },
  { id: 'city', pl: { term: 'miasto' }, en: { term: 'city' } },
  { id: 'side', pl: { term: 'strona dzienna / nocna' }, en: { term: 'day side / night side' } },
];
const found = (lang: 'pl' | 'en', text: string) => termMatcher(terms, lang)(text).map((h) => [h.id, text.slice(h.start, h.end)]);

describe('glossary terms in running text', () => {
  it('finds Polish terms in their inflected forms, the longer term first', () => {
    expect(found('pl', 'Kładziesz kafelek krajobrazu obok kafelka, na masę lądową; trzy miasta.')).toEqual([
      ['landscape-tile', 'kafelek krajobrazu'],
      ['tile', 'kafelka'],
      ['landmass', 'masę lądową'],
      ['city', 'miasta'],
    ]);
  });
  it('finds English plurals, and only whole words', () => {
    expect(found('en', 'Landscape tiles, two cities, a tiled floor and a landmass.')).toEqual([
      ['landscape-tile', 'Landscape tiles'],
      ['city', 'cities'],
      ['landmass', 'landmass'],
    ]);
  });
  it('a word that only begins like a term is not one (masz is not masa lądowa)', () => {
    expect(found('pl', 'Masz dwa ruchy.')).toEqual([]);
  });
  it('reads a paired term as its two halves', () => {
    expect(termNames('strona dzienna / nocna')).toEqual(['strona dzienna', 'strona nocna']);
    expect(termNames('day side / night side')).toEqual(['day side', 'night side']);
    expect(found('en', 'Turn it to its night side.')).toEqual([['side', 'night side']]);
  });
});
