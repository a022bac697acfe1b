import { describe, expect, it } from 'vitest';
import { takenNumber } from './ExampleInputs';

describe('a number typed into an example', () => {
  it('is used as typed within its range', () => {
    expect(takenNumber(7, 0, 30)).toEqual({ value: 7, why: null });
    expect(takenNumber(0, 0, 30)).toEqual({ value: 0, why: null });
    expect(takenNumber(30, 0, 30)).toEqual({ value: 30, why: null });
  });
  it('out of range becomes the nearest end, saying which way it was out', () => {
    expect(takenNumber(99, 0, 30)).toEqual({ value: 30, why: 'high' });
    expect(takenNumber(-5, 0, 30)).toEqual({ value: 0, why: 'low' });
  });
  it('not whole is rounded, saying so', () => {
    expect(takenNumber(2.4, 0, 30)).toEqual({ value: 2, why: 'whole' });
  });
});
