/**
 * Property tests: whole games of random legal turns from random set-ups,
 * checking that nothing is created or lost that the rules do not create or
 * destroy. Some 300 games (10,000 turns) are played once, each to its end (or a turn limit),
 * and every property checks every turn as it is played.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { MIN_MOVES, propertyRun } from '../property-run';
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

const run = propertyRun('gheos', 1_597_463, 'src/games/gheos/properties.test.ts');
const RUNS = Number(process.env.GHEOS_PROPERTY_RUNS ?? 50);
const MAX_TURNS = 80;
const settings = run.settings(RUNS);
const game = fc.record({ seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }), players: fc.integer({ min: 2, max: 4 }) });

/** A property of every turn of every random game: a check of the state before and after the turn. */
interface TurnProperty {
  name: string;
  check: (before: GheosState, after: GheosState, events: GheosEvent[]) => void;
  /** The first failure, naming the game and the turn. */
  failure?: string;
}
const turnProperties: TurnProperty[] = [];

/** Declares a property checked on every turn as the games are played (no game is kept, so memory stays small). */
function turnProperty(name: string, check: TurnProperty['check']): void {
  const p: TurnProperty = { name, check };
  turnProperties.push(p);
  it(name, () => expect(p.failure).toBeUndefined());
}

/* Plain checks for the loops over every turn: `expect` costs tens of microseconds a call, these almost nothing. */
function same(actual: unknown, expected: unknown, what: string): void {
  const equal = typeof actual === 'object' || typeof expected === 'object' ? JSON.stringify(actual) === JSON.stringify(expected) : actual === expected;
  if (!equal) throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
}
function holds(condition: boolean, what: string): void {
  if (!condition) throw new Error(what);
}

beforeAll(() => {
  // Games are played until 10,000 turns are made (about 35 a game, so some 300 games).
  for (const g of fc.sample(game, { numRuns: 3000, seed: run.seed })) {
    if (run.enough()) break;
    const rng = createRng(g.seed);
    let state = randomGame(g.seed, g.players, rng);
    const checkAll = (turn: number, before: GheosState, after: GheosState, events: GheosEvent[]) => {
      for (const p of turnProperties) {
        if (p.failure !== undefined) continue;
        try {
          p.check(before, after, events);
        } catch (e) {
          p.failure = `game seed ${g.seed}, ${g.players} players, turn ${turn}: ${(e as Error).message}`;
        }
      }
    };
    checkAll(0, state, state, []);
    let turns = 0;
    while (!state.over && turns < MAX_TURNS) {
      const { resolved } = randomTurn(state, rng);
      turns++;
      checkAll(turns, state, resolved.state, resolved.events);
      state = resolved.state;
    }
    run.count(turns);
  }
}, 300_000);

describe('properties of random legal games', { timeout: 60_000 }, () => {
  turnProperty('30 followers are always shared between the reserve and the players, 5 per colour', (_, s) => {
    for (const c of COLOURS) {
      const held = s.players.reduce((n, p) => n + p.followers[c], 0);
      same(held + s.supply[c], FOLLOWERS_PER_COLOUR, `${c} followers`);
      holds(Math.min(s.supply[c], ...s.players.map((p) => p.followers[c])) >= 0, `a negative count of ${c} followers`);
    }
  });

  turnProperty('at most six markers are on the board, each on a continent, never two on one continent', (_, s) => {
    const markers = COLOURS.flatMap((c) => (s.markers[c] ? [s.markers[c]] : []));
    holds(markers.length <= 6, `${markers.length} markers`);
    const map = computeRegions(s.board);
    const homes = markers.map((m) => map.byPart[m]);
    for (const home of homes) same(home?.kind, 'continent', 'a marker\'s region');
    same(new Set(homes.map((h) => h?.id)).size, markers.length, 'continents with markers');
    same(checkPosition(s), { ok: true, value: true }, 'checkPosition');
  });

  turnProperty('all 60 tiles are accounted for: board, hands, stacks, removed and epoch tiles revealed', (_, s) => {
    const tiles = [
      ...Object.values(s.board).map((p) => p?.tile ?? ''),
      ...s.players.flatMap((p) => p.hand),
      ...s.stacks.flat(),
      ...s.removed,
    ];
    same(tiles.length + s.epochsRevealed, TILE_COUNT, 'tiles');
    same(tiles.filter(isEpochTile).length + s.epochsRevealed, EPOCH_TILE_COUNT, 'epoch tiles');
    same(tiles.filter((t) => !isEpochTile(t)).length, LANDSCAPE_TILE_COUNT, 'landscape tiles');
    holds(s.players.every((p) => p.hand.every((t) => !isEpochTile(t))), 'an epoch tile in a hand');
  });

  turnProperty('scores never fall, and the board never shrinks', (before, after) => {
    after.players.forEach((p, i) => holds(p.score >= (before.players[i]?.score ?? 0), `the score of player ${i} fell`));
    holds(Object.keys(after.board).length >= Object.keys(before.board).length, 'the board shrank');
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

  it(`plays at least ${MIN_MOVES.toLocaleString('en')} random legal turns, and prints the count and the seed`, () => {
    run.expectMoves();
  });
});

function resolveAgain(state: GheosState, turn: Turn, choices: Choices): Resolved {
  const r = resolveTurn(state, turn, choices);
  if (!r.ok) throw new Error(r.reason);
  return r.value;
}
