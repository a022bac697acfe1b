/**
 * The engine's player uses the whole board: a referee saw it never send a priest to the temple,
 * which scores every round (it valued a priest there at half a point; no priest in nine games).
 */
import { describe, expect, it } from 'vitest';
import { bestInput } from './enginePlayer';
import { boraRules, type BoraTable } from './rules';

const rules = boraRules(['Ala', 'Bartek', 'Celina', 'Dawid']);

/** A game of engine players only, played through the sandbox's rules: every event it brought. */
function engineGame(players: number, seed: number): BoraTable['events'] {
  let t = rules.start({ players, seed }) as BoraTable;
  const events: BoraTable['events'] = [];
  for (let guard = 0; guard < 3000 && !t.final; guard++) {
    const seat = rules.seatToAct(t);
    const code = rules.forced(t) ?? bestInput(t, seat ?? 0);
    const r = rules.apply(t, code);
    if (!r.ok) throw new Error(`${code} refused: ${String(r.reason)}`);
    t = r.table;
    events.push(...t.events);
  }
  expect(t.final, `${players} players, seed ${seed}: the game ended`).not.toBeNull();
  return events;
}

describe("the engine's player", () => {
  for (const players of [2, 3, 4]) {
    it(`sends priests to the temple in games of ${players}`, () => {
      const priests = [1, 2].map((seed) => engineGame(players, seed).filter((e) => e.type === 'priest-placed').length);
      expect(priests.every((n) => n > 0), `priests placed per game: ${priests.join(', ')}`).toBe(true);
    }, 60_000);
  }
});
