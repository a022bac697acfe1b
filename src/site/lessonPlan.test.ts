import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lessonOrder } from './lessonOrder';
import { lessonPlanOf, teachingOrder } from './lessonPlan';

const GAMES = ['gheos', '7-wonders', 'pillars-of-the-earth', 'bora-bora'];

describe('lesson plans', () => {
  for (const game of GAMES)
    it(`${game}: an opening of goal, components, a round or turn and the end; every example taught once, in both languages`, () => {
      const plan = lessonPlanOf(game);
      expect(plan.opening.map((o) => o.id)).toEqual(['goal', 'components', expect.stringMatching(/^(turn|round)$/), 'end']);
      for (const lang of ['en', 'pl'] as const) {
        const entries = lessonOrder(readFileSync(`content/${game}/${lang}.mdx`, 'utf8'));
        const taught = teachingOrder(plan, entries, lang).flatMap((p) => p.examples.map((e) => e.id));
        expect(taught.toSorted()).toEqual(entries.map((e) => e.id).toSorted());
        expect(new Set(taught).size).toBe(taught.length);
      }
      // Every section a part names is a heading of the rulebook (a typo would teach nothing).
      const anchors = new Set([...readFileSync(`content/${game}/en.mdx`, 'utf8').matchAll(/\{#([a-z0-9-]+)\}/g)].map((m) => m[1]));
      for (const part of plan.parts) for (const s of part.sections) expect(anchors, `${game} part ${part.id}`).toContain(s);
    });

  it('teaches in the plan’s order, not the rulebook’s, and refuses an example no part names', () => {
    const entries = [
      { id: 'gods-1', section: 'Gods', anchor: 'gods' },
      { id: 'dice-1', section: 'Dice', anchor: 'dice' },
      { id: 'dice-2', section: 'Dice', anchor: 'dice' },
    ];
    const words = (en: string) => ({ en, pl: en });
    const card = { title: words('x'), points: { en: ['x'], pl: ['x'] } };
    const plan = { opening: [{ id: 'goal', ...card }], setup: card, parts: [{ id: 'a', title: words('Dice'), sections: ['dice'] }, { id: 'b', title: words('Gods'), sections: ['gods'] }] };
    expect(teachingOrder(plan, entries, 'en').map((p) => p.examples.map((e) => e.id))).toEqual([['dice-1', 'dice-2'], ['gods-1']]);
    expect(() => teachingOrder({ ...plan, parts: plan.parts.slice(0, 1) }, entries, 'en')).toThrow(/gods-1/);
  });
});
