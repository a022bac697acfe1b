import { describe, expect, it } from 'vitest';
import { langPath, normalizeBase, sitePath } from './paths';

describe('the site’s addresses, at the root and under a base path', () => {
  const base = '/rules-at-hand/';

  it('writes a base with a slash at both ends, whatever it was given', () => {
    expect(normalizeBase('')).toBe('/');
    expect(normalizeBase('/')).toBe('/');
    expect(normalizeBase('rules-at-hand')).toBe(base);
    expect(normalizeBase('/rules-at-hand')).toBe(base);
    expect(normalizeBase('rules-at-hand/')).toBe(base);
  });

  it('puts the base in front of every path of the site, root-relative or not', () => {
    expect(sitePath('', '/')).toBe('/');
    expect(sitePath('favicon.svg', base)).toBe('/rules-at-hand/favicon.svg');
    expect(sitePath('/pl/gheos/sandbox/', base)).toBe('/rules-at-hand/pl/gheos/sandbox/');
    expect(langPath('en', '', base)).toBe('/rules-at-hand/en/');
    expect(langPath('pl', '7-wonders/#military', '/')).toBe('/pl/7-wonders/#military');
  });

  it('uses the base Astro was given, which is the root in tests', () => {
    expect(sitePath('en/')).toBe('/en/');
  });
});
