/**
 * The end of the game (sections "Koniec gry" and "Końcowe punktowanie").
 */
import { record, type Trail } from './context';
import { computeRegions } from './regions';
import { decideWinners, individualScore } from './scoring';
import { total, type GameOver, type GheosState } from './state';

/**
 * Ends the game: every player scores once more for all their followers as if
 * playing an individual scoring token, then the winner is decided (most
 * points; then most followers; else a draw). Changes the trail's draft in
 * place and records what happened.
 */
export function endGame(trail: Trail, cause: GameOver['cause']): void {
  const { draft } = trail;
  record(trail, cause === 'tokens' ? { type: 'game-ended', cause, reading: 'ends-at-once' } : { type: 'game-ended', cause });
  const map = computeRegions(draft.board);
  const scored = draft.players.map((_, seat) => individualScore(draft, map, seat));
  scored.forEach((s, seat) => {
    const player = draft.players[seat];
    if (player) player.score += s.points;
  });
  record(trail, { type: 'final-scored', points: scored.map((s) => s.points), lines: scored.map((s) => s.lines) });
  const result = decideWinners(draft);
  draft.over = { cause, ...result };
  record(trail, {
    type: 'winner-decided',
    ...result,
    scores: draft.players.map((p) => p.score),
    followers: draft.players.map((p) => total(p.followers)),
  });
}

/** Whether every player has used all individual scoring tokens (section "Koniec gry"). */
export function allTokensUsed(state: GheosState): boolean {
  return state.players.every((p) => p.tokens === 0);
}
