import { ACTIONS, playCard, startingCity, type Action, type Card, type City } from '../../games/seven-wonders';
import type { Localized } from '../localize';
import type { Step, Story } from '../types';
import type { TurnActionsExample } from './data';
import { msg } from '../messages';
import type { CardChip, CityView } from './views';

type Data = Localized<TurnActionsExample>;

const ACTION_LABEL = { build: 'sw.action.build', wonder: 'sw.action.wonder', discard: 'sw.action.discard' } as const;

export const turnActions: Story<Data, CityView> = {
  defaults: (d) => Object.fromEntries(d.turns.map((t, i) => [`action${i + 1}`, t.action])),
  inputs: () => [],
  steps(d, inputs) {
    const byId = new Map(d.cards.map((c) => [c.id, c]));
    const card = (id: string): Card & { id: string } => {
      const c = byId.get(id);
      return { id, name: c?.name ?? id, colour: c?.colour ?? 'brown', ...(c?.shields ? { shields: c.shields } : {}) };
    };
    const chip = (c: Card & { id: string }): CardChip => ({ id: c.id, name: c.name, colour: c.colour });
    const chips = (city: City) => city.buildings.map((b) => chip(b as Card & { id: string }));
    const view = (city: City, coinsDelta: number, playing: CityView['playing']): CityView => ({
      kind: 'city',
      coins: city.coins,
      coinsDelta,
      buildings: chips(city),
      stages: city.wonderStages,
      stagesBuilt: city.stagesBuilt,
      playing,
    });

    let city: City = { ...startingCity(d.wonderStages), buildings: d.city.map(card) };
    const steps: Step<CityView>[] = [
      {
        caption: msg('sw.actions.start', { coins: city.coins, buildings: city.buildings.length, stages: city.wonderStages }),
        details: [msg('sw.actions.noCosts')],
        view: view(city, 0, null),
      },
    ];
    d.turns.forEach((turn, i) => {
      const played = card(turn.card);
      const name = `action${i + 1}`;
      const action = (ACTIONS as readonly string[]).includes(String(inputs[name])) ? (inputs[name] as Action) : turn.action;
      steps.push({
        caption: msg('sw.actions.turn', { turn: i + 1, card: played.name, colour: msg(`sw.colour.${played.colour}`) }),
        view: view(city, 0, { card: chip(played), action, refused: false }),
        decision: {
          name,
          chosen: action,
          label: msg('sw.actions.decision'),
          options: ACTIONS.map((a) => {
            const tried = playCard(city, played, a);
            return {
              value: a,
              label: msg(ACTION_LABEL[a]),
              ...(tried.ok ? {} : { refused: msg(`sw.reason.${tried.reason}`, { card: played.name }) }),
            };
          }),
        },
      });
      const outcome = playCard(city, played, action);
      if (!outcome.ok) {
        steps.push({
          caption: msg('sw.refused', { reason: msg(`sw.reason.${outcome.reason}`, { card: played.name }) }),
          view: view(city, 0, { card: chip(played), action, refused: true }),
          tone: 'refusal',
        });
        return;
      }
      const before = city.coins;
      city = outcome.value.city;
      const key = action === 'build' ? 'sw.actions.built' : action === 'wonder' ? 'sw.actions.stage' : 'sw.actions.discarded';
      steps.push({
        caption: msg(key, { card: played.name, stage: outcome.value.stageBuilt ?? 0, stages: city.wonderStages, gained: outcome.value.coinsGained, coins: city.coins }),
        view: view(city, city.coins - before, { card: chip(played), action, refused: false }),
      });
    });
    steps.push({
      caption: msg('sw.actions.end', { turns: d.turns.length, coins: city.coins, buildings: city.buildings.length, built: city.stagesBuilt, stages: city.wonderStages }),
      view: view(city, 0, null),
      tone: 'result',
    });
    return steps;
  },
};
