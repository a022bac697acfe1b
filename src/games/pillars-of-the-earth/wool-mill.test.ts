import { describe, expect, it } from 'vitest';
import { eventsOf, position } from './test-support';
import { capWealth, resolveWoolMill, WEALTH_CAP } from './wool-mill';

describe('Wool mill income (3. Zyski z Przędzalni)', () => {
  it('each player earns 1 gold per worker in the wool mill', () => {
    const s = position({ players: [{ colour: 'red', wealth: 10, woolMill: { small: 4, large: 0 } }, { colour: 'blue', wealth: 10 }] });
    const { state, events: trace } = resolveWoolMill(s);
    expect(state.players.map((p) => p.wealth)).toEqual([14, 10]);
    expect(eventsOf(trace, 'wool-mill-income').map((e) => e.income)).toEqual([4, 0]);
  });

  it('the large worker counts as five', () => {
    const s = position({ players: [{ colour: 'red', wealth: 10, woolMill: { small: 2, large: 1 } }, { colour: 'blue', wealth: 10, woolMill: { small: 0, large: 1 } }] });
    expect(resolveWoolMill(s).state.players.map((p) => p.wealth)).toEqual([17, 15]);
  });

  it('no player may hold more than 30 gold; the rest of the income is lost', () => {
    expect(WEALTH_CAP).toBe(30);
    expect(capWealth(27, 12)).toEqual({ wealth: 30, gained: 3, lost: 9 });
    const s = position({ players: [{ colour: 'red', wealth: 25, woolMill: { small: 7, large: 1 } }, { colour: 'blue', wealth: 30, woolMill: { small: 1, large: 0 } }] });
    const { state, events: trace } = resolveWoolMill(s);
    expect(state.players.map((p) => p.wealth)).toEqual([30, 30]);
    expect(eventsOf(trace, 'wool-mill-income').map((e) => [e.gained, e.lost])).toEqual([[5, 7], [0, 1]]);
  });

  it('then the workers go back to their owner', () => {
    const s = position({ players: [{ colour: 'red', woolMill: { small: 3, large: 1 } }, { colour: 'blue' }] });
    const { state } = resolveWoolMill(s);
    expect(state.players[0]?.woolMill).toEqual({ small: 0, large: 0 });
    expect(state.players[0]?.workers).toEqual({ small: 7, large: 1 });
  });
});
