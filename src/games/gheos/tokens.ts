/**
 * Step 3 of a turn, optional (section "Żetony indywidualnego punktowania"):
 * the active player plays an individual scoring token and alone scores each
 * of their followers at the chalices on its civilization's continent. The
 * token leaves the game.
 */
import { ok, refuse } from '../result';
import type { Resolution } from './choices';
import type { GheosEvent } from './events';
import { allTokensUsed, endGame } from './end';
import { computeRegions } from './regions';
import { individualScore } from './scoring';
import { cloneState, type GheosState } from './state';

export type TokenRefusal = 'game-over' | 'no-scoring-token-left';

/**
 * Plays an individual scoring token for the active player. Interpretation:
 * when this uses the last token of the last player holding any, the game ends
 * at once (section "Koniec gry": "the game ends when all players have used
 * all their tokens"), so the turn's draw does not happen, and the final
 * scoring follows.
 */
export function playScoringToken(state: GheosState): Resolution<TokenRefusal> {
  if (state.over) return refuse('game-over');
  const seat = state.active;
  const current = state.players[seat];
  if (!current || current.tokens <= 0) return refuse('no-scoring-token-left', { player: seat });
  const draft = cloneState(state);
  const player = draft.players[seat];
  if (!player) return refuse('game-over');
  const events: GheosEvent[] = [];
  player.tokens--;
  events.push({ type: 'scoring-token-played', player: seat, tokensLeft: player.tokens });
  const { lines, points } = individualScore(draft, computeRegions(draft.board), seat);
  player.score += points;
  events.push({ type: 'individual-scored', player: seat, lines, points });
  if (allTokensUsed(draft)) endGame(draft, 'tokens', events);
  return ok({ state: draft, events });
}
