/**
 * `draft` copies the state part by part (state.ts): a field it forgot would be shared between a state and
 * the engine's next one, so changing one would change the other. Checked on every state of whole random
 * games: the copy equals the state, and shares no object with it but the printed board and the tiles.
 */
import { describe, expect, it } from 'vitest';
import { playRandomGame } from './random-play';
import { draft, type BoraBoraState } from './state';

/** What no rule changes, so `draft` shares it: the board, and every tile in a supply, a display or a hand. */
const SHARED = /^(layout|players\.\d+\.(tasks|jewellery)\.\d+|taskDisplay\.\d+|taskStack\.\d+|(men|women)\.(display|stack)\.\d+|jewellery\.\d+\.\d+)$/;

/** The paths at which `a` and `b` hold the same object, outside what may be shared. */
function sharedObjects(a: unknown, b: unknown, path = ''): string[] {
  if (a === null || typeof a !== 'object' || b === null || typeof b !== 'object') return [];
  if (SHARED.test(path)) return [];
  if (a === b) return [path || '(the state)'];
  return Object.keys(a).flatMap((k) => sharedObjects((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], path ? `${path}.${k}` : k));
}

/** The objects at the paths `draft` shares, by path. */
function sharedParts(v: unknown, path = '', out: [string, object][] = []): [string, object][] {
  if (v === null || typeof v !== 'object') return out;
  if (SHARED.test(path) && path !== 'layout') out.push([path, v]);
  else for (const k of Object.keys(v)) sharedParts((v as Record<string, unknown>)[k], path ? `${path}.${k}` : k, out);
  return out;
}

describe('draft', () => {
  for (const players of [2, 3, 4]) {
    it(`copies every state of a ${players}-player game whole, sharing only the board and the tiles`, () => {
      const states: BoraBoraState[] = [];
      playRandomGame(players, 40 + players, (step) => states.push(step.after));
      expect(states.length).toBeGreaterThan(50);
      const problems = states.flatMap((s, i) => {
        const copy = draft(s);
        const shared = sharedObjects(copy, s).map((p) => `state ${i}: ${p} shared`);
        return JSON.stringify(copy) === JSON.stringify(s) ? shared : [`state ${i}: the copy differs`, ...shared];
      });
      expect(problems.slice(0, 10)).toEqual([]);
    });
  }

  it('shares only what no rule changes: a tile reads the same in every state of a game that holds it', () => {
    const first = new Map<object, string>();
    const changed: string[] = [];
    for (const players of [2, 3, 4]) {
      playRandomGame(players, 50 + players, (step) => {
        for (const [path, tile] of sharedParts(step.after)) {
          const text = JSON.stringify(tile);
          if (!first.has(tile)) first.set(tile, text);
          else if (first.get(tile) !== text && changed.length < 10) changed.push(`${players}p ${step.label}: ${path} was ${first.get(tile)}, now ${text}`);
        }
      });
    }
    expect(first.size).toBeGreaterThan(100);
    expect(changed).toEqual([]);
  });

  it('finds a part left shared (the check can fail)', () => {
    const states: BoraBoraState[] = [];
    playRandomGame(2, 7, (step) => states.push(step.after));
    const s = states[states.length - 1]!;
    expect(sharedObjects({ ...draft(s), regions: s.regions }, s)).toContain('regions');
    expect(sharedObjects({ ...draft(s), players: s.players.map((p, i) => (i === 1 ? { ...p, spaces: p.spaces } : p)) }, s)).toEqual(expect.arrayContaining(['players.0', 'players.1.spaces']));
  });
});
