/**
 * The Pillars of the Earth as one {@link Engine} (DESIGN.md, "The engine contract"): a move
 * names the phase step to play (Phase I, Phase II, the event with the Bishop, the wool mill),
 * and the players' answers are the choices those phases ask for — a {@link DraftMove}, a
 * {@link BuilderStep}, a {@link BishopChoice}. Built with `choiceEngine` over the phase
 * functions as they are; `driver.ts` plays it.
 */
import { choiceEngine, type Answered } from '../choiceEngine';
import type { ApplyOptions } from '../contract';
import { ok, refuse, type Result } from '../result';
import type { BishopChoice, BuilderStep, Decision, DraftMove, Resolution } from './decisions';
import { resolveDraft, type DraftRefusal } from './draft';
import { resolveEvent, type EventCard, type EventRefusal } from './event';
import { resolveBuilderPlacement, type PlacementInput, type PlacementRefusal } from './placement';
import { buildPosition, type PositionInput, type PositionRefusal } from './position';
import { dealFirstRound, setupGame, type DealRefusal, type SetupInput } from './setup';
import type { PillarsEvent } from './trace';
import type { PillarsState, PricedCraftsman, ResourceCard } from './types';
import { resolveWoolMill } from './wool-mill';

/** Where a game or an example starts: a described table, or a game set up by seat with its first round dealt. */
export type PillarsSetup =
  | { position: PositionInput }
  | { game: SetupInput; firstRound: { resourceDeck: ResourceCard[]; craftsmen: PricedCraftsman[]; seed: number } };

/** A phase step to play; the choices inside it come as answers. */
export type PillarsMove =
  | { phase: 'draft' }
  | { phase: 'builders'; placement: Omit<PlacementInput, 'steps'> }
  | { phase: 'event'; event: EventCard }
  | { phase: 'wool-mill' };

/** A player's answer to a {@link Decision}. */
export type PillarsAnswer = DraftMove | BuilderStep | BishopChoice;

export type PillarsReason = PositionRefusal | DealRefusal | DraftRefusal | PlacementRefusal | EventRefusal;

const isDraftMove = (a: PillarsAnswer): a is DraftMove => typeof a === 'object' && 'type' in a;
const isBuilderStep = (a: PillarsAnswer): a is BuilderStep => a === 'place' || a === 'pass' || a === 'redraw' || (typeof a === 'object' && 'place' in a);
const isBishopChoice = (a: PillarsAnswer): a is BishopChoice => a === 'protect' || (typeof a === 'object' && 'take' in a);

/** The answers, when every one is of the kind the phase asks for; else `null`. */
function answersOf<A extends PillarsAnswer>(answered: readonly Answered<Decision, PillarsAnswer>[], is: (a: PillarsAnswer) => a is A): A[] | null {
  const out: A[] = [];
  for (const { answer } of answered) {
    if (!is(answer)) return null;
    out.push(answer);
  }
  return out;
}

function initial(setup: PillarsSetup): Result<PillarsState, PositionRefusal | DealRefusal> {
  if ('position' in setup) return buildPosition(setup.position);
  const set = setupGame(setup.game);
  if (!set.ok) return set;
  const { seed, ...cards } = setup.firstRound;
  return dealFirstRound(set.value, cards, seed);
}

/** Plays one phase step from `position` with the answers given so far (see each phase function for its rules). */
function resolve(position: PillarsState, move: PillarsMove, answered: readonly Answered<Decision, PillarsAnswer>[], keep: ApplyOptions): Resolution<PillarsReason> {
  switch (move.phase) {
    case 'draft': {
      const moves = answersOf(answered, isDraftMove);
      return moves ? resolveDraft(position, moves, keep) : refuse('illegal-choice');
    }
    case 'builders': {
      const steps = answersOf(answered, isBuilderStep);
      return steps ? resolveBuilderPlacement(position, { ...move.placement, steps }, keep) : refuse('illegal-choice');
    }
    case 'event': {
      const choices = answersOf(answered, isBishopChoice);
      if (!choices || choices.length > 1) return refuse('illegal-choice');
      return resolveEvent(position, move.event, choices[0] === undefined ? {} : { bishop: choices[0] }, keep);
    }
    case 'wool-mill':
      return ok(resolveWoolMill(position, keep));
  }
}

/**
 * The engine. Its state is the table with the phase step being played, if a choice is pending;
 * `view` is the table as it stands (at a pending choice, the table at that moment).
 *
 * @example
 * const start = pillarsEngine.initial({ position: { players: [{ colour: 'red' }, { colour: 'blue' }] } });
 * if (start.ok) play(pillarsEngine, start.value, [{ phase: 'wool-mill' }], () => undefined);
 */
export const pillarsEngine = /* @__PURE__ */ choiceEngine<PillarsSetup, PillarsState, PillarsMove, PillarsAnswer, PillarsEvent, PillarsReason, Decision, PillarsState>({
  initial,
  resolve,
  view: (table) => table.pending?.at ?? table.position,
});

export type PillarsEngine = typeof pillarsEngine;

