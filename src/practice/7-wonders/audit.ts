/**
 * Test support (issue 26): each 7 Wonders kind's answer worked out twice more, once through the
 * engine's public API by another path than the kind's (`second`), once from what the reader is
 * shown only, the picture's view and the lines under it (`solve`).
 */
import { ACTIONS, playCard, resolveConflicts, type Age } from '../../games/seven-wonders';
import { msg } from '../../explainers/messages';
import type { CityView, RingView, SevenWondersView } from '../../explainers/seven-wonders/views';
import type { Message } from '../../explainers/types';
import type { KindAudit } from '../kindTests';
import { standing, type Standing, type SwGame } from './game';

type V = SevenWondersView;
interface Position {
  game: SwGame;
  turns: number;
  seat: number;
  card?: string;
}
type Audit = KindAudit<V, Position>;

const stand = (p: Position, turns = p.turns): Standing => {
  const s = standing(p.game, turns);
  if (typeof s === 'string') throw new Error(s);
  return s;
};
const param = (m: Message, name: string): unknown => m.params?.[name];
const numberIn = (m: Message, name: string) => Number(param(m, name));
/** The victory token of each Age, as the rulebook's conflict section prints it. */
const VICTORY = [1, 3, 5] as const;
const tokensLabel = (victories: number, defeats: number, age: Age): Message =>
  msg('sw.practice.tokens', { victories, defeats, points: victories * VICTORY[age - 1]! - defeats, value: VICTORY[age - 1]! });

/** A city's strength read from its cards and its board: shields on buildings, then beside each built stage. */
function strengthOf(s: Standing, seat: number): number {
  const city = s.cities[seat]!;
  const buildings = city.buildings.reduce((a, c) => a + (c.shields ?? 0), 0);
  const stages = (city.stageShields ?? []).slice(0, city.stagesBuilt).reduce((a, b) => a + b, 0);
  return buildings + stages;
}

const conflictTokens: Audit = {
  // The engine's comparison of neighbours run on its own, on strengths read from the cities.
  second(q) {
    const s = stand(q.position);
    const age = numberIn(q.prompt, 'age') as Age;
    const r = resolveConflicts(s.cities.map((_, seat) => strengthOf(s, seat)), age);
    if (!r.ok) return null;
    const mine = r.value.tokens[q.position.seat]!;
    const victories = mine.filter((t) => t.kind === 'victory').length;
    return tokensLabel(victories, mine.length - victories, age);
  },
  // The ring's shields, the player compared with the seats on either side.
  solve(q) {
    const ring = q.view as RingView;
    const age = numberIn(q.prompt, 'age') as Age;
    const seat = ring.seats.findIndex((x) => x.name === param(q.prompt, 'name'));
    const n = ring.seats.length;
    let victories = 0;
    let defeats = 0;
    for (const other of [(seat + 1) % n, (seat + n - 1) % n]) {
      const [a, b] = [ring.seats[seat]!.shields, ring.seats[other]!.shields];
      if (a > b) victories++;
      else if (a < b) defeats++;
    }
    return tokensLabel(victories, defeats, age);
  },
};

const shieldsLabel = (n: number): Message => msg('sw.practice.shields', { n });

/** The city the question's picture shows, if it names it as the asked player's. */
const askedCity = (q: Parameters<Audit['solve']>[0]): CityView | null => {
  const city = q.view as CityView;
  return city.owner === param(q.prompt, 'name') ? city : null;
};

const militaryStrength: Audit = {
  second: (q) => shieldsLabel(strengthOf(stand(q.position), q.position.seat)),
  // The red buildings' shields the lines name, and those the picture shows beside each built stage,
  // in the city the picture names as the asked player's.
  solve(q) {
    const city = askedCity(q);
    if (!city) return null;
    const buildings = (q.details ?? []).filter((d) => d.key === 'sw.practice.cardShields').reduce((a, d) => a + numberIn(d, 'n'), 0);
    if (city.stagesBuilt > 0 && !city.stageShields) return null;
    const stages = (city.stageShields ?? []).slice(0, city.stagesBuilt).reduce((a, b) => a + b, 0);
    return shieldsLabel(buildings + stages);
  },
};

const usesLabel = (build: boolean, wonder: boolean): Message => msg(`sw.practice.use.${build ? (wonder ? 'bwd' : 'bd') : wonder ? 'wd' : 'd'}`);

const cardUse: Audit = {
  // Each of the three actions tried by the engine on the city; the accepted ones kept.
  second(q) {
    const s = stand(q.position);
    const city = s.cities[q.position.seat]!;
    const card = q.position.game.cards[q.position.card ?? '']!;
    const ok = ACTIONS.filter((a) => playCard(city, card, a).ok);
    if (!ok.includes('discard')) return null;
    return usesLabel(ok.includes('build'), ok.includes('wonder'));
  },
  // The city's buildings by name and its free stages, as the picture shows them, in the city it names as the asked player's.
  solve(q) {
    const city = askedCity(q);
    if (!city) return null;
    const card = String(param(q.prompt, 'card'));
    return usesLabel(!city.buildings.some((b) => b.name === card), city.stagesBuilt < city.stages);
  },
};

const passing: Audit = {
  // One more turn played by the engine: the seat that now holds what the player kept. Hands may hold cards of the
  // same name, so a seat is read off the whole table: the shift that gives every seat the hand another one kept.
  second(q) {
    const { game, turns, seat } = q.position;
    const before = stand(q.position).hands;
    const after = stand(q.position, turns + 1).hands;
    const picks = game.ages.at(-1)!.picks[turns]!;
    const kept = before.map((hand, s) => {
      const rest = [...hand];
      rest.splice(rest.indexOf(picks[s]!.card), 1);
      return [...rest].sort().join();
    });
    if (kept[seat] === '' || after.every((h) => h.length === 0)) return msg('sw.practice.discarded');
    const n = before.length;
    const shifts = Array.from({ length: n - 1 }, (_, i) => i + 1).filter((k) => kept.every((hand, s) => [...after[(s + k) % n]!].sort().join() === hand));
    const targets = new Set(shifts.map((k) => (seat + k) % n));
    const names = q.view.kind === 'hands' ? q.view.seats.map((x) => x.name) : [];
    return targets.size === 1 ? msg('sw.practice.toPlayer', { name: names[[...targets][0]!]! }) : null;
  },
  // The rulebook's table: left in Ages I and III, right in Age II, nothing passed after the sixth turn.
  solve(q) {
    if (numberIn(q.prompt, 'turn') === 6) return msg('sw.practice.discarded');
    const line = (q.details ?? []).find((d) => d.key === 'sw.practice.neighbours');
    if (!line) return null;
    return msg('sw.practice.toPlayer', { name: String(param(line, numberIn(q.prompt, 'age') === 2 ? 'right' : 'left')) });
  },
};

export const AUDITS: Record<string, Audit> = { 'conflict-tokens': conflictTokens, 'military-strength': militaryStrength, 'card-use': cardUse, passing };
