/**
 * A game of Bora Bora played by the engine with random legal choices from a seed,
 * every move recorded with the choices it was answered with, so that a question's
 * position can be replayed from setup move by move (`replayGame`).
 */
import {
  actionsOf,
  choiceValues,
  newGame,
  phaseBStep,
  placeDie,
  placeStartingHut,
  resolvePhaseC,
  withChoice,
  withPhaseCChoice,
  ABILITIES,
  SEXES,
  type BoraBoraEvent,
  type BoraBoraState,
  type Choices,
  type Decision,
  type DiePlacement,
  type PhaseBStep,
  type PhaseCChoices,
  type Resolution,
} from '../../games/bora-bora';
import { createRng, randomInt, type Rng } from '../../games/random';
import { NAMES, practiceSetup } from './components';

/** One move of the game and the answers to every decision it raised. */
export type Move =
  | { t: 'hut'; player: number; choices: Choices }
  | { t: 'die'; move: DiePlacement; choices: Choices }
  | { t: 'b'; player: number; step: PhaseBStep; choices: Choices }
  | { t: 'c'; choices: PhaseCChoices };

/** A game from setup: the seed of the box's shuffle and every move since. */
export interface GameRecord {
  players: number;
  setupSeed: number;
  moves: Move[];
}

type Answer = { ok: true; value: { state: BoraBoraState; events: BoraBoraEvent[] } } | { ok: false; reason: string };

function apply(s: BoraBoraState, m: Move): Answer {
  const r: Resolution =
    m.t === 'hut' ? placeStartingHut(s, m.player, m.choices) : m.t === 'die' ? placeDie(s, m.move, m.choices) : m.t === 'b' ? phaseBStep(s, m.player, m.step, m.choices) : resolvePhaseC(s, m.choices);
  return r.ok ? r : { ok: false, reason: r.reason };
}

/** The new game a record starts from. */
export function startOf(r: GameRecord): { ok: true; state: BoraBoraState } | { ok: false; reason: string } {
  const g = newGame(practiceSetup(NAMES.slice(0, r.players), r.setupSeed));
  return g.ok ? { ok: true, state: g.value } : { ok: false, reason: g.reason };
}

/** Replays every move through the engine; the state after the last, or the engine's reason for refusing one. */
export function replayGame(r: GameRecord): { ok: true; state: BoraBoraState; last: BoraBoraEvent[] } | { ok: false; reason: string } {
  const g = startOf(r);
  if (!g.ok) return g;
  let s = g.state;
  let last: BoraBoraEvent[] = [];
  for (const m of r.moves) {
    const a = apply(s, m);
    if (!a.ok) return a;
    s = a.value.state;
    last = a.value.events;
  }
  return { ok: true, state: s, last };
}

/** Answers the engine's decisions at random until it resolves (the helper's points all go on victory points). */
type Settled<C> = { choices: C; ok: true; value: { state: BoraBoraState; events: BoraBoraEvent[] } } | { choices: C; ok: false };

function settle<C>(run: (c: C) => Resolution, add: (c: C, d: Decision, v: unknown) => C, start: C, rng: Rng): Settled<C> {
  let c = start;
  for (let i = 0; i < 40; i++) {
    const r = run(c);
    if (r.ok) return { choices: c, ok: true, value: r.value };
    if (r.reason !== 'decision-needed' || !('decision' in r)) return { choices: c, ok: false };
    const d = r.decision;
    const values = d.kind === 'trades' ? [Array.from({ length: d.budget }, () => ({ kind: 'point' }))] : choiceValues(d);
    if (values.length === 0) return { choices: c, ok: false };
    c = add(c, d, values[randomInt(rng, values.length)]);
  }
  return { choices: c, ok: false };
}

/** A move and what the engine answered to it (play needs no second call to apply it). */
type Played = { move: Move; answer: Answer };
const played = <C>(r: Settled<C>, move: (c: C) => Move): Played | null => (r.ok ? { move: move(r.choices), answer: { ok: true, value: r.value } } : null);

/** A random legal next move (gods are left in hand: every placement without them is tried first). */
function nextMove(s: BoraBoraState, rng: Rng, temple: number): Played {
  const player = s.order[s.active]!;
  if (s.phase === 'setup') {
    const r = played(settle((c: Choices) => placeStartingHut(s, player, c), withChoice, {}, rng), (choices) => ({ t: 'hut', player, choices }));
    if (r) return r;
    throw new Error(`no start hut for seat ${player}`);
  }
  if (s.phase === 'A') {
    const p = s.players[player]!;
    const tries = p.dice.flatMap((die) => s.spots.flatMap((spot) => actionsOf(spot).map((action) => ({ move: { player, die, spot }, action }))));
    // A priest now and then, so the temple questions find priests to ask about.
    const priest = rng() < temple;
    while (tries.length > 0) {
      const first = priest ? tries.findIndex((x) => x.move.spot === 'temple') : -1;
      const [t] = tries.splice(first >= 0 ? first : randomInt(rng, tries.length), 1);
      const start: Choices = actionsOf(t!.move.spot).length > 1 ? { action: t!.action } : {};
      const r = played(settle((c: Choices) => placeDie(s, t!.move, c), withChoice, start, rng), (choices): Move => ({ t: 'die', move: t!.move, choices }));
      if (r) return r;
    }
    throw new Error(`no placement for seat ${player}`);
  }
  if (s.phase === 'B') {
    const p = s.players[player]!;
    const uses = SEXES.flatMap((sex) =>
      p.phaseB[sex] ? [] : ABILITIES.filter((ability) => p.spaces.some((x) => x.person?.sex === sex && x.person.ability === ability)).map((ability) => ({ type: 'use' as const, sex, ability })),
    );
    if (uses.length > 0 && rng() < 0.5) {
      const step = uses[randomInt(rng, uses.length)]!;
      const r = played(settle((c: Choices) => phaseBStep(s, player, step, c), withChoice, {}, rng), (choices): Move => ({ t: 'b', player, step, choices }));
      if (r) return r;
    }
    const done: Move = { t: 'b', player, step: { type: 'done' }, choices: {} };
    return { move: done, answer: apply(s, done) };
  }
  const r = played(settle((c: PhaseCChoices) => resolvePhaseC(s, c), withPhaseCChoice, {}, rng), (choices): Move => ({ t: 'c', choices }));
  if (r) return r;
  throw new Error('Phase C cannot be resolved');
}

/**
 * Plays from a new game with random legal moves until `stop(state, record)` says so
 * (asked before every move) or the game ends.
 */
export function playGame(
  seed: number,
  players: number,
  stop: (s: BoraBoraState, r: GameRecord) => boolean,
  /** How often a die goes to the temple tile first when it can (a preference among legal moves). */
  temple = 0.5,
): { record: GameRecord; state: BoraBoraState } {
  const rng = createRng(seed);
  const record: GameRecord = { players, setupSeed: randomInt(rng, 2 ** 31), moves: [] };
  const g = startOf(record);
  if (!g.ok) throw new Error(g.reason);
  let s = g.state;
  for (let guard = 0; guard < 500 && s.phase !== 'over'; guard++) {
    if (stop(s, record)) break;
    const { move, answer: a } = nextMove(s, rng, temple);
    if (!a.ok) throw new Error(`the engine refused its own option: ${a.reason}`);
    record.moves.push(move);
    s = a.value.state;
  }
  return { record, state: s };
}
