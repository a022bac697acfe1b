import { describe, expect, it } from 'vitest';
import { asksAt, countQuestion } from './predict';
import type { Message } from './types';

/** A message by any key: these tests are about steps, not words. */
const msg = (key: string, params?: Message['params']): Message => ({ key, ...(params ? { params } : {}) });

describe('Predict', () => {
  it('asks the steps with a question, never the first; a result without one is a recap, not asked', () => {
    const ask = countQuestion(msg('q'), 2, (n) => msg('n', { n }));
    const steps = [{ ask }, {}, { tone: 'result' as const }, { tone: 'refusal' as const }, { tone: 'result' as const, ask: null }, { ask }, { tone: 'result' as const, ask }];
    expect(steps.map((_, i) => asksAt(steps, i))).toEqual([false, false, false, false, false, true, true]);
  });

  it('offers four numbers around the answer, the answer among them, never below the floor', () => {
    for (let answer = 0; answer < 30; answer++) {
      const q = countQuestion(msg('q'), answer, (n) => msg('n', { n }));
      const values = q.options.map((o) => Number(o.value));
      expect(values).toContain(answer);
      expect(values).toHaveLength(4);
      expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
      expect(q.answer).toBe(String(answer));
    }
    // The answer is not always in the same place.
    const places = new Set([3, 4, 5, 6].map((a) => countQuestion(msg('q'), a, (n) => msg('n', { n })).options.findIndex((o) => o.value === String(a))));
    expect(places.size).toBeGreaterThan(1);
    expect(countQuestion(msg('q'), 1, (n) => msg('n', { n }), 1).options[0]!.value).toBe('1');
  });
});
