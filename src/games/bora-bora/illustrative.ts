/**
 * An illustrative table for whole games: a small made-up archipelago (three islands, six
 * regions), a temple, ritual grid and tracks, and made-up person and jewellery tiles. The real
 * board and those tiles are shown only in pictures in the source, so this is ours, marked
 * `illustrative`: the engine's property tests play on it, and so does the sandbox (which says so
 * on the page). The task tiles are the source's own list (taskTiles.ts).
 */
import type { BoardLayout, PersonTile, TaskTile } from './components';
import type { RegionInput } from './position';
import type { GameSetup } from './setup';
import { JEWELLERY_KINDS, TASK_TILES } from './taskTiles';
import { MATERIALS, type Ability, type Sex } from './types';

/** A small made-up archipelago: three islands, six regions. */
export const REGIONS: RegionInput[] = [
  { id: 'north-mountain', island: 'north', terrain: 'mountain', resource: 'stone', fish: 3 },
  { id: 'north-beach', island: 'north', terrain: 'beach', resource: 'sand', fish: 1 },
  { id: 'centre-mountain', island: 'centre', terrain: 'mountain', resource: 'stone', fish: 1 },
  { id: 'centre-forest', island: 'centre', terrain: 'forest', resource: 'wood', fish: 2 },
  { id: 'centre-plain', island: 'centre', terrain: 'plain', resource: 'gift', fish: 4 },
  { id: 'south-plain', island: 'south', terrain: 'plain', resource: 'gift', fish: 5 },
];

/** Illustrative layout: paths, a six-field temple valued 6 to 1 from the left, a 3 x 4 ritual grid of sand, stone and wood in turn. */
export const LAYOUT: Omit<BoardLayout, 'regions'> = {
  illustrative: true,
  paths: [
    { between: ['centre-mountain', 'centre-forest'], kind: 'land', value: 1 },
    { between: ['centre-mountain', 'centre-plain'], kind: 'land', value: 3 },
    { between: ['centre-forest', 'centre-plain'], kind: 'land', value: 2 },
    { between: ['centre-mountain', 'north-beach'], kind: 'water', value: 4 },
    { between: ['centre-mountain', 'south-plain'], kind: 'water', value: 5 },
    { between: ['north-beach', 'north-mountain'], kind: 'land', value: 2 },
    { between: ['centre-plain', 'south-plain'], kind: 'water', value: 2 },
    { between: ['centre-forest', 'north-mountain'], kind: 'water', value: 6 },
  ],
  temple: [6, 5, 4, 3, 2, 1],
  ritual: Array.from({ length: 12 }, (_, i) => ({ material: MATERIALS[i % MATERIALS.length]!, row: Math.floor(i / 4), col: i % 4 })),
  positionPoints: [0, 0, 1, 1, 2, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 15],
  jewelleryPoints: [1, 2, 4, 6, 8, 9],
  buildings: [1, 2, 3, 4, 5, 6],
  startingHuts: [0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2],
};

export const FULL_LAYOUT: BoardLayout = {
  ...LAYOUT,
  regions: REGIONS.map(({ id, island, terrain, resource }) => ({ id, island, terrain, resource })),
};

/** Whether a task tile can be met on this map: "huts in 9 regions" cannot, with six. */
const fitsMap = (t: TaskTile) => t.requirements.every((r) => r.measure.of !== 'regions-with-huts' || r.count === 'all' || r.count <= REGIONS.length);

/** A person tile. */
export const person = (sex: Sex, ability: Ability, symbols = 1): PersonTile => ({ sex, ability, symbols });

/** Illustrative components for a whole game (the real tiles' faces are pictures in the source). */
export function sampleSetup(names: string[], seed: number): GameSetup {
  const abilities: Ability[] = ['land', 'water', 'woman', 'man', 'build', 'materials', 'move-hut', 'points', 'god-card', 'gift', 'position', 'shell'];
  const people = (sex: Sex) => Array.from({ length: 36 }, (_, i) => person(sex, abilities[i % abilities.length] ?? 'gift', 1 + (i % 3)));
  return {
    names,
    layout: FULL_LAYOUT,
    fish: [1, 1, 1, 1, 2, 3],
    men: people('man'),
    women: people('woman'),
    // The source's task tiles (taskTiles.ts), but those asking for more regions than this small map has.
    startTasks: TASK_TILES.filter((t) => t.start),
    tasks: TASK_TILES.filter((t) => !t.start && fitsMap(t)),
    jewellery: Array.from({ length: 24 }, (_, i) => ({ kind: JEWELLERY_KINDS[i % 6] ?? 'ring', price: 1 + (i % 6) })),
    seed,
  };
}

