import { describe, expect, it } from 'vitest';
import { format } from './format';

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
  it('formats parameters inside plural branches', () => {
    expect(format('en', '{n, plural, one {{who} takes # token} other {{who} takes # tokens}}', { n: 2, who: 'Ala' })).toBe('Ala takes 2 tokens');
  });
});
