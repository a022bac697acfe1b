/**
 * The end of the game (sections "Koniec gry" and "Końcowe punktowanie"):
 * each player fulfils their three remaining tasks as at the end of a round
 * (6 points, 4 with a yellow god, one yellow god per task, or 0), then scores
 * god tiles, fish tiles, jewellery and six bonuses of 6 points. Materials,
 * shells, gifts and god cards left over are worth nothing. Ties go to the
 * tied player who moved first in the last Phase C.
 */
import type { ApplyOptions } from '../contract';
import { ok } from '../result';
import type { DecisionNeeded, GodPayment, Resolved } from './choices';
import { emit, halt, needDecision, resolved, startTrail } from './context';
import { paymentOptions, payForGod } from './gods';
import { regionsWithHut } from './map';
import { personsOf } from './persons';
import type { Refusal } from '../result';
import type { BoraBoraRefusal } from './refusals';
import type { BoraBoraState } from './state';
import { taskMet } from './tasks';
import { PERSON_SPACES, TASK_POINTS, type PlayerId } from './types';

/** Points per unused god tile (section "Końcowe punktowanie"). */
export const GOD_TILE_POINTS = 2;
/** Points for each of the six end-game achievements. */
export const BONUS_POINTS = 6;

/** The six achievements worth 6 points each at the end. */
export interface FinalBonuses {
  /** All nine tasks fulfilled. */
  tasks: boolean;
  /** Six jewellery tiles. */
  jewellery: boolean;
  /** Every ritual space covered, by materials or buildings. */
  ritual: boolean;
  /** All six buildings built. */
  buildings: boolean;
  /** A hut in every region (12 on the real board). */
  regions: boolean;
  /** All 12 spaces holding men or women. */
  persons: boolean;
}

/** One player's end-game sheet. */
export interface FinalSheet {
  player: PlayerId;
  /** Score before the end of the game. */
  before: number;
  tasks: { id: string; points: number; yellow: boolean }[];
  godTiles: { count: number; points: number };
  fish: { region: string; fish: number }[];
  fishPoints: number;
  jewellery: { count: number; points: number };
  bonuses: FinalBonuses;
  bonusPoints: number;
  total: number;
}

/** For each player, per task id, the yellow god to pay (or `'none'`) for a task met only with one. */
export interface FinalChoices {
  yellow?: Partial<Record<PlayerId, Record<string, GodPayment | 'none'>>>;
}

export type FinalResolution =
  | { ok: true; value: Resolved & { sheets: FinalSheet[]; ranking: PlayerId[] } }
  | Refusal<BoraBoraRefusal>
  | DecisionNeeded;

/** What each of `count` jewellery tiles scores: the values of the first `count` jewellery spaces of the board. */
export function jewelleryValues(state: BoraBoraState, count: number): number[] {
  return state.layout.jewelleryPoints.slice(0, count);
}

/** Points for holding `count` jewellery tiles (`jewelleryValues`). */
export function jewelleryPoints(state: BoraBoraState, count: number): number {
  return jewelleryValues(state, count).reduce((a, b) => a + b, 0);
}

/**
 * Fish tiles that score for a player: those of regions whose building site
 * holds the player's hut. A hut moved aside does not score.
 */
function scoringFish(state: BoraBoraState, player: PlayerId): { region: string; fish: number }[] {
  return state.regions.filter((r) => r.site === player).map((r) => ({ region: r.id, fish: r.fish }));
}

/** The six end-game bonuses a player has earned. */
function finalBonuses(state: BoraBoraState, player: PlayerId): FinalBonuses {
  const p = state.players[player];
  if (!p) return { tasks: false, jewellery: false, ritual: false, buildings: false, regions: false, persons: false };
  return {
    tasks: p.tasksDone.filter((t) => t.points > 0).length >= 9,
    jewellery: p.jewellery.length >= 6,
    ritual: p.ritual.length > 0 && p.ritual.every((r) => r !== 'empty'),
    buildings: p.unbuilt.length === 0,
    regions: state.layout.regions.length > 0 && regionsWithHut(state, player).length === state.layout.regions.length,
    persons: personsOf(p).length === PERSON_SPACES,
  };
}

/**
 * Winner first: most points; on a tie, the earlier player in the turn order
 * of the last Phase C.
 */
function finalRanking(state: BoraBoraState, totals: readonly number[]): PlayerId[] {
  const seat = (id: PlayerId) => state.order.indexOf(id);
  return state.players.map((_, id) => id).sort((a, b) => (totals[b] ?? 0) - (totals[a] ?? 0) || seat(a) - seat(b));
}

/**
 * Final scoring. Each player's tasks are settled in the order they hold
 * them (interpretation: the source does not give an order; it matters only
 * when paying for a yellow god changes another task's count).
 */
export function finalScoring(state: BoraBoraState, choices: FinalChoices = {}, options: ApplyOptions = {}): FinalResolution {
  if (state.phase !== 'over') return halt('wrong-phase', { phase: state.phase });
  const ctx = startTrail(state, options);
  const sheets: FinalSheet[] = [];
  const used = new Set<string>();
  for (const player of ctx.s.order) {
    const p = ctx.s.players[player];
    if (!p) continue;
    const before = p.score;
    const tasks: FinalSheet['tasks'] = [];
    for (const task of [...p.tasks]) {
      let points = 0;
      let yellow = false;
      if (taskMet(ctx.s, player, task)) {
        points = TASK_POINTS.unaided;
      } else if (taskMet(ctx.s, player, task, true) && paymentOptions(p, 'yellow').length > 0) {
        const key = `${player}.${task.id}`;
        used.add(key);
        const pick = choices.yellow?.[player]?.[task.id];
        if (pick === undefined) {
          return needDecision(ctx, { player, kind: 'final-yellow', task, options: ['none', ...paymentOptions(p, 'yellow')] });
        }
        if (pick !== 'none') {
          const paid = payForGod(ctx, player, 'yellow', pick);
          if (paid) return paid;
          points = TASK_POINTS.yellow;
          yellow = true;
        }
      }
      p.tasks.splice(p.tasks.indexOf(task), 1);
      if (points > 0) {
        p.tasksDone.push({ id: task.id, points, yellow });
        emit(ctx, { type: 'task-fulfilled', player, task: task.id, yellow, points });
        p.score += points;
        emit(ctx, { type: 'scored', player, points, for: 'task', total: p.score });
      } else {
        emit(ctx, { type: 'task-dropped', player, task: task.id });
      }
      tasks.push({ id: task.id, points, yellow });
    }
    const fish = scoringFish(ctx.s, player);
    const fishPoints = fish.reduce((n, f) => n + f.fish, 0);
    const bonuses = finalBonuses(ctx.s, player);
    const bonusPoints = Object.values(bonuses).filter(Boolean).length * BONUS_POINTS;
    const godTiles = { count: p.godTiles, points: p.godTiles * GOD_TILE_POINTS };
    const jewellery = { count: p.jewellery.length, points: jewelleryPoints(ctx.s, p.jewellery.length) };
    p.score += godTiles.points + fishPoints + jewellery.points + bonusPoints;
    sheets.push({ player, before, tasks, godTiles, fish, fishPoints, jewellery, bonuses, bonusPoints, total: p.score });
  }
  for (const [player, byTask] of Object.entries(choices.yellow ?? {})) {
    for (const task of Object.keys(byTask ?? {})) {
      if (!used.has(`${player}.${task}`)) return halt('choice-not-needed', { choice: `yellow.${player}.${task}` });
    }
  }
  sheets.sort((a, b) => a.player - b.player);
  const ranking = finalRanking(ctx.s, sheets.map((x) => x.total));
  emit(ctx, { type: 'game-scored', sheets, ranking });
  return ok({ ...resolved(ctx), sheets, ranking });
}
