import { describe, expect, it } from 'vitest';
import { settledInputs } from './settledInputs';

describe('settledInputs', () => {
  it('names each decision’s input with the option taken', () => {
    expect(settledInputs({ points: [{ input: 'payment1', chosen: 'blue' }, { input: 'tie1', chosen: 'red' }] })).toEqual({ payment1: 'blue', tie1: 'red' });
  });
  it('a story that could not be resolved settles on nothing', () => {
    expect(settledInputs({ error: 'no-follower-to-pay' })).toEqual({});
  });
});
