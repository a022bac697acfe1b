/**
 * Helpers for the engine's own tests: build positions tersely and unwrap
 * results. Not part of the engine's API (index.ts does not export it).
 */
import { expect } from 'vitest';
import type { Resolution, Resolved } from './choices';
import { buildPosition, type PositionInput } from './position';
import type { GheosState } from './state';
import type { GheosEvent } from './events';
import type { SandboxEdit } from './edit';

/**
 * Sandbox edits: red and yellow founded on two continents one space apart, so that a tile
 * placed at [0, 2] joins them in a war (used by the engine's and the sandbox machine's tests).
 */
export const TWO_CIVILIZATIONS_APART: readonly SandboxEdit[] = [
  { type: 'set-tile', at: [0, 0], tile: 'sll.S', rot: 0 },
  { type: 'set-tile', at: [0, 1], tile: 'sll', rot: 0 },
  { type: 'set-tile', at: [0, 3], tile: 'sll', rot: 0 },
  { type: 'set-tile', at: [0, 4], tile: 'sll.W', rot: 0 },
  { type: 'found', colour: 'red', at: [0, 0] },
  { type: 'found', colour: 'yellow', at: [0, 4] },
];

/** A position from a description; fails the test when the description is invalid. */
export function position(input: Partial<PositionInput> & Pick<PositionInput, 'board'>): GheosState {
  const built = buildPosition({
    players: input.players ?? [{ name: 'Adam' }, { name: 'Ewa' }, { name: 'Tom' }],
    ...input,
  });
  if (!built.ok) throw new Error(`bad test position: ${built.reason} ${JSON.stringify(built.detail)}`);
  return built.value;
}

/** The resolved value; fails the test on a refusal or a pending decision. */
export function resolved<R extends string>(r: Resolution<R>): Resolved {
  if (!r.ok) throw new Error(`expected a resolution, got ${r.reason} ${JSON.stringify('decision' in r ? r.decision : r.detail)}`);
  return r.value;
}

/** The events of one type, narrowed. */
export function eventsOf<T extends GheosEvent['type']>(events: readonly GheosEvent[], type: T): Extract<GheosEvent, { type: T }>[] {
  return events.filter((e): e is Extract<GheosEvent, { type: T }> => e.type === type);
}

/** Asserts a refusal with the given reason. */
export function expectRefusal<R extends string>(r: Resolution<R>, reason: string): void {
  expect(r.ok).toBe(false);
  if (!r.ok) expect(r.reason).toBe(reason);
}

/** Board entries for a row of tiles starting at `[row, col]`; `null` leaves a cell empty. */
export function row(
  tiles: (string | null | [string, 0 | 1 | 2])[],
  at: readonly [number, number] = [0, 0],
): PositionInput['board'] {
  return tiles.flatMap((t, i) => {
    if (t === null) return [];
    const [tile, rot] = typeof t === 'string' ? [t, 0 as const] : t;
    return [{ at: [at[0], at[1] + i] as const, tile, rot }];
  });
}
