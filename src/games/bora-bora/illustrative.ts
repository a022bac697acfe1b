/**
 * An illustrative table for whole games: a small made-up archipelago (three islands, six
 * regions), a temple, ritual grid and tracks, and made-up tiles. The real board and tiles are
 * shown only in pictures in the source, so this is ours, marked `illustrative`: the engine's
 * property tests play on it, and so does the sandbox (which says so on the page).
 */
import type { BoardLayout, PersonTile } from './components';
import type { RegionInput } from './position';
import type { GameSetup } from './setup';
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

/** A person tile. */
export const person = (sex: Sex, ability: Ability, symbols = 1): PersonTile => ({ sex, ability, symbols });

/** Illustrative components for a whole game (the real tiles' faces are pictures in the source). */
export function sampleSetup(names: string[], seed: number): GameSetup {
  const abilities: Ability[] = ['land', 'water', 'woman', 'man', 'build', 'materials', 'move-hut', 'points', 'god-card', 'gift', 'position', 'shell'];
  const people = (sex: Sex) => Array.from({ length: 36 }, (_, i) => person(sex, abilities[i % abilities.length] ?? 'gift', 1 + (i % 3)));
  const jewelleryKinds = ['necklace', 'ring', 'earring', 'bracelet', 'anklet', 'brooch'];
  return {
    names,
    layout: FULL_LAYOUT,
    fish: [1, 1, 1, 1, 2, 3],
    men: people('man'),
    women: people('woman'),
    startTasks: Array.from({ length: 7 }, (_, i) => ({ id: `start-${i}`, start: true, requirements: [{ measure: { of: 'persons' }, count: 1 + (i % 2) }] })),
    tasks: Array.from({ length: 53 }, (_, i) => ({
      id: `task-${i}`,
      requirements: [
        [{ measure: { of: 'gifts' as const }, count: 1 + (i % 4) }],
        [{ measure: { of: 'shells' as const }, count: 1 + (i % 5) }],
        [{ measure: { of: 'regions-with-huts' as const }, count: 1 + (i % 3) }],
        [{ measure: { of: 'priests-in-temple' as const }, count: 1 + (i % 2) }],
      ][i % 4] ?? [],
    })),
    jewellery: Array.from({ length: 24 }, (_, i) => ({ kind: jewelleryKinds[i % 6] ?? 'ring', price: 1 + (i % 6) })),
    seed,
  };
}

