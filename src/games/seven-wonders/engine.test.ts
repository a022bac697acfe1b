import { describe, expect, it } from 'vitest';
import { play } from '../driver';
import { CARDS_PER_HAND, type TurnPick } from './age';
import { startingCity } from './city';
import { sevenWonders, tableOf, type Deck, type SevenWondersDecision, type SevenWondersMove } from './engine';
import type { Age } from './types';

/** Seat s holds cards `a{age}s{s}c0` … `c6`, each a red card with one Shield. */
function dealOf(age: Age, players: number): Extract<SevenWondersMove, { kind: 'deal' }> {
  const hands = Array.from({ length: players }, (_, s) => Array.from({ length: CARDS_PER_HAND }, (_, c) => `a${age}s${s}c${c}`));
  const deck: Deck = Object.fromEntries(hands.flat().map((id) => [id, { name: id, colour: 'red' as const, shields: 1 }]));
  return { kind: 'deal', age, hands, deck };
}

/** Every seat builds the first card it holds; seat 0 discards instead, so it is the weakest. */
const firstCards = (d: SevenWondersDecision): TurnPick[] => d.hands.map((hand, seat) => ({ card: hand[0]!, action: seat === 0 ? 'discard' : 'build' }));

const threeCities = () => tableOf({ cities: [3, 3, 3].map((n) => startingCity(n)) });

describe('the 7 Wonders engine, played by the shared driver', () => {
  it('an Age is a deal, six simultaneous picks, then the conflicts that end it', () => {
    const p = play(sevenWonders, threeCities(), [dealOf(1, 3), { kind: 'conflicts' }], firstCards);
    expect(p.ok).toBe(true);
    if (!p.ok) return;
    expect(p.trace.map((s) => ('move' in s.input ? s.input.move.kind : `turn ${s.decision?.turn}`))).toEqual(['deal', 'turn 1', 'turn 2', 'turn 3', 'turn 4', 'turn 5', 'turn 6', 'conflicts']);
    // The states are the trace's own: hands shrink by one a turn and are empty after the sixth.
    expect(p.trace.slice(0, 7).map((s) => s.state.hands[0]!.length)).toEqual([7, 6, 5, 4, 3, 2, 0]);
    expect(p.state.cities.map((c) => c.buildings.length)).toEqual([0, 6, 6]);
    expect(p.state.cities[0]!.coins).toBe(3 + 6 * 3);
    // Six coin discards and three leftovers of turn 6 reach the pile.
    expect(p.state.discardPile).toHaveLength(6 + 3);
    // Seat 0 has no Shields, its neighbours 6 each: two defeats; each of them beats it once and ties the other.
    expect(p.state.tokens.map((t) => t.map((x) => x.kind))).toEqual([['defeat', 'defeat'], ['victory'], ['victory']]);
    expect(sevenWonders.view(p.state).seats.map((s) => s.strength)).toEqual([0, 6, 6]);
  });

  it('waits for the turn’s picks while cards are in hand, and takes no other move meanwhile', () => {
    const dealt = play(sevenWonders, threeCities(), [dealOf(2, 3)], () => undefined);
    expect(dealt).toMatchObject({ ok: false, reason: 'decision-needed' });
    expect(sevenWonders.decision(dealt.state)).toMatchObject({ age: 2, turn: 1 });
    expect(sevenWonders.apply(dealt.state, { move: { kind: 'conflicts' } })).toEqual({ ok: false, reason: 'decision-pending' });
    expect(sevenWonders.apply(threeCities(), { answer: [] })).toEqual({ ok: false, reason: 'no-decision-pending' });
  });

  it('passes on the rules’ refusals with where they happened', () => {
    const p = play(sevenWonders, threeCities(), [dealOf(1, 3)], (d): TurnPick[] => (d.turn === 2 ? [{ card: 'nowhere', action: 'build' }] : firstCards(d)));
    expect(p).toMatchObject({ ok: false, reason: 'card-not-in-hand', detail: { turn: 2, seat: 0, card: 'nowhere' } });
    expect(p.trace).toHaveLength(2);
    expect(play(sevenWonders, threeCities(), [dealOf(1, 4)], firstCards)).toMatchObject({ ok: false, reason: 'wrong-hand-count' });
    expect(play(sevenWonders, threeCities(), [{ ...dealOf(1, 3), deck: {} }], firstCards)).toMatchObject({ ok: false, reason: 'unknown-card', detail: { seat: 0 } });
    expect(play(sevenWonders, tableOf({ age: 3, cities: [] }), [{ kind: 'conflicts', shields: [1, -1, 2] }], firstCards)).toMatchObject({ ok: false, reason: 'invalid-shields', detail: { seat: 1 } });
  });

  it('plays one card into one city, as a single city’s example does', () => {
    const deck: Deck = { barracks: { name: 'Barracks', colour: 'red', shields: 1 } };
    const start = tableOf({ cities: [startingCity(2)], deck });
    const p = play(sevenWonders, start, [{ kind: 'play', seat: 0, card: 'barracks', action: 'build' }, { kind: 'play', seat: 0, card: 'barracks', action: 'build' }], () => undefined);
    expect(p).toMatchObject({ ok: false, reason: 'duplicate-building', move: 1 });
    expect(p.state.cities[0]!.buildings).toEqual([deck.barracks]);
    expect(sevenWonders.apply(start, { move: { kind: 'play', seat: 1, card: 'barracks', action: 'build' } })).toMatchObject({ ok: false, reason: 'no-such-seat' });
  });

  it('never changes the state it is given', () => {
    const start = threeCities();
    const before = JSON.stringify(start);
    play(sevenWonders, start, [dealOf(1, 3), { kind: 'conflicts' }, dealOf(2, 3), { kind: 'conflicts' }], firstCards);
    expect(JSON.stringify(start)).toBe(before);
  });
});
