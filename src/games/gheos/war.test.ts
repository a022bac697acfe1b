import { describe, expect, it } from 'vitest';
import { playTile, type TilePlay } from './tilePlay';
import { eventsOf, expectRefusal, position, resolved, row } from './test-support';
import type { PositionInput } from './position';
import { computeRegions } from './regions';

/** Red on the left, yellow on the right, an empty cell (0,2) between them. */
function twoCivilizations(over: Partial<PositionInput> = {}) {
  return position({
    players: [
      { name: 'Adam', followers: { yellow: 1, red: 1 }, hand: ['sll.SS'] },
      { name: 'Ewa', followers: { red: 2 } },
      { name: 'Tom', followers: { yellow: 2 } },
    ],
    board: row(['sll.W', 'sll.S', null, 'sll.W', 'sll']),
    markers: { red: [0, 0], yellow: [0, 3] },
    ...over,
  });
}
const join: TilePlay = { kind: 'place', hand: 0, at: [0, 2], rot: 0 };

describe('wars (section "Wojny")', () => {
  it('a tile joining two inhabited continents starts a war, and the active player must first pay a follower', () => {
    const r = playTile(twoCivilizations(), join);
    expect(r.ok).toBe(false);
    if (r.ok || r.reason !== 'decision-needed') throw new Error('expected a decision');
    expect(r.decision).toEqual({
      kind: 'payment',
      player: 0,
      nth: 1,
      of: 1,
      for: 'war',
      civilizations: ['red', 'yellow'],
      options: ['red', 'yellow'],
    });
    expect(r.events.map((e) => e.type)).toEqual(['tile-placed', 'war-declared']);
    expect(eventsOf(r.events, 'war-declared')[0]).toEqual({
      type: 'war-declared',
      civilizations: ['red', 'yellow'],
      joinedContinent: ['0,0', '0,1', '0,2', '0,3', '0,4'],
      cause: 'joining',
    });
  });

  it('a player without followers cannot lay a tile that starts a war', () => {
    const state = twoCivilizations({
      players: [
        { name: 'Adam', hand: ['sll.SS'] },
        { name: 'Ewa', followers: { red: 2 } },
        { name: 'Tom', followers: { yellow: 2 } },
      ],
    });
    expectRefusal(playTile(state, join), 'no-follower-to-pay');
  });

  it('the follower is paid before the war, so paying with a doomed colour costs nothing more', () => {
    const { state, events } = resolved(playTile(twoCivilizations(), join, { payments: ['yellow'] }));
    expect(eventsOf(events, 'follower-paid')).toEqual([
      { type: 'follower-paid', player: 0, colour: 'yellow', for: 'war', civilizations: ['red', 'yellow'] },
    ]);
    expect(state.players.map((p) => [p.followers.red, p.followers.yellow])).toEqual([[1, 0], [2, 0], [0, 0]]);
    expect(state.supply.yellow).toBe(5);
  });

  it('swords count on each civilization\u2019s old part only, never on the tile just laid', () => {
    const { events } = resolved(playTile(twoCivilizations(), join, { payments: ['red'] }));
    expect(eventsOf(events, 'swords-counted')).toEqual([
      { type: 'swords-counted', civilization: 'red', oldPartCells: ['0,0', '0,1'], swords: 1 },
      { type: 'swords-counted', civilization: 'yellow', oldPartCells: ['0,3', '0,4'], swords: 0 },
    ]);
  });

  it('the civilization with most swords wins; the loser\u2019s marker leaves and every player loses its followers', () => {
    const { state, events } = resolved(playTile(twoCivilizations(), join, { payments: ['red'] }));
    expect(eventsOf(events, 'war-won')[0]).toMatchObject({ winner: 'red', losers: ['yellow'] });
    expect(eventsOf(events, 'civilization-destroyed')).toEqual([
      { type: 'civilization-destroyed', colour: 'yellow', cause: 'war', followersLost: [1, 0, 2] },
    ]);
    expect(state.markers).toEqual({ red: '0,0:L' });
    expect(state.supply.yellow).toBe(5);
  });

  it('on a tie the active player decides which civilization wins, and either choice is allowed', () => {
    const tied = twoCivilizations({ board: row(['sll.W', 'sll.S', null, 'sll.S', 'sll']) });
    const r = playTile(tied, join, { payments: ['red'] });
    if (r.ok || r.reason !== 'decision-needed') throw new Error('expected a decision');
    expect(r.decision).toEqual({ kind: 'war-winner', player: 0, tied: ['red', 'yellow'], swords: 1, options: ['red', 'yellow'] });
    for (const winner of ['red', 'yellow'] as const) {
      const { state, events } = resolved(playTile(tied, join, { payments: ['red'], warWinners: [winner] }));
      expect(eventsOf(events, 'war-tie-decided')).toEqual([
        { type: 'war-tie-decided', player: 0, tied: ['red', 'yellow'], winner },
      ]);
      expect(Object.keys(state.markers)).toEqual([winner]);
    }
  });

  it('a winner cannot be chosen when the swords decide', () => {
    expectRefusal(playTile(twoCivilizations(), join, { payments: ['red'], warWinners: ['yellow'] }), 'invalid-choice');
  });

  it('a follower the player does not hold cannot pay, and a payment nobody asked for is refused', () => {
    expectRefusal(playTile(twoCivilizations(), join, { payments: ['blue'] }), 'invalid-choice');
    expectRefusal(playTile(twoCivilizations(), join, { payments: ['red', 'yellow'] }), 'invalid-choice');
  });

  it('with three civilizations in a war both losers are removed', () => {
    const state = position({
      players: [
        { name: 'Adam', followers: { red: 1, blue: 1 }, hand: ['lll'] },
        { name: 'Ewa', followers: { yellow: 1 } },
      ],
      board: [
        ...row(['sll', 'sll.S', null, 'sll.SS', 'sll']),
        { at: [1, 2], tile: 'lls', rot: 0 },
        { at: [1, 3], tile: 'sll.S', rot: 0 },
      ],
      markers: { red: [0, 0], yellow: [0, 3], blue: [1, 3] },
    });
    const { state: next, events } = resolved(playTile(state, join, { payments: ['red'] }));
    expect(eventsOf(events, 'war-declared')[0]?.civilizations).toEqual(['red', 'blue', 'yellow']);
    expect(eventsOf(events, 'war-won')[0]).toMatchObject({ winner: 'yellow', losers: ['red', 'blue'] });
    expect(Object.keys(next.markers)).toEqual(['yellow']);
    expect(next.players[0]?.followers).toMatchObject({ red: 0, blue: 0 });
  });

  it('joining an inhabited continent to an uninhabited one is no war', () => {
    const state = twoCivilizations({ markers: { red: [0, 0] }, players: [{ name: 'Adam', hand: ['sll'] }, { name: 'Ewa', followers: { red: 1 } }] });
    const { events } = resolved(playTile(state, join));
    expect(events.map((e) => e.type)).toEqual(['tile-placed']);
  });

  it('a coast strip joins the continent it faces but, reaching one edge only, never links two continents', () => {
    // The new tile turns a coast strip to red (slot 1) and its landmass to yellow (slots 0, 2).
    const state = twoCivilizations({
      players: [{ name: 'Adam', followers: { red: 1 }, hand: ['lcl'] }, { name: 'Ewa', followers: { yellow: 1 } }],
    });
    const { state: next, events } = resolved(playTile(state, { kind: 'place', hand: 0, at: [0, 2], rot: 0 }));
    expect(events.map((e) => e.type)).toEqual(['tile-placed']);
    const map = computeRegions(next.board);
    expect(map.byPart['0,2:c1']?.cells).toEqual(['0,0', '0,1', '0,2']);
    expect(map.byPart['0,2:L']?.cells).toEqual(['0,2', '0,3', '0,4']);
  });
});
