import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ABILITIES, SEXES, paymentOptions, type BoraBoraState } from '../../../games/bora-bora';
import { at } from '../../../games/choiceEngine';
import { playMachine } from '../../sandbox/playMachine';
import { phaseBCode } from './codec';
import { applyCode, boraRules, positionOf, type BoraTable } from './rules';

/**
 * A table of an engine game (seed 1) in Phase B, the player to act given a man on their board, two green god
 * cards, a gift and a god tile (the engine's players gather neither people nor gods): paying with a
 * card, the pair or the tile are all open to them.
 */
function greenChoices(): { table: BoraTable; s: BoraBoraState }[] {
  const found: { table: BoraTable; s: BoraBoraState }[] = [];
  const seed = 1;
  const actor = createActor(playMachine, { input: { rules: boraRules(['Ala', 'Bartek', 'Celina', 'Dawid']), start: { setup: { players: 2, seed }, seats: ['engine', 'engine'] } } }).start();
  const tables = actor.getSnapshot().context.timeline.tables as BoraTable[];
  // The start of a player's Phase B: nothing used yet.
  const unused = (t: BoraTable) => {
    const s = positionOf(t);
    const b = s.players[s.order[s.active] ?? 0]?.phaseB;
    return !!b && !b.man && !b.woman && !b.green;
  };
  const table = tables.find((t) => !t.engine.pending && positionOf(t).phase === 'B' && unused(t));
  if (!table) return found;
  const s: BoraBoraState = structuredClone(positionOf(table));
  const p = s.players[s.order[s.active] ?? 0]!;
  Object.assign(p, { godCards: [...p.godCards, 'green', 'green'], gifts: p.gifts + 1, godTiles: p.godTiles + 1 });
  // A man whose ability can act at this table (some have nothing to act on: no path to spread along, say).
  for (const ability of ABILITIES) {
    p.spaces[0] = { ...p.spaces[0]!, person: { sex: 'man', ability, symbols: 1, shifted: false } };
    const candidate: BoraTable = { engine: at(structuredClone(s)), events: [], final: null };
    if (applyCode(candidate, phaseBCode(s, { type: 'use', sex: 'man', ability })).ok) {
      found.push({ table: candidate, s: positionOf(candidate) });
      break;
    }
  }
  return found;
}

describe('the green god paid as the reader chooses (Phase B)', () => {
  it('each way of paying is its own code, and the engine takes that payment', () => {
    const cases = greenChoices();
    expect(cases.length).toBeGreaterThan(0);
    for (const { table, s } of cases) {
      const p = s.players[s.order[s.active] ?? 0]!;
      const person = p.spaces.find((x) => x.person)!.person!;
      expect(SEXES).toContain(person.sex);
      expect(ABILITIES).toContain(person.ability);
      expect(paymentOptions(p, 'green').length).toBe(3);
      const after = paymentOptions(p, 'green').map((double) => {
        const code = phaseBCode(s, { type: 'use', sex: person.sex, ability: person.ability, double });
        let r = applyCode(table, code);
        expect(r.ok ? "ok" : r.reason, code).toBe("ok");
        // The step's own questions answered with their first option, to the table after it.
        for (let n = 0; r.ok && r.table.engine.pending && n < 10; n++) r = applyCode(r.table, r.table.engine.pending.decision.kind === 'trades' ? 't' : 'a0');
        expect(r.ok && !r.table.engine.pending).toBe(true);
        const q = r.ok ? positionOf(r.table).players[s.order[s.active] ?? 0]! : p;
        // What the payment took: god cards by colour, gifts and god tiles.
        return JSON.stringify([q.godCards.slice().sort(), q.gifts, q.godTiles]);
      });
      // Two different ways of paying leave the player holding different things.
      expect(new Set(after).size).toBe(after.length);
    }
  });
});
