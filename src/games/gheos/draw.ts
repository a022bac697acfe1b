/**
 * Step 4 of a turn (sections "Wylosuj nowy kafelek" and "Kafelki epoki"):
 * the active player refills their hand to two tiles from any face-down
 * stack. An epoch tile drawn is laid face up and triggers an epoch scoring,
 * then the player draws again, until a landscape tile comes. The epoch tile
 * that ends the game (6th, 7th or 8th by player count) still scores, then the
 * final scoring follows.
 */
import type { ApplyOptions } from '../contract';
import { refuse } from '../result';
import type { Resolution } from './choices';
import { record, settled, startTrail } from './context';
import { endGame } from './end';
import { computeRegions } from './regions';
import { epochScores } from './scoring';
import { epochsToEnd, HAND_SIZE, nextSeat, type GheosState } from './state';
import { isEpochTile } from './tiles';

export type DrawRefusal = 'game-over' | 'invalid-choice';

/**
 * Draws for the active player and passes the turn to the left.
 *
 * @param from the stack to draw from at each draw, in order (a player's free
 *   choice); draws past the end of the list take the first non-empty stack.
 *   Entries left over when fewer draws were needed are not an error.
 */
export function drawTiles(state: GheosState, from: readonly number[] = [], options: ApplyOptions = {}): Resolution<DrawRefusal> {
  if (state.over) return refuse('game-over');
  const trail = startTrail(state, options);
  const { draft } = trail;
  const seat = draft.active;
  const player = draft.players[seat];
  if (!player) return refuse('game-over');
  let draws = 0;
  let epochsHere = 0;
  while (player.hand.length < HAND_SIZE) {
    const wanted = from[draws];
    const index = wanted ?? draft.stacks.findIndex((s) => s.length > 0);
    const stack = draft.stacks[index];
    if (wanted !== undefined && (!stack || stack.length === 0)) {
      return refuse('invalid-choice', { choice: 'draw', value: wanted, why: 'no-such-stack-or-empty' });
    }
    if (!stack) {
      record(trail, { type: 'stacks-empty', player: seat });
      break;
    }
    const tile = stack.shift() ?? '';
    draws++;
    if (!isEpochTile(tile)) {
      player.hand.push(tile);
      record(trail, { type: 'tile-drawn', player: seat, stack: index, ...(epochsHere > 0 ? { afterEpoch: true as const } : {}) });
      continue;
    }
    draft.epochsRevealed++;
    epochsHere++;
    record(trail, { type: 'epoch-revealed', player: seat, epoch: draft.epochsRevealed });
    const { lines, points } = epochScores(draft, computeRegions(draft.board));
    points.forEach((p, i) => {
      const scorer = draft.players[i];
      if (scorer) scorer.score += p;
    });
    record(trail, { type: 'epoch-scored', epoch: draft.epochsRevealed, points, lines });
    if (draft.epochsRevealed >= epochsToEnd(draft.players.length)) {
      endGame(trail, 'epochs');
      return settled(trail);
    }
  }
  draft.active = nextSeat(draft, seat);
  record(trail, { type: 'turn-ended', player: seat, next: draft.active });
  return settled(trail);
}
