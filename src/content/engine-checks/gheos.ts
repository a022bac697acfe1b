import { at } from '../../games/choiceEngine';
import { play } from '../../games/driver';
import { applyAction, buildPosition, cellKey, COLOURS, gheosEngine, type Cell, type CellKey, type Choices, type Decision, type GheosAnswer, type PartKey } from '../../games/gheos';
import { sameCell } from '../../explainers/gheos/resolveMove';
import type { LocalizedGheosExample } from '../../explainers/gheos/story';
import type { EngineRefusal } from './types';

/** A place as an example writes it: a cell `[row, col]`, or a cell or part key. */
const placeKey = (place: CellKey | PartKey | Cell): CellKey | PartKey => (typeof place === 'string' ? place : cellKey(place));

/**
 * Plays a Gheos example's action strictly, through the shared driver: each
 * decision the engine asks for gets the example's own choice, unchanged (a
 * wrong one is the engine's to refuse), or the first legal option when the
 * example makes none. A refusal blames the choice just given, or else the
 * action. Choices the action never asks for are given to the engine too,
 * which refuses them.
 */
export function checkGheos(d: LocalizedGheosExample): EngineRefusal[] {
  const built = buildPosition(d.position);
  if (!built.ok) return [{ at: 'position', reason: built.reason, ...(built.detail ? { detail: built.detail } : {}) }];
  const start = built.value;
  const source = d.choices ?? {};
  // The choices given so far, as the rule functions take them (for the leftovers below).
  const choices: Required<Choices> = { payments: [], warWinners: [], migrations: {} };
  let blamed = 'action';
  const answer = (decision: Decision): GheosAnswer => {
    if (decision.kind === 'migration') {
      const c = decision.civilization;
      const own = source.migrations?.[c];
      blamed = own === undefined ? 'action' : `choices.migrations.${c}`;
      if (own === undefined) return (choices.migrations[c] = decision.options[0]!.ref);
      // A place that is none of the tied destinations goes to the engine as written, for it to refuse.
      return (choices.migrations[c] = decision.options.find((o) => sameCell(own, o))?.ref ?? placeKey(own));
    }
    const list = decision.kind === 'payment' ? choices.payments : choices.warWinners;
    const path = decision.kind === 'payment' ? 'payments' : 'warWinners';
    const own = source[path]?.[list.length];
    blamed = own === undefined ? 'action' : `choices.${path}[${list.length}]`;
    list.push(own ?? decision.options[0]!);
    return list.at(-1)!;
  };
  const played = play(gheosEngine, at(start), [d.action], answer, { maxDecisions: 20 });
  if (!played.ok) return [{ at: played.reason === 'invalid-choice' ? blamed : 'action', reason: played.reason, ...(played.detail ? { detail: played.detail } : {}) }];
  // Choices left over: the engine refuses a choice nothing asked for.
  const extra: [string, Choices][] = [];
  (source.payments ?? []).slice(choices.payments.length).forEach((c, j) => extra.push([`choices.payments[${choices.payments.length + j}]`, { ...choices, payments: [...choices.payments, c] }]));
  (source.warWinners ?? []).forEach((c, j) => {
    if (!choices.warWinners.includes(c)) extra.push([`choices.warWinners[${j}]`, { ...choices, warWinners: [...choices.warWinners, c] }]);
  });
  for (const c of COLOURS) {
    const place = source.migrations?.[c];
    if (place !== undefined && choices.migrations[c] === undefined) extra.push([`choices.migrations.${c}`, { ...choices, migrations: { ...choices.migrations, [c]: placeKey(place) } }]);
  }
  for (const [where, more] of extra) {
    const r = applyAction(start, d.action, more);
    if (!r.ok && r.reason !== 'decision-needed') return [{ at: where, reason: r.reason, ...(r.detail ? { detail: r.detail } : {}) }];
    return [{ at: where, reason: 'choice-never-asked' }];
  }
  return [];
}
