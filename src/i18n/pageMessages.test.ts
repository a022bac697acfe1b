import { describe, expect, it } from 'vitest';
import { gameMessages, islandWords } from './gameMessages';
import { providePageMessages, resolveMessages } from './pageMessages';

describe('words carried once per page', () => {
  it('an island resolves the words registered under its name at build time', () => {
    const ref = providePageMessages('test:one', { 'a.b': 'x' });
    expect(ref).toEqual({ onPage: 'test:one' });
    expect(resolveMessages(ref)).toEqual({ 'a.b': 'x' });
  });

  it('a name nothing was registered under is an error that names it, not blank words', () => {
    expect(() => resolveMessages({ onPage: 'test:missing' })).toThrow(/"test:missing"/);
  });

  it('a game page carries its own words and the explainer’s, and nothing of other games', () => {
    const { name, messages, ref } = gameMessages('pl', 'bora-bora');
    expect(name).toBe('pl:bora-bora');
    expect(resolveMessages(ref)).toBe(messages);
    const prefixes = new Set(Object.keys(messages).map((k) => k.split('.')[0]));
    expect([...prefixes].sort()).toEqual(['bora', 'example', 'explainer', 'setup']);
    expect(() => gameMessages('en', 'chess')).toThrow(/chess/);
  });

  it('an island on a game page gets the page’s language (Astro’s locale) and that game’s words (its [game] parameter)', () => {
    expect(islandWords({ currentLocale: 'pl', params: { lang: 'pl', game: 'pillars-of-the-earth' } })).toEqual({ lang: 'pl', messages: { onPage: 'pl:pillars-of-the-earth' } });
    expect(islandWords({ currentLocale: 'en', params: { lang: 'en', game: 'gheos', id: 'war-1' } })).toEqual({ lang: 'en', messages: { onPage: 'en:gheos' } });
    expect(() => islandWords({ currentLocale: 'en', params: { lang: 'en' } })).toThrow(/\[game\]/);
  });
});
