import { describe, expect, it } from 'vitest';
import { playTile } from './tilePlay';
import { eventsOf, position, resolved, row } from './test-support';

describe('temples (section "Świątynie")', () => {
  it('a temple laid on an inhabited continent scores one point per matching symbol there, for the player who laid it', () => {
    const state = position({
      players: [{ name: 'Ewa', hand: ['sll.TS'] }, { name: 'Tom', followers: { yellow: 1 } }],
      board: row(['sll.S', 'sll.W', 'sll.S']),
      markers: { yellow: [0, 0] },
    });
    const { state: next, events } = resolved(playTile(state, { kind: 'place', hand: 0, at: [0, 3], rot: 0 }));
    expect(eventsOf(events, 'temple-scored')).toEqual([
      {
        type: 'temple-scored',
        player: 0,
        at: '0,3',
        symbol: 'swords',
        points: 2,
        civilization: 'yellow',
        continent: ['0,0', '0,1', '0,2', '0,3'],
      },
    ]);
    expect(next.players.map((p) => p.score)).toEqual([2, 0]);
  });

  it('temples are not counted as symbols, neither the new one nor others', () => {
    const state = position({
      players: [{ name: 'Ewa', hand: ['sll.TCTC'] }, { name: 'Tom', followers: { yellow: 1 } }],
      board: row(['sll.C', 'sll.TC', 'sll']),
      markers: { yellow: [0, 0] },
    });
    const { events } = resolved(playTile(state, { kind: 'place', hand: 0, at: [0, 3], rot: 0 }));
    expect(eventsOf(events, 'temple-scored').map((e) => e.points)).toEqual([1, 1]);
  });

  it('a temple on an uninhabited continent scores nothing', () => {
    const state = position({ players: [{ name: 'Ewa', hand: ['sll.TW'] }], board: row(['sll.W', 'sll.W']) });
    const { state: next, events } = resolved(playTile(state, { kind: 'place', hand: 0, at: [0, 2], rot: 0 }));
    expect(eventsOf(events, 'temple-not-scored')[0]).toMatchObject({ why: 'uninhabited', region: ['0,0', '0,1', '0,2'] });
    expect(next.players[0]?.score).toBe(0);
  });

  it('a temple that is not part of a continent scores nothing', () => {
    const state = position({
      players: [{ name: 'Ewa', hand: ['css.TW'] }, { name: 'Tom', followers: { red: 1 } }],
      board: row(['sll.W', 'sll.W']),
      markers: { red: [0, 0] },
    });
    const { events } = resolved(playTile(state, { kind: 'place', hand: 0, at: [0, 2], rot: 0 }));
    expect(eventsOf(events, 'temple-not-scored')[0]).toMatchObject({ why: 'not-on-continent', region: ['0,2'] });
  });

  it('a temple scores after the war its tile caused, on the continent the winner now holds', () => {
    const state = position({
      players: [{ name: 'Adam', followers: { red: 1 }, hand: ['sll.TWS'] }, { name: 'Ewa', followers: { yellow: 1 } }],
      board: row(['sll.WS', 'sll', null, 'sll.W', 'sll.W']),
      markers: { red: [0, 0], yellow: [0, 3] },
    });
    const { events } = resolved(playTile(state, { kind: 'place', hand: 0, at: [0, 2], rot: 0 }, { payments: ['red'] }));
    expect(events.map((e) => e.type).slice(-3)).toEqual(['war-won', 'civilization-destroyed', 'temple-scored']);
    // All wheat on the joined continent counts, the loser's land included.
    expect(eventsOf(events, 'temple-scored')[0]).toMatchObject({ civilization: 'red', points: 3 });
  });

  it('a temple scores nothing on a piece its civilization migrated away from', () => {
    const state = position({
      players: [{ name: 'Adam', followers: { red: 1 }, hand: ['css.TW'] }],
      board: row(['sll.W', 'sll.W', 'sll', 'sll', 'sll.W']),
      markers: { red: [0, 3] },
    });
    // The new tile's temple sits on a coast strip facing the right-hand piece; red goes left.
    const { events } = resolved(playTile(state, { kind: 'replace', hand: 0, at: [0, 2], rot: 2 }, { payments: ['red'] }));
    expect(eventsOf(events, 'migration')[0]?.to?.cells).toEqual(['0,0', '0,1']);
    expect(eventsOf(events, 'temple-not-scored')[0]).toMatchObject({ why: 'uninhabited' });
  });
});
