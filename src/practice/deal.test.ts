import { describe, expect, it } from 'vitest';
import { msg } from '../explainers/messages';
import { choicesFrom, mistakesOf, sameMessage } from './deal';
import { KINDS } from './7-wonders';

describe('choices', () => {
  it('two slips that give the same wrong answer make one choice whose explanation names both', () => {
    const [a, b] = [msg('sw.practice.mistake.unbuilt-stages'), msg('sw.practice.mistake.tucked')];
    const r = choicesFrom(msg('explainer.literal', { text: '4' }), [
      { label: msg('explainer.literal', { text: '5' }), mistake: a },
      { label: msg('explainer.literal', { text: '5' }), mistake: b },
      { label: msg('explainer.literal', { text: '3' }), mistake: b },
    ], 1)!;
    expect(r.choices).toHaveLength(3);
    const five = r.choices.find((c) => sameMessage(c.label, msg('explainer.literal', { text: '5' })))!;
    expect(mistakesOf(five.mistake!)).toEqual([a, b]);
  });

  it("a referee's 7 Wonders question: \"5 shields\" names both slips that give it (review v16)", () => {
    const q = KINDS.find((k) => k.id === 'military-strength')!.deal(609407853, 3);
    const named = q.choices.filter((c) => c.mistake && mistakesOf(c.mistake).length > 1);
    expect(named.length, JSON.stringify(q.choices.map((c) => [c.label.params, c.mistake?.key]))).toBeGreaterThan(0);
  });
});
