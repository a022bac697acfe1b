import { describe, expect, it } from 'vitest';
import { foundCivilization, takeFollower } from './civilizations';
import type { PositionInput } from './position';
import { expectRefusal, position, resolved, row } from './test-support';

/** Two continents: (0,0)–(0,1) with one wheat, and (0,3)–(0,4) held by blue; a lone coast between. */
const twoContinents = (over: Partial<PositionInput> = {}) =>
  position({
    players: [{ name: 'Tom' }, { name: 'Ewa', followers: { blue: 2 } }],
    board: [...row(['sll.W', 'sll.C', ['css', 0], 'sll.W', 'sll.WW'])],
    markers: { blue: [0, 3] },
    ...over,
  });

describe('founding a civilization (section "Tworzenie cywilizacji")', () => {
  it('a marker on an uninhabited continent brings one follower per wheat there', () => {
    const { state, events } = resolved(foundCivilization(twoContinents(), { colour: 'red', at: [0, 1] }));
    expect(events).toEqual([
      { type: 'civilization-founded', player: 0, colour: 'red', continent: ['0,0', '0,1'], wheat: 1, followers: 1 },
    ]);
    expect(state.markers.red).toBe('0,1:L');
    expect(state.players[0]?.followers.red).toBe(1);
    expect(state.supply.red).toBe(4);
  });

  it('a continent that already has a marker cannot take another', () => {
    expectRefusal(foundCivilization(twoContinents(), { colour: 'red', at: [0, 4] }), 'continent-inhabited');
  });

  it('markers go only on continents', () => {
    expectRefusal(foundCivilization(twoContinents(), { colour: 'red', at: [0, 2] }), 'not-a-continent');
    expectRefusal(foundCivilization(twoContinents(), { colour: 'red', at: [7, 7] }), 'no-tile-there');
  });

  it('the colour is chosen among markers beside the board', () => {
    expectRefusal(foundCivilization(twoContinents(), { colour: 'blue', at: [0, 0] }), 'colour-on-board');
  });

  it('with all six markers on the board no civilization can be founded', () => {
    const state = position({
      players: [{ name: 'Tom' }, { name: 'Ewa' }],
      board: [
        ...row(['sll', 'sll', null, 'sll', 'sll', null, 'sll', 'sll']),
        ...row(['sll', 'sll', null, 'sll', 'sll', null, 'sll', 'sll', null, 'sll', 'sll'], [4, 0]),
      ],
      markers: { red: [0, 0], blue: [0, 3], yellow: [0, 6], green: [4, 0], purple: [4, 3], white: [4, 6] },
    });
    expectRefusal(foundCivilization(state, { colour: 'red', at: [4, 9] }), 'no-marker-left');
  });

  it('interpretation: a continent with more wheat than followers in the reserve gives what the reserve holds', () => {
    const state = position({ players: [{ name: 'Tom' }], board: row(['sll.WWWW', 'sll.WWW']) });
    const { events } = resolved(foundCivilization(state, { colour: 'red', at: [0, 0] }));
    expect(events[0]).toMatchObject({ wheat: 7, followers: 5, reading: 'supply-limit' });
  });
});

describe('taking a follower (section "Pozyskanie wyznawcy")', () => {
  it('a player takes one follower of a civilization on the board from the reserve', () => {
    const { state, events } = resolved(takeFollower(twoContinents(), { colour: 'blue' }));
    expect(events).toEqual([{ type: 'follower-taken', player: 0, colour: 'blue' }]);
    expect(state.players[0]?.followers.blue).toBe(1);
    expect(state.supply.blue).toBe(2);
  });

  it('only followers of civilizations on the board can be taken', () => {
    expectRefusal(takeFollower(twoContinents(), { colour: 'red' }), 'colour-not-on-board');
  });

  it('no follower of a colour can be taken when the reserve has none left', () => {
    const state = twoContinents({ players: [{ name: 'Tom', followers: { blue: 2 } }, { name: 'Ewa', followers: { blue: 3 } }] });
    expectRefusal(takeFollower(state, { colour: 'blue' }), 'supply-empty');
  });
});
