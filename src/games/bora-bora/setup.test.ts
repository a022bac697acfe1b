import { describe, expect, it } from 'vitest';
import type { BoraBoraState } from './state';
import { newGame, placeStartingHut, startRegions, taskDisplaySize, TEMPLE_GOD_TILES } from './setup';
import { decisionOf, eventsOf, expectRefusal, resolved, sampleSetup } from './test-support';
import { GOD_CARDS_PER_COLOUR, GOD_COLOURS } from './types';

function game(players = 4, seed = 7): BoraBoraState {
  const names = ['Ala', 'Bartek', 'Celina', 'Dawid'].slice(0, players);
  const r = newGame(sampleSetup(names, seed));
  if (!r.ok) throw new Error(r.reason);
  return r.value;
}

describe('Setting up (Przygotowanie)', () => {
  it('the game is for 2 to 4 players', () => {
    expectRefusal(newGame(sampleSetup(['Ala'], 1)), 'player-count-out-of-range');
    expectRefusal(newGame(sampleSetup(['A', 'B', 'C', 'D', 'E'], 1)), 'player-count-out-of-range');
  });

  it('five, six or seven action tiles, by number of players', () => {
    expect(game(2).spots).toHaveLength(6);
    expect(game(3).spots).toHaveLength(7);
    expect(game(4).spots).toHaveLength(8);
  });

  it('each player gets 12 huts on their board, 6 buildings, a god tile, 4 priests, 2 god cards and 2 gifts', () => {
    for (const p of game().players) {
      expect(p.spaces.reduce((n, s) => n + s.huts, 0)).toBe(12);
      expect(p.spaces[11]?.huts).toBe(2);
      expect(p.unbuilt).toHaveLength(6);
      expect(p).toMatchObject({ godTiles: 1, priests: 4, gifts: 2, shells: 0 });
      expect(p.godCards).toHaveLength(2);
    }
  });

  it('each player holds one start task and two other tasks; players + 2 tasks lie on the board', () => {
    const s = game(3);
    for (const p of s.players) {
      expect(p.tasks).toHaveLength(3);
      expect(p.tasks.filter((t) => t.start)).toHaveLength(1);
    }
    expect(s.taskDisplay).toHaveLength(taskDisplaySize(3));
    expect([2, 3, 4].map((n) => taskDisplaySize(n as 2 | 3 | 4))).toEqual([4, 5, 6]);
  });

  it('60 god cards, 12 per colour, with five face up; six god tiles in the temple; 6 men and 6 women on the board', () => {
    const s = game();
    const all = [...s.godDeck, ...s.godDisplay, ...s.players.flatMap((p) => p.godCards)];
    for (const c of GOD_COLOURS) expect(all.filter((x) => x === c)).toHaveLength(GOD_CARDS_PER_COLOUR);
    expect(s.godDisplay).toHaveLength(5);
    expect(s.templeGodTiles).toBe(TEMPLE_GOD_TILES);
    expect(s.men.display.filter(Boolean)).toHaveLength(6);
    expect(s.women.display.filter(Boolean)).toHaveLength(6);
    expect(s.jewellery.map((c) => c.length)).toEqual([4, 4, 4, 4, 4, 4]);
  });

  it('the score markers start on 0, 1, 2 and 3 in turn order; the position markers stack with the first player on top', () => {
    const s = game();
    expect(s.order.map((id) => s.players[id]?.score)).toEqual([0, 1, 2, 3]);
    const heights = s.order.map((id) => s.players[id]?.positionStamp ?? 0);
    expect([...heights].sort((a, b) => b - a)).toEqual(heights);
  });

  it('the same seed deals the same game', () => {
    expect(game(3, 99)).toEqual(game(3, 99));
    expect(game(3, 99)).not.toEqual(game(3, 100));
  });
});

describe('Start huts (Przygotowanie)', () => {
  it('in reverse turn order each player puts a hut next to a one-fish tile and takes the region’s resource', () => {
    let s = game(2);
    const last = s.order[1] ?? 0;
    const first = s.order[0] ?? 0;
    expectRefusal(placeStartingHut(s, first, {}), 'not-your-turn');
    const d = decisionOf(placeStartingHut(s, last));
    expect(d).toMatchObject({ kind: 'start-region' });
    expect(startRegions(s).every((id) => s.regions.find((r) => r.id === id)?.fish === 1)).toBe(true);
    const region = startRegions(s)[0] ?? '';
    const r = resolved(placeStartingHut(s, last, { region, hutFrom: 'other', materialSpaces: [0, 1, 2, 3].slice(0, 0) }).ok
      ? placeStartingHut(s, last, { region, hutFrom: 'other' })
      : placeStartingHut(s, last, { region, hutFrom: 'other', materialSpaces: [s.layout.ritual.findIndex(() => true)] }));
    expect(eventsOf(r.events, 'resource-taken')).toHaveLength(1);
    s = r.state;
    expect(startRegions(s)).not.toContain(region);
  });
});
