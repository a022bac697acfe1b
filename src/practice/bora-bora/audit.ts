/**
 * Test support (issue 26): each Bora Bora kind's answer worked out twice more, once through the
 * engine's public API by another path than the kind's (`second`), once from what the reader is
 * shown only, the picture's view and the lines under it (`solve`).
 */
import { at } from '../../games/choiceEngine';
import { play } from '../../games/driver';
import { actionsOf, boraBoraEngine, choiceValues, type Answer, type BoraBoraState, type Decision, type DiceSpot } from '../../games/bora-bora';
import type { BoraView } from '../../explainers/bora-bora/views';
import type { Message } from '../../explainers/types';
import type { KindAudit } from '../kindTests';
import type { Question } from '../types';
import { spotsLabel } from './dieSpots';
import { replayGame, type GameRecord } from './play';

type Q = Question<BoraView> & { position: GameRecord };

const stateOf = (q: Q): BoraBoraState => {
  const r = replayGame(q.position);
  if (!r.ok) throw new Error(r.reason);
  return r.state;
};
const param = (m: Message, name: string): unknown => m.params?.[name];
/** The text of a name given as a literal message (names read the same in both languages). */
const nameIn = (m: Message, name: string): string => String((param(m, name) as Message).params?.text);

/** Any first answer the engine offers: enough to know it accepts the move. */
const firstAnswer = (d: Decision): Answer | undefined => (d.kind === 'trades' ? ([] as unknown as Answer) : choiceValues(d)[0]);

const dieSpots: KindAudit<BoraView, GameRecord> = {
  // Every spot tried with the die through the driver, each decision answered with its first option.
  second(q) {
    const s = stateOf(q);
    const die = Number(param(q.prompt, 'die'));
    const player = s.order[s.active]!;
    const accepted = s.spots.filter((spot) =>
      actionsOf(spot).some((action) => play(boraBoraEngine, at(s), [{ kind: 'die', placement: { player, die, spot }, choices: actionsOf(spot).length > 1 ? { action } : {} }], firstAnswer, { maxDecisions: 40 }).ok),
    );
    return spotsLabel(s, accepted);
  },
  // The value rule on the dice the picture shows, less every tile whose actions the lines say cannot be carried out.
  solve(q) {
    const die = Number(param(q.prompt, 'die'));
    const spots = q.view.spots ?? [];
    const closed = (q.details ?? []).filter((d) => d.key === 'bora.practice.die-spots.closed').map((d) => (param(d, 'action') as Message).key.replace('bora.action.', ''));
    const open = spots.filter((x) => {
      const values = x.dice.map((d) => d.value);
      const fits = x.spot === 'fishing' || values.length === 0 || die < Math.min(...values);
      return fits && !actionsOf(x.spot).every((a) => closed.includes(a));
    });
    return spotsLabel({ spots: spots.map((x) => x.spot) as DiceSpot[] }, open.map((x) => x.spot));
  },
};

export const AUDITS: Record<string, KindAudit<BoraView, GameRecord>> = { 'die-spots': dieSpots };
void nameIn;
