import { describe, expect, it } from 'vitest';
import type { Decision } from './choices';
import { choiceFor, choiceValues, withChoice, withFinalChoice, withPhaseCChoice } from './answers';
import { spotsFor } from './dice';
import { placeDie } from './phaseA';
import { decisionOf, position, resolved, withHuts } from './test-support';

describe('answering the decisions the engine asks for', () => {
  it('a reader can step through a spread by picking each offered option in turn', () => {
    const s = position({
      spots: spotsFor(4),
      regions: withHuts({ 'centre-mountain': 0 }),
      players: [{ name: 'Ala', dice: [5], huts: [0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 2] }, { name: 'Bartek', dice: [1] }],
    });
    const move = { player: 0, die: 5, spot: 'water' } as const;
    let choices = {};
    const asked: string[] = [];
    for (let i = 0; i < 5; i++) {
      const r = placeDie(s, move, choices);
      if (r.ok) break;
      const d = decisionOf(r);
      asked.push(d.kind);
      choices = withChoice(choices, d, choiceValues(d).at(-1)!);
    }
    expect(asked).toEqual(['region', 'hut-from']);
    expect(resolved(placeDie(s, move, choices)).state.regions.find((r) => r.id === 'south-plain')?.site).toBe(0);
  });

  it('list decisions append, one-off decisions replace', () => {
    const d: Decision = { player: 0, kind: 'material-space', material: 'sand', options: [0, 3] };
    expect(withChoice(withChoice({}, d, 3), d, 0)).toEqual({ materialSpaces: [3, 0] });
    const f: Decision = { player: 0, kind: 'fire', options: [{ take: 'gift', then: 'shell' }] };
    expect(withChoice({ fire: { take: 'god-card', then: 'position' } }, f, { take: 'gift', then: 'shell' })).toEqual({ fire: { take: 'gift', then: 'shell' } });
  });

  it('reads back the pick for a decision, a list one by how many of its kind came before', () => {
    const d: Decision = { player: 0, kind: 'material-space', material: 'sand', options: [0, 3] };
    expect([0, 1, 2].map((seen) => choiceFor({ materialSpaces: [3, 0] }, d, seen))).toEqual([3, 0, undefined]);
    const r: Decision = { player: 0, kind: 'start-region', options: ['south-plain'] };
    expect(choiceFor({ region: 'south-plain' }, r, 1)).toBe('south-plain');
    const j: Decision = { player: 2, kind: 'jewellery', shells: 3, options: ['pass'] };
    expect(choiceFor({ region: 'south-plain' }, j, 0)).toBeUndefined();
    expect(choiceFor(undefined, r, 0)).toBeUndefined();
  });

  it('Phase C and final choices are kept per player', () => {
    const j: Decision = { player: 2, kind: 'jewellery', shells: 3, options: ['pass'] };
    expect(withPhaseCChoice({}, j, 'pass')).toEqual({ jewellery: { 2: 'pass' } });
    const y: Decision = { player: 1, kind: 'final-yellow', task: { id: 't', requirements: [] }, options: ['none'] };
    expect(withFinalChoice({}, y, 'none')).toEqual({ yellow: { 1: { t: 'none' } } });
  });
});
