import { ok, refuse, type Result } from '../result';
import { isPlayerCount, leftOf, MAX_PLAYERS, MIN_PLAYERS, rightOf } from './seating';
import type { Age, ConflictToken, Direction } from './types';

/**
 * Points on a victory token of the given Age (section "Żetony Konfliktów":
 * victory tokens worth +1, +3 and +5; one kind per Age, matched to Ages I, II
 * and III in that order on the token illustration).
 *
 * @example
 * victoryPoints(2) // 3
 */
export function victoryPoints(age: Age): number {
  // Kept as a switch, not arithmetic, because the values are printed on tokens, not derived.
  switch (age) {
    case 1:
      return 1;
    case 2:
      return 3;
    case 3:
      return 5;
  }
}

/** Points on a defeat token, whatever the Age (section "Żetony Konfliktów"). */
export const DEFEAT_POINTS = -1;

/**
 * Conflict tokens in the box (section "Zawartość": 24 defeat tokens and
 * 24 victory tokens, 8 per Age). The rules never need more: each pair of
 * neighbours gives at most one victory per Age, and there are at most 7 pairs.
 */
export const CONFLICT_TOKEN_SUPPLY = { defeat: 24, victoryPerAge: 8 } as const;

/** The outcome of one player's comparison with one neighbour. */
export type ConflictOutcome = 'victory' | 'defeat' | 'tie';

/**
 * Compares a player's military strength with one neighbour's (section
 * "Rozstrzyganie konfliktów militarnych", "Porównanie siły z każdym
 * sąsiadem"): lower strength is a defeat, higher a victory, equal a tie.
 *
 * @example
 * compareStrength(4, 5) // 'defeat'
 */
export function compareStrength(mine: number, theirs: number): ConflictOutcome {
  if (mine < theirs) return 'defeat';
  if (mine > theirs) return 'victory';
  return 'tie';
}

/** The token a comparison earns: a victory token of this Age, a defeat token, or none on a tie. */
function tokenFor(outcome: ConflictOutcome, age: Age): ConflictToken | null {
  if (outcome === 'victory') return { kind: 'victory', age, points: victoryPoints(age) };
  if (outcome === 'defeat') return { kind: 'defeat', points: DEFEAT_POINTS };
  return null;
}

/** One player's comparison with one neighbour, seen from that player's side. */
export interface Comparison {
  seat: number;
  neighbour: number;
  /** Which side of `seat` the neighbour sits on. */
  side: Direction;
  mine: number;
  theirs: number;
  outcome: ConflictOutcome;
  token: ConflictToken | null;
}

/** Everything that happens in the military conflicts at the end of one Age. */
export interface ConflictResolution {
  age: Age;
  players: number;
  /**
   * The trace in a fixed order: seat 0..n-1, each first against its left
   * neighbour, then against its right one. 2n comparisons; each pair of
   * neighbours appears twice, once from each side.
   */
  comparisons: Comparison[];
  /** Per seat, the tokens taken this Age (left comparison first). */
  tokens: ConflictToken[][];
  /** Per seat, the sum of the points on the tokens taken this Age. */
  pointsThisAge: number[];
}

/** Why {@link resolveConflicts} refuses. */
export type ConflictRefusal = 'player-count-out-of-range' | 'invalid-shields';

/**
 * Resolves the military conflicts that end an Age (section "Rozstrzyganie
 * konfliktów militarnych"): every player compares their strength with each of
 * their two neighbours and takes a defeat token (-1) for each weaker
 * comparison, a victory token of the current Age for each stronger one, and
 * nothing for a tie.
 *
 * `shields[seat]` is that seat's military strength (see `militaryStrength`).
 * Refuses a table outside 3–7 players, and strengths that are negative, not
 * whole or not finite, since Shields are counted symbols.
 *
 * @example
 * // The source's example, end of Age II: seat 0 has 4, its left neighbour 5, its right 2.
 * const r = resolveConflicts([4, 5, 2], 2);
 * if (r.ok) r.value.pointsThisAge[0] // -1 + 3 = 2
 */
export function resolveConflicts(
  shields: readonly number[],
  age: Age,
): Result<ConflictResolution, ConflictRefusal> {
  const players = shields.length;
  if (!isPlayerCount(players)) {
    return refuse('player-count-out-of-range', { players, min: MIN_PLAYERS, max: MAX_PLAYERS });
  }
  for (const [seat, value] of shields.entries()) {
    if (!Number.isInteger(value) || value < 0) {
      // NaN and Infinity travel as text: they do not survive JSON as numbers.
      return refuse('invalid-shields', { seat, shields: Number.isFinite(value) ? value : String(value) });
    }
  }

  const comparisons: Comparison[] = [];
  const tokens: ConflictToken[][] = shields.map(() => []);
  const pointsThisAge: number[] = shields.map(() => 0);
  const strength = (seat: number): number => shields[seat] ?? 0;

  for (let seat = 0; seat < players; seat++) {
    const sides: [Direction, number][] = [
      ['left', leftOf(seat, players)],
      ['right', rightOf(seat, players)],
    ];
    for (const [side, neighbour] of sides) {
      const mine = strength(seat);
      const theirs = strength(neighbour);
      const outcome = compareStrength(mine, theirs);
      const token = tokenFor(outcome, age);
      comparisons.push({ seat, neighbour, side, mine, theirs, outcome, token });
      if (token) {
        tokens[seat]?.push(token);
        pointsThisAge[seat] = (pointsThisAge[seat] ?? 0) + token.points;
      }
    }
  }

  return ok({ age, players, comparisons, tokens, pointsThisAge });
}
