/**
 * A stand-in tile set. The source rulebook does not list what the 52
 * landscape tiles show, so this is NOT the published mix: it is a random set
 * with the right count and one start tile, for tests, benchmarks and a
 * sandbox that needs some tiles to play with.
 */
import { randomInt, type Rng } from './random';
import { LANDSCAPE_TILE_COUNT } from './state';
import { landscapeTile, type TileCode } from './tiles';

const EDGE_SETS = ['lls', 'llc', 'lll', 'lcl', 'sll', 'cll', 'lsl', 'ccs', 'csc', 'ccc', 'css', 'scc'];
const LETTERS = ['W', 'W', 'P', 'C', 'C', 'S', 'S', 'TW', 'TC', 'TS'];

/** One random landscape tile code. */
export function syntheticTile(rng: Rng): TileCode {
  const edges = EDGE_SETS[randomInt(rng, EDGE_SETS.length)] ?? 'lls';
  const parts = landscapeTile(edges)?.parts.length ?? 0;
  const groups: string[] = Array.from({ length: parts }, () => '');
  const symbols = 1 + (rng() < 0.25 ? 1 : 0);
  for (let i = 0; i < symbols && parts > 0; i++) {
    const g = randomInt(rng, parts);
    const letter = LETTERS[randomInt(rng, LETTERS.length)] ?? 'W';
    // One temple a tile at most (a referee found "temple of swords, temple of swords" on one landmass):
    // a second temple drawn keeps only its symbol.
    groups[g] = (groups[g] ?? '') + (groups.some((x) => x.includes('T')) ? letter.replace('T', '') : letter);
  }
  return [edges, ...groups].join('.').replace(/\.+$/, '');
}

/** 52 random landscape tiles, the first of them the start tile. */
export function syntheticLandscapeTiles(rng: Rng): TileCode[] {
  const tiles = Array.from({ length: LANDSCAPE_TILE_COUNT }, () => syntheticTile(rng));
  tiles[0] = `*${tiles[0] ?? 'lll'}`;
  return tiles;
}
