import { describe, expect, it } from 'vitest';
import { checkVariation, readVariation, writeVariation } from './variation';
import type { InputSpec, Step } from '../../explainers/types';

const engine = {
  inputSpecs: (): readonly InputSpec[] => [{ kind: 'number', name: 's0', label: { key: 'x' }, min: 0, max: 20 }],
  compute: (): readonly Step<unknown>[] => [{ caption: { key: 'x' }, view: null, decision: { name: 'tie', label: { key: 'x' }, options: [{ value: 'red', label: { key: 'r' } }, { value: 'blue', label: { key: 'b' }, refused: { key: 'no' } }] } }],
};

describe('a variation in the address', () => {
  it('writes only what differs from the book, beside the rest of the query, and reads it back', () => {
    const search = writeVariation('?present&other.s0=3', 'war', { s0: 9, tie: 'red' }, { s0: 2, tie: 'red' });
    expect(search).toBe('?present&other.s0=3&war.s0=9');
    expect(readVariation(search, 'war')).toEqual([['s0', '9']]);
    expect(writeVariation(search, 'war', { s0: 2 }, { s0: 2 })).toBe('?present&other.s0=3');
  });

  it('makes numbers in range and choices the rules allow, and refuses anything else', () => {
    expect(checkVariation([['s0', '9'], ['tie', 'red']], { s0: 2 }, engine)).toEqual({ s0: 9, tie: 'red' });
    for (const bad of [[['s0', 'abc']], [['s0', '21']], [['s0', '3e0']], [['tie', 'blue']], [['nope', '1']]] as [string, string][][]) {
      expect(checkVariation(bad, { s0: 2 }, engine)).toBeNull();
    }
  });
});
