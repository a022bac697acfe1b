/**
 * Whole games of random legal play, for the property tests: every decision
 * the engine asks for is answered with a random legal option. Not part of the
 * engine's API (index.ts does not export it).
 */
import { at } from '../choiceEngine';
import { play } from '../driver';
import { choiceValues } from './answers';
import type { Choices, Decision, Resolved, Trade } from './choices';
import { actionsOf } from './dice';
import { boraBoraEngine, type BoraBoraMove } from './engine';
import type { BoraBoraEvent } from './events';
import type { FinalSheet } from './final';
import { paymentOptions } from './gods';
import type { DiePlacement } from './phaseA';
import type { PhaseBStep } from './phaseB';
import { nextRandom } from './random';
import { newGame } from './setup';
import type { BoraBoraState } from './state';
import { sampleSetup } from './test-support';
import { ABILITIES, SEXES, type PlayerId } from './types';

/** Picks uniformly from a non-empty list, from a seeded stream. */
interface Picker {
  pick<T>(xs: readonly T[]): T;
  chance(p: number): boolean;
}

export function picker(seed: number): Picker {
  let s = seed >>> 0;
  const next = () => {
    const [x, n] = nextRandom(s);
    s = n;
    return x;
  };
  return {
    pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)] as T,
    chance: (p: number) => next() < p,
  };
}

/** A random list of helper trades within the budget. */
function randomTrades(decision: Extract<Decision, { kind: 'trades' }>, rnd: Picker): Trade[] {
  const trades: Trade[] = [];
  let left = decision.budget;
  const usedSpaces = new Set<number>();
  let movable = 0;
  for (let guard = 0; guard < 12 && left > 0 && rnd.chance(0.85); guard++) {
    const option = rnd.pick(decision.menu.filter((m) => m.cost <= left));
    if (!option) break;
    let trade: Trade;
    if (option.kind === 'tattoo' || option.kind === 'shells') {
      const free = (option.spaces ?? []).filter((x) => !usedSpaces.has(x));
      if (free.length === 0) continue;
      const space = rnd.pick(free);
      usedSpaces.add(space);
      trade = { kind: option.kind, space };
    } else if (option.kind === 'material') trade = { kind: 'material', material: rnd.pick(['sand', 'stone', 'wood'] as const) };
    else if (option.kind === 'move-hut') {
      if (movable++ > 0) continue; // one at a time keeps the menu honest
      trade = { kind: 'move-hut' };
    } else trade = { kind: option.kind } as Trade;
    trades.push(trade);
    left -= option.cost;
  }
  return trades;
}

/** Refusals met after answering a decision with one of the engine's own options (should stay empty). */
export const refusalsAfterDecision: string[] = [];

/** Plays one move through the driver, answering every decision at random. */
function settle(s: BoraBoraState, move: BoraBoraMove, rnd: Picker): { ok: true; value: Resolved } | { ok: false; reason: string } {
  const played = play(boraBoraEngine, at(s), [move], (d) => (d.kind === 'trades' ? randomTrades(d, rnd) : rnd.pick(choiceValues(d))));
  if (played.ok) return { ok: true, value: { state: played.state.position, events: played.trace.flatMap((t) => [...t.events]) } };
  // A refusal after the engine itself offered the options is a bug in the engine.
  if (played.trace.length > 0) refusalsAfterDecision.push(`${played.reason} ${JSON.stringify(played.trace.map((t) => t.input))}`);
  return { ok: false, reason: played.reason };
}

export type Step = { label: string; before: BoraBoraState; after: BoraBoraState; events: BoraBoraEvent[] };

function randomPlacement(s: BoraBoraState, rnd: Picker): Resolved {
  const player = s.order[s.active] as PlayerId;
  const p = s.players[player];
  if (!p) throw new Error('no active player');
  const tries: { move: DiePlacement; action: Choices['action'] }[] = [];
  for (const die of p.dice) for (const spot of s.spots) for (const action of actionsOf(spot)) tries.push({ move: { player, die, spot }, action });
  const pending = [...tries];
  while (pending.length) {
    const at = pending.indexOf(rnd.pick(pending));
    const [attempt] = pending.splice(at, 1);
    if (!attempt) break;
    const start: Choices = actionsOf(attempt.move.spot).length > 1 ? { action: attempt.action } : {};
    const move: DiePlacement = { ...attempt.move };
    const blue = paymentOptions(p, 'blue');
    const white = paymentOptions(p, 'white');
    if (blue.length && rnd.chance(0.3)) move.blue = rnd.pick(blue);
    if (white.length && rnd.chance(0.2)) move.white = rnd.pick(white);
    for (const m of [move, attempt.move]) {
      const r = settle(s, { kind: 'die', placement: m, choices: start }, rnd);
      if (r.ok) return r.value;
    }
  }
  throw new Error(`no legal placement for ${player}: ${JSON.stringify(p.dice)}`);
}

function randomPhaseBTurn(s: BoraBoraState, rnd: Picker, step: (st: Step) => void): BoraBoraState {
  const player = s.order[s.active] as PlayerId;
  for (let guard = 0; guard < 8; guard++) {
    const p = s.players[player];
    if (!p) break;
    const kinds = SEXES.flatMap((sex) =>
      ABILITIES.filter((ability) => p.spaces.some((x) => x.person?.sex === sex && x.person.ability === ability)).map((ability) => ({ sex, ability })),
    );
    const greens = p.phaseB.green ? [] : paymentOptions(p, 'green');
    const candidates: PhaseBStep[] = [];
    for (const k of kinds) {
      if (!p.phaseB[k.sex]) {
        candidates.push({ type: 'use', ...k });
        if (greens.length) candidates.push({ type: 'use', ...k, double: rnd.pick(greens) });
      }
      if (greens.length && !p.phaseB.activated.some((a) => a.sex === k.sex && a.ability === k.ability)) {
        candidates.push({ type: 'extra', ...k, green: rnd.pick(greens) });
      }
    }
    if (candidates.length === 0 || rnd.chance(0.2)) break;
    const chosen = rnd.pick(candidates);
    const r = settle(s, { kind: 'phase-b', player, step: chosen }, rnd);
    if (!r.ok) continue;
    step({ label: `B ${JSON.stringify(chosen)}`, before: s, after: r.value.state, events: r.value.events });
    s = r.value.state;
  }
  const done = settle(s, { kind: 'phase-b', player, step: { type: 'done' } }, rnd);
  if (!done.ok) throw new Error(`cannot end Phase B: ${done.reason}`);
  step({ label: 'B done', before: s, after: done.value.state, events: done.value.events });
  return done.value.state;
}

/** Plays a whole random game, reporting every step; returns the final state and sheets. */
export function playRandomGame(players: number, seed: number, step: (st: Step) => void): { state: BoraBoraState; sheets: FinalSheet[]; ranking: PlayerId[] } {
  const rnd = picker(seed ^ 0x5bd1e995);
  const names = ['Ala', 'Bartek', 'Celina', 'Dawid'].slice(0, players);
  const created = newGame(sampleSetup(names, seed));
  if (!created.ok) throw new Error(created.reason);
  let s = created.value;
  const apply = (label: string, r: { ok: true; value: Resolved } | { ok: false; reason: string }) => {
    if (!r.ok) throw new Error(`${label}: ${r.reason}`);
    step({ label, before: s, after: r.value.state, events: r.value.events });
    s = r.value.state;
  };
  while (s.phase === 'setup') {
    const player = s.order[s.active] as PlayerId;
    apply('start hut', settle(s, { kind: 'start-hut', player }, rnd));
  }
  for (let guard = 0; s.phase !== 'over' && guard < 400; guard++) {
    if (s.phase === 'A') {
      const before = s;
      const r = randomPlacement(s, rnd);
      step({ label: 'A', before, after: r.state, events: r.events });
      s = r.state;
    } else if (s.phase === 'B') {
      s = randomPhaseBTurn(s, rnd, step);
    } else if (s.phase === 'C') {
      apply('C', settle(s, { kind: 'phase-c' }, rnd));
    }
  }
  const final = settle(s, { kind: 'final' }, rnd);
  if (!final.ok) throw new Error(`final: ${final.reason}`);
  step({ label: 'final', before: s, after: final.value.state, events: final.value.events });
  const scored = final.value.events.find((e) => e.type === 'game-scored');
  if (!scored) throw new Error('final: no sheets');
  return { state: final.value.state, sheets: scored.sheets, ranking: scored.ranking };
}
