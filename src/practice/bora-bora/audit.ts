/**
 * Test support (issue 26): each Bora Bora kind's answer worked out twice more, once through the
 * engine's public API by another path than the kind's (`second`), once from what the reader is
 * shown only, the picture's view and the lines under it (`solve`).
 */
import { at } from '../../games/choiceEngine';
import { play } from '../../games/driver';
import { actionsOf, boraBoraEngine, choiceValues, type Answer, type BoraBoraEvent, type BoraBoraState, type Decision, type DiceSpot } from '../../games/bora-bora';
import { list, literal } from '../../explainers/bora-bora/common';
import type { BoraView } from '../../explainers/bora-bora/views';
import type { Message } from '../../explainers/types';
import type { KindAudit } from '../kindTests';
import type { Question } from '../types';
import { pairsLabel, stateOfBuild, type BuildPosition } from './build';
import { spotsLabel } from './dieSpots';
import type { BoraPosition } from './index';
import { replayGame, type GameRecord } from './play';

type Q = Question<BoraView> & { position: BoraPosition };

const stateOf = (q: Q): BoraBoraState => {
  const r = replayGame(q.position as GameRecord);
  if (!r.ok) throw new Error(r.reason);
  return r.state;
};
const param = (m: Message, name: string): unknown => m.params?.[name];
/** The text of a name given as a literal message (names read the same in both languages). */
const nameIn = (m: Message, name: string): string => String((param(m, name) as Message).params?.text);

/** Any first answer the engine offers: enough to know it accepts the move. */
const firstAnswer = (d: Decision): Answer | undefined => (d.kind === 'trades' ? ([] as unknown as Answer) : choiceValues(d)[0]);

const dieSpots: KindAudit<BoraView, BoraPosition> = {
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
    // The line naming every action, the closed ones under `cannot` (a list of action names, or "none").
    const names = (m: Message): string[] => (m.key.startsWith('bora.action.') ? [m.key.slice('bora.action.'.length)] : Object.values(m.params ?? {}).flatMap((p) => (typeof p === 'object' ? names(p) : [])));
    const line = (q.details ?? []).find((d) => d.key === 'bora.practice.die-spots.actions');
    if (!line) return null;
    const closed = names(param(line, 'cannot') as Message);
    const open = spots.filter((x) => {
      const values = x.dice.map((d) => d.value);
      const fits = x.spot === 'fishing' || values.length === 0 || die < Math.min(...values);
      return fits && !actionsOf(x.spot).every((a) => closed.includes(a));
    });
    return spotsLabel({ spots: spots.map((x) => x.spot) as DiceSpot[] }, open.map((x) => x.spot));
  },
};

/** Phase C played through the driver from the question's position, each decision answered with its first option: its events. */
function phaseC(q: Q): BoraBoraEvent[] {
  const played = play(boraBoraEngine, at(stateOf(q)), [{ kind: 'phase-c' }], firstAnswer, { maxDecisions: 80 });
  return played.trace.flatMap((step) => step.events);
}

const names = (q: Question<BoraView>) => q.view.players.map((p) => literal(p.name));
const seatNamed = (q: Question<BoraView>, name: string) => q.view.players.findIndex((p) => p.name === name);

const turnOrder: KindAudit<BoraView, BoraPosition> = {
  second(q) {
    const e = phaseC(q).find((x): x is Extract<BoraBoraEvent, { type: 'turn-order' }> => x.type === 'turn-order');
    return e ? list(e.order.map((seat) => names(q)[seat]!)) : null;
  },
  // The lines' spaces and places in the stack: the farthest first, on a shared space the top first.
  solve(q) {
    const markers = (q.details ?? []).filter((d) => d.key === 'bora.practice.turn-order.marker').map((d) => ({ name: nameIn(d, 'player'), space: Number(param(d, 'space')), level: Number(param(d, 'level')) }));
    if (markers.length !== q.view.players.length) return null;
    markers.sort((a, b) => b.space - a.space || b.level - a.level);
    return list(markers.map((m) => literal(m.name)));
  },
};

const points = (n: number): Message => ({ key: 'bora.practice.points', params: { n } });
/** Points per priest by round, as the rulebook's temple section prints them. */
const perPriest = (round: number) => (round <= 2 ? 1 : round <= 4 ? 2 : 3);

const templePoints: KindAudit<BoraView, BoraPosition> = {
  second(q) {
    const seat = seatNamed(q, nameIn(q.prompt, 'player'));
    const e = phaseC(q).find((x) => x.type === 'temple-scored' && x.player === seat);
    return e && e.type === 'temple-scored' ? points(e.points) : null;
  },
  // The player's priests in the picture's temple, times the round's value.
  solve(q) {
    const seat = seatNamed(q, nameIn(q.prompt, 'player'));
    const priests = (q.view.temple ?? []).filter((f) => f.seat === seat).length;
    return points(priests * perPriest(Number(param(q.prompt, 'round'))));
  },
};

const nobody: Message = { key: 'bora.practice.god-tile.nobody' };

const godTile: KindAudit<BoraView, BoraPosition> = {
  second(q) {
    const e = phaseC(q).find((x) => x.type === 'god-tile-awarded' || x.type === 'god-tile-removed');
    if (!e) return null;
    return e.type === 'god-tile-awarded' ? names(q)[e.player]! : nobody;
  },
  // Most priests in the picture's temple; a tie to the tied player whose priest stands farthest left.
  solve(q) {
    const fields = q.view.temple ?? [];
    const counts = q.view.players.map((p) => fields.filter((f) => f.seat === p.seat).length);
    const most = Math.max(0, ...counts);
    if (most === 0) return nobody;
    const first = fields.find((f) => f.seat !== null && counts[f.seat] === most);
    return first ? names(q)[first.seat!]! : null;
  },
};

type Pair = [number, number];

const build: KindAudit<BoraView, BoraPosition> = {
  // The die put on the Build tile through the driver once for every two ceremony spaces, with the lowest building
  // tile; the pairs the engine accepts.
  second(q) {
    const position = q.position as BuildPosition;
    const s = stateOfBuild(position);
    if (typeof s === 'string') return null;
    const player = s.order[s.active]!;
    const building = Math.min(...s.players[player]!.unbuilt);
    const n = s.layout.ritual.length;
    const accepted: Pair[] = [];
    for (let a = 0; a < n; a++) {
      for (let b = a + 1; b < n; b++) {
        const move = { kind: 'die' as const, placement: { player, die: position.die, spot: 'build' as const }, choices: { building, ritualPair: [a, b] as Pair } };
        if (play(boraBoraEngine, at(s), [move], firstAnswer, { maxDecisions: 40 }).ok) accepted.push([a, b]);
      }
    }
    return pairsLabel(accepted);
  },
  // The ceremony grid drawn for the player the question names: two spaces holding materials that share a side.
  solve(q) {
    const board = q.view.players.find((p) => p.name === nameIn(q.prompt, 'player'));
    if (!board) return null;
    const r = board.ritual;
    const pairs: Pair[] = [];
    r.forEach((x, a) =>
      r.forEach((y, b) => {
        if (b > a && x.content === 'material' && y.content === 'material' && Math.abs(x.row - y.row) + Math.abs(x.col - y.col) === 1) pairs.push([a, b]);
      }),
    );
    return pairsLabel(pairs);
  },
};

export const AUDITS: Record<string, KindAudit<BoraView, BoraPosition>> = { 'die-spots': dieSpots, 'turn-order': turnOrder, 'temple-points': templePoints, 'god-tile': godTile, build };
