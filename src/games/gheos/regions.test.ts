import { describe, expect, it } from 'vitest';
import { cellKey, type Cell } from './geometry';
import { createRng } from '../random';
import { randomGame, randomTurn } from './random-play';
import { computeRegions, continents, islands, regionsWithTile } from './regions';
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

describe('the map after a placement, joined in (regionsWithTile)', () => {
  /** A map in a form two maps can be compared by: its regions, and each part's region by id. */
  const plain = (m: ReturnType<typeof computeRegions>) => ({
    regions: m.regions,
    byPart: Object.fromEntries(Object.entries(m.byPart).map(([k, r]) => [k, r!.id]).sort()),
    parts: Object.keys(m.parts).sort(),
  });

  it('is the map computed from scratch, at every placement of 12 random games', () => {
    let placements = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const rng = createRng(seed);
      let state = randomGame(seed, 2 + (seed % 3), rng);
      for (let t = 0; t < 40 && !state.over; t++) {
        const { turn, resolved } = randomTurn(state, rng);
        if (turn.tile?.kind === 'place') {
          const at = cellKey(turn.tile.at);
          const after = { ...state.board, [at]: resolved.state.board[at]! };
          // A board object never seen, so `computeRegions` works it out from nothing.
          const fresh = computeRegions({ ...after });
          expect(plain(regionsWithTile(computeRegions(state.board), after, at)), `seed ${seed}, turn ${t}`).toEqual(plain(fresh));
          placements++;
        }
        state = resolved.state;
      }
    }
    expect(placements).toBeGreaterThan(150);
  });

  it('a board changed in place by another tile object is worked out again', () => {
    const b = board([0, 0, 'sll'], [0, 1, 'sll']);
    expect(continents(computeRegions(b))).toHaveLength(1);
    b['0,1'] = { tile: 'sss', rot: 0 };
    expect(continents(computeRegions(b))).toHaveLength(0);
  });
});
