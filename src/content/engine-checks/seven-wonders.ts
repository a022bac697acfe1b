import { passDirection, passHands, playAge, playCard, resolveConflicts, startingCity, type Age, type Card, type City, type TurnPick } from '../../games/seven-wonders';
import type { Localized } from '../../explainers/localize';
import type { SevenWondersExample } from '../../schemas/seven-wonders-example';
import type { EngineRefusal } from './types';

const refusal = (at: string, r: { reason: string; detail?: Readonly<Record<string, string | number>> }): EngineRefusal => ({ at, reason: r.reason, ...(r.detail ? { detail: r.detail } : {}) });

/**
 * Plays a 7 Wonders example strictly with the engine: the shields of a
 * conflict, each seat's preferred picks (a seat whose preferences run out picks
 * its last preference anyway, for the engine to refuse), and each turn's card
 * and action in order.
 */
export function checkSevenWonders(d: Localized<SevenWondersExample>): EngineRefusal[] {
  switch (d.kind) {
    case 'military-conflict': {
      const r = resolveConflicts(d.players.map((p) => p.shields), d.age as Age);
      return r.ok ? [] : [refusal(r.detail?.seat !== undefined ? `players[${r.detail.seat}].shields` : 'players', r)];
    }
    case 'military-ring': {
      const r = resolveConflicts(d.shields.slice(0, d.players), d.age as Age);
      return r.ok ? [] : [refusal(r.detail?.seat !== undefined ? `shields[${r.detail.seat}]` : 'shields', r)];
    }
    case 'card-passing': {
      const direction = passDirection(d.age as Age);
      let hands = d.hands.map((h) => [...h]);
      const picks: TurnPick[][] = [];
      for (let turn = 1; turn <= 6; turn++) {
        const turnPicks = hands.map((hand, seat): TurnPick => {
          const prefs = d.preferences[seat] ?? [];
          return { card: prefs.find((c) => hand.includes(c)) ?? prefs.at(-1) ?? '', action: 'build' };
        });
        picks.push(turnPicks);
        hands = hands.map((hand, seat) => hand.filter((c) => c !== turnPicks[seat]?.card));
        if (turn < 6) hands = passHands(hands, direction);
      }
      const r = playAge({ age: d.age as Age, hands: d.hands.map((h) => [...h]), picks });
      if (r.ok) return [];
      const seat = r.detail?.seat;
      const at = seat === undefined ? 'hands' : r.reason === 'card-not-in-hand' ? `preferences[${seat}]` : `hands[${seat}]`;
      return [refusal(at, r)];
    }
    case 'turn-actions': {
      const byId = new Map(d.cards.map((c) => [c.id, c]));
      const card = (id: string): Card | undefined => {
        const c = byId.get(id);
        return c && { name: c.name, colour: c.colour, ...(c.shields ? { shields: c.shields } : {}) };
      };
      const missing = d.city.findIndex((id) => !byId.has(id));
      if (missing >= 0) return [{ at: `city[${missing}]`, reason: 'no-such-card', detail: { card: d.city[missing]! } }];
      let city: City = { ...startingCity(d.wonderStages), buildings: d.city.map((id) => card(id)!) };
      for (const [i, turn] of d.turns.entries()) {
        const played = card(turn.card);
        if (!played) return [{ at: `turns[${i}].card`, reason: 'no-such-card', detail: { card: turn.card } }];
        const r = playCard(city, played, turn.action);
        if (!r.ok) return [refusal(`turns[${i}]`, r)];
        city = r.value.city;
      }
      return [];
    }
  }
}
