/**
 * Phase C (section "Faza C"), always in this order: 1. the position track and
 * the new turn order, 2. the temple, 3. jewellery, 4. tasks; then the round
 * ends and the next is prepared (section "Runda się kończy").
 */
import type { ApplyOptions } from '../contract';
import { ok } from '../result';
import type { Halt, JewelleryOption, PhaseCChoices, Resolution, TaskChoice } from './choices';
import { emit, halt, invalidChoice, isOption, needDecision, resolved, startTrail, type Trail } from './context';
import { paymentOptions, payForGod } from './gods';
import { rollAll } from './phaseA';
import { positionPoints, positionRanking, stackMarkers } from './positionTrack';
import { freshPhaseB, type BoraBoraState } from './state';
import { taskMet } from './tasks';
import { DISPLAY_FIELDS, ROUNDS, TASK_POINTS, type PlayerId } from './types';

/** The Phase C working context: choices are per player, and each one given must be used. */
interface PhaseCCtx extends Trail {
  choices: PhaseCChoices;
  used: Set<string>;
}

function addScore(ctx: Trail, player: PlayerId, points: number, source: 'position-track' | 'temple' | 'task'): void {
  const p = ctx.s.players[player];
  if (!p) return;
  p.score += points;
  emit(ctx, { type: 'scored', player, points, for: source, total: p.score });
}

/**
 * 1. Each player scores the points above their position marker; then all
 * markers return below 0, keeping their order, and the order tiles are dealt
 * from the top of the stack: the farthest marker becomes player #1.
 */
export function scorePositionTrack(ctx: Trail): void {
  const ranking = positionRanking(ctx.s);
  for (const player of ranking) {
    const p = ctx.s.players[player];
    if (!p) continue;
    const points = positionPoints(ctx.s, p.position);
    emit(ctx, { type: 'position-scored', player, space: p.position, points });
    addScore(ctx, player, points, 'position-track');
  }
  stackMarkers(ctx.s, ranking);
  ctx.s.order = ranking;
  emit(ctx, { type: 'turn-order', order: [...ranking] });
}

/** Points per priest in the temple: 1 in rounds 1–2, 2 in rounds 3–4, 3 in rounds 5–6 (section "Faza C", 2). */
export function templePointsPerPriest(round: number): number {
  return Math.min(3, Math.ceil(round / 2));
}

/**
 * 2. Every priest in the temple scores for its owner; then the player with
 * the most priests there takes the top god tile, a tie going to the tied
 * player whose priest stands farthest left. With no priest in the temple the
 * tile is removed from the game.
 */
export function scoreTemple(ctx: Trail): void {
  const s = ctx.s;
  const each = templePointsPerPriest(s.round);
  const counts = s.players.map((_, id) => s.temple.filter((x) => x === id).length);
  for (const player of s.order) {
    const priests = counts[player] ?? 0;
    if (priests === 0) continue;
    emit(ctx, { type: 'temple-scored', player, priests, each, points: priests * each });
    addScore(ctx, player, priests * each, 'temple');
  }
  if (s.templeGodTiles <= 0) return;
  const most = Math.max(0, ...counts);
  s.templeGodTiles -= 1;
  if (most === 0) {
    emit(ctx, { type: 'god-tile-removed' });
    return;
  }
  const tied = counts.flatMap((c, id) => (c === most ? [id] : []));
  const leftmostField = s.temple.findIndex((x) => x !== null && tied.includes(x));
  const winner = s.temple[leftmostField] ?? tied[0] ?? 0;
  const w = s.players[winner];
  if (w) w.godTiles += 1;
  emit(ctx, { type: 'god-tile-awarded', player: winner, priests: most, tied, leftmostField });
}

/** Jewellery a player could buy now from the round's column, with the shells they hold. */
function jewelleryOptions(state: BoraBoraState, player: PlayerId): JewelleryOption[] {
  const p = state.players[player];
  const column = state.jewellery[state.round - 1] ?? [];
  if (!p) return [];
  return column.flatMap((tile, row) => (tile && tile.price <= p.shells ? [{ row, tile }] : []));
}

function buyJewellery(ctx: PhaseCCtx, player: PlayerId): Halt | undefined {
  const p = ctx.s.players[player];
  if (!p) return halt('no-such-player', { player });
  const options = jewelleryOptions(ctx.s, player);
  const key = `jewellery.${player}`;
  ctx.used.add(key);
  let choice = ctx.choices.jewellery?.[player];
  if (choice === undefined) {
    if (options.length > 0) {
      return needDecision(ctx, { player, kind: 'jewellery', shells: p.shells, options: [...options, 'pass'] });
    }
    choice = 'pass';
  }
  if (choice === 'pass') {
    emit(ctx, { type: 'jewellery-passed', player });
    return undefined;
  }
  const column = ctx.s.jewellery[ctx.s.round - 1] ?? [];
  const tile = column[choice];
  if (!tile) return invalidChoice(key, choice);
  if (tile.price > p.shells) return halt('cannot-afford', { price: tile.price, shells: p.shells });
  p.shells -= tile.price;
  p.jewellery.push(tile);
  column[choice] = null;
  emit(ctx, { type: 'jewellery-bought', player, row: choice, tile, shellsLeft: p.shells });
  return undefined;
}

/**
 * The task choices open to a player: fulfil a task met unaided, fulfil one
 * with a yellow god (one option per way to pay), or, only when no task is met
 * unaided, drop one of them.
 * Interpretation: playing a god is always optional, so a player whose task
 * could only be met with a yellow god may drop a task instead.
 */
export function taskOptions(state: BoraBoraState, player: PlayerId): TaskChoice[] {
  const p = state.players[player];
  if (!p) return [];
  const options: TaskChoice[] = [];
  const unaided = p.tasks.filter((t) => taskMet(state, player, t));
  for (const t of unaided) options.push({ fulfil: t.id });
  for (const t of p.tasks) {
    if (!taskMet(state, player, t, true)) continue;
    for (const yellow of paymentOptions(p, 'yellow')) options.push({ fulfil: t.id, yellow });
  }
  if (unaided.length === 0) for (const t of p.tasks) options.push({ drop: t.id });
  return options;
}

/**
 * Fulfils or drops one task of a player. A yellow god's requirement check is
 * made before it is paid for (interpretation: the source does not say; the
 * player only has to show what the task asks).
 */
function settleTask(ctx: Trail, player: PlayerId, choice: TaskChoice): Halt | undefined {
  const p = ctx.s.players[player];
  if (!p) return halt('no-such-player', { player });
  if ('drop' in choice) {
    const at = p.tasks.findIndex((t) => t.id === choice.drop);
    if (at < 0) return halt('no-such-task', { task: choice.drop });
    if (p.tasks.some((t) => taskMet(ctx.s, player, t))) return halt('must-fulfil-a-task');
    p.tasks.splice(at, 1);
    emit(ctx, { type: 'task-dropped', player, task: choice.drop });
    return undefined;
  }
  const at = p.tasks.findIndex((t) => t.id === choice.fulfil);
  const task = p.tasks[at];
  if (!task) return halt('no-such-task', { task: choice.fulfil });
  if (choice.yellow) {
    if (taskMet(ctx.s, player, task)) return halt('god-has-no-effect', { god: 'yellow', task: task.id });
    if (!taskMet(ctx.s, player, task, true)) return halt('task-not-met', { task: task.id, yellow: 1 });
    const paid = payForGod(ctx, player, 'yellow', choice.yellow);
    if (paid) return paid;
  } else if (!taskMet(ctx.s, player, task)) {
    return halt('task-not-met', { task: task.id, yellow: 0 });
  }
  const points = choice.yellow ? TASK_POINTS.yellow : TASK_POINTS.unaided;
  p.tasks.splice(at, 1);
  p.tasksDone.push({ id: task.id, points, yellow: !!choice.yellow });
  emit(ctx, { type: 'task-fulfilled', player, task: task.id, yellow: !!choice.yellow, points });
  addScore(ctx, player, points, 'task');
  return undefined;
}

function doTask(ctx: PhaseCCtx, player: PlayerId): Halt | undefined {
  const p = ctx.s.players[player];
  if (!p || p.tasks.length === 0) return undefined;
  const key = `tasks.${player}`;
  ctx.used.add(key);
  const options = taskOptions(ctx.s, player);
  const choice = ctx.choices.tasks?.[player] ?? (options.length === 1 ? options[0] : undefined);
  if (choice === undefined) return needDecision(ctx, { player, kind: 'task', options, tasks: [...p.tasks] });
  return settleTask(ctx, player, choice);
}

function takeNewTask(ctx: PhaseCCtx, player: PlayerId): Halt | undefined {
  const p = ctx.s.players[player];
  const display = ctx.s.taskDisplay;
  if (!p || display.length === 0) return undefined;
  const key = `newTask.${player}`;
  ctx.used.add(key);
  const options = display.map((_, i) => i);
  const choice = ctx.choices.newTask?.[player] ?? (options.length === 1 ? 0 : undefined);
  if (choice === undefined) return needDecision(ctx, { player, kind: 'new-task', options, display: [...display] });
  if (!isOption(options, choice)) return invalidChoice(key, choice);
  const [task] = display.splice(choice, 1);
  if (!task) return invalidChoice(key, choice);
  p.tasks.push(task);
  emit(ctx, { type: 'task-taken', player, task: task.id });
  return undefined;
}

/**
 * The end of a round (section "Runda się kończy"): the tasks nobody took and
 * the people left on the displays go back to the box; six new men, six new
 * women and players + 2 new tasks are laid out; dice come off the tiles and
 * the next round's Phase A begins with a roll. After round 6 the game ends.
 */
function endRound(ctx: PhaseCCtx): void {
  const s = ctx.s;
  emit(ctx, { type: 'round-ended', round: s.round });
  if (s.round >= ROUNDS) {
    s.phase = 'over';
    emit(ctx, { type: 'game-over' });
    return;
  }
  s.taskDisplay = s.taskStack.splice(0, s.players.length + 2);
  for (const supply of [s.men, s.women]) {
    const fresh = supply.stack.splice(0, DISPLAY_FIELDS);
    supply.display = Array.from({ length: DISPLAY_FIELDS }, (_, i) => fresh[i] ?? null);
  }
  const laid = (d: readonly unknown[]) => d.filter((x) => x !== null).length;
  emit(ctx, { type: 'displays-refilled', round: s.round + 1, men: laid(s.men.display), women: laid(s.women.display), tasks: s.taskDisplay.length });
  s.dice = {};
  s.round += 1;
  s.phase = 'A';
  s.active = 0;
  for (const p of s.players) p.phaseB = freshPhaseB();
  emit(ctx, { type: 'phase-started', phase: 'A', round: s.round });
  rollAll(ctx);
}

/**
 * Resolves the whole of Phase C. Decisions come from `choices`, per player;
 * when one is missing the answer lists the legal options.
 */
export function resolvePhaseC(state: BoraBoraState, choices: PhaseCChoices = {}, options: ApplyOptions = {}): Resolution {
  if (state.phase !== 'C') return halt('wrong-phase', { phase: state.phase });
  const ctx: PhaseCCtx = { ...startTrail(state, options), choices, used: new Set() };
  scorePositionTrack(ctx);
  scoreTemple(ctx);
  for (const player of ctx.s.order) {
    const stop = buyJewellery(ctx, player);
    if (stop) return stop;
  }
  const column = ctx.s.jewellery[ctx.s.round - 1] ?? [];
  const left = column.filter((t) => t !== null).length;
  column.fill(null);
  emit(ctx, { type: 'jewellery-discarded', count: left });
  for (const player of ctx.s.order) {
    const stop = doTask(ctx, player);
    if (stop) return stop;
  }
  for (const player of ctx.s.order) {
    const stop = takeNewTask(ctx, player);
    if (stop) return stop;
  }
  for (const [group, byPlayer] of Object.entries(choices)) {
    for (const [player, value] of Object.entries(byPlayer ?? {})) {
      if (value !== undefined && !ctx.used.has(`${group}.${player}`)) {
        return halt('choice-not-needed', { choice: `${group}.${player}` });
      }
    }
  }
  endRound(ctx);
  return ok(resolved(ctx));
}
