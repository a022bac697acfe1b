/**
 * Property tests. Whole games of random legal play (random dice from the
 * seed, random answers to every decision, random gods when affordable) are
 * played once, and each property checks every step of every game, as it is
 * played, for what the rules conserve. Pure rule functions get their own fast-check
 * properties over random inputs.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { MIN_MOVES, propertyRun } from '../property-run';
import { fitsWithoutBlue } from './dice';
import { hutsOnMainBoard } from './map';
import { phaseBStrength } from './phaseB';
import { positionRanking } from './positionTrack';
import { playRandomGame, refusalsAfterDecision, type Step } from './random-play';
import type { BoraBoraState } from './state';
import { placePriest } from './temple';
import { ABILITIES, DICE_PER_PLAYER, GOD_CARDS_PER_COLOUR, GOD_COLOURS, HUTS_PER_PLAYER, PRIESTS_PER_PLAYER } from './types';
import { position } from './test-support';

const property = propertyRun('bora-bora', 20_130_801, 'src/games/bora-bora/properties.test.ts');
const SEED = property.seed;
const RUNS = property.settings(1000);

/** A property of every step of every random game: a check of the state after the step. */
interface StateProperty {
  name: string;
  check: (s: BoraBoraState, step: Step) => void;
  /** The first failure, naming the game and the step. */
  failure?: string;
}
const stateProperties: StateProperty[] = [];
/** How each game ended: its last two steps. */
const endings: { game: string; last?: string; phaseBefore?: string }[] = [];

/** Declares a property checked on every step as the games are played (no game is kept, so memory stays small). */
function stateProperty(name: string, check: StateProperty['check']): void {
  const p: StateProperty = { name, check };
  stateProperties.push(p);
  it(name, () => expect(p.failure).toBeUndefined());
}

beforeAll(() => {
  // Games are played until 10,000 moves are made (about 90 a game, so some 115 games).
  const configs = fc.sample(fc.record({ players: fc.integer({ min: 2, max: 4 }), seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }) }), {
    numRuns: 2000,
    seed: SEED,
  });
  for (const c of configs) {
    if (property.enough()) break;
    const game = `game ${c.seed}/${c.players}p`;
    let i = 0;
    let previous: Step | undefined;
    let last: Step | undefined;
    playRandomGame(c.players, c.seed, (step) => {
      for (const p of stateProperties) {
        if (p.failure !== undefined) continue;
        try {
          p.check(step.after, step);
        } catch (e) {
          p.failure = `${game}, step ${i} (${step.label}): ${(e as Error).message}`;
        }
      }
      // A move is a player's own act: a start hut, a die placed, a Phase B step; Phase C and the final sheet are the rules'.
      if (step.label !== 'C' && step.label !== 'final') property.count(1);
      previous = last;
      last = step;
      i++;
    });
    endings.push({ game, ...(last ? { last: last.label } : {}), ...(previous ? { phaseBefore: previous.after.phase } : {}) });
  }
}, 300_000);

/*
 * Plain checks for the loops over every state (some 14,000 of them): `expect` costs tens of
 * microseconds a call, these almost nothing, and a failure still names the game, the step and the values.
 */
function same(actual: unknown, expected: unknown, what: string): void {
  const equal = typeof actual === 'object' || typeof expected === 'object' ? JSON.stringify(actual) === JSON.stringify(expected) : actual === expected;
  if (!equal) throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
}
function holds(condition: boolean, what: string): void {
  if (!condition) throw new Error(what);
}

describe(`random legal games (${MIN_MOVES.toLocaleString('en')} moves and more, every step checked)`, { timeout: 60_000 }, () => {
  it('games reach the end of round 6 and are scored', () => {
    expect(endings.length).toBeGreaterThan(50);
    for (const e of endings) expect(e, e.game).toEqual({ game: e.game, last: 'final', phaseBefore: 'over' });
  });

  stateProperty('every player always owns 4 priests: in their supply or in the temple', (s) => {
    s.players.forEach((p, id) => same(p.priests + s.temple.filter((t) => t === id).length, PRIESTS_PER_PLAYER, `priests of player ${id}`));
    same(s.temple.length, s.layout.temple.length, 'temple fields');
  });

  stateProperty('every player always owns 12 huts, on their board or the main board, and at most one per region', (s) => {
    s.players.forEach((p, id) => {
      same(p.spaces.reduce((n, x) => n + x.huts, 0) + hutsOnMainBoard(s, id), HUTS_PER_PLAYER, `huts of player ${id}`);
      holds(p.spaces.every((x) => x.huts === 0 || x.person === null), `player ${id} has a hut and a person on one space`);
    });
    for (const r of s.regions) {
      const owners = [...(r.site === null ? [] : [r.site]), ...r.aside];
      same(new Set(owners).size, owners.length, `owners in region ${r.id}`);
    }
  });

  stateProperty('each player places exactly 3 dice per round, and Phase B starts only when all are placed', (s) => {
    if (s.phase !== 'A' && s.phase !== 'B') return;
    s.players.forEach((p, id) => {
      const placed = Object.values(s.dice).reduce((n, list) => n + (list ?? []).filter((d) => d.player === id).length, 0);
      same(placed + p.dice.length, DICE_PER_PLAYER, `dice of player ${id}`);
      if (s.phase === 'B') same(p.dice, [], `dice left to player ${id} in Phase B`);
    });
  });

  stateProperty('on every action tile each die placed without a blue god is lower than all the dice before it', (s) => {
    for (const [spot, list] of Object.entries(s.dice)) {
      if (spot === 'fishing') continue;
      (list ?? []).forEach((d, i) => {
        if (!d.blue && i > 0) holds(d.value < Math.min(...(list ?? []).slice(0, i).map((x) => x.value)), `die ${d.value} on ${spot} is not below the dice before it`);
      });
    }
  });

  stateProperty('the 60 god cards are always somewhere: deck, face up, discard pile or hands', (s) => {
    const all = s.godDeck.length + s.godDisplay.length + s.godDiscard.length + s.players.reduce((n, p) => n + p.godCards.length, 0);
    same(all, GOD_CARDS_PER_COLOUR * GOD_COLOURS.length, 'god cards');
    holds(s.godDisplay.length <= 5, `${s.godDisplay.length} god cards face up`);
  });

  const people = (s: BoraBoraState) =>
    s.players.reduce((n, p) => n + p.spaces.filter((x) => x.person).length, 0) +
    [s.men, s.women].reduce((n, x) => n + x.display.filter(Boolean).length + x.stack.length, 0);
  stateProperty('people are never created: during phases A and B they only move from the displays to the boards', (s, step) => {
    if (step.before.phase === 'A' || step.before.phase === 'B') same(people(s), people(step.before), 'people');
    else holds(people(s) <= people(step.before), 'people were created');
  });

  stateProperty('scores never go down, and the trace accounts for every point scored', (s, step) => {
    s.players.forEach((p, id) => {
      const before = step.before.players[id]?.score ?? 0;
      holds(p.score >= before, `the score of player ${id} fell from ${before} to ${p.score}`);
      if (step.label === 'final') return; // the sheet, not events, carries the end-game points
      const traced = step.events.reduce((n, e) => n + (e.type === 'scored' && e.player === id ? e.points : 0), 0);
      same(p.score - before, traced, `points of player ${id} against the trace`);
    });
  });

  stateProperty('a ritual space once filled never empties, a building never moves, and each building covers exactly two spaces', (s, step) => {
    s.players.forEach((p, id) => {
      step.before.players[id]?.ritual.forEach((r, i) => {
        if (typeof r === 'object') same(p.ritual[i], r, `ritual space ${i} of player ${id}`);
        if (r === 'material') holds(p.ritual[i] !== 'empty', `ritual space ${i} of player ${id} emptied`);
      });
      const halves = p.ritual.filter((r) => typeof r === 'object').length;
      same(halves, 2 * (s.layout.buildings.length - p.unbuilt.length), `building halves of player ${id}`);
    });
  });

  stateProperty('after Phase C the turn order is a permutation of the players led by the farthest marker', (s, step) => {
    same([...s.order].sort(), s.players.map((_, i) => i), 'turn order');
    if (step.label === 'C') same(step.events.find((e) => e.type === 'turn-order'), { type: 'turn-order', order: positionRanking(step.before) }, 'new turn order');
  });

  it('an option the engine offers never leads to a refusal', () => {
    expect(refusalsAfterDecision).toEqual([]);
  });
});

describe('properties of single rules (fast-check)', () => {
  const temple = fc.array(fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }), { minLength: 1, maxLength: 8 });

  it('placing a priest adds exactly one priest to the temple or pushes exactly one out', () => {
    fc.assert(
      fc.property(temple, fc.nat(), fc.integer({ min: 0, max: 3 }), (t, f, player) => {
        const field = f % t.length;
        const { temple: after, moves } = placePriest(t, field, player);
        const count = (xs: readonly (number | null)[]) => xs.filter((x) => x !== null).length;
        const fell = moves.filter((m) => m.to === null).length;
        expect(count(after)).toBe(count(t) + 1 - fell);
        expect(fell).toBeLessThanOrEqual(1);
        expect(after[field]).toBe(player);
        // Priests left of the field never move.
        expect(after.slice(0, field)).toEqual(t.slice(0, field));
      }),
      RUNS,
    );
  });

  it('a die fits a tile without a blue god exactly when it is below every die there', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 6 }), fc.integer({ min: 1, max: 6 }), (onTile, die) => {
        expect(fitsWithoutBlue(onTile, die)).toBe(onTile.every((d) => die < d));
        expect(fitsWithoutBlue(onTile, die, 'fishing')).toBe(true);
      }),
      RUNS,
    );
  });

  it('more identical people never make a weaker action, and a green god exactly doubles it', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ABILITIES), fc.integer({ min: 1, max: 5 }), (ability, n) => {
        expect(phaseBStrength(ability, n + 1, false)).toBeGreaterThanOrEqual(phaseBStrength(ability, n, false));
        expect(phaseBStrength(ability, n, true)).toBe(2 * phaseBStrength(ability, n, false));
      }),
      RUNS,
    );
  });

  it('the next turn order ranks every player once, farther markers first', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(15), fc.nat(20)), { minLength: 2, maxLength: 4 }), (markers) => {
        const s = position({ players: markers.map((_, i) => ({ name: `P${i}` })) });
        markers.forEach(([space, height], i) => {
          const p = s.players[i];
          if (p) Object.assign(p, { position: space, positionStamp: height });
        });
        const order = positionRanking(s);
        expect([...order].sort()).toEqual(markers.map((_, i) => i));
        for (let i = 1; i < order.length; i++) {
          expect(s.players[order[i - 1] ?? 0]?.position).toBeGreaterThanOrEqual(s.players[order[i] ?? 0]?.position ?? 0);
        }
      }),
      RUNS,
    );
  });
});

describe('the random play above', () => {
  it(`made at least ${MIN_MOVES.toLocaleString('en')} random legal moves, and prints the count and the seed`, () => {
    property.expectMoves();
  });
});
