/**
 * A whole turn (section "Przebieg tury"), in the order the source gives:
 * 1. lay a tile, or replace one on the board;
 * 2. found a civilization on an uninhabited continent, or take a follower;
 * 3. optionally, play an individual scoring token;
 * 4. draw back up to two tiles (epoch tiles score as they come).
 *
 * Only step 3 is marked optional in the source. Interpretation: step 2 may be
 * skipped only when it offers nothing (no marker or uninhabited continent to
 * found on, and no follower to take); step 1 only when the hand holds no tile.
 */
import { ok, refuse } from '../result';
import type { Choices, Resolution } from './choices';
import {
  foundCivilization,
  hasCivilizationAction,
  takeFollower,
  type FoundRefusal,
  type TakeRefusal,
} from './civilizations';
import { drawTiles, type DrawRefusal } from './draw';
import type { GheosEvent } from './events';
import type { Cell } from './geometry';
import type { Colour, GheosState } from './state';
import { playTile, type TilePlay, type TilePlayRefusal } from './tilePlay';
import { playScoringToken, type TokenRefusal } from './tokens';

/** Step 2 of a turn. `none` is allowed only when neither founding nor taking is possible. */
export type CivilizationAction =
  | { kind: 'found'; colour: Colour; at: Cell | string }
  | { kind: 'take'; colour: Colour }
  | { kind: 'none' };

export interface Turn {
  /** `null` only when the hand is empty. */
  tile: TilePlay | null;
  civilization: CivilizationAction;
  /** Play an individual scoring token this turn. */
  scoringToken?: boolean;
  /** Stacks to draw from (see `drawTiles`). */
  draw?: number[];
}

export type TurnRefusal =
  | TilePlayRefusal
  | FoundRefusal
  | TakeRefusal
  | TokenRefusal
  | DrawRefusal
  | 'must-play-a-tile'
  | 'must-found-or-take';

/**
 * Resolves a whole turn for the active player. Stops at the first refusal or
 * missing decision; a `decision-needed` answer carries the whole trace so far.
 */
export function resolveTurn(state: GheosState, turn: Turn, choices: Choices = {}): Resolution<TurnRefusal> {
  if (state.over) return refuse('game-over');
  const events: GheosEvent[] = [];
  let current = state;
  const step = <R extends string>(r: Resolution<R>): Resolution<R> | null => {
    if (r.ok) {
      current = r.value.state;
      events.push(...r.value.events);
      return null;
    }
    if (r.reason === 'decision-needed' && 'decision' in r) return { ...r, events: [...events, ...r.events] };
    return r;
  };

  if (turn.tile) {
    const stop = step(playTile(current, turn.tile, choices));
    if (stop) return stop;
  } else {
    if ((current.players[current.active]?.hand.length ?? 0) > 0) return refuse('must-play-a-tile');
    if (choices.payments?.length || choices.warWinners?.length || choices.migrations) {
      return refuse('invalid-choice', { choice: 'any', value: 'given', why: 'no-tile-played' });
    }
  }

  const civ = turn.civilization;
  if (civ.kind === 'found') {
    const stop = step(foundCivilization(current, civ));
    if (stop) return stop;
  } else if (civ.kind === 'take') {
    const stop = step(takeFollower(current, civ));
    if (stop) return stop;
  } else {
    if (hasCivilizationAction(current)) return refuse('must-found-or-take');
    events.push({ type: 'no-civilization-action', player: current.active });
  }

  if (turn.scoringToken) {
    const stop = step(playScoringToken(current));
    if (stop) return stop;
    if (current.over) return ok({ state: current, events });
  }

  const stop = step(drawTiles(current, turn.draw));
  if (stop) return stop;
  return ok({ state: current, events });
}
