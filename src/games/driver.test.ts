import { describe, expect, it } from 'vitest';
import { at, choiceEngine, type Answered } from './choiceEngine';
import { firstLegal, play } from './driver';
import { ok, refuse } from './result';
import type { Resolution } from './contract';

/**
 * A toy game for the contract itself: a move adds `n` to a total, and a move of 0 asks the player
 * twice which number (1–3) to add instead. Every game's engine keeps the same contract.
 */
type Decision = { options: number[]; nth: number };
const toy = choiceEngine<number, number, number, number, string, 'negative', Decision, string>({
  initial: (start) => (start < 0 ? refuse('negative') : ok(start)),
  resolve(total, move, answered: readonly Answered<Decision, number>[], options): Resolution<number, string, 'negative', Decision> {
    if (move < 0) return refuse('negative');
    const events: string[] = [];
    const during: number[] = [];
    if (move > 0) {
      events.push(`+${move}`);
      during.push(total + move);
      return { ok: true, value: { state: total + move, events, ...(options.during ? { during } : {}) } };
    }
    let t = total;
    for (let nth = 0; nth < 2; nth++) {
      events.push(`asked ${nth + 1}`);
      during.push(t);
      const a = answered[nth];
      if (!a) return { ok: false, reason: 'decision-needed', decision: { options: [1, 2, 3], nth }, events };
      t += a.answer;
      events.push(`+${a.answer}`);
      during.push(t);
    }
    return { ok: true, value: { state: t, events, ...(options.during ? { during } : {}) } };
  },
  view: (table) => `${table.position}${table.pending ? '?' : ''}`,
});

describe('the engine contract and its driver', () => {
  it('plays plain moves and keeps the state after each', () => {
    const p = play(toy, at(1), [2, 3], () => undefined);
    expect(p.ok && p.trace.map((s) => s.state.position)).toEqual([3, 6]);
  });

  it('asks each decision of a move in turn and reports only the new events', () => {
    const p = play(toy, at(0), [0], (d) => firstLegal(d.options, [d.nth === 0 ? 3 : 9]), { during: true });
    expect(p.ok).toBe(true);
    if (!p.ok) return;
    expect(p.trace.map((s) => s.events)).toEqual([['asked 1'], ['+3', 'asked 2'], ['+1']]);
    expect(p.trace.map((s) => s.decision?.nth)).toEqual([undefined, 0, 1]);
    expect(p.state.position).toBe(4);
    expect(p.trace.at(-1)!.during?.map((s) => s.position)).toEqual([4]);
  });

  it('stops where no answer is given, with the decision pending', () => {
    const p = play(toy, at(5), [0], () => undefined);
    expect(p).toMatchObject({ ok: false, reason: 'decision-needed', move: 0 });
    expect(toy.decision(p.state)).toEqual({ options: [1, 2, 3], nth: 0 });
    expect(toy.view(p.state)).toBe('5?');
  });

  it('passes on a refusal with the move it came at', () => {
    expect(play(toy, at(0), [1, -1, 2], () => undefined)).toMatchObject({ ok: false, reason: 'negative', move: 1 });
    expect(toy.initial(-1)).toEqual({ ok: false, reason: 'negative' });
  });

  it('refuses an input of the wrong kind for the moment', () => {
    expect(toy.apply(at(0), { answer: 1 })).toEqual({ ok: false, reason: 'no-decision-pending' });
    const asking = toy.apply(at(0), { move: 0 });
    expect(asking.ok && toy.apply(asking.state, { move: 1 })).toEqual({ ok: false, reason: 'decision-pending' });
  });

  it('guards against a move that never stops asking', () => {
    expect(play(toy, at(0), [0], () => 1, { maxDecisions: 1 })).toMatchObject({ ok: false, reason: 'too-many-decisions' });
  });

  it('picks the first wanted answer that is legal, else the first legal one', () => {
    expect(firstLegal([1, 2, 3], [undefined, 7, 2])).toBe(2);
    expect(firstLegal([1, 2, 3], [7])).toBe(1);
    expect(firstLegal(['a'], ['A'], (o, w) => o === String(w).toLowerCase())).toBe('a');
  });
});
