/**
 * Scoring (sections "Świątynie", "Żetony indywidualnego punktowania",
 * "Epokowa runda punktowania", "Końcowe punktowanie"). Each follower is worth
 * as many points as its civilization's continent shows of one symbol:
 * chalices in an individual (and the final) scoring, pyramids in an epoch
 * scoring. A temple is worth the symbols matching its own on its continent.
 */
import type { ScoreLine } from './events';
import { homeContinent } from './civilizations';
import type { Region, RegionMap } from './regions';
import { COLOURS, noFollowers, total, type GheosState, type GameOver } from './state';
import type { TempleSymbol } from './tiles';

/**
 * Points for a temple (section "Świątynie"): the ordinary symbols matching
 * the temple's own on the continent it belongs to; temples themselves are
 * not counted as symbols. The caller checks that the continent is inhabited
 * once wars and migrations are over.
 */
export function templePoints(continent: Region, symbol: TempleSymbol): number {
  return continent.symbols[symbol];
}

/**
 * What one seat's followers are worth, colour by colour: followers × the
 * given symbol on their civilization's continent. Followers of a colour not
 * on the board are worth nothing.
 */
export function scoreLines(
  state: GheosState,
  map: RegionMap,
  seat: number,
  symbol: 'chalice' | 'pyramid',
): ScoreLine[] {
  const player = state.players[seat];
  if (!player) return [];
  const lines: ScoreLine[] = [];
  for (const colour of COLOURS) {
    const followers = player.followers[colour];
    if (followers === 0) continue;
    const home = homeContinent(state, map, colour);
    const symbols = home?.symbols[symbol] ?? 0;
    lines.push({ colour, followers, symbols, points: followers * symbols, continent: home?.cells ?? [] });
  }
  return lines;
}

/** The total of some score lines. */
export function linesTotal(lines: readonly ScoreLine[]): number {
  return lines.reduce((sum, l) => sum + l.points, 0);
}

/**
 * An individual scoring for one seat (section "Żetony indywidualnego
 * punktowania"): each follower is worth the chalices on its civilization's
 * continent.
 */
export function individualScore(state: GheosState, map: RegionMap, seat: number): { lines: ScoreLine[]; points: number } {
  const lines = scoreLines(state, map, seat, 'chalice');
  return { lines, points: linesTotal(lines) };
}

/**
 * An epoch scoring (section "Epokowa runda punktowania"): every seat scores
 * each of its followers at the pyramids on that civilization's continent.
 */
export function epochScores(state: GheosState, map: RegionMap): { lines: ScoreLine[][]; points: number[] } {
  const lines = state.players.map((_, seat) => scoreLines(state, map, seat, 'pyramid'));
  return { lines, points: lines.map(linesTotal) };
}

/**
 * The winners after the final scoring (section "Końcowe punktowanie"): the
 * highest score; on a tie, the most followers among the tied; if still tied,
 * the game is a draw between them.
 */
export function decideWinners(state: GheosState): Pick<GameOver, 'winners' | 'decidedBy'> {
  const seats = state.players.map((_, i) => i);
  const score = (i: number) => state.players[i]?.score ?? 0;
  const followers = (i: number) => total(state.players[i]?.followers ?? noFollowers());
  const best = Math.max(...seats.map(score));
  const top = seats.filter((i) => score(i) === best);
  if (top.length === 1) return { winners: top, decidedBy: 'score' };
  const most = Math.max(...top.map(followers));
  const tied = top.filter((i) => followers(i) === most);
  return tied.length === 1 ? { winners: tied, decidedBy: 'followers' } : { winners: tied, decidedBy: 'draw' };
}
