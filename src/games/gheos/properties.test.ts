/**
 * Property tests: whole games of random legal turns from random set-ups,
 * checking that nothing is created or lost that the rules do not create or
 * destroy. Each run plays one game to its end (or a turn limit).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, type GheosAction } from './actions';
import type { Choices, Resolved } from './choices';
import { decodeBoard, encodeBoard } from './codec';
import type { GheosEvent } from './events';
import { placementCells } from './legal';
import { checkPosition } from './position';
import { createRng } from './random';
import { randomGame, randomTurn } from './random-play';
import { computeRegions } from './regions';
import {
  COLOURS,
  EPOCH_TILE_COUNT,
  FOLLOWERS_PER_COLOUR,
  LANDSCAPE_TILE_COUNT,
  TILE_COUNT,
  type GheosState,
} from './state';
import { isEpochTile } from './tiles';
import { resolveTurn, type Turn } from './turn';

const RUNS = Number(process.env.GHEOS_PROPERTY_RUNS ?? 50);
const MAX_TURNS = 80;
const SEED = Number(process.env.GHEOS_PROPERTY_SEED ?? 1_597_463);
const settings = { numRuns: RUNS, seed: SEED };
const game = fc.record({ seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }), players: fc.integer({ min: 2, max: 4 }) });

/** Plays one random game, calling `check` after every turn; returns the number of turns played. */
function play(
  { seed, players }: { seed: number; players: number },
  check: (before: GheosState, after: GheosState, events: GheosEvent[]) => void,
): number {
  const rng = createRng(seed);
  let state = randomGame(seed, players, rng);
  check(state, state, []);
  let turns = 0;
  while (!state.over && turns < MAX_TURNS) {
    const { resolved } = randomTurn(state, rng);
    check(state, resolved.state, resolved.events);
    state = resolved.state;
    turns++;
  }
  return turns;
}

let turnsPlayed = 0;
const counted = (turns: number) => {
  turnsPlayed += turns;
};

describe('properties of random legal games', { timeout: 30_000 }, () => {
  it('30 followers are always shared between the reserve and the players, 5 per colour', () => {
    fc.assert(
      fc.property(game, (g) =>
        counted(
          play(g, (_, s) => {
            for (const c of COLOURS) {
              const held = s.players.reduce((n, p) => n + p.followers[c], 0);
              expect(held + s.supply[c]).toBe(FOLLOWERS_PER_COLOUR);
              expect(Math.min(s.supply[c], ...s.players.map((p) => p.followers[c]))).toBeGreaterThanOrEqual(0);
            }
          }),
        ),
      ),
      settings,
    );
  });

  it('at most six markers are on the board, each on a continent, never two on one continent', () => {
    fc.assert(
      fc.property(game, (g) =>
        counted(
          play(g, (_, s) => {
            const markers = COLOURS.flatMap((c) => (s.markers[c] ? [s.markers[c]] : []));
            expect(markers.length).toBeLessThanOrEqual(6);
            const map = computeRegions(s.board);
            const homes = markers.map((m) => map.byPart[m]);
            for (const home of homes) expect(home?.kind).toBe('continent');
            expect(new Set(homes.map((h) => h?.id)).size).toBe(markers.length);
            expect(checkPosition(s)).toEqual({ ok: true, value: true });
          }),
        ),
      ),
      settings,
    );
  });

  it('all 60 tiles are accounted for: board, hands, stacks, removed and epoch tiles revealed', () => {
    fc.assert(
      fc.property(game, (g) =>
        counted(
          play(g, (_, s) => {
            const tiles = [
              ...Object.values(s.board).map((p) => p?.tile ?? ''),
              ...s.players.flatMap((p) => p.hand),
              ...s.stacks.flat(),
              ...s.removed,
            ];
            expect(tiles.length + s.epochsRevealed).toBe(TILE_COUNT);
            expect(tiles.filter(isEpochTile).length + s.epochsRevealed).toBe(EPOCH_TILE_COUNT);
            expect(tiles.filter((t) => !isEpochTile(t))).toHaveLength(LANDSCAPE_TILE_COUNT);
            expect(s.players.every((p) => p.hand.every((t) => !isEpochTile(t)))).toBe(true);
          }),
        ),
      ),
      settings,
    );
  });

  it('scores never fall, and the board never shrinks', () => {
    fc.assert(
      fc.property(game, (g) =>
        counted(
          play(g, (before, after) => {
            after.players.forEach((p, i) => expect(p.score).toBeGreaterThanOrEqual(before.players[i]?.score ?? 0));
            expect(Object.keys(after.board).length).toBeGreaterThanOrEqual(Object.keys(before.board).length);
          }),
        ),
      ),
      settings,
    );
  });

  it('resolving never changes its input and always gives the same answer', () => {
    fc.assert(
      fc.property(game, ({ seed, players }) => {
        const rng = createRng(seed);
        let state = randomGame(seed, players, rng);
        for (let t = 0; t < 25 && !state.over; t++) {
          const frozen = JSON.stringify(state);
          const { turn, choices, resolved } = randomTurn(state, rng);
          expect(JSON.stringify(state)).toBe(frozen);
          const replay = resolveAgain(state, turn, choices);
          expect(JSON.stringify(replay)).toBe(JSON.stringify(resolved));
          state = resolved.state;
        }
      }),
      settings,
    );
  });

  it('any action, legal or not, is resolved, refused with a typed reason or asks for a decision; it never throws', () => {
    const colour = fc.constantFrom(...COLOURS);
    const cell = fc.tuple(fc.integer({ min: -4, max: 4 }), fc.integer({ min: -4, max: 4 }));
    const action: fc.Arbitrary<GheosAction> = fc.oneof(
      fc.record({
        type: fc.constantFrom('place' as const, 'replace' as const),
        hand: fc.integer({ min: 0, max: 2 }),
        at: cell,
        rot: fc.constantFrom(0 as const, 1 as const, 2 as const),
      }),
      fc.record({ type: fc.constant('found' as const), colour, at: cell }),
      fc.record({ type: fc.constant('take' as const), colour }),
      fc.constant({ type: 'individual-scoring' as const }),
      fc.record({ type: fc.constant('draw' as const), from: fc.array(fc.integer({ min: 0, max: 4 }), { maxLength: 2 }) }),
    );
    fc.assert(
      fc.property(game, fc.integer({ min: 0, max: 30 }), fc.array(action, { minLength: 1, maxLength: 8 }), (g, turns, actions) => {
        const rng = createRng(g.seed);
        let state = randomGame(g.seed, g.players, rng);
        for (let t = 0; t < turns && !state.over; t++) state = randomTurn(state, rng).resolved.state;
        for (const a of actions) {
          const r = applyAction(state, a, { payments: ['red'] });
          if (r.ok) {
            expect(checkPosition(r.value.state).ok).toBe(true);
          } else {
            expect(typeof r.reason).toBe('string');
            expect(r.reason).toMatch(/^[a-z]+(-[a-z]+)*$/);
          }
        }
      }),
      settings,
    );
  });

  it('a board survives the URL code unchanged', () => {
    fc.assert(
      fc.property(game, fc.integer({ min: 0, max: 40 }), ({ seed, players }, turns) => {
        const rng = createRng(seed);
        let state = randomGame(seed, players, rng);
        for (let t = 0; t < turns && !state.over; t++) state = randomTurn(state, rng).resolved.state;
        const decoded = decodeBoard(encodeBoard(state.board));
        expect(decoded).toEqual({ ok: true, value: state.board });
        expect(placementCells(state).length).toBeGreaterThan(0);
      }),
      settings,
    );
  });

  it('plays thousands of turns in all', () => {
    expect(turnsPlayed).toBeGreaterThan(1000);
  });
});

function resolveAgain(state: GheosState, turn: Turn, choices: Choices): Resolved {
  const r = resolveTurn(state, turn, choices);
  if (!r.ok) throw new Error(r.reason);
  return r.value;
}
