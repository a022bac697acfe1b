import { describe, expect, it } from 'vitest';
import { cellKey, type Cell } from './geometry';
import { computeRegions, continents, islands } from './regions';
import type { GheosState, Rotation } from './state';

/** A board from `[row, col, tile, rot?]` rows. */
function board(...tiles: [number, number, string, Rotation?][]): GheosState['board'] {
  return Object.fromEntries(tiles.map(([r, c, tile, rot]) => [cellKey([r, c] as Cell), { tile, rot: rot ?? 0 }]));
}

const kinds = (b: GheosState['board']) => computeRegions(b).regions.map((r) => [r.kind, r.parts]);

describe('land regions', () => {
  it('two coast strips facing each other form an island', () => {
    expect(kinds(board([0, 0, 'ssc'], [0, 1, 'ssc']))).toEqual([['island', ['0,0:c2', '0,1:c2']]]);
  });

  it('a lone coast strip with nothing beside it is neither continent nor island', () => {
    expect(kinds(board([0, 0, 'ssc'], [0, 1, 'css']))).toEqual([
      ['fragment', ['0,0:c2']],
      ['fragment', ['0,1:c0']],
    ]);
  });

  it('a landmass and a coast on two tiles form a continent', () => {
    const map = computeRegions(board([0, 0, 'sll'], [0, 1, 'ssc']));
    expect(continents(map).map((r) => r.cells)).toEqual([['0,0', '0,1']]);
  });

  it('landmasses join landmasses across a shared edge', () => {
    expect(kinds(board([0, 0, 'sll'], [0, 1, 'sll']))).toEqual([['continent', ['0,0:L', '0,1:L']]]);
  });

  it('a landmass alone on one tile is not a continent: a continent spans at least two tiles', () => {
    expect(kinds(board([0, 0, 'lll']))).toEqual([['fragment', ['0,0:L']]]);
  });

  it('land facing sea ends there: edges need not match', () => {
    expect(kinds(board([0, 0, 'sll'], [0, 1, 'lls']))).toEqual([
      ['fragment', ['0,0:L']],
      ['fragment', ['0,1:L']],
    ]);
  });

  it('coast strips with no landmass never make a continent, however many', () => {
    const map = computeRegions(board([0, 0, 'ccc'], [0, 1, 'ccc'], [0, -1, 'ccc'], [1, 0, 'ccc']));
    expect(continents(map)).toEqual([]);
    expect(islands(map)).toHaveLength(3);
  });

  it('the landmass and the coast strips of one tile are separate pieces of land', () => {
    // (0,1) ▼ has its landmass on the left and top, a coast strip on the right.
    const map = computeRegions(board([0, 0, 'sll'], [0, 1, 'lcl'], [0, 2, 'scs']));
    expect(map.regions.map((r) => [r.kind, r.parts])).toEqual([
      ['continent', ['0,0:L', '0,1:L']],
      ['island', ['0,1:c1', '0,2:c1']],
    ]);
  });

  it('counts the ordinary symbols of a region, not its temples', () => {
    const map = computeRegions(board([0, 0, 'sll.WS'], [0, 1, 'sll.TSS'], [0, 2, 'sll.PCC']));
    const [only] = map.regions;
    expect(only?.symbols).toEqual({ wheat: 1, pyramid: 1, chalice: 2, swords: 2 });
    expect(only?.temples).toEqual([{ part: '0,1:L', symbol: 'swords' }]);
  });

  it('rotation decides which edges carry land', () => {
    // 'lls' rotated by 1 puts land on slots 1 and 2, like 'sll'.
    expect(kinds(board([0, 0, 'lls', 1], [0, 1, 'lls', 1]))[0]?.[0]).toBe('continent');
    expect(kinds(board([0, 0, 'lls', 0], [0, 1, 'lls', 0])).map((k) => k[0])).toEqual(['fragment', 'fragment']);
  });

  it('a ring of six tiles around a corner is one continent', () => {
    // The six triangles around the corner shared by (0,0) and (1,0).
    const ring = board([0, -1, 'lll'], [0, 0, 'lll'], [0, 1, 'lll'], [1, -1, 'lll'], [1, 0, 'lll'], [1, 1, 'lll']);
    const map = computeRegions(ring);
    expect(continents(map)).toHaveLength(1);
    expect(continents(map)[0]?.cells).toHaveLength(6);
  });
});
