/**
 * One action at a time, as the worked examples describe them: a single step
 * of a turn, resolved with the given choices. `resolveTurn` strings the same
 * steps together for a whole turn.
 */
import type { ApplyOptions } from '../contract';
import type { Choices, Resolution } from './choices';
import { foundCivilization, takeFollower } from './civilizations';
import { drawTiles } from './draw';
import type { Cell } from './geometry';
import type { Colour, GheosState, Rotation } from './state';
import { playTile } from './tilePlay';
import { playScoringToken } from './tokens';
import type { TurnRefusal } from './turn';

export type GheosAction =
  | { type: 'place' | 'replace'; hand: number; at: Cell; rot: Rotation }
  | { type: 'found'; colour: Colour; at: Cell | string }
  | { type: 'take'; colour: Colour }
  | { type: 'individual-scoring' }
  | { type: 'draw'; from?: number[] };

/** Resolves one action for the active player; with `options.during`, keeps the table after each event. */
export function applyAction(state: GheosState, action: GheosAction, choices: Choices = {}, options: ApplyOptions = {}): Resolution<TurnRefusal> {
  switch (action.type) {
    case 'place':
    case 'replace':
      return playTile(state, { kind: action.type, hand: action.hand, at: action.at, rot: action.rot }, choices, options);
    case 'found':
      return foundCivilization(state, action, options);
    case 'take':
      return takeFollower(state, action, options);
    case 'individual-scoring':
      return playScoringToken(state, options);
    case 'draw':
      return drawTiles(state, action.from, options);
  }
}
