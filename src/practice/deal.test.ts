import { describe, expect, it } from 'vitest';
import { msg } from '../explainers/messages';
import { choicesFrom, mistakesOf, sameMessage } from './deal';
import { KINDS } from './7-wonders';
import { dictionaries } from '../i18n';
import { translator } from '../i18n/translate';

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

  // A referee's "5 shields" (review v16) came from either of two slips; the seed it was dealt from deals another table since.
  it('7 Wonders military strength: a wrong answer two slips give names both, in some of the first 100 questions', () => {
    const kind = KINDS.find((k) => k.id === 'military-strength')!;
    const named = Array.from({ length: 100 }, (_, i) => kind.deal(i + 1, 3)).filter((q) => q.choices.some((c) => c.mistake && mistakesOf(c.mistake).length > 1));
    expect(named.length).toBeGreaterThan(0);
  });
});

describe('three slips on one wrong answer', () => {
  it('are joined with one "other slips lead here too", not one per slip (review v17)', () => {
    const slips = [msg('sw.practice.mistake.unbuilt-stages'), msg('sw.practice.mistake.tucked'), msg('sw.practice.mistake.discarded')];
    const r = choicesFrom(msg('explainer.literal', { text: '4' }), slips.map((mistake) => ({ label: msg('explainer.literal', { text: '5' }), mistake })), 1)!;
    const five = r.choices.find((c) => c.id !== 'right')!;
    expect(mistakesOf(five.mistake!)).toEqual(slips);
    const text = translator('en', dictionaries.en)(five.mistake!);
    expect(text.match(/lead(s)? to this answer too/g)).toEqual(['lead to this answer too']);
    expect(text).toContain('Other slips');
  });
});
