import { passDirection, passHands, playAge, type Age, type TurnPick } from '../../games/seven-wonders';
import type { Localized } from '../localize';
import type { Inputs, Step, Story } from '../types';
import type { CardPassingExample } from './data';
import { msg } from '../messages';
import type { CardChip, HandsView } from './views';

type Data = Localized<CardPassingExample>;

/**
 * Every seat's pick, turn by turn. Seat 0 is the reader's: their choice for
 * the turn if it is in the hand they hold then, else the example's preference.
 * Other seats take the first card of their preference list that they hold.
 */
function choosePicks(d: Data, inputs: Inputs): TurnPick[][] {
  const direction = passDirection(d.age as Age);
  let hands = d.hands.map((h) => [...h]);
  const picks: TurnPick[][] = [];
  for (let turn = 1; turn <= 6; turn++) {
    const turnPicks = hands.map((hand, seat): TurnPick => {
      const wanted = seat === 0 ? String(inputs[`pick${turn}`] ?? '') : '';
      const card = hand.includes(wanted) ? wanted : (d.preferences[seat]?.find((c) => hand.includes(c)) ?? hand[0] ?? '');
      return { card, action: 'build' };
    });
    picks.push(turnPicks);
    hands = hands.map((hand, seat) => hand.filter((c) => c !== turnPicks[seat]?.card));
    if (turn < 6) hands = passHands(hands, direction);
  }
  return picks;
}

export const cardPassing: Story<Data, HandsView> = {
  defaults: (d) => Object.fromEntries(choosePicks(d, {}).map((turn, i) => [`pick${i + 1}`, turn[0]?.card ?? ''])),
  inputs: () => [],
  steps(d, inputs) {
    const age = d.age as Age;
    const chip = (id: string): CardChip => {
      const card = d.cards.find((c) => c.id === id);
      return { id, name: card?.name ?? id, colour: card?.colour ?? 'brown' };
    };
    const picks = choosePicks(d, inputs);
    const result = playAge({ age, hands: d.hands.map((h) => [...h]), picks });
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
    });
    if (!result.ok) {
      return [{ caption: msg('sw.refused', { reason: msg(`sw.reason.${result.reason}` as 'sw.reason.card-not-in-hand', result.detail) }), view: view(d.hands, {}), tone: 'refusal' }];
    }
    const steps: Step<HandsView>[] = [
      { caption: msg('sw.pass.deal', { players: n, age, side: msg(direction === 'left' ? 'sw.side.left' : 'sw.side.right') }), view: view(d.hands, {}) },
    ];
    let discarded = 0;
    for (const t of result.value.turns) {
      const own = t.handsBefore[0] ?? [];
      steps.push({
        caption: msg(t.turn === 6 ? 'sw.pass.chooseLast' : 'sw.pass.choose', { turn: t.turn, size: own.length, card: chip(t.picks[0]!.card).name }),
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
          caption: msg('sw.pass.pass', { turn: t.turn, side: msg(t.passed === 'left' ? 'sw.side.left' : 'sw.side.right'), size: t.handsAfter[0]?.length ?? 0 }),
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
      view: view(result.value.turns.at(-1)?.handsAfter ?? [], { played: 6, discardPile: discarded }),
      tone: 'result',
    });
    return steps;
  },
};
