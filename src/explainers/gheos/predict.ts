import type { Colour, GheosEvent } from '../../games/gheos';
import { msg } from '../messages';
import { choiceQuestion, countQuestion } from '../predict';
import type { Prediction } from '../types';
import { colourName, colourOf } from './captions';

const points = (n: number) => msg('gheos.predict.points', { n });

/**
 * What Predict asks before an event's step shows, when the event reveals an outcome the reader can
 * work out from what came before: a war's winner, where a civilization migrates, a score, how many
 * followers a new civilization brings, who wins. Null for any other event, and for an outcome a
 * player chose (a tie, a migration the mover decides): the step before already says it.
 * The choices come from the event: the civilizations at war, the pieces the civilization could go
 * to, the players; a number is asked among its neighbours.
 */
export function questionOf(e: GheosEvent, names: readonly string[], earlier: readonly GheosEvent[], active: number): Prediction | null {
  const who = (seat: number) => names[seat] ?? '';
  switch (e.type) {
    case 'war-won': {
      if (earlier.some((x) => x.type === 'war-tie-decided')) return null;
      return civilizations([e.winner, ...e.losers], e.winner);
    }
    case 'war-lost-on-arrival':
      return civilizations([e.civilization, ...e.residents], e.residents[0]!);
    case 'migration': {
      if (!e.to || e.candidates.length < 2 || e.decidedBy === 'player' || e.decidedBy === 'only-piece') return null;
      const options = e.candidates.map((c, i) => ({
        value: String(i),
        label: msg(c.kind === 'continent' ? 'gheos.option.continent' : 'gheos.option.island', { wheat: c.wheat, tiles: c.cells.length }),
      }));
      // Two pieces told apart by nothing a reader can name are not a question.
      if (new Set(options.map((o) => JSON.stringify(o.label))).size < options.length) return null;
      return choiceQuestion(msg('gheos.predict.migration', { colour: colourName(e.civilization), colourOf: colourOf(e.civilization) }), options, String(e.candidates.indexOf(e.to)));
    }
    case 'temple-scored':
      return countQuestion(msg('gheos.predict.temple', { player: who(e.player) }), e.points, points);
    case 'individual-scored':
      return countQuestion(msg('gheos.predict.individual', { player: who(e.player) }), e.points, points);
    case 'epoch-scored':
      return countQuestion(msg('gheos.predict.epoch', { player: who(active) }), e.points[active] ?? 0, points);
    case 'final-scored':
      return countQuestion(msg('gheos.predict.final', { player: who(active) }), e.points[active] ?? 0, points);
    case 'winner-decided':
      if (e.winners.length !== 1) return null;
      return choiceQuestion(
        msg('gheos.predict.winner'),
        names.map((name, seat) => ({ value: String(seat), label: msg('explainer.literal', { text: name }) })),
        String(e.winners[0]),
      );
    case 'civilization-founded':
      return countQuestion(msg('gheos.predict.founded', { player: who(e.player) }), e.followers, (n) => msg('gheos.predict.followers', { n }));
    default:
      return null;
  }
}

/** Which of these civilizations wins: each named, in the order the war names them. */
function civilizations(colours: readonly Colour[], winner: Colour): Prediction {
  return choiceQuestion(
    msg('gheos.predict.war'),
    colours.map((c) => ({ value: c, label: msg('gheos.option.civ', { colour: colourName(c), colourOf: colourOf(c) }) })),
    winner,
  );
}
