/**
 * Helpers for the engine's own tests: build tables tersely and unwrap
 * results. Not part of the engine's API (index.ts does not export it).
 */
import { expect } from 'vitest';
import type { DecisionNeeded, Resolution, Resolved } from './decisions';
import { buildPosition, type PositionInput } from './position';
import type { PillarsEvent } from './trace';
import type { PillarsState, PricedCraftsman, Resource, ResourceCard } from './types';

/** A table from a description; fails the test when the description is refused. */
export function position(input: Partial<PositionInput> = {}): PillarsState {
  const built = buildPosition({ players: [{ colour: 'red' }, { colour: 'blue' }, { colour: 'green' }], ...input });
  if (!built.ok) throw new Error(`bad test position: ${built.reason} ${JSON.stringify(built.detail)}`);
  return built.value;
}

/** The resolved value; fails the test on a refusal or a pending decision. */
export function resolved<R extends string>(r: Resolution<R>): Resolved {
  if (!r.ok) throw new Error(`expected a resolution, got ${r.reason} ${JSON.stringify('decision' in r ? r.decision : r.detail)}`);
  return r.value;
}

/** The pending decision; fails the test otherwise. */
export function pending<R extends string>(r: Resolution<R>): DecisionNeeded {
  if (r.ok || r.reason !== 'decision-needed') throw new Error(`expected a decision, got ${r.ok ? 'a resolution' : r.reason}`);
  return r as DecisionNeeded;
}

/** Asserts a refusal with the given reason and returns its detail. */
export function expectRefusal<R extends string>(r: Resolution<R>, reason: R): Record<string, string | number> {
  expect(r.ok ? 'resolved' : r.reason).toBe(reason);
  return !r.ok && 'detail' in r ? (r.detail ?? {}) : {};
}

/** The events of one type, narrowed. */
export function eventsOf<T extends PillarsEvent['type']>(trace: readonly PillarsEvent[], type: T): Extract<PillarsEvent, { type: T }>[] {
  return trace.filter((e): e is Extract<PillarsEvent, { type: T }> => e.type === type);
}

/** A resource card with an id like `stone-4`. */
export function resourceCard(resource: Resource, tokens: number, workers: number): ResourceCard {
  return { id: `${resource}-${tokens}`, resource, tokens, workers };
}

/** A priced craftsman card. */
export function craftsman(id: string, cost: number): PricedCraftsman {
  return { id, cost };
}

/** A full resource deck: three cards per resource, bringing 2, 3 and 4 tokens. */
export const RESOURCE_DECK: ResourceCard[] = [
  resourceCard('sand', 2, 2),
  resourceCard('sand', 3, 4),
  resourceCard('sand', 4, 6),
  resourceCard('wood', 2, 3),
  resourceCard('wood', 3, 5),
  resourceCard('wood', 4, 7),
  resourceCard('stone', 2, 4),
  resourceCard('stone', 3, 7),
  resourceCard('stone', 4, 10),
];
