/**
 * The components a practice game of Bora Bora is set up with. The source shows the
 * board (map, temple, tracks, ritual spaces) and the tiles' faces only in pictures,
 * so these are made up, and every question's picture says so (`illustrative`).
 * The box is smaller than the real one (fewer person and task tiles): a practice
 * position never gets far enough to run out of them, and a smaller state replays faster.
 */
import { TASK_TILES, type Ability, type BoardLayout, type GameSetup, type PersonTile, type Resource, type Sex, type Terrain } from '../../games/bora-bora';

/** What a hut yields on each landscape of the made-up board. */
const YIELD: Readonly<Record<Terrain, Resource>> = { mountain: 'stone', forest: 'wood', beach: 'sand', plain: 'gift' };

/** The landscapes of each island; a region's id is its island and landscape. */
const ISLANDS: Readonly<Record<string, readonly Terrain[]>> = {
  a: ['mountain', 'forest', 'beach'],
  b: ['plain', 'forest'],
  c: ['mountain', 'beach', 'plain'],
  d: ['forest', 'beach'],
  e: ['mountain', 'plain'],
};

/** Twelve regions on five islands, with land paths inside an island and water paths between islands. */
export const LAYOUT: BoardLayout = {
  illustrative: true,
  regions: Object.entries(ISLANDS).flatMap(([island, terrains]) => terrains.map((terrain) => ({ id: `${island}-${terrain}`, island, terrain, resource: YIELD[terrain] }))),
  paths: [
    { between: ['a-mountain', 'a-forest'], kind: 'land', value: 1 },
    { between: ['a-forest', 'a-beach'], kind: 'land', value: 2 },
    { between: ['b-plain', 'b-forest'], kind: 'land', value: 3 },
    { between: ['c-mountain', 'c-beach'], kind: 'land', value: 2 },
    { between: ['c-beach', 'c-plain'], kind: 'land', value: 1 },
    { between: ['d-forest', 'd-beach'], kind: 'land', value: 4 },
    { between: ['e-mountain', 'e-plain'], kind: 'land', value: 2 },
    { between: ['a-beach', 'b-plain'], kind: 'water', value: 3 },
    { between: ['b-forest', 'c-mountain'], kind: 'water', value: 5 },
    { between: ['c-plain', 'd-forest'], kind: 'water', value: 4 },
    { between: ['d-beach', 'e-mountain'], kind: 'water', value: 6 },
    { between: ['e-plain', 'a-mountain'], kind: 'water', value: 2 },
  ],
  temple: [6, 5, 4, 3, 2, 1],
  ritual: (['sand', 'wood', 'stone', 'wood', 'stone', 'sand', 'stone', 'sand', 'wood', 'sand', 'wood', 'stone'] as const).map((material, i) => ({
    material,
    row: Math.floor(i / 4),
    col: i % 4,
  })),
  positionPoints: [0, 0, 1, 1, 2, 2, 3, 3, 4, 5, 6, 7, 8, 10, 12, 15],
  jewelleryPoints: [1, 2, 3, 5, 7, 9],
  buildings: [1, 2, 3, 4, 5, 6],
  startingHuts: [0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2],
};

const ABILITY_CYCLE: readonly Ability[] = ['points', 'land', 'shell', 'god-card', 'water', 'gift', 'position', 'materials', 'build', 'move-hut', 'woman', 'man'];
const persons = (sex: Sex): PersonTile[] => Array.from({ length: 12 }, (_, i) => ({ sex, ability: ABILITY_CYCLE[(i * 5) % ABILITY_CYCLE.length]!, symbols: 1 + ((i * 7) % 3) }));


/** A whole box for `names` (2 to 4 players), shuffled by the engine's setup from `seed`. */
export function practiceSetup(names: string[], seed: number): GameSetup {
  return {
    names,
    layout: LAYOUT,
    fish: [1, 1, 1, 1, 1, 2, 2, 2, 3, 3, 4, 5],
    men: persons('man'),
    women: persons('woman'),
    // The source's task tiles (taskTiles.ts): the start tiles, and sixteen of the others.
    startTasks: TASK_TILES.filter((t) => t.start),
    tasks: TASK_TILES.filter((t) => !t.start).slice(0, 16),
    jewellery: Array.from({ length: 24 }, (_, i) => ({ kind: ['necklace', 'ring', 'earring', 'bracelet', 'brooch'][i % 5]!, price: 1 + ((i * 5) % 6) })),
    seed,
  };
}

/** The players' names, by seat. */
export const NAMES = ['Ala', 'Bartek', 'Celina', 'Dawid'] as const;
