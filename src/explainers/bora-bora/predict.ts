import type { BoraBoraEvent, BoraBoraState } from '../../games/bora-bora';
import { msg } from '../messages';
import { choiceQuestion, countQuestion } from '../predict';
import type { Prediction } from '../types';
import { bmsg } from './messages';

const points = (n: number) => bmsg('bora.predict.points', { n });

/**
 * What Predict asks before an event's step shows, when the event is an outcome the reader can work
 * out from the table before it: the temple's points, who takes the God tile (the players to choose
 * from). Null for any other event. The status track's points are not asked: the source says only
 * that each space shows 0 to 15 points, not which space shows what, so the examples' values are
 * made up and a reader could only guess them.
 */
export function questionOf(s: BoraBoraState, e: BoraBoraEvent): Prediction | null {
  const name = (seat: number) => s.players[seat]?.name ?? '';
  switch (e.type) {
    case 'temple-scored':
      // The round is said: a priest's worth follows from it (the rule), and the picture does not show it.
      return countQuestion(bmsg('bora.predict.temple', { player: name(e.player), round: s.round }), e.points, points);
    case 'god-tile-awarded':
      return choiceQuestion(
        bmsg('bora.predict.godTile'),
        s.players.map((p, seat) => ({ value: String(seat), label: msg('explainer.literal', { text: p.name }) })),
        String(e.player),
      );
    default:
      return null;
  }
}
