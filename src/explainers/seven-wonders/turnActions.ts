import { play } from '../../games/driver';
import { ACTIONS, sevenWonders, startingCity, tableOf, type Action, type CardPlayed, type City, type SevenWondersMove, type SevenWondersState } from '../../games/seven-wonders';
import type { Localized } from '../localize';
import type { Step, Story } from '../types';
import { cardOf, chipOf, chipOfBuilding, deckOf } from './cards';
import type { TurnActionsExample } from './data';
import { msg } from '../messages';
import { joinList } from '../list';
import { reasonMessage, refusedCaption, type StoryRefusal } from './refused';
import type { CityView } from './views';

type Data = Localized<TurnActionsExample>;

type PlayMove = Extract<SevenWondersMove, { kind: 'play' }>;

/** One turn of the example: its move, the table before it, and the card played or the reason it was refused. */
type Turn = { move: PlayMove; before: SevenWondersState } & ({ ok: true; played: CardPlayed; after: SevenWondersState } | { ok: false; reason: StoryRefusal });

/**
 * Plays the turns through the engine, one card each into the example's one city. A turn the
 * rules refuse is shown refused, and the city stays as it was for the next turn.
 */
function playTurns(start: SevenWondersState, moves: readonly PlayMove[]): { turns: Turn[]; end: SevenWondersState } {
  const turns: Turn[] = [];
  let state = start;
  let next = 0;
  while (next < moves.length) {
    const played = play(sevenWonders, state, moves.slice(next), () => undefined);
    for (const step of played.trace) {
      const event = step.events.find((e): e is CardPlayed => e.kind === 'played');
      if (event) turns.push({ move: moves[next + step.move]!, before: state, ok: true, played: event, after: step.state });
      state = step.state;
    }
    if (played.ok) break;
    turns.push({ move: moves[next + played.move]!, before: state, ok: false, reason: played.reason });
    next += played.move + 1;
  }
  return { turns, end: state };
}

/** The reader's action for a turn, if it is one; else the example's own. */
const actionOf = (value: unknown, example: Action): Action => ACTIONS.find((a) => a === value) ?? example;

export const turnActions: Story<Data, CityView> = {
  defaults: (d) => Object.fromEntries(d.turns.map((t, i) => [`action${i + 1}`, t.action])),
  inputs: () => [],
  steps(d, inputs) {
    const view = (city: City, coinsDelta: number, playing: CityView['playing']): CityView => ({
      kind: 'city',
      coins: city.coins,
      coinsDelta,
      buildings: city.buildings.map((b) => chipOfBuilding(d.cards, b)),
      stages: city.wonderStages,
      stagesBuilt: city.stagesBuilt,
      playing,
    });
    const city = { ...startingCity(d.wonderStages), buildings: d.city.map((id) => cardOf(d.cards, id)) };
    const start = tableOf({ cities: [city], deck: deckOf(d.cards, d.turns.map((t) => t.card)) });
    const moves = d.turns.map((turn, i): PlayMove => ({ kind: 'play', seat: 0, card: turn.card, action: actionOf(inputs[`action${i + 1}`], turn.action) }));
    const { turns, end } = playTurns(start, moves);
    const cityOf = (state: SevenWondersState): City => state.cities[0] ?? city;
    const steps: Step<CityView>[] = [
      {
        caption: msg('sw.actions.start', {
          coins: city.coins,
          buildings: city.buildings.length,
          names: joinList(city.buildings.map((b) => msg('explainer.literal', { text: b.name })), (word, params) => msg(`sw.list.${word}`, params)),
          stages: city.wonderStages,
        }),
        details: [msg('sw.actions.noCosts')],
        view: view(city, 0, null),
      },
    ];
    turns.forEach(({ move, before, ...outcome }, i) => {
      const card = chipOf(d.cards, move.card);
      const { action } = move;
      const now = cityOf(before);
      steps.push({
        caption: msg('sw.actions.turn', { turn: i + 1, card: card.name, colour: msg(`sw.colour.${card.colour}`) }),
        view: view(now, 0, { card, action }),
        decision: {
          name: `action${i + 1}`,
          chosen: action,
          label: msg('sw.actions.decision'),
          options: ACTIONS.map((a) => {
            const tried = sevenWonders.apply(before, { move: { ...move, action: a } });
            return { value: a, label: msg(`sw.action.${a}`), ...(tried.ok ? {} : { refused: reasonMessage(tried.reason, { card: card.name }) }) };
          }),
        },
      });
      if (!outcome.ok) {
        steps.push({ caption: refusedCaption(outcome.reason, { card: card.name }), view: view(now, 0, { card, action, refused: outcome.reason }), tone: 'refusal' });
        return;
      }
      const after = cityOf(outcome.after);
      const key = action === 'build' ? 'sw.actions.built' : action === 'wonder' ? 'sw.actions.stage' : 'sw.actions.discarded';
      steps.push({
        caption: msg(key, { card: card.name, stage: outcome.played.stageBuilt ?? 0, stages: after.wonderStages, gained: outcome.played.coinsGained, coins: after.coins }),
        view: view(after, after.coins - now.coins, { card, action }),
      });
    });
    const last = cityOf(end);
    steps.push({
      caption: msg('sw.actions.end', { turns: d.turns.length, coins: last.coins, buildings: last.buildings.length, built: last.stagesBuilt, stages: last.wonderStages }),
      view: view(last, 0, null),
      tone: 'result',
    });
    return steps;
  },
};
