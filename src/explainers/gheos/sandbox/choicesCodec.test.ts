import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeChoices, encodeChoices } from './choicesCodec';

describe('the reader’s choices in a sandbox address', () => {
  it('round-trips payments, tie winners and migration targets', () => {
    const inputs = { pay1: 'yellow', pay2: 'red', winner1: 'blue', 'migrate-red': '0,3:L', 'migrate-blue': '-1,-2:c2' };
    expect(decodeChoices(encodeChoices(inputs))).toEqual(inputs);
  });

  it('leaves out what a story never asks for', () => {
    expect(encodeChoices({ n: 3, other: 'x', pay1: 'Yellow!' })).toBe('');
    expect(decodeChoices('pay1.yellow~junk~winner1.RED~migrate-red.0_3_X')).toEqual({ pay1: 'yellow' });
  });

  it('never throws on any text (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 120 }), fc.constant(null)), (code) => {
        const inputs = decodeChoices(code);
        expect(decodeChoices(encodeChoices(inputs))).toEqual(inputs);
      }),
      { numRuns: 500, seed: 7 },
    );
  });
});
