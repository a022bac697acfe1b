import { describe, expect, it } from 'vitest';
import { dictionaries } from '../../i18n';
import { AGE_CARDS } from '../../games/seven-wonders/cards';
import { sevenWondersExample } from '../../schemas/seven-wonders-example';
import { exampleStories } from '../exampleFiles';
import { messagesOf } from '../messagesOf';
import type { Step } from '../types';
import type { HandsView, RingView } from './views';
import { storyFor } from '.';
import { asksAt } from '../predict';

const { ids, run, raw } = exampleStories('7-wonders', sevenWondersExample, storyFor);


describe('7 Wonders example stories, computed by the engine', () => {
  it('every example file is valid and has a story', () => {
    expect(ids).toEqual(['card-passing', 'military-conflict', 'military-ring', 'turn-actions']);
    for (const id of ids) expect(run(id).length).toBeGreaterThan(2);
  });

  it('military-conflict: the source’s Age II example gives a defeat on the left, 3 points on the right, 2 in all', () => {
    const steps = run('military-conflict');
    expect(steps.map((s) => s.caption.key)).toEqual(['sw.conflict.count', 'sw.conflict.defeat', 'sw.conflict.victory', 'sw.conflict.result']);
    expect(steps[1]?.caption.params).toMatchObject({ mine: 4, theirs: 5 });
    expect(steps[2]?.caption.params).toMatchObject({ mine: 4, theirs: 2, points: 3 });
    expect(steps[3]?.caption.params).toMatchObject({ points: 2 });
  });

  it('Predict asks each comparison and the points, answered by the engine, with the reader’s numbers too', () => {
    const asked = (id: string, inputs = {}) => {
      const steps = run(id, inputs);
      return steps.flatMap((s, i) => (asksAt(steps, i) ? [s.ask?.answer] : []));
    };
    expect(asked('military-conflict')).toEqual(['defeat', 'victory', '2']);
    expect(asked('military-conflict', { s1: 4, age: '3' })).toEqual(['tie', 'victory', '5']);
    const ring = run('military-ring');
    expect(ring.filter((_, i) => asksAt(ring, i)).map((s) => s.caption.key)).toEqual([...ring.slice(1, -1).map(() => expect.stringMatching(/^sw\.ring\.(win|tie)$/)), 'sw.ring.totals']);
    // Before the points are asked, the picture beside the question shows the tokens but not their sum.
    expect(run('military-conflict')[2]!.view).toMatchObject({ totals: false });
    // A comparison is asked over the pair it is about, its outcome and token not drawn yet.
    const second = run('military-conflict')[2]! as Step<RingView>;
    expect(second.askView?.focus).toEqual({ a: 0, b: second.view.focus!.b, outcome: 'asked' });
    expect(second.askView?.seats[0]!.tokens).toHaveLength(1);
    expect(second.view.seats[0]!.tokens).toHaveLength(2);
  });

  it('card-passing: the hand a projector shows card by card is the one the reader picks from', () => {
    const steps = run('card-passing') as Step<HandsView>[];
    const choices = steps.filter((s) => s.decision);
    expect(choices).toHaveLength(6);
    for (const s of choices) {
      const hand = s.view.seats[s.view.reader ?? -1];
      expect(hand?.hand.map((c) => c.id)).toContain(s.decision!.chosen);
      expect(hand?.picked?.id).toBe(s.decision!.chosen);
    }
  });

  it('military-conflict: the reader’s numbers change the outcome (equal shields → no token)', () => {
    const steps = run('military-conflict', { s1: 4, age: '3' });
    expect(steps[1]?.caption.key).toBe('sw.conflict.tie');
    expect(steps[2]?.caption.params).toMatchObject({ points: 5 });
    expect(steps[3]?.caption.params).toMatchObject({ points: 5 });
  });

  it('military-ring: one step per pair of neighbours, plus an opening and the totals', () => {
    expect(run('military-ring')).toHaveLength(5 + 2);
    expect(run('military-ring', { players: 7 })).toHaveLength(7 + 2);
    expect(run('military-ring', { players: 3 })).toHaveLength(3 + 2);
  });

  it('military-ring: the totals balance: each victory matched by a defeat', () => {
    const last = run('military-ring', { players: 6, age: '2' }).at(-1)!;
    const view = last.view as { seats: { tokens: { kind: string }[] }[] };
    const tokens = view.seats.flatMap((s) => s.tokens);
    expect(tokens.filter((t) => t.kind === 'victory').length).toBe(tokens.filter((t) => t.kind === 'defeat').length);
  });

  it('card-passing: hands of 7 shrink by one each turn, and the Age ends with 18 played and 3 discarded', () => {
    const steps = run('card-passing');
    expect(steps).toHaveLength(1 + 6 + 5 + 1 + 1);
    const sizes = steps.filter((s) => s.decision).map((s) => s.decision!.options.length);
    expect(sizes).toEqual([7, 6, 5, 4, 3, 2]);
    expect(steps.at(-1)?.caption.params).toMatchObject({ played: 18, discarded: 3, dealt: 21 });
  });

  it('card-passing: the reader’s pick for Ala changes what her left neighbour receives', () => {
    const hand = (steps: readonly Step<unknown>[]) => (steps[2]?.view as { seats: { hand: { id: string }[] }[] }).seats[1]!.hand.map((c) => c.id);
    const before = hand(run('card-passing'));
    const after = hand(run('card-passing', { pick1: 'well' }));
    expect(after).not.toEqual(before);
    expect(after).toContain('stockade');
  });

  it('turn-actions: build, stage, discard, build — 6 coins, one stage, three buildings', () => {
    const steps = run('turn-actions');
    const end = steps.at(-1)!;
    expect(end.caption.params).toMatchObject({ coins: 6, built: 1, buildings: 3, stages: 3 });
  });

  it('turn-actions: building a second Barracks is offered as refused, and choosing it anyway shows the refusal', () => {
    const steps = run('turn-actions');
    const decision = steps.find((s) => s.decision?.name === 'action2')!.decision!;
    expect(decision.options.find((o) => o.value === 'build')?.refused?.key).toBe('sw.reason.duplicate-building');
    const refused = run('turn-actions', { action2: 'build' });
    expect(refused.some((s) => s.tone === 'refusal' && s.caption.key === 'sw.refused')).toBe(true);
  });

  it('every card an example uses is in the engine’s card list, with its colour; an Age I deal holds only Age I cards', () => {
    for (const id of ids) {
      const ex = raw(id);
      if (!('cards' in ex)) continue;
      for (const card of ex.cards) expect(AGE_CARDS[card.id]?.colour, `${id}: ${card.id}`).toBe(card.colour);
      if (ex.kind === 'card-passing') for (const c of ex.hands.flat()) expect(AGE_CARDS[c]?.age, c).toBe(ex.age);
    }
    const bad = raw('card-passing');
    if (bad.kind !== 'card-passing') throw new Error('card-passing is not a card-passing example');
    const wrongAge = { ...bad, cards: [...bad.cards, { id: 'quarry', colour: 'brown' as const, name: { pl: 'Łom', en: 'Quarry' } }], hands: bad.hands.map((h: string[], i: number) => (i === 1 ? [...h.slice(0, 6), 'quarry'] : h)) };
    const parsed = sevenWondersExample.safeParse(wrongAge);
    expect(parsed.success).toBe(false);
    expect(JSON.stringify(parsed.error?.issues)).toContain('wrong-age');
  });

  it('a step that gives a victory token its value for the Age says the pairing is our reading (review v16)', async () => {
    const { translator } = await import('../../i18n/translate');
    let said = 0;
    for (const id of ['military-conflict', 'military-ring'])
      for (const s of run(id))
        for (const d of s.details ?? [])
          if (d.key === 'sw.conflict.victoryValue') {
            expect(translator('en', dictionaries.en)(d)).toMatch(/our reading/);
            expect(translator('pl', dictionaries.pl)(d)).toMatch(/tak to czytamy/);
            said++;
          }
    expect(said).toBeGreaterThan(0);
  });

  it('every caption key exists in both languages', () => {
    for (const id of ['military-conflict', 'military-ring', 'card-passing', 'turn-actions']) {
      for (const m of messagesOf(run(id)).concat(messagesOf(run('turn-actions', { action2: 'build' })))) {
        expect(dictionaries.en, m.key).toHaveProperty([m.key]);
        expect(dictionaries.pl, m.key).toHaveProperty([m.key]);
      }
    }
  });
});
