import { describe, expect, it } from 'vitest';
import { foldSteps, landing, type Unfolded } from './fold';
import type { Message } from './types';

/** A message by any key: these tests are about steps, not words. */
const msg = (key: string, params?: Message['params']): Message => ({ key, ...(params ? { params } : {}) });

const step = (key: string, extra: Partial<Unfolded<string>> = {}): Unfolded<string> => ({ caption: msg(key), view: key, ...extra });

describe('foldSteps', () => {
  const written = [
    step('start'),
    step('laid', { fold: 'quiet' }),
    step('war', { details: [msg('why')] }),
    step('paid', { decision: { name: 'pay', label: msg('pay?'), options: [] } }),
    step('tally', { fold: 'join', details: [msg('3 to 1')], tone: 'result' }),
    step('summary', { fold: 'quiet', details: [msg('scores')] }),
  ];
  const steps = foldSteps(written);

  it('merges a repeat quietly and a follow-up as a line, keeping the first caption and the last picture', () => {
    expect(steps.map((s) => s.caption.key)).toEqual(['start', 'war', 'paid']);
    expect(steps[0]).toMatchObject({ view: 'laid', holds: 2 });
    expect(steps[0]!.details).toBeUndefined();
    expect(steps[2]!.details?.map((d) => d.key)).toEqual(['tally', '3 to 1', 'scores']);
    expect(steps[2]).toMatchObject({ view: 'summary', tone: 'result', holds: 3 });
    expect(steps[2]!.decision?.name).toBe('pay');
  });

  it('never merges two decisions into one step', () => {
    const d = { name: 'x', label: msg('x'), options: [] };
    expect(foldSteps([step('a', { decision: d }), step('b', { fold: 'join', decision: { ...d, name: 'y' } })])).toHaveLength(2);
  });

  it('lands a step link\'s number on the step shown at that place, clamping the rest', () => {
    // Written: 1 start, 2 laid, 3 war, 4 paid, 5 tally, 6 summary; shown: 3 steps.
    expect(steps).toHaveLength(3);
    expect([1, 2, 3].map((n) => landing(steps.length, n).index)).toEqual([0, 1, 2]);
    expect(landing(3, 3).past).toBe(false);
    expect(landing(3, 4)).toEqual({ index: 2, past: true, before: false });
    expect(landing(3, Infinity)).toEqual({ index: 2, past: true, before: false });
    expect(landing(3, 0)).toEqual({ index: 0, past: false, before: true });
    expect(landing(3, -2)).toEqual({ index: 0, past: false, before: true });
  });

  it('leaves a story with nothing to fold as it was', () => {
    const plain = foldSteps([step('a'), step('b'), step('c')]);
    expect(plain).toHaveLength(3);
    expect(plain.every((s) => s.holds === undefined)).toBe(true);
  });
});
