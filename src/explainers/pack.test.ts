import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pack, unpack } from './pack';

const noRefKey = (v: unknown): boolean =>
  typeof v !== 'object' || v === null ? true : Array.isArray(v) ? v.every(noRefKey) : !('#' in v) && Object.values(v).every(noRefKey);

describe('pack / unpack', () => {
  it('writes a recurring subtree once and refers to it', () => {
    const region = { terrain: 'mountain', fish: 3 };
    const text = pack({ a: region, b: { ...region } });
    expect(text).toBe('{"t":[{"terrain":"mountain","fish":3}],"r":{"a":{"#":0},"b":{"#":0}}}');
    expect(unpack(text)).toEqual({ a: region, b: region });
  });

  it('leaves short or unique subtrees in place', () => {
    expect(pack({ a: [1], b: [1], c: { long: 'only once here' } })).toBe('{"t":[],"r":{"a":[1],"b":[1],"c":{"long":"only once here"}}}');
  });

  it('shares nested repeats inside a shared subtree', () => {
    const cell = { terrain: 'mountain', fish: 3 };
    const board = { cells: [cell, cell, { terrain: 'beach', fish: 1 }] };
    const value = { steps: [{ view: board, n: 1 }, { view: board, n: 2 }] };
    expect(unpack(pack(value))).toEqual(value);
    expect(pack(value).match(/mountain/g)).toHaveLength(1);
  });

  it('a repeat inside a repeat is written once, with its parent, so packing never costs more than the table', () => {
    const inner = { note: 'sixteen chars!!' };
    const value = [{ inner, more: 'x' }, { inner, more: 'x' }];
    expect(pack(value).length).toBeLessThanOrEqual(JSON.stringify(value).length);
    expect(unpack(pack(value))).toEqual(value);
  });

  it('round-trips any JSON value as JSON would', () => {
    fc.assert(
      fc.property(fc.jsonValue().filter(noRefKey), (v) => {
        expect(unpack(pack(v))).toEqual(JSON.parse(JSON.stringify(v)));
      }),
      { numRuns: 500 },
    );
  });

  it('round-trips repeated subtrees, and is never longer than JSON by more than the empty table', () => {
    fc.assert(
      fc.property(fc.array(fc.jsonValue().filter(noRefKey), { minLength: 1, maxLength: 5 }), fc.array(fc.nat(4), { maxLength: 20 }), (parts, picks) => {
        const v = picks.map((i) => parts[i % parts.length]);
        expect(unpack(pack(v))).toEqual(JSON.parse(JSON.stringify(v)));
        expect(pack(v).length).toBeLessThanOrEqual(JSON.stringify(v).length + '{"t":[],"r":}'.length);
      }),
      { numRuns: 300 },
    );
  });

  it('drops what JSON drops (undefined fields) and refuses data that uses the reference key', () => {
    expect(unpack(pack({ a: undefined, b: 1 }))).toEqual({ b: 1 });
    expect(() => pack({ steps: [{ '#': 1 }] })).toThrow(/steps\[0\].*"#"/);
  });
});
