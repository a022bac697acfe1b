import { describe, expect, it } from 'vitest';
import { isLang, langOf } from './locale';

describe("a page's language, from Astro's current locale", () => {
  it('takes the two locales the site is built in', () => {
    expect(langOf({ currentLocale: 'pl' })).toBe('pl');
    expect(langOf({ currentLocale: 'en' })).toBe('en');
  });

  it('refuses anything else instead of guessing a language', () => {
    expect(() => langOf({ currentLocale: 'de' })).toThrow(/"de"/);
    expect(() => langOf({ currentLocale: undefined })).toThrow(/not one of the site's languages/);
    expect(isLang('EN')).toBe(false);
  });
});
