import { play } from '../../games/driver';
import { sevenWonders, startingCity, tableOf, type SevenWondersMove } from '../../games/seven-wonders';
import type { Localized } from '../../explainers/localize';
import { cardOf, deckOf } from '../../explainers/seven-wonders/cards';
import { playCardPassing } from '../../explainers/seven-wonders/cardPassing';
import type { SevenWondersExample } from '../../schemas/seven-wonders-example';
import type { EngineRefusal } from './types';

const refusal = (at: string, r: { reason: string; detail?: Readonly<Record<string, string | number>> }): EngineRefusal => ({ at, reason: r.reason, ...(r.detail ? { detail: r.detail } : {}) });

/** The conflicts of an Age settled by the engine from the Shields the example states. */
function settle(shields: readonly number[], age: 1 | 2 | 3) {
  return play(sevenWonders, tableOf({ age, cities: [] }), [{ kind: 'conflicts', shields }], () => undefined);
}

/**
 * Plays a 7 Wonders example strictly with the engine: the shields of a
 * conflict, each seat's preferred picks (a seat whose preferences run out picks
 * its last preference anyway, for the engine to refuse), and each turn's card
 * and action in order.
 */
export function checkSevenWonders(d: Localized<SevenWondersExample>): EngineRefusal[] {
  switch (d.kind) {
    case 'military-conflict': {
      const r = settle(d.players.map((p) => p.shields), d.age);
      return r.ok ? [] : [refusal(r.detail?.seat !== undefined ? `players[${r.detail.seat}].shields` : 'players', r)];
    }
    case 'military-ring': {
      const r = settle(d.shields.slice(0, d.players), d.age);
      return r.ok ? [] : [refusal(r.detail?.seat !== undefined ? `shields[${r.detail.seat}]` : 'shields', r)];
    }
    case 'card-passing': {
      const r = playCardPassing(d, (seat, hand) => {
        const prefs = d.preferences[seat] ?? [];
        return prefs.find((c) => hand.includes(c)) ?? prefs.at(-1) ?? '';
      });
      if (r.ok) return [];
      const seat = r.detail?.seat;
      const at = seat === undefined ? 'hands' : r.reason === 'card-not-in-hand' ? `preferences[${seat}]` : `hands[${seat}]`;
      return [refusal(at, r)];
    }
    case 'turn-actions': {
      const known = new Set(d.cards.map((c) => c.id));
      const missing = d.city.findIndex((id) => !known.has(id));
      if (missing >= 0) return [{ at: `city[${missing}]`, reason: 'no-such-card', detail: { card: d.city[missing]! } }];
      // The turns are played in order up to the first card the example does not list.
      const unknown = d.turns.findIndex((t) => !known.has(t.card));
      const playable = unknown < 0 ? d.turns : d.turns.slice(0, unknown);
      const city = { ...startingCity(d.wonderStages), buildings: d.city.map((id) => cardOf(d.cards, id)) };
      const moves = playable.map((t): SevenWondersMove => ({ kind: 'play', seat: 0, card: t.card, action: t.action }));
      const r = play(sevenWonders, tableOf({ cities: [city], deck: deckOf(d.cards, known) }), moves, () => undefined);
      if (!r.ok) return [refusal(`turns[${r.move}]`, r)];
      return unknown < 0 ? [] : [{ at: `turns[${unknown}].card`, reason: 'no-such-card', detail: { card: d.turns[unknown]!.card } }];
    }
  }
}
