/**
 * Step 3 of a turn, optional (section "Żetony indywidualnego punktowania"):
 * the active player plays an individual scoring token and alone scores each
 * of their followers at the chalices on its civilization's continent. The
 * token leaves the game.
 */
import type { ApplyOptions } from '../contract';
import { refuse } from '../result';
import type { Resolution } from './choices';
import { record, settled, startTrail } from './context';
import { allTokensUsed, endGame } from './end';
import { computeRegions } from './regions';
import { individualScore } from './scoring';
import type { GheosState } from './state';

export type TokenRefusal = 'game-over' | 'no-scoring-token-left';

/**
 * Plays an individual scoring token for the active player. Interpretation:
 * when this uses the last token of the last player holding any, the game ends
 * at once (section "Koniec gry": "the game ends when all players have used
 * all their tokens"), so the turn's draw does not happen, and the final
 * scoring follows.
 */
export function playScoringToken(state: GheosState, options: ApplyOptions = {}): Resolution<TokenRefusal> {
  if (state.over) return refuse('game-over');
  const seat = state.active;
  const current = state.players[seat];
  if (!current || current.tokens <= 0) return refuse('no-scoring-token-left', { player: seat });
  const trail = startTrail(state, options);
  const { draft } = trail;
  const player = draft.players[seat];
  if (!player) return refuse('game-over');
  player.tokens--;
  record(trail, { type: 'scoring-token-played', player: seat, tokensLeft: player.tokens });
  const { lines, points } = individualScore(draft, computeRegions(draft.board), seat);
  player.score += points;
  record(trail, { type: 'individual-scored', player: seat, lines, points });
  if (allTokensUsed(draft)) endGame(trail, 'tokens');
  return settled(trail);
}
