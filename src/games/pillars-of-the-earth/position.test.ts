import { describe, expect, it } from 'vitest';
import { buildPosition, type PositionInput } from './position';
import { craftsman, resourceCard } from './test-support';

const base: PositionInput = { players: [{ colour: 'red' }, { colour: 'blue' }] };
const reason = (input: PositionInput) => {
  const r = buildPosition(input);
  return r.ok ? 'ok' : r.reason;
};

describe('Describing a table (checked against the rules)', () => {
  it('starts from the setup by seat and applies what is described', () => {
    const r = buildPosition({ players: [{ colour: 'red', wealth: 5, points: 9, woolMill: { small: 2, large: 1 } }, { colour: 'blue' }], startPlayer: 'blue' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.startPlayer).toBe(1);
    expect(r.value.players[0]).toMatchObject({ wealth: 5, points: 9, woolMill: { small: 2, large: 1 }, workers: { small: 5, large: 0 } });
    expect(r.value.players[1]?.wealth).toBe(20);
  });

  it('refuses wealth outside 0–30 and more pawns than a player owns', () => {
    expect(reason({ players: [{ colour: 'red', wealth: 31 }, { colour: 'blue' }] })).toBe('wealth-out-of-range');
    expect(reason({ players: [{ colour: 'red', woolMill: { small: 8, large: 0 } }, { colour: 'blue' }] })).toBe('too-many-workers');
    expect(reason({ players: [{ colour: 'red', woolMill: { small: 0, large: 2 } }, { colour: 'blue' }] })).toBe('too-many-workers');
  });

  it('refuses a craftsman row over five cards', () => {
    const row = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => ({ id }));
    expect(reason({ players: [{ colour: 'red', craftsmen: row }, { colour: 'blue' }] })).toBe('row-too-long');
  });

  it('refuses a pool the rules could not lay out', () => {
    const eight = Array.from({ length: 8 }, (_, i) => ({ ...resourceCard('wood', 2, 3), id: `w${i}` }));
    expect(reason({ ...base, pool: { resources: eight, craftsmen: [] } })).toBe('pool-too-large');
    expect(reason({ ...base, pool: { resources: [resourceCard('wood', 5, 3)], craftsmen: [] } })).toBe('bad-resource-card');
    expect(reason({ ...base, pool: { resources: [resourceCard('wood', 2, 11)], craftsmen: [] } })).toBe('bad-resource-card');
    expect(reason({ ...base, pool: { resources: [], craftsmen: [craftsman('c', -1)] } })).toBe('bad-craftsman-cost');
    expect(reason({ ...base, pool: { resources: [], craftsmen: [craftsman('c', 1), craftsman('c', 2)] } })).toBe('duplicate-card');
  });

  it('refuses an unknown start player, a fourth builder of a colour, and a full place', () => {
    expect(reason({ ...base, startPlayer: 'green' })).toBe('unknown-start-player');
    const four = Array.from({ length: 4 }, () => ({ colour: 'red' as const, at: 'market' as const }));
    expect(reason({ ...base, builders: four })).toBe('too-many-builders');
    expect(reason({ ...base, builders: [{ colour: 'red', at: 'shiring-castle' }, { colour: 'blue', at: 'shiring-castle' }] })).toBe('place-full');
  });
});
