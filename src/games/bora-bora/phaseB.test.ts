import { describe, expect, it } from 'vitest';
import { phaseBStep, phaseBStrength } from './phaseB';
import { decisionOf, eventsOf, expectRefusal, FULL_LAYOUT, person, position, resolved, withHuts } from './test-support';
import type { PlayerInput } from './position';

const FIRE = { fire: { take: 'gift', then: 'shell' } } as const;

/** Phase B with Don to act first; his huts leave spaces free for the people given. */
function phaseB(don: Partial<PlayerInput>, extra: Parameters<typeof position>[0] = {}) {
  return position({
    phase: 'B',
    layout: { ...FULL_LAYOUT },
    regions: withHuts({ 'centre-mountain': 0 }),
    godDeck: ['green', 'red', 'blue'],
    godDisplay: ['white'],
    men: { display: [person('man', 'gift'), person('man', 'position'), person('man', 'shell'), person('man', 'build')] },
    women: { display: [person('woman', 'land'), person('woman', 'water')] },
    players: [
      { name: 'Don', huts: [0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 5], ...don },
      { name: 'Ewa', persons: [person('woman', 'points')] },
    ],
    ...extra,
  });
}

describe('Combining identical people (Faza B)', () => {
  it('a path person spreads along a path of value 2, two of them 4, three of them any path', () => {
    expect([1, 2, 3].map((n) => phaseBStrength('land', n, false))).toEqual([2, 4, 6]);
    expect([1, 2, 3].map((n) => phaseBStrength('water', n, false))).toEqual([2, 4, 6]);
  });

  it('taking a person or building counts as a die of 3, two tiles as a 6; a third adds nothing', () => {
    for (const ability of ['woman', 'man', 'build'] as const) {
      expect([1, 2, 3].map((n) => phaseBStrength(ability, n, false))).toEqual([3, 6, 6]);
    }
  });

  it('points come 2 per tile; materials, huts, god cards, gifts, steps and shells 1 per tile', () => {
    expect([1, 2, 3].map((n) => phaseBStrength('points', n, false))).toEqual([2, 4, 6]);
    for (const ability of ['materials', 'move-hut', 'god-card', 'gift', 'position', 'shell'] as const) {
      expect([1, 2, 3].map((n) => phaseBStrength(ability, n, false))).toEqual([1, 2, 3]);
    }
  });

  it("the source's example: Don's two Pioneer men, one tattooed, spread along one land path of value 4 or less", () => {
    const s = phaseB({ persons: [person('man', 'land'), { ...person('man', 'land'), shifted: true }] });
    const d = decisionOf(phaseBStep(s, 0, { type: 'use', sex: 'man', ability: 'land' }));
    expect(d).toMatchObject({ kind: 'region', path: 'land', reach: 4 });
    if (d.kind !== 'region') return;
    expect(d.options.map((o) => o.region)).toEqual(['centre-forest', 'centre-plain']);
    const r = resolved(phaseBStep(s, 0, { type: 'use', sex: 'man', ability: 'land' }, { region: 'centre-plain', hutFrom: 'other' }));
    expect(eventsOf(r.events, 'persons-activated')[0]).toMatchObject({ tiles: 2, strength: 4, doubled: false });
    expect(eventsOf(r.events, 'hut-placed')).toHaveLength(1);
  });

  it('men and women never combine: a woman with the same ability is a separate action', () => {
    const s = phaseB({ persons: [person('man', 'land'), person('woman', 'land')] });
    const man = resolved(phaseBStep(s, 0, { type: 'use', sex: 'man', ability: 'land' }, { hutFrom: 'other', materialSpaces: [2] }));
    expect(eventsOf(man.events, 'persons-activated')[0]).toMatchObject({ sex: 'man', tiles: 1, strength: 2 });
    const afterMan = man.state;
    const woman = resolved(phaseBStep(afterMan, 0, { type: 'use', sex: 'woman', ability: 'land' }, { hutFrom: 'other', region: 'centre-plain' }));
    expect(eventsOf(woman.events, 'persons-activated')[0]).toMatchObject({ sex: 'woman', tiles: 1, strength: 2 });
  });

  it('one man and one woman per player, in either order', () => {
    const s = phaseB({ persons: [person('man', 'gift'), person('man', 'shell'), person('woman', 'position')] });
    const a = resolved(phaseBStep(s, 0, { type: 'use', sex: 'woman', ability: 'position' })).state;
    const b = resolved(phaseBStep(a, 0, { type: 'use', sex: 'man', ability: 'gift' })).state;
    expectRefusal(phaseBStep(b, 0, { type: 'use', sex: 'man', ability: 'shell' }), 'already-used');
    expect(b.players[0]).toMatchObject({ gifts: 1, position: 1 });
  });

  it('using people changes nothing on the board: the tiles stay, shifted or not', () => {
    const s = phaseB({ persons: [{ ...person('man', 'gift'), shifted: true }, person('man', 'gift')] });
    const r = resolved(phaseBStep(s, 0, { type: 'use', sex: 'man', ability: 'gift' }));
    expect(r.state.players[0]?.spaces).toEqual(s.players[0]?.spaces);
    expect(r.state.players[0]?.gifts).toBe(2);
  });

  it('a person the player does not have cannot be used', () => {
    expectRefusal(phaseBStep(phaseB({ persons: [] }), 0, { type: 'use', sex: 'man', ability: 'gift' }), 'no-such-person');
  });

  it('materials are chosen one by one, any mix', () => {
    const s = phaseB({ persons: [person('woman', 'materials'), person('woman', 'materials')] });
    expect(decisionOf(phaseBStep(s, 0, { type: 'use', sex: 'woman', ability: 'materials' }))).toMatchObject({ kind: 'material' });
    const r = resolved(phaseBStep(s, 0, { type: 'use', sex: 'woman', ability: 'materials' }, { materials: ['wood', 'stone'], materialSpaces: [2, 1] }));
    expect(r.state.players[0]?.ritual.slice(0, 3)).toEqual(['empty', 'material', 'material']);
  });

  it('moving huts sends that many huts to the 12th space', () => {
    const s = phaseB({ persons: [person('man', 'move-hut'), person('man', 'move-hut')] });
    const r = resolved(phaseBStep(s, 0, { type: 'use', sex: 'man', ability: 'move-hut' }));
    expect(r.state.players[0]?.spaces[11]?.huts).toBe(7);
  });

  it('a spread in Phase B may score the fish tile with a red god too', () => {
    const s = phaseB({ persons: [person('woman', 'water'), person('woman', 'water'), person('woman', 'water')], gifts: 1, godCards: ['red'] });
    const r = resolved(phaseBStep(s, 0, { type: 'use', sex: 'woman', ability: 'water' }, { region: 'south-plain', hutFrom: 'other', red: { with: 'card' } }));
    expect(r.state.players[0]?.score).toBe(5);
  });

  it('when a player is done the next one acts; after the last, Phase C begins', () => {
    const a = resolved(phaseBStep(phaseB({}), 0, { type: 'done' })).state;
    expect(a.order[a.active]).toBe(1);
    expectRefusal(phaseBStep(a, 0, { type: 'done' }), 'not-your-turn');
    const b = resolved(phaseBStep(a, 1, { type: 'done' }));
    expect(b.state.phase).toBe('C');
  });
});

describe('The green god (Zielony bóg)', () => {
  it("Cleo's example: two women worth 4 points together give 8 with a green god", () => {
    const s = phaseB({ persons: [person('woman', 'points'), person('woman', 'points')], gifts: 1, godCards: ['green'] });
    const r = resolved(phaseBStep(s, 0, { type: 'use', sex: 'woman', ability: 'points', double: { with: 'card' } }));
    expect(r.state.players[0]?.score).toBe(8);
    expect(eventsOf(r.events, 'persons-activated')[0]).toMatchObject({ tiles: 2, strength: 8, doubled: true });
  });

  it("Ben's example: a builder worth 3 builds a 4, 5 or 6 with a green god, but still only one building", () => {
    const s = phaseB({
      persons: [person('man', 'build')],
      gifts: 1,
      godCards: ['green'],
      ritual: ['material', 'material', 'material', 'material', 'empty', 'empty', 'empty', 'empty', 'empty', 'empty', 'empty', 'empty'],
    });
    const d = decisionOf(phaseBStep(s, 0, { type: 'use', sex: 'man', ability: 'build', double: { with: 'card' } }));
    expect(d).toMatchObject({ kind: 'building', reach: 6, options: [1, 2, 3, 4, 5, 6] });
    const r = resolved(phaseBStep(s, 0, { type: 'use', sex: 'man', ability: 'build', double: { with: 'card' } }, { building: 5, ritualPair: [0, 1], ...FIRE }));
    expect(eventsOf(r.events, 'building-built')).toHaveLength(1);
  });

  it("Don's example: after two land women and a man who draws a green god, Don plays it to use another kind of woman", () => {
    const s = phaseB({
      persons: [person('woman', 'land'), person('woman', 'land'), person('man', 'god-card'), person('woman', 'man')],
      gifts: 1,
    });
    const a = resolved(phaseBStep(s, 0, { type: 'use', sex: 'woman', ability: 'land' }, { region: 'centre-plain', hutFrom: 'other' })).state;
    const b = resolved(phaseBStep(a, 0, { type: 'use', sex: 'man', ability: 'god-card' }, { cardSources: ['deck'] })).state;
    expect(b.players[0]?.godCards).toEqual(['green']);
    const c = resolved(phaseBStep(b, 0, { type: 'extra', sex: 'woman', ability: 'man', green: { with: 'card' } }, { personField: 3 }));
    expect(c.state.players[0]?.spaces.some((x) => x.person?.sex === 'man' && x.person.ability === 'shell')).toBe(true);
    expect(eventsOf(c.events, 'persons-activated')[0]).toMatchObject({ extra: true, strength: 3 });
  });

  it('the extra activation must be a different kind, and multiple actions stay impossible', () => {
    const s = phaseB({ persons: [person('woman', 'gift'), person('woman', 'shell')], gifts: 2, godCards: ['green', 'green'] });
    const a = resolved(phaseBStep(s, 0, { type: 'use', sex: 'woman', ability: 'gift' })).state;
    expectRefusal(phaseBStep(a, 0, { type: 'extra', sex: 'woman', ability: 'gift', green: { with: 'card' } }), 'same-kind');
  });

  it('the regular use cannot repeat a kind already used as the extra one', () => {
    const s = phaseB({ persons: [person('woman', 'gift'), person('woman', 'shell')], gifts: 1, godCards: ['green'] });
    const a = resolved(phaseBStep(s, 0, { type: 'extra', sex: 'woman', ability: 'gift', green: { with: 'card' } })).state;
    expectRefusal(phaseBStep(a, 0, { type: 'use', sex: 'woman', ability: 'gift' }), 'same-kind');
    expect(phaseBStep(a, 0, { type: 'use', sex: 'woman', ability: 'shell' }).ok).toBe(true);
  });

  it('at most one green god per player in a Phase B', () => {
    const s = phaseB({ persons: [person('woman', 'gift'), person('woman', 'shell'), person('man', 'position')], gifts: 3, godCards: ['green', 'green'] });
    const a = resolved(phaseBStep(s, 0, { type: 'use', sex: 'woman', ability: 'gift', double: { with: 'card' } })).state;
    expectRefusal(phaseBStep(a, 0, { type: 'extra', sex: 'woman', ability: 'shell', green: { with: 'card' } }), 'green-already-played');
    expectRefusal(phaseBStep(a, 0, { type: 'use', sex: 'man', ability: 'position', double: { with: 'card' } }), 'green-already-played');
  });
});
