import { play } from '../../games/driver';
import { passDirection, sevenWonders, startingCity, tableOf, type SevenWondersEvent, type SevenWondersMove, type TurnPick } from '../../games/seven-wonders';
import type { Localized } from '../localize';
import type { Inputs, Step, Story } from '../types';
import { chipOf, deckOf } from './cards';
import type { CardPassingExample } from './data';
import { msg } from '../messages';
import { refusedCaption } from './refused';
import type { HandsView } from './views';

type Data = Localized<CardPassingExample>;

/** The example shows hands, not boards: each city gets a board of 3 stages, which no pick here builds. */
const BOARD_STAGES = 3;

/**
 * The example's Age dealt and played through the engine. Each turn, `pick` names the card each
 * seat takes from the hand it holds then; every card taken is built.
 */
export function playCardPassing(d: Data, pick: (seat: number, hand: readonly string[], turn: number) => string) {
  const start = tableOf({ age: d.age, cities: d.hands.map(() => startingCity(BOARD_STAGES)) });
  const deal: SevenWondersMove = { kind: 'deal', age: d.age, hands: d.hands, deck: deckOf(d.cards, d.hands.flat()) };
  return play(sevenWonders, start, [deal], (decision) => decision.hands.map((hand, seat): TurnPick => ({ card: pick(seat, hand, decision.turn), action: 'build' })));
}

/**
 * The story's picks: seat 0 is the reader's, their choice for the turn if it is in the hand,
 * else the example's preference. Other seats take the first card of their preference list that
 * they hold.
 */
function playAgeOf(d: Data, inputs: Inputs) {
  return playCardPassing(d, (seat, hand, turn) => {
    const wanted = seat === 0 ? String(inputs[`pick${turn}`] ?? '') : '';
    return hand.includes(wanted) ? wanted : (d.preferences[seat]?.find((c) => hand.includes(c)) ?? hand[0] ?? '');
  });
}

type TurnEvent = Extract<SevenWondersEvent, { kind: 'turn' }>;

/** The turns of a played Age, in order. */
const turnsOf = (played: ReturnType<typeof playAgeOf>): TurnEvent[] => played.trace.flatMap((s) => s.events.filter((e): e is TurnEvent => e.kind === 'turn'));

export const cardPassing: Story<Data, HandsView> = {
  defaults: (d) => Object.fromEntries(turnsOf(playAgeOf(d, {})).map((t) => [`pick${t.turn}`, t.picks[0]?.card ?? ''])),
  inputs: () => [],
  steps(d, inputs) {
    const age = d.age;
    const chip = (id: string) => chipOf(d.cards, id);
    const played = playAgeOf(d, inputs);
    const direction = passDirection(age);
    const n = d.names.length;
    const view = (hands: readonly (readonly string[])[], extra: Partial<HandsView> & { picked?: readonly (string | null)[]; played?: number }): HandsView => ({
      kind: 'hands',
      age,
      direction,
      seats: d.names.map((name, seat) => ({
        name,
        hand: (hands[seat] ?? []).map(chip),
        picked: extra.picked?.[seat] ? chip(extra.picked[seat] as string) : null,
        played: extra.played ?? 0,
      })),
      passing: extra.passing ?? false,
      discardPile: extra.discardPile ?? 0,
      reader: 0,
    });
    if (!played.ok) return [{ caption: refusedCaption(played.reason, played.detail), view: view(d.hands, {}), tone: 'refusal' }];
    const turns = turnsOf(played);
    const steps: Step<HandsView>[] = [
      { caption: msg('sw.pass.deal', { players: n, age, side: msg(`sw.side.${direction}`) }), view: view(d.hands, {}) },
    ];
    let discarded = 0;
    for (const t of turns) {
      const own = t.handsBefore[0] ?? [];
      steps.push({
        caption: msg(t.turn === 6 ? 'sw.pass.chooseLast' : 'sw.pass.choose', { turn: t.turn, size: own.length, name: d.names[0]!, card: chip(t.picks[0]!.card).name }),
        view: view(t.handsBefore, { picked: t.picks.map((p) => p.card), played: t.turn - 1, discardPile: discarded }),
        decision: {
          name: `pick${t.turn}`,
          chosen: t.picks[0]!.card,
          label: msg('sw.pass.decision', { name: d.names[0]! }),
          options: own.map((id) => ({ value: id, label: msg('explainer.literal', { text: chip(id).name }) })),
        },
      });
      if (t.passed) {
        steps.push({
          caption: msg('sw.pass.pass', { turn: t.turn, side: msg(`sw.side.${t.passed}`), size: t.handsAfter[0]?.length ?? 0 }),
          view: view(t.handsAfter, { passing: true, played: t.turn, discardPile: discarded }),
        });
      } else {
        discarded += t.lastCardsDiscarded.length;
        steps.push({
          caption: msg('sw.pass.lastDiscard', { count: t.lastCardsDiscarded.length }),
          details: t.lastCardsDiscarded.map((id, seat) => msg('sw.pass.leftover', { name: d.names[seat]!, card: chip(id).name })),
          view: view(t.handsAfter, { played: 6, discardPile: discarded }),
        });
      }
    }
    steps.push({
      caption: msg('sw.pass.end', { age, played: n * 6, discarded, dealt: n * 7 }),
      view: view(played.state.hands, { played: 6, discardPile: discarded }),
      tone: 'result',
    });
    return steps;
  },
};
