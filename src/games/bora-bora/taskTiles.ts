/**
 * The task tiles the source lists (section "Płytki zadań"): each pictured tile and each one it names as
 * alike ("Podobnie"), with the count it gives for each family (six jewellery tiles, one per kind).
 * That list adds up to the box's 60 tiles; four are left out here: the source counts eight "a hut in
 * every region of one kind" tiles, one per region kind and one per kind of fish tile, and does not say
 * what the fish-tile ones ask. So 56.
 *
 * The source shows the seven light-green start tiles first, in its pictures, but its words do not say
 * which they are. Our reading: the seven that ask for least (`start`); the sandbox and practice say so.
 */
import type { Measure, Requirement, TaskTile } from './components';
import { ABILITIES, GOD_COLOURS, MATERIALS, type Terrain } from './types';

const need = (measure: Measure, count: Requirement['count'] = 1): Requirement => ({ measure, count });
const tile = (id: string, ...requirements: Requirement[]): TaskTile => ({ id, requirements });

/** The six kinds of jewellery, one "two of a kind" tile each (the source names the necklace). */
export const JEWELLERY_KINDS = ['necklace', 'ring', 'earring', 'bracelet', 'anklet', 'brooch'] as const;
const TERRAINS: readonly Terrain[] = ['mountain', 'beach', 'forest', 'plain'];

/** Our reading of the seven start tiles (see above). */
const START = new Set(['man-woman', 'woman-priest', 'man-priest', 'three-priests', 'woman-jewellery', 'man-first', 'huts-3-regions']);

const LISTED: readonly TaskTile[] = [
  tile('man-woman', need({ of: 'men' }), need({ of: 'women' })),
  tile('woman-priest', need({ of: 'women' }), need({ of: 'priests-in-temple' })),
  tile('man-priest', need({ of: 'men' }), need({ of: 'priests-in-temple' })),
  tile('three-priests', need({ of: 'priests-in-temple' }, 3)),
  tile('four-men', need({ of: 'men' }, 4)),
  tile('four-women', need({ of: 'women' }, 4)),
  tile('four-jewellery', need({ of: 'jewellery' }, 4)),
  tile('four-buildings', need({ of: 'buildings' }, 4)),
  ...JEWELLERY_KINDS.map((kind) => tile(`two-${kind}s`, need({ of: 'jewellery-of-kind', kind }, 2))),
  tile('two-god-tiles', need({ of: 'god-tiles' }, 2)),
  tile('four-gifts', need({ of: 'gifts' }, 4)),
  tile('five-shells', need({ of: 'shells' }, 5)),
  tile('woman-jewellery', need({ of: 'women' }), need({ of: 'jewellery' })),
  tile('man-first', need({ of: 'men' }), need({ of: 'first-in-turn-order' })),
  tile('huts-3-regions', need({ of: 'regions-with-huts' }, 3)),
  tile('huts-9-regions', need({ of: 'regions-with-huts' }, 9)),
  tile('huts-all-islands', need({ of: 'islands-with-huts' }, 'all')),
  tile('three-god-cards-one-colour', need({ of: 'god-cards-same-colour' }, 3)),
  ...MATERIALS.map((material) => tile(`three-${material}`, need({ of: 'material', material }, 3))),
  tile('five-materials', need({ of: 'materials' }, 5)),
  ...TERRAINS.map((terrain) => tile(`huts-every-${terrain}`, need({ of: 'terrain-with-huts', terrain }, 'all'))),
  ...GOD_COLOURS.map((colour) => tile(`two-${colour}-god-cards`, need({ of: 'god-cards', colour }, 2))),
  tile('four-god-card-colours', need({ of: 'god-card-colours' }, 4)),
  tile('four-huts-twelfth', need({ of: 'huts-on-twelfth' }, 4)),
  tile('three-different-men', need({ of: 'different-men' }, 3)),
  tile('three-different-women', need({ of: 'different-women' }, 3)),
  tile('three-different-jewellery', need({ of: 'different-jewellery' }, 3)),
  tile('three-shifted-men', need({ of: 'shifted-men' }, 3)),
  tile('three-shifted-women', need({ of: 'shifted-women' }, 3)),
  tile('five-shifted-persons', need({ of: 'shifted-persons' }, 5)),
  ...ABILITIES.map((ability) => tile(`two-${ability}-persons`, need({ of: 'persons-with-ability', ability }, 2))),
];

/** Every task tile the source lists, the start tiles (our reading) marked. */
export const TASK_TILES: readonly TaskTile[] = LISTED.map((t) => (START.has(t.id) ? { ...t, start: true } : t));

/** The tile with this id. */
export const taskTile = (id: string): TaskTile | undefined => TASK_TILES.find((t) => t.id === id);
