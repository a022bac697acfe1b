/**
 * The engine's own player for the sandbox: a sparring partner, not a strong opponent. At each
 * input it tries every one the rules offer (every die on every tile it may go on, every Phase B
 * step without gods, every option of a question) one step ahead, and keeps the one that leaves
 * its seat best off: points first, then what it holds (gifts, shells, god cards, people, huts
 * out on the islands, priests in the temple). It never plays a god, and spends the helper's
 * whole budget on points.
 */
import { ABILITIES, SEXES, choiceValues, type BoraBoraState, type PlayerId } from '../../../games/bora-bora';
import { dieCode, phaseBCode } from './codec';
import { applyCode, decisionOf, positionOf, type BoraTable } from './rules';

/** How well off a seat is: points weigh most, then what it holds on the table. */
function worth(s: BoraBoraState, seat: PlayerId): number {
  const p = s.players[seat];
  if (!p) return 0;
  const people = p.spaces.filter((x) => x.person).length;
  const huts = s.regions.filter((r) => r.site === seat).length;
  const priests = s.temple.filter((x) => x === seat).length;
  return 4 * p.score + p.gifts + p.shells + p.godCards.length + 2 * people + 2 * huts + 2 * priests + 3 * p.jewellery.length;
}

/** Every input the seat may try now, as codes (gods left out); the engine takes some and refuses the rest. */
export function offeredCodes(t: BoraTable): string[] {
  const d = decisionOf(t);
  if (d) return d.kind === 'trades' ? [`t${'p'.repeat(d.budget)}`] : choiceValues(d).map((_, k) => `a${k}`);
  const s = t.engine.position;
  if (s.phase === 'setup') return ['h'];
  if (s.phase === 'A') {
    // Each face once on each spot; the engine says which it takes (a combined tile's action is asked after).
    const dice = [...new Set(s.players[s.order[s.active] ?? 0]?.dice ?? [])];
    return dice.flatMap((die) => s.spots.map((_, i) => dieCode(s, die, i)));
  }
  if (s.phase !== 'B') return [];
  const seat = s.order[s.active] ?? 0;
  const p = s.players[seat];
  const uses = SEXES.flatMap((sex) =>
    p && !p.phaseB[sex] ? ABILITIES.filter((ability) => p.spaces.some((x) => x.person?.sex === sex && x.person.ability === ability)).map((ability) => phaseBCode(s, { type: 'use', sex, ability })) : [],
  );
  return [...uses, 'e'];
}

/** The input the engine's player makes for `seat`: the offered one worth most one step ahead (the first of equals). */
export function bestInput(t: BoraTable, seat: number): string {
  const codes = [...new Set(offeredCodes(t))];
  let best = codes[codes.length - 1] ?? 'e';
  let bestWorth = -Infinity;
  for (const code of codes) {
    const r = applyCode(t, code);
    if (!r.ok) continue;
    const w = worth(positionOf(r.table), seat);
    if (w > bestWorth) [best, bestWorth] = [code, w];
  }
  return best;
}
