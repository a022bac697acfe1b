import { describe, expect, it } from 'vitest';
import { format } from './format';
import { dictionaries } from './index';

const tokens = '{n, plural, one {# żeton} few {# żetony} many {# żetonów} other {# żetonu}}';

describe('format', () => {
  it('inserts named parameters', () => {
    expect(format('en', 'Step {n} of {total}', { n: 3, total: 7 })).toBe('Step 3 of 7');
  });
  it('picks the three Polish plural forms', () => {
    expect(format('pl', tokens, { n: 1 })).toBe('1 żeton');
    expect(format('pl', tokens, { n: 3 })).toBe('3 żetony');
    expect(format('pl', tokens, { n: 5 })).toBe('5 żetonów');
    expect(format('pl', tokens, { n: 22 })).toBe('22 żetony');
  });
  it('prefers an exact =n branch', () => {
    expect(format('en', '{n, plural, =0 {nothing} one {# coin} other {# coins}}', { n: 0 })).toBe('nothing');
  });
  it('writes negative numbers with a true minus sign', () => {
    expect(format('en', '{p} points', { p: -1 })).toBe('−1 points');
  });
  it('leaves an unknown parameter visible rather than dropping it', () => {
    expect(format('en', 'Hello {who}')).toBe('Hello {who}');
  });
  it('leaves a plural whose count is not given visible too, rather than reading it as 0', () => {
    // Read as 0, Polish took its "many" form: "ma już kości 1" for a single die (practice, Bora Bora).
    expect(format('pl', 'ma już {n, plural, one {kość} few {kości} many {kości} other {kości}} {on}', { on: '1' })).toBe('ma już {n} 1');
    expect(format('pl', 'ma już {n, plural, one {kość} few {kości} many {kości} other {kości}} {on}', { on: '1', n: 1 })).toBe('ma już kość 1');
  });
  it('formats parameters inside plural branches', () => {
    expect(format('en', '{n, plural, one {{who} takes # token} other {{who} takes # tokens}}', { n: 2, who: 'Ala' })).toBe('Ala takes 2 tokens');
  });
  it('fills # with the innermost enclosing plural, as ICU MessageFormat does', () => {
    const t = '{built, plural, =0 {none} other {# stages add {n, plural, one {# shield} other {# shields}}}}';
    expect(format('en', t, { built: 2, n: 4 })).toBe('2 stages add 4 shields');
    expect(format('en', t, { built: 3, n: 1 })).toBe('3 stages add 1 shield');
    // A select inside a plural keeps the plural's #; outside any plural # is just a character.
    expect(format('en', '{n, plural, other {{k, select, a {# apples} other {# things}}}}', { n: 5, k: 'a' })).toBe('5 apples');
    expect(format('en', 'No. #{n}', { n: 7 })).toBe('No. #7');
  });
  it('picks a select branch by word, else other', () => {
    const t = '{kind, select, island {na wyspę} continent {na kontynent} other {dokądś}}';
    expect(format('pl', t, { kind: 'island' })).toBe('na wyspę');
    expect(format('pl', t, { kind: 'continent' })).toBe('na kontynent');
    expect(format('pl', t, { kind: 'sea' })).toBe('dokądś');
  });
  it('counts 12–14 and 22–24 as Polish few/many correctly, and 25 as many', () => {
    expect([2, 4, 5, 12, 14, 21, 22, 24, 25, 112].map((n) => format('pl', tokens, { n }))).toEqual([
      '2 żetony', '4 żetony', '5 żetonów', '12 żetonów', '14 żetonów', '21 żetonów', '22 żetony', '24 żetony', '25 żetonów', '112 żetonów',
    ]);
  });
});

/**
 * Every select branch of every message, read by walking the braces (not by the formatter's own
 * pattern): each key, asked for, gives its own branch. A hyphenated key (`land-water`) was read as
 * `water` and took that branch's place, so a die on the water path was said to be on "the land or
 * water path tile", and one on a woman's tile on "a man's or woman's tile" (Polish Bora Bora).
 */
describe('every dictionary select', () => {
  /** The top-level `key {body}` pairs of a select's branch list. */
  function pairs(list: string): [string, string][] {
    const out: [string, string][] = [];
    let i = 0;
    while (i < list.length) {
      while (i < list.length && /\s/.test(list[i]!)) i++;
      let key = '';
      while (i < list.length && !/[\s{]/.test(list[i]!)) key += list[i++];
      while (i < list.length && list[i] !== '{') i++;
      if (!key || i >= list.length) break;
      let depth = 0;
      const from = i + 1;
      for (; i < list.length; i++) if (list[i] === '{') depth++; else if (list[i] === '}' && --depth === 0) break;
      out.push([key, list.slice(from, i)]);
      i++;
    }
    return out;
  }
  for (const [lang, messages] of Object.entries(dictionaries) as [keyof typeof dictionaries, Record<string, string>][]) {
    it(`${lang}: each key gives its own branch`, () => {
      const wrong: string[] = [];
      let checked = 0;
      for (const [id, template] of Object.entries(messages)) {
        for (const m of template.matchAll(/\{\s*(\w+)\s*,\s*select\s*,/g)) {
          // The select's own closing brace.
          let depth = 0;
          let end = m.index;
          for (; end < template.length; end++) if (template[end] === '{') depth++; else if (template[end] === '}' && --depth === 0) break;
          const select = template.slice(m.index, end + 1);
          const list = select.slice(m[0].length, -1);
          const found = pairs(list);
          for (const [key, body] of found) {
            if (key === 'other') continue;
            checked++;
            const asked = { [m[1]!]: key };
            if (format(lang, select, asked) !== format(lang, body, asked)) wrong.push(`${id}: ${key}`);
          }
          const keys = found.map(([k]) => k);
          if (new Set(keys).size !== keys.length) wrong.push(`${id}: a key twice`);
        }
      }
      expect(checked).toBeGreaterThan(5);
      expect(wrong).toEqual([]);
    });
  }
});
