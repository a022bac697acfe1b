import { applyAction, buildPosition, cellKey, type Cell, type Choices, type Colour, type GheosAction } from '../../games/gheos';
import type { LocalizedGheosExample } from '../../explainers/gheos/story';
import type { EngineRefusal } from './types';

type Place = string | readonly number[];

/**
 * Plays a Gheos example's action strictly: each decision the engine asks for
 * gets the example's own choice, unchanged (a wrong one is the engine's to
 * refuse), or the first legal option when the example makes none. A refusal
 * blames the choice just given, or else the action. Choices the action never
 * asks for are given to the engine too, which refuses them.
 */
export function checkGheos(d: LocalizedGheosExample): EngineRefusal[] {
  const built = buildPosition(d.position);
  if (!built.ok) return [{ at: 'position', reason: built.reason, ...(built.detail ? { detail: built.detail } : {}) }];
  const start = built.value;
  const action = d.action as GheosAction;
  const source = d.choices ?? {};
  const choices: Required<Choices> = { payments: [], warWinners: [], migrations: {} };
  let blamed = 'action';
  for (let i = 0; i < 20; i++) {
    const r = applyAction(start, action, choices);
    if (r.ok) break;
    if (r.reason !== 'decision-needed') return [{ at: r.reason === 'invalid-choice' ? blamed : 'action', reason: r.reason, ...(r.detail ? { detail: r.detail } : {}) }];
    const decision = r.decision;
    if (decision.kind === 'payment') {
      const k = choices.payments.length;
      const own = source.payments?.[k];
      choices.payments.push(own ?? decision.options[0]!);
      blamed = own === undefined ? 'action' : `choices.payments[${k}]`;
    } else if (decision.kind === 'war-winner') {
      const k = choices.warWinners.length;
      const own = source.warWinners?.[k];
      choices.warWinners.push(own ?? decision.options[0]!);
      blamed = own === undefined ? 'action' : `choices.warWinners[${k}]`;
    } else {
      const c = decision.civilization;
      const own = source.migrations?.[c] as Place | undefined;
      const fits = own === undefined ? undefined : decision.options.find((o) => (typeof own === 'string' ? own === o.ref || o.cells.includes(own.split(':')[0] as never) : o.cells.includes(cellKey(own as unknown as Cell))));
      choices.migrations[c] = own === undefined ? decision.options[0]!.ref : (fits?.ref ?? (typeof own === 'string' ? own : cellKey(own as unknown as Cell)));
      blamed = own === undefined ? 'action' : `choices.migrations.${c}`;
    }
  }
  // Choices left over: the engine refuses a choice nothing asked for.
  const extra: [string, Choices][] = [];
  (source.payments ?? []).slice(choices.payments.length).forEach((c, j) => extra.push([`choices.payments[${choices.payments.length + j}]`, { ...choices, payments: [...choices.payments, c] }]));
  (source.warWinners ?? []).forEach((c, j) => {
    if (!choices.warWinners.includes(c)) extra.push([`choices.warWinners[${j}]`, { ...choices, warWinners: [...choices.warWinners, c] }]);
  });
  for (const [c, place] of Object.entries(source.migrations ?? {}) as [Colour, Place][]) {
    if (choices.migrations[c] === undefined) extra.push([`choices.migrations.${c}`, { ...choices, migrations: { ...choices.migrations, [c]: typeof place === 'string' ? place : cellKey(place as unknown as Cell) } }]);
  }
  for (const [at, more] of extra) {
    const r = applyAction(start, action, more);
    if (!r.ok && r.reason !== 'decision-needed') return [{ at, reason: r.reason, ...(r.detail ? { detail: r.detail } : {}) }];
    return [{ at, reason: 'choice-never-asked' }];
  }
  return [];
}
