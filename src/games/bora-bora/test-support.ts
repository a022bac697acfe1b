/**
 * Helpers for the engine's own tests: the illustrative layout (`illustrative.ts`:
 * not the real board, which the source shows only in a picture), terse positions and
 * result unwrapping. Not part of the engine's API (index.ts does not export it).
 */
import { expect } from 'vitest';
import type { Resolution, Resolved } from './choices';
import type { BoraBoraEvent } from './events';
import { buildPosition, type PositionInput, type RegionInput } from './position';
import { spotsFor } from './dice';
import type { BoraBoraState } from './state';

export { FULL_LAYOUT, LAYOUT, person, REGIONS, sampleSetup } from './illustrative';
import { LAYOUT, REGIONS } from './illustrative';

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
