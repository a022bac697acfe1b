import { describe, expect, it } from 'vitest';
import { spotsFor } from './dice';
import { hasHut } from './map';
import { placeDie } from './phaseA';
import { spreadOptions } from './spread';
import { decisionOf, eventsOf, expectRefusal, position, resolved, withHuts } from './test-support';
import type { PlayerInput } from './position';

/** Ala has a hut in the centre's mountains (illustrative map); four-player tiles. */
function table(ala: Partial<PlayerInput> = {}, sites: Record<string, number> = { 'centre-mountain': 0 }, aside: Record<string, number[]> = {}) {
  return position({
    spots: spotsFor(4),
    regions: withHuts(sites, aside),
    players: [
      { name: 'Ala', dice: [1, 2, 3, 4, 5, 6], huts: [0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 2], ...ala },
      { name: 'Bartek', dice: [1] },
    ],
  });
}
const reach = (s: ReturnType<typeof table>, kind: 'land' | 'water', die: number) => spreadOptions(s, 0, kind, die).map((o) => o.region);

describe('Spreading along paths (Akcja rozprzestrzeniania się)', () => {
  it('the die is the highest path value that may be crossed; lower values always do', () => {
    const s = table();
    expect(reach(s, 'water', 3)).toEqual([]);
    expect(reach(s, 'water', 4)).toEqual(['north-beach']);
    expect(reach(s, 'water', 5)).toEqual(['north-beach', 'south-plain']);
    expect(reach(s, 'water', 6)).toEqual(['north-beach', 'south-plain']);
  });

  it('the land tile crosses only land paths, the water tile only water paths', () => {
    const s = table();
    expect(reach(s, 'land', 6)).toEqual(['centre-forest', 'centre-plain']);
    expect(reach(s, 'land', 1)).toEqual(['centre-forest']);
  });

  it('no spreading to a region without a path, such as one touching only at a corner', () => {
    const s = table();
    for (const kind of ['land', 'water'] as const) expect(reach(s, kind, 6)).not.toContain('north-mountain');
  });

  it('a die too low for every path cannot be used to spread', () => {
    expect(placeDie(table(), { player: 0, die: 3, spot: 'water' })).toEqual({
      ok: false,
      reason: 'no-spread-possible',
      detail: { path: 'water', reach: 3 },
    });
  });

  it('the new hut comes from the player board and frees its space for a person', () => {
    const r = resolved(placeDie(table(), { player: 0, die: 4, spot: 'water' }, { hutFrom: 'other', materialSpaces: [0] }));
    expect(eventsOf(r.events, 'hut-taken')[0]).toMatchObject({ space: 1, hutsLeftThere: 0 });
    expect(r.state.players[0]?.spaces[1]).toEqual({ huts: 0, person: null });
    expect(r.state.regions.find((x) => x.id === 'north-beach')?.site).toBe(0);
  });

  it('the player chooses whether the hut comes from the 12th space or another one', () => {
    const d = decisionOf(placeDie(table(), { player: 0, die: 4, spot: 'water' }));
    expect(d).toMatchObject({ kind: 'hut-from', options: ['other', 'twelfth'] });
    const r = resolved(placeDie(table(), { player: 0, die: 4, spot: 'water' }, { hutFrom: 'twelfth', materialSpaces: [3] }));
    expect(r.state.players[0]?.spaces[11]?.huts).toBe(1);
  });

  it('a hut already on the building site is moved aside and stays in the region', () => {
    const s = table({}, { 'centre-mountain': 0, 'north-beach': 1 });
    const r = resolved(placeDie(s, { player: 0, die: 4, spot: 'water' }, { hutFrom: 'other', materialSpaces: [0] }));
    const beach = r.state.regions.find((x) => x.id === 'north-beach');
    expect(beach).toMatchObject({ site: 0, aside: [1] });
    expect(hasHut(r.state, 1, 'north-beach')).toBe(true);
    expect(eventsOf(r.events, 'hut-moved-aside')).toEqual([{ type: 'hut-moved-aside', owner: 1, region: 'north-beach' }]);
  });

  it('each player may have only one hut in a region, even one moved aside', () => {
    const s = table({ huts: [0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 0, 2] }, { 'centre-mountain': 0, 'north-beach': 1 }, { 'north-beach': [0] });
    expect(reach(s, 'water', 6)).toEqual(['south-plain']);
  });

  it('the new region gives its material, put on a matching empty ritual space', () => {
    const d = decisionOf(placeDie(table(), { player: 0, die: 4, spot: 'water' }, { hutFrom: 'other' }));
    expect(d).toMatchObject({ kind: 'material-space', material: 'sand', options: [0, 3, 6, 9] });
    const r = resolved(placeDie(table(), { player: 0, die: 4, spot: 'water' }, { hutFrom: 'other', materialSpaces: [6] }));
    expect(r.state.players[0]?.ritual[6]).toBe('material');
    expect(eventsOf(r.events, 'resource-taken')[0]).toMatchObject({ resource: 'sand', region: 'north-beach', reading: 'always-take' });
  });

  it('a plain gives a gift instead of a material', () => {
    const r = resolved(placeDie(table(), { player: 0, die: 5, spot: 'water' }, { region: 'south-plain', hutFrom: 'other' }));
    expect(r.state.players[0]?.gifts).toBe(1);
  });

  it('without a hut left on the player board there is nothing to spread with', () => {
    const s = table();
    for (const space of s.players[0]?.spaces ?? []) space.huts = 0;
    expectRefusal(placeDie(s, { player: 0, die: 6, spot: 'land' }), 'no-hut-on-board');
  });
});

describe('The red god and fish tiles (Czerwony bóg)', () => {
  const rich = { gifts: 2, godCards: ['red' as const] };

  it('right after spreading, a red god scores the fish tile of the new region', () => {
    const r = resolved(
      placeDie(table(rich), { player: 0, die: 5, spot: 'water' }, { region: 'south-plain', hutFrom: 'other', red: { with: 'card' } }),
    );
    expect(r.state.players[0]?.score).toBe(5);
    expect(r.state.players[0]?.fishScored).toEqual(['south-plain']);
    expect(eventsOf(r.events, 'fish-scored')[0]).toEqual({ type: 'fish-scored', player: 0, region: 'south-plain', fish: 5 });
  });

  it('the player is asked, and may decline', () => {
    const d = decisionOf(placeDie(table(rich), { player: 0, die: 5, spot: 'water' }, { region: 'south-plain', hutFrom: 'other' }));
    expect(d).toMatchObject({ kind: 'red', region: 'south-plain', fish: 5, options: ['none', { with: 'card' }] });
    const r = resolved(placeDie(table(rich), { player: 0, die: 5, spot: 'water' }, { region: 'south-plain', hutFrom: 'other', red: 'none' }));
    expect(r.state.players[0]?.score).toBe(0);
  });

  it('a player who cannot pay for a red god is not asked', () => {
    const r = placeDie(table(), { player: 0, die: 5, spot: 'water' }, { region: 'south-plain', hutFrom: 'other' });
    expect(r.ok).toBe(true);
  });

  it('the fish tile stays on the board after scoring, open to other players', () => {
    const first = resolved(
      placeDie(table(rich), { player: 0, die: 5, spot: 'water' }, { region: 'south-plain', hutFrom: 'other', red: { with: 'card' } }),
    ).state;
    expect(first.regions.find((x) => x.id === 'south-plain')?.fish).toBe(5);
  });

  it('a way of paying the player does not have is refused', () => {
    expectRefusal(
      placeDie(table({ gifts: 1, godCards: ['red'] }), { player: 0, die: 5, spot: 'water' }, { region: 'south-plain', hutFrom: 'other', red: { with: 'pair', colour: 'blue' } }),
      'invalid-choice',
    );
  });
});
