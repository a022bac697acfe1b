/**
 * The Gheos engine in the one contract (`../contract.ts`): a move is one
 * action of a turn (`applyAction`), and an answer is what the rules ask the
 * active player for while it resolves: the colour of the follower paid for a
 * war or a migration, the colour that wins a tied war, or the `ref` of the
 * continent a tied migration goes to (sections "Wojny" and "Migracje").
 */
import { choiceEngine, type Answered } from '../choiceEngine';
import type { StateOf } from '../contract';
import { ok, refuse, type Result } from '../result';
import { applyAction, type GheosAction } from './actions';
import type { Choices, Decision } from './choices';
import type { GheosEvent } from './events';
import { buildPosition, type PositionInput, type PositionRefusal } from './position';
import type { CellKey } from './geometry';
import { COLOURS, type Colour, type GheosState, type PartKey } from './state';
import type { TurnRefusal } from './turn';

/**
 * An answer to a {@link Decision}: a colour (who pays with what, who wins a tie), or where a tied
 * migration goes: an option's `ref`, or a cell or part of the chosen continent (as an example writes it).
 */
export type GheosAnswer = Colour | PartKey | CellKey;

/**
 * The answers given so far as the rule functions take them, in the order
 * they were asked; an answer that cannot be what its decision asks for is
 * refused.
 */
export function choicesFrom(answered: readonly Answered<Decision, GheosAnswer>[]): Result<Choices, 'invalid-choice'> {
  const payments: Colour[] = [];
  const warWinners: Colour[] = [];
  const migrations: Partial<Record<Colour, string>> = {};
  for (const { decision, answer } of answered) {
    if (decision.kind === 'migration') {
      migrations[decision.civilization] = answer;
      continue;
    }
    const colour = COLOURS.find((c) => c === answer);
    const why = decision.kind === 'payment' ? 'player-holds-no-such-follower' : 'not-tied-for-most-swords';
    if (colour === undefined) return refuse('invalid-choice', { choice: decision.kind, value: answer, why });
    (decision.kind === 'payment' ? payments : warWinners).push(colour);
  }
  return ok({
    ...(payments.length ? { payments } : {}),
    ...(warWinners.length ? { warWinners } : {}),
    ...(Object.keys(migrations).length ? { migrations } : {}),
  });
}

/**
 * Gheos as an {@link Engine}: the setup is a position as the worked examples
 * describe it, a move is one action, and the view is the position itself
 * (the explainers draw it, `explainers/gheos/boardView.ts`).
 */
export const gheosEngine = /* @__PURE__ */ choiceEngine<PositionInput, GheosState, GheosAction, GheosAnswer, GheosEvent, TurnRefusal | PositionRefusal, Decision, GheosState>({
  initial: buildPosition,
  resolve(position, action, answered, options) {
    const choices = choicesFrom(answered);
    return choices.ok ? applyAction(position, action, choices.value, options) : choices;
  },
  view: (table) => table.position,
});

/** The engine's state: a position, and the action being resolved in it while the rules wait for an answer. */
export type GheosTable = StateOf<typeof gheosEngine>;
