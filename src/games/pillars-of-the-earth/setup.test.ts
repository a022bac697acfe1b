import { describe, expect, it } from 'vitest';
import { INITIAL_COST } from './cost-track';
import { CRAFTSMAN_ROW_LIMIT } from './craftsmen';
import { BUILDERS_PER_PLAYER, dealFirstRound, isResourceDeck, setupGame, startingWealth } from './setup';
import { RESOURCE_DECK, craftsman } from './test-support';
import type { PillarsState } from './types';
import { workerCount } from './workers';

function table(colours: Parameters<typeof setupGame>[0]['colours'], startPlayer?: number): PillarsState {
  const r = setupGame(startPlayer === undefined ? { colours } : { colours, startPlayer });
  if (!r.ok) throw new Error(r.reason);
  return r.value;
}

const ROUND_ONE = [craftsman('c1', 3), craftsman('c2', 4), craftsman('c3', 5), craftsman('c4', 6)];

describe('Setting up (Przygotowanie gry)', () => {
  it('the game is for 2 to 4 players', () => {
    expect(setupGame({ colours: ['red'] })).toMatchObject({ ok: false, reason: 'player-count-out-of-range' });
    expect(setupGame({ colours: ['red', 'blue', 'green', 'yellow', 'red'] })).toMatchObject({ ok: false, reason: 'player-count-out-of-range' });
    for (const n of [2, 3, 4]) expect(setupGame({ colours: (['red', 'blue', 'green', 'yellow'] as const).slice(0, n) }).ok).toBe(true);
  });

  it('each player chooses a different colour', () => {
    expect(setupGame({ colours: ['red', 'red'] })).toMatchObject({ ok: false, reason: 'duplicate-colour', detail: { colour: 'red' } });
    expect(setupGame({ colours: ['red', 'purple' as 'red'] })).toMatchObject({ ok: false, reason: 'unknown-colour' });
  });

  it('the start player must sit at the table', () => {
    expect(setupGame({ colours: ['red', 'blue'], startPlayer: 2 })).toMatchObject({ ok: false, reason: 'no-such-seat' });
  });

  it('each player has 7 small workers and 1 large one, which counts as 5: 12 workers', () => {
    for (const p of table(['red', 'blue', 'green']).players) {
      expect(p.workers).toEqual({ small: 7, large: 1 });
      expect(workerCount(p.workers)).toBe(12);
    }
  });

  it('each player has 3 master builders', () => {
    expect(BUILDERS_PER_PLAYER).toBe(3);
  });

  it('each player lays out a mortar mixer, a woodworker and a stonecutter of their colour', () => {
    const [red] = table(['red', 'blue']).players;
    expect(red?.craftsmen.map((c) => c.id)).toEqual(['red-mortar-mixer', 'red-woodworker', 'red-stonecutter']);
    expect(CRAFTSMAN_ROW_LIMIT - (red?.craftsmen.length ?? 0)).toBe(2);
  });

  it('every victory point marker starts on field 2', () => {
    expect(table(['red', 'blue', 'green', 'yellow']).players.map((p) => p.points)).toEqual([2, 2, 2, 2]);
  });

  it('the start player has 20 gold and each next player clockwise 1 more: 20, 21, 22, 23', () => {
    expect(table(['red', 'blue', 'green', 'yellow']).players.map((p) => p.wealth)).toEqual([20, 21, 22, 23]);
    // The start player need not sit first: wealth counts from them, clockwise.
    expect(table(['red', 'blue', 'green', 'yellow'], 2).players.map((p) => p.wealth)).toEqual([22, 23, 20, 21]);
    expect(table(['red', 'blue'], 1).players.map((p) => p.wealth)).toEqual([21, 20]);
    expect(startingWealth(0, 1, 3)).toBe(22);
  });

  it('the market gets 4 stone, 4 wood and 4 sand; the rest stays on the resource spaces', () => {
    const s = table(['red', 'blue']);
    expect(s.market).toEqual({ stone: 4, wood: 4, sand: 4, metal: 0 });
    expect(s.supply).toEqual({ stone: 19, wood: 19, sand: 19, metal: 12 });
  });

  it("1 metal lies on the King's court and 4 grey workers stand in Shiring castle", () => {
    const s = table(['red', 'blue']);
    expect(s.kingsCourtMetal).toBe(1);
    expect(s.shiringCastleWorkers).toBe(4);
  });

  it('the cost marker starts on field 7', () => {
    expect(INITIAL_COST).toBe(7);
    expect(table(['red', 'blue']).costMarker).toBe(7);
  });
});

describe('Laying out the first round (Przygotowanie gry, last steps)', () => {
  const dealt = (seed: number) => {
    const r = dealFirstRound(table(['red', 'blue', 'green']), { resourceDeck: RESOURCE_DECK, craftsmen: ROUND_ONE }, seed);
    if (!r.ok) throw new Error(r.reason);
    return r.value;
  };

  it('the resource deck has three cards per resource, bringing 2, 3 and 4 tokens', () => {
    expect(isResourceDeck(RESOURCE_DECK)).toBe(true);
    expect(isResourceDeck(RESOURCE_DECK.slice(1))).toBe(false);
  });

  it('the resource cards ask 2 workers (the small sand card) up to 10 (the largest stone card), as the source says', () => {
    const withWorkers = (id: string, workers: number) => RESOURCE_DECK.map((c) => (c.id === id ? { ...c, workers } : c));
    expect(isResourceDeck(withWorkers('stone-4', 9))).toBe(false);
    expect(isResourceDeck(withWorkers('sand-2', 3))).toBe(false);
    expect(isResourceDeck(withWorkers('wood-3', 11))).toBe(false);
  });

  it('the pool holds 7 resource cards and 2 craftsmen; 2 resource cards are put aside; 2 craftsmen go to Shiring', () => {
    const s = dealt(5);
    expect(s.pool.resources).toHaveLength(7);
    expect(s.pool.craftsmen).toHaveLength(2);
    expect(s.resourcesAside).toHaveLength(2);
    expect(s.shiring).toHaveLength(2);
    const all = [...s.pool.resources, ...s.resourcesAside].map((c) => c.id).sort();
    expect(all).toEqual(RESOURCE_DECK.map((c) => c.id).sort());
    expect([...s.shiring, ...s.pool.craftsmen].map((c) => c.id).sort()).toEqual(['c1', 'c2', 'c3', 'c4']);
  });

  it('the same seed deals the same pool; the shuffle depends on it', () => {
    expect(dealt(11)).toEqual(dealt(11));
    const pools = new Set([1, 2, 3, 4, 5, 6].map((seed) => JSON.stringify(dealt(seed).pool)));
    expect(pools.size).toBeGreaterThan(1);
  });

  it('refuses a deck that is not the resource deck, or a craftsman stack that is not 4 cards', () => {
    const s = table(['red', 'blue']);
    expect(dealFirstRound(s, { resourceDeck: RESOURCE_DECK.slice(0, 8), craftsmen: ROUND_ONE }, 1)).toMatchObject({ reason: 'not-the-resource-deck' });
    expect(dealFirstRound(s, { resourceDeck: RESOURCE_DECK, craftsmen: ROUND_ONE.slice(0, 3) }, 1)).toMatchObject({ reason: 'wrong-craftsman-stack-size' });
  });
});
