/**
 * Bora Bora as an {@link Engine} (DESIGN.md, "The engine contract"): the rule
 * functions of each phase (a start hut, a die placed in Phase A, a Phase B
 * step, the whole of Phase C, the final scoring) resolve a move with the
 * choices given so far, and `choiceEngine` asks for what is missing, one
 * decision at a time. A move may bring choices made up front (a worked
 * example's own); the answers given to the engine's questions are added to them.
 */
import { choiceEngine, type Answered } from '../choiceEngine';
import type { ApplyOptions } from '../contract';
import type { Result } from '../result';
import { withChoice, withFinalChoice, withPhaseCChoice, type Answer } from './answers';
import type { Choices, Decision, PhaseCChoices, Resolution } from './choices';
import type { BoraBoraEvent } from './events';
import { finalScoring, type FinalChoices } from './final';
import { placeDie, type DiePlacement } from './phaseA';
import { phaseBStep, type PhaseBStep } from './phaseB';
import { resolvePhaseC } from './phaseC';
import { buildPosition, type PositionInput } from './position';
import type { BoraBoraRefusal } from './refusals';
import { newGame, placeStartingHut, type GameSetup } from './setup';
import type { BoraBoraState } from './state';
import type { PlayerId } from './types';

/** Where a table starts: a new game from the box, or a position a worked example describes. */
export type BoraBoraSetup = { game: GameSetup } | { position: PositionInput };

/** A move, with any choices made up front (each must be legal and needed, as the rule functions check). */
export type BoraBoraMove =
  | { kind: 'start-hut'; player: PlayerId; choices?: Choices }
  | { kind: 'die'; placement: DiePlacement; choices?: Choices }
  | { kind: 'phase-b'; player: PlayerId; step: PhaseBStep; choices?: Choices }
  | { kind: 'phase-c'; choices?: PhaseCChoices }
  | { kind: 'final'; choices?: FinalChoices };

/** The choices up front with every answer added, in the order the rules asked. */
function withAnswers<C>(given: C | undefined, answered: readonly Answered<Decision, Answer>[], add: (c: C, d: Decision, v: Answer) => C, empty: C): C {
  return answered.reduce((c, a) => add(c, a.decision, a.answer), given ?? empty);
}

/** The move with every answer written into its choices: played again, it asks nothing. */
export function settledMove(move: BoraBoraMove, answered: readonly Answered<Decision, Answer>[]): BoraBoraMove {
  switch (move.kind) {
    case 'phase-c':
      return { ...move, choices: withAnswers(move.choices, answered, withPhaseCChoice, {}) };
    case 'final':
      return { ...move, choices: withAnswers(move.choices, answered, withFinalChoice, {}) };
    default:
      return { ...move, choices: withAnswers(move.choices, answered, withChoice, {}) };
  }
}

/** Resolves a move from `state` with its choices and the answers so far, by the rule function of its phase. */
export function resolveMove(state: BoraBoraState, move: BoraBoraMove, answered: readonly Answered<Decision, Answer>[], options: ApplyOptions = {}): Resolution {
  const m = settledMove(move, answered);
  switch (m.kind) {
    case 'start-hut':
      return placeStartingHut(state, m.player, m.choices, options);
    case 'die':
      return placeDie(state, m.placement, m.choices, options);
    case 'phase-b':
      return phaseBStep(state, m.player, m.step, m.choices, options);
    case 'phase-c':
      return resolvePhaseC(state, m.choices, options);
    case 'final':
      return finalScoring(state, m.choices, options);
  }
}

function initial(setup: BoraBoraSetup): Result<BoraBoraState, BoraBoraRefusal> {
  return 'game' in setup ? newGame(setup.game) : buildPosition(setup.position);
}

/**
 * The Bora Bora engine. Its view is the state itself: the explainers draw
 * their pictures from it.
 *
 * @example
 * const played = play(boraBoraEngine, at(state), [{ kind: 'die', placement: { player: 0, die: 2, spot: 'temple' } }], (d) => choiceValues(d)[0]);
 */
export const boraBoraEngine = /* @__PURE__ */ choiceEngine<BoraBoraSetup, BoraBoraState, BoraBoraMove, Answer, BoraBoraEvent, BoraBoraRefusal, Decision, BoraBoraState>({
  initial,
  resolve: resolveMove,
  view: (table) => table.position,
});
