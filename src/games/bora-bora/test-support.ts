/**
 * Helpers for the engine's own tests: an illustrative layout (not the real
 * board, which the source shows only in a picture), terse positions and
 * result unwrapping. Not part of the engine's API (index.ts does not export it).
 */
import { expect } from 'vitest';
import type { BoardLayout, PersonTile } from './components';
import type { Resolution, Resolved } from './choices';
import type { BoraBoraEvent } from './events';
import { buildPosition, type PositionInput, type RegionInput } from './position';
import { spotsFor } from './dice';
import type { GameSetup } from './setup';
import type { BoraBoraState } from './state';
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

/** A position on the illustrative layout; fails the test when the description is invalid. */
export function position(input: Partial<PositionInput> = {}): BoraBoraState {
  const built = buildPosition({
    layout: LAYOUT,
    regions: REGIONS,
    players: [{ name: 'Ala' }, { name: 'Bartek' }],
    ...input,
  });
  if (!built.ok) throw new Error(`bad test position: ${built.reason} ${JSON.stringify(built.detail)}`);
  return built.value;
}

/** The regions with huts placed: `{ 'centre-mountain': 0 }` puts seat 0's hut on that site. */
export function withHuts(sites: Record<string, number>, aside: Record<string, number[]> = {}): RegionInput[] {
  return REGIONS.map((r) => ({ ...r, site: sites[r.id] ?? null, aside: aside[r.id] ?? [] }));
}

/** The resolved value; fails the test on a refusal or a pending decision. */
export function resolved(r: Resolution | { ok: true; value: Resolved } | { ok: false; reason: string }): Resolved {
  if (!r.ok) throw new Error(`expected a resolution, got ${r.reason} ${JSON.stringify('decision' in r ? r.decision : 'detail' in r ? r.detail : '')}`);
  return r.value;
}

/** The events of one type, narrowed. */
export function eventsOf<T extends BoraBoraEvent['type']>(events: readonly BoraBoraEvent[], type: T): Extract<BoraBoraEvent, { type: T }>[] {
  return events.filter((e): e is Extract<BoraBoraEvent, { type: T }> => e.type === type);
}

/** Asserts a refusal with the given reason. */
export function expectRefusal(r: { ok: boolean; reason?: string }, reason: string): void {
  expect(r.ok).toBe(false);
  expect(r.reason).toBe(reason);
}

/** The pending decision; fails the test otherwise. */
export function decisionOf(r: Resolution) {
  if (r.ok || r.reason !== 'decision-needed') throw new Error(`expected a decision, got ${r.ok ? 'a resolution' : r.reason}`);
  return r.decision;
}

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

/** The illustrative temple: six fields valued 6, 5, 4, 3, 2, 1 from the left; priests are pushed right. */
export function templeTable(temple: (number | null)[] = [null, null, null, null, null, null], extra: Partial<PositionInput> = {}) {
  return position({
    spots: spotsFor(4),
    temple,
    players: [
      { name: 'Ala', dice: [1, 3, 6] },
      { name: 'Bartek', dice: [2] },
      { name: 'Celina', dice: [2] },
    ],
    godDeck: ['green', 'red'],
    godDisplay: ['blue'],
    ...extra,
  });
}
