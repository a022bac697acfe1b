/**
 * A game of Bora Bora played by the engine with random legal choices from a seed,
 * every move recorded with the choices it was answered with, so that a question's
 * position can be replayed from setup move by move (`replayGame`).
 */
import { at, type Answered } from '../../games/choiceEngine';
import { play } from '../../games/driver';
import {
  actionsOf,
  boraBoraEngine,
  choiceValues,
  settledMove,
  ABILITIES,
  SEXES,
  type Answer,
  type BoraBoraMove,
  type BoraBoraState,
  type Choices,
  type Decision,
} from '../../games/bora-bora';
import { createRng, randomInt, type Rng } from '../../games/random';
import { oncePer } from '../deal';
import { NAMES, practiceSetup } from './components';

/** A game from setup: the seed of the box's shuffle and every move since, each with the answers to every decision it raised. */
export interface GameRecord {
  players: number;
  setupSeed: number;
  moves: BoraBoraMove[];
}

/** The new game a record starts from. */
export function startOf(r: GameRecord): { ok: true; state: BoraBoraState } | { ok: false; reason: string } {
  const g = boraBoraEngine.initial({ game: practiceSetup(NAMES.slice(0, r.players), r.setupSeed) });
  return g.ok ? { ok: true, state: g.value.position } : { ok: false, reason: g.reason };
}

/** Replays every move through the engine; the state after the last, or the engine's reason for refusing one (once per record). */
export const replayGame = oncePer((r: GameRecord): { ok: true; state: BoraBoraState } | { ok: false; reason: string } => {
  const g = startOf(r);
  if (!g.ok) return g;
  const played = play(boraBoraEngine, at(g.state), r.moves, () => undefined);
  if (!played.ok) return { ok: false, reason: played.reason };
  return { ok: true, state: played.state.position };
});

/** A move played with its answers written in, and the state after it. */
type Played = { move: BoraBoraMove; state: BoraBoraState };

/**
 * Plays one move through the driver, answering each decision at random (the
 * helper's points all go on victory points); `null` when the engine refuses it.
 */
function playRandomly(s: BoraBoraState, move: BoraBoraMove, rng: Rng): Played | null {
  const answered: Answered<Decision, Answer>[] = [];
  const played = play(
    boraBoraEngine,
    at(s),
    [move],
    (d) => {
      const values = d.kind === 'trades' ? [Array.from({ length: d.budget }, () => ({ kind: 'point' as const }))] : choiceValues(d);
      const answer = values.length === 0 ? undefined : values[randomInt(rng, values.length)];
      if (answer !== undefined) answered.push({ decision: d, answer });
      return answer;
    },
    { maxDecisions: 40 },
  );
  return played.ok ? { move: settledMove(move, answered), state: played.state.position } : null;
}

/** A random legal next move (gods are left in hand: every placement without them is tried first). */
function nextMove(s: BoraBoraState, rng: Rng, temple: number): Played {
  const player = s.order[s.active]!;
  if (s.phase === 'setup') {
    const r = playRandomly(s, { kind: 'start-hut', player }, rng);
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
      const choices: Choices = actionsOf(t!.move.spot).length > 1 ? { action: t!.action } : {};
      const r = playRandomly(s, { kind: 'die', placement: t!.move, choices }, rng);
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
      const r = playRandomly(s, { kind: 'phase-b', player, step }, rng);
      if (r) return r;
    }
    const r = playRandomly(s, { kind: 'phase-b', player, step: { type: 'done' } }, rng);
    if (r) return r;
    throw new Error(`seat ${player} cannot end Phase B`);
  }
  const r = playRandomly(s, { kind: 'phase-c' }, rng);
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
    const next = nextMove(s, rng, temple);
    record.moves.push(next.move);
    s = next.state;
  }
  return { record, state: s };
}
