import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRun } from '../property-run';
import {
  compareStrength,
  CONFLICT_TOKEN_SUPPLY,
  DEFEAT_POINTS,
  resolveConflicts,
  victoryPoints,
  type ConflictResolution,
} from './conflicts';
import { leftOf, MAX_PLAYERS, MIN_PLAYERS, rightOf } from './seating';
import type { Age } from './types';

/** Resolves and fails the test on a refusal, so assertions can read the value. */
function resolved(shields: readonly number[], age: Age): ConflictResolution {
  const r = resolveConflicts(shields, age);
  if (!r.ok) throw new Error(`unexpected refusal: ${r.reason}`);
  return r.value;
}

function comparison(res: ConflictResolution, seat: number, side: 'left' | 'right') {
  const c = res.comparisons.find((x) => x.seat === seat && x.side === side);
  if (!c) throw new Error(`no comparison for seat ${seat} on the ${side}`);
  return c;
}

const anyAge = fc.constantFrom<Age>(1, 2, 3);
const legalShields = fc.integer({ min: MIN_PLAYERS, max: MAX_PLAYERS }).chain((n) =>
  fc.array(fc.integer({ min: 0, max: 20 }), { minLength: n, maxLength: n }),
);
const RUNS = propertyRun('7-wonders (conflicts)', 1_765_432, 'src/games/seven-wonders/conflicts.test.ts').settings(1000);

describe('Seating: neighbours (Definicje: Sąsiedzi)', () => {
  it('the left neighbour of a seat is the next seat round the table, the right neighbour the previous one', () => {
    expect(leftOf(0, 5)).toBe(1);
    expect(leftOf(4, 5)).toBe(0);
    expect(rightOf(0, 5)).toBe(4);
    expect(rightOf(3, 5)).toBe(2);
  });

  it('I am the right neighbour of my left neighbour', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: MIN_PLAYERS, max: MAX_PLAYERS }).chain((n) =>
          fc.tuple(fc.constant(n), fc.integer({ min: 0, max: n - 1 })),
        ),
        ([n, seat]) => {
          expect(rightOf(leftOf(seat, n), n)).toBe(seat);
          expect(leftOf(rightOf(seat, n), n)).toBe(seat);
          expect(leftOf(seat, n)).not.toBe(seat);
        },
      ),
      RUNS,
    );
  });
});

describe('Conflict tokens (Żetony Konfliktów)', () => {
  it('in Age I a victory is worth 1 point', () => {
    expect(victoryPoints(1)).toBe(1);
  });

  it('in Age II a victory is worth 3 points', () => {
    expect(victoryPoints(2)).toBe(3);
  });

  it('in Age III a victory is worth 5 points', () => {
    expect(victoryPoints(3)).toBe(5);
  });

  it('a defeat is worth -1 point', () => {
    expect(DEFEAT_POINTS).toBe(-1);
  });
});

describe('Military conflicts (Rozstrzyganie konfliktów militarnych)', () => {
  it('a player with fewer shields than a neighbour takes a defeat token worth -1', () => {
    const res = resolved([1, 3, 1], 1);
    const c = comparison(res, 0, 'left');
    expect(c.outcome).toBe('defeat');
    expect(c.token).toEqual({ kind: 'defeat', points: -1 });
  });

  it('a player with more shields than a neighbour takes a victory token of the current Age', () => {
    const res = resolved([3, 1, 3], 3);
    const c = comparison(res, 0, 'left');
    expect(c.outcome).toBe('victory');
    expect(c.token).toEqual({ kind: 'victory', age: 3, points: 5 });
  });

  it('equal strength gives no token to either player', () => {
    const res = resolved([2, 2, 0], 2);
    expect(comparison(res, 0, 'left').outcome).toBe('tie');
    expect(comparison(res, 0, 'left').token).toBeNull();
    expect(comparison(res, 1, 'right').outcome).toBe('tie');
    expect(comparison(res, 1, 'right').token).toBeNull();
  });

  it('a defeat costs -1 whatever the Age', () => {
    for (const age of [1, 2, 3] as const) {
      expect(comparison(resolved([0, 1, 0], age), 0, 'left').token).toEqual({ kind: 'defeat', points: -1 });
    }
  });

  it('strength is compared only as higher, lower or equal', () => {
    expect(compareStrength(4, 5)).toBe('defeat');
    expect(compareStrength(4, 2)).toBe('victory');
    expect(compareStrength(3, 3)).toBe('tie');
    expect(compareStrength(0, 0)).toBe('tie');
  });

  it('worked example: at the end of Age II a player with 4 against 5 on the left and 2 on the right loses left, wins right, and gains 2 points', () => {
    // Seat 0 is the player; seat 1 is the left neighbour, seat 2 the right (three players, so they also face each other).
    const res = resolved([4, 5, 2], 2);
    const left = comparison(res, 0, 'left');
    const right = comparison(res, 0, 'right');
    expect(left).toMatchObject({ neighbour: 1, mine: 4, theirs: 5, outcome: 'defeat' });
    expect(left.token).toEqual({ kind: 'defeat', points: -1 });
    expect(right).toMatchObject({ neighbour: 2, mine: 4, theirs: 2, outcome: 'victory' });
    expect(right.token).toEqual({ kind: 'victory', age: 2, points: 3 });
    expect(res.tokens[0]).toEqual([
      { kind: 'defeat', points: -1 },
      { kind: 'victory', age: 2, points: 3 },
    ]);
    expect(res.pointsThisAge[0]).toBe(2);
  });

  it('the same worked example holds at a larger table', () => {
    // Seven players: seat 3 has 4, its left neighbour (seat 4) 5, its right neighbour (seat 2) 2.
    const res = resolved([0, 0, 2, 4, 5, 0, 0], 2);
    expect(comparison(res, 3, 'left').outcome).toBe('defeat');
    expect(comparison(res, 3, 'right').outcome).toBe('victory');
    expect(res.pointsThisAge[3]).toBe(2);
  });

  it('each player compares with the left neighbour first, then the right, seat by seat', () => {
    const res = resolved([1, 2, 3, 4], 1);
    expect(res.comparisons.map((c) => [c.seat, c.side, c.neighbour])).toEqual([
      [0, 'left', 1],
      [0, 'right', 3],
      [1, 'left', 2],
      [1, 'right', 0],
      [2, 'left', 3],
      [2, 'right', 1],
      [3, 'left', 0],
      [3, 'right', 2],
    ]);
  });

  it('conflicts need 3 to 7 players', () => {
    expect(resolveConflicts([1, 2], 1)).toEqual({
      ok: false,
      reason: 'player-count-out-of-range',
      detail: { players: 2, min: 3, max: 7 },
    });
    expect(resolveConflicts([0, 0, 0, 0, 0, 0, 0, 0], 1)).toMatchObject({
      ok: false,
      reason: 'player-count-out-of-range',
    });
  });

  it('strength is a count of Shields: negative, fractional or infinite values are refused, naming the seat', () => {
    expect(resolveConflicts([1, -1, 0], 1)).toEqual({
      ok: false,
      reason: 'invalid-shields',
      detail: { seat: 1, shields: -1 },
    });
    expect(resolveConflicts([1, 0, 1.5], 1)).toMatchObject({ reason: 'invalid-shields', detail: { seat: 2 } });
    expect(resolveConflicts([Number.NaN, 0, 0], 1)).toMatchObject({
      reason: 'invalid-shields',
      detail: { seat: 0, shields: 'NaN' },
    });
    expect(resolveConflicts([0, Infinity, 0], 1)).toMatchObject({
      reason: 'invalid-shields',
      detail: { seat: 1, shields: 'Infinity' },
    });
  });

  describe('properties over random tables (3–7 players, 0–20 Shields)', () => {
    it('every comparison has a mirror, seen from the neighbour, with the opposite outcome', () => {
      const opposite = { victory: 'defeat', defeat: 'victory', tie: 'tie' } as const;
      fc.assert(
        fc.property(legalShields, anyAge, (shields, age) => {
          const res = resolved(shields, age);
          // Plain checks collected first: one expect per run keeps 1000 runs fast.
          const broken = res.comparisons.filter((c) => {
            const mirror = res.comparisons.filter(
              (m) => m.seat === c.neighbour && m.neighbour === c.seat && m.side !== c.side,
            );
            return (
              mirror.length !== 1 ||
              mirror[0]?.outcome !== opposite[c.outcome] ||
              mirror[0]?.mine !== c.theirs
            );
          });
          expect(broken).toEqual([]);
        }),
        RUNS,
      );
    });

    it('the number of victory tokens equals the number of defeat tokens', () => {
      fc.assert(
        fc.property(legalShields, anyAge, (shields, age) => {
          const all = resolved(shields, age).tokens.flat();
          const victories = all.filter((t) => t.kind === 'victory').length;
          const defeats = all.filter((t) => t.kind === 'defeat').length;
          expect(victories).toBe(defeats);
        }),
        RUNS,
      );
    });

    it('ties give nothing, and every other comparison gives exactly the token of its outcome', () => {
      fc.assert(
        fc.property(legalShields, anyAge, (shields, age) => {
          for (const c of resolved(shields, age).comparisons) {
            if (c.mine === c.theirs) {
              expect(c.outcome).toBe('tie');
              expect(c.token).toBeNull();
            } else if (c.mine > c.theirs) {
              expect(c.token).toEqual({ kind: 'victory', age, points: victoryPoints(age) });
            } else {
              expect(c.token).toEqual({ kind: 'defeat', points: -1 });
            }
          }
        }),
        RUNS,
      );
    });

    it('each seat makes exactly 2 comparisons, one with each neighbour', () => {
      fc.assert(
        fc.property(legalShields, anyAge, (shields, age) => {
          const n = shields.length;
          const res = resolved(shields, age);
          expect(res.comparisons).toHaveLength(2 * n);
          for (let seat = 0; seat < n; seat++) {
            const mine = res.comparisons.filter((c) => c.seat === seat);
            expect(mine.map((c) => [c.side, c.neighbour])).toEqual([
              ['left', leftOf(seat, n)],
              ['right', rightOf(seat, n)],
            ]);
            expect(mine.map((c) => c.mine)).toEqual([shields[seat], shields[seat]]);
          }
        }),
        RUNS,
      );
    });

    it('each seat takes at most 2 tokens and its points are the sum of its tokens', () => {
      fc.assert(
        fc.property(legalShields, anyAge, (shields, age) => {
          const res = resolved(shields, age);
          res.tokens.forEach((tokens, seat) => {
            expect(tokens.length).toBeLessThanOrEqual(2);
            expect(res.pointsThisAge[seat]).toBe(tokens.reduce((s, t) => s + t.points, 0));
          });
        }),
        RUNS,
      );
    });

    it('the tokens in the box are always enough: at most 8 victories per Age and 24 defeats over three Ages', () => {
      fc.assert(
        fc.property(fc.array(legalShields, { minLength: 3, maxLength: 3 }), (perAge) => {
          let defeats = 0;
          perAge.forEach((shields, i) => {
            const tokens = resolved(shields, (i + 1) as Age).tokens.flat();
            const victories = tokens.filter((t) => t.kind === 'victory').length;
            expect(victories).toBeLessThanOrEqual(CONFLICT_TOKEN_SUPPLY.victoryPerAge);
            defeats += tokens.filter((t) => t.kind === 'defeat').length;
          });
          expect(defeats).toBeLessThanOrEqual(CONFLICT_TOKEN_SUPPLY.defeat);
        }),
        RUNS,
      );
    });

    it('resolving never mutates the Shields given', () => {
      fc.assert(
        fc.property(legalShields, anyAge, (shields, age) => {
          const before = [...shields];
          resolveConflicts(Object.freeze(shields), age);
          expect(shields).toEqual(before);
        }),
        RUNS,
      );
    });

    it('a refusal for a bad strength names the first bad seat and leaves the input untouched', () => {
      const bad = fc.oneof(
        fc.integer({ min: -20, max: -1 }),
        fc.double({ noInteger: true, noDefaultInfinity: true, noNaN: true }),
        fc.constantFrom(Number.NaN, Infinity, -Infinity),
      );
      fc.assert(
        fc.property(
          legalShields.chain((s) => fc.tuple(fc.constant(s), fc.integer({ min: 0, max: s.length - 1 }), bad)),
          anyAge,
          ([shields, seat, value], age) => {
            const input = Object.freeze(shields.map((s, i) => (i === seat ? value : s)));
            const snapshot = [...input];
            const r = resolveConflicts(input, age);
            expect(r.ok).toBe(false);
            if (!r.ok) {
              expect(r.reason).toBe('invalid-shields');
              expect(r.detail?.seat).toBe(seat);
            }
            expect(input).toEqual(snapshot);
          },
        ),
        RUNS,
      );
    });

    it('tables outside 3–7 players are always refused', () => {
      fc.assert(
        fc.property(
          fc.oneof(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 8, max: 12 })),
          anyAge,
          (n, age) => {
            const r = resolveConflicts(Array.from({ length: n }, () => 1), age);
            expect(r).toMatchObject({ ok: false, reason: 'player-count-out-of-range', detail: { players: n } });
          },
        ),
        RUNS,
      );
    });
  });
});
