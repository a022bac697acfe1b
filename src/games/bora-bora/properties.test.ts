/**
 * Property tests. Whole games of random legal play (random dice from the
 * seed, random answers to every decision, random gods when affordable) are
 * played once; each property then checks every step of every game for what
 * the rules conserve. Pure rule functions get their own fast-check
 * properties over random inputs.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { fitsWithoutBlue } from './dice';
import { hutsOnMainBoard } from './map';
import { phaseBStrength } from './phaseB';
import { positionRanking } from './positionTrack';
import { playRandomGame, refusalsAfterDecision, type Step } from './random-play';
import type { BoraBoraState } from './state';
import { placePriest } from './temple';
import { ABILITIES, DICE_PER_PLAYER, GOD_CARDS_PER_COLOUR, GOD_COLOURS, HUTS_PER_PLAYER, PRIESTS_PER_PLAYER } from './types';
import { position } from './test-support';

const GAMES = Number(process.env.BORA_BORA_PROPERTY_GAMES ?? 16);
const SEED = Number(process.env.BORA_BORA_PROPERTY_SEED ?? 20_130_801);
const RUNS = { numRuns: 1000, seed: SEED };

const games: { players: number; seed: number; steps: Step[] }[] = [];

beforeAll(() => {
  const configs = fc.sample(fc.record({ players: fc.integer({ min: 2, max: 4 }), seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }) }), {
    numRuns: GAMES,
    seed: SEED,
  });
  for (const c of configs) {
    const steps: Step[] = [];
    playRandomGame(c.players, c.seed, (s) => steps.push(s));
    games.push({ ...c, steps });
  }
}, 120_000);

/** Runs `check` on the state after every step of every game, naming the step on failure. */
function everyState(check: (s: BoraBoraState, step: Step) => void): void {
  for (const g of games) {
    for (const [i, step] of g.steps.entries()) {
      try {
        check(step.after, step);
      } catch (e) {
        throw new Error(`game ${g.seed}/${g.players}p, step ${i} (${step.label}): ${(e as Error).message}`);
      }
    }
  }
}

describe(`random legal games (${GAMES} games, every step checked)`, () => {
  it('games reach the end of round 6 and are scored', () => {
    for (const g of games) {
      expect(g.steps.at(-1)?.label).toBe('final');
      expect(g.steps.at(-2)?.after.phase).toBe('over');
    }
  });

  it('every player always owns 4 priests: in their supply or in the temple', () => {
    everyState((s) => {
      s.players.forEach((p, id) => expect(p.priests + s.temple.filter((t) => t === id).length).toBe(PRIESTS_PER_PLAYER));
      expect(s.temple).toHaveLength(s.layout.temple.length);
    });
  });

  it('every player always owns 12 huts, on their board or the main board, and at most one per region', () => {
    everyState((s) => {
      s.players.forEach((p, id) => {
        expect(p.spaces.reduce((n, x) => n + x.huts, 0) + hutsOnMainBoard(s, id)).toBe(HUTS_PER_PLAYER);
        expect(p.spaces.every((x) => x.huts === 0 || x.person === null)).toBe(true);
      });
      for (const r of s.regions) {
        const owners = [...(r.site === null ? [] : [r.site]), ...r.aside];
        expect(new Set(owners).size).toBe(owners.length);
      }
    });
  });

  it('each player places exactly 3 dice per round, and Phase B starts only when all are placed', () => {
    everyState((s) => {
      if (s.phase !== 'A' && s.phase !== 'B') return;
      s.players.forEach((p, id) => {
        const placed = Object.values(s.dice).reduce((n, list) => n + (list ?? []).filter((d) => d.player === id).length, 0);
        expect(placed + p.dice.length).toBe(DICE_PER_PLAYER);
        if (s.phase === 'B') expect(p.dice).toEqual([]);
      });
    });
  });

  it('on every action tile each die placed without a blue god is lower than all the dice before it', () => {
    everyState((s) => {
      for (const [spot, list] of Object.entries(s.dice)) {
        if (spot === 'fishing') continue;
        (list ?? []).forEach((d, i) => {
          if (!d.blue && i > 0) expect(d.value).toBeLessThan(Math.min(...(list ?? []).slice(0, i).map((x) => x.value)));
        });
      }
    });
  });

  it('the 60 god cards are always somewhere: deck, face up, discard pile or hands', () => {
    everyState((s) => {
      const all = [...s.godDeck, ...s.godDisplay, ...s.godDiscard, ...s.players.flatMap((p) => p.godCards)];
      expect(all).toHaveLength(GOD_CARDS_PER_COLOUR * GOD_COLOURS.length);
      expect(s.godDisplay.length).toBeLessThanOrEqual(5);
    });
  });

  it('people are never created: during phases A and B they only move from the displays to the boards', () => {
    const people = (s: BoraBoraState) =>
      s.players.reduce((n, p) => n + p.spaces.filter((x) => x.person).length, 0) +
      [s.men, s.women].reduce((n, x) => n + x.display.filter(Boolean).length + x.stack.length, 0);
    everyState((s, step) => {
      if (step.before.phase === 'A' || step.before.phase === 'B') expect(people(s)).toBe(people(step.before));
      else expect(people(s)).toBeLessThanOrEqual(people(step.before));
    });
  });

  it('scores never go down, and the trace accounts for every point scored', () => {
    everyState((s, step) => {
      s.players.forEach((p, id) => {
        const before = step.before.players[id]?.score ?? 0;
        expect(p.score).toBeGreaterThanOrEqual(before);
        if (step.label === 'final') return; // the sheet, not events, carries the end-game points
        const traced = step.events.reduce((n, e) => n + (e.type === 'scored' && e.player === id ? e.points : 0), 0);
        expect(p.score - before).toBe(traced);
      });
    });
  });

  it('a ritual space once filled never empties, a building never moves, and each building covers exactly two spaces', () => {
    everyState((s, step) => {
      s.players.forEach((p, id) => {
        step.before.players[id]?.ritual.forEach((r, i) => {
          if (typeof r === 'object') expect(p.ritual[i]).toEqual(r);
          if (r === 'material') expect(p.ritual[i]).not.toBe('empty');
        });
        const halves = p.ritual.filter((r) => typeof r === 'object').length;
        expect(halves).toBe(2 * (s.layout.buildings.length - p.unbuilt.length));
      });
    });
  });

  it('after Phase C the turn order is a permutation of the players led by the farthest marker', () => {
    everyState((s, step) => {
      expect([...s.order].sort()).toEqual(s.players.map((_, i) => i));
      if (step.label === 'C') expect(step.events.find((e) => e.type === 'turn-order')).toEqual({ type: 'turn-order', order: positionRanking(step.before) });
    });
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
