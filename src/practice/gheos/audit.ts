/**
 * Test support (issue 26): each Gheos kind's answer worked out twice more, once through the engine's
 * public API by another path than the kind's (`second`), once from what the reader is shown only, the
 * picture's view and the lines under it (`solve`).
 */
import { computeRegions, epochScores, foundCivilization, individualScore, type Colour, type GheosEvent, type GheosState } from '../../games/gheos';
import { msg } from '../../explainers/messages';
import type { BoardView } from '../../explainers/gheos/views';
import type { Message } from '../../explainers/types';
import type { KindAudit } from '../kindTests';
import { at } from '../../games/choiceEngine';
import { play } from '../../games/driver';
import { gheosEngine } from '../../games/gheos/engine';
import { randomAnswer } from '../../games/gheos/random-play';
import { civLabel, eitherLabel, pieceLabel, replay, scoresLabel, tieLabel, type GheosPosition } from './index';


type Audit = KindAudit<BoardView, GheosPosition>;

const param = (m: Message, name: string): unknown => m.params?.[name];
/** The colour a message names in its `colour` parameter (a `gheos.colour.*` message). */
const colourParam = (m: Message): Colour => (param(m, 'colour') as Message).key.split('.').pop() as Colour;

/** The state before the asked action, replayed from the set-up action by action. */
function before(p: GheosPosition): GheosState {
  const r = replay(p);
  if (typeof r === 'string') throw new Error(r);
  return r.state;
}

/** The one colour with the highest score, or null on a tie. */
function top<T>(items: readonly T[], score: (x: T) => number): T | null {
  const best = Math.max(...items.map(score));
  const at = items.filter((x) => score(x) === best);
  return at.length === 1 ? at[0]! : null;
}

const warWinner: Audit = {
  // The engine's own count of swords on each old part, read off its events, and the most swords win.
  second(q) {
    const r = replay(q.position);
    if (typeof r === 'string') return null;
    const counted = r.events.filter((e): e is Extract<GheosEvent, { type: 'swords-counted' }> => e.type === 'swords-counted');
    const winner = top(counted, (e) => e.swords);
    if (winner) return civLabel(winner.civilization);
    // Level swords at the top: the player who caused the war (the one to move) chooses among them.
    const most = Math.max(...counted.map((e) => e.swords));
    return tieLabel(r.state.players[r.state.active]!.name, counted.filter((e) => e.swords === most).map((e) => e.civilization));
  },
  // The lines' swords on each civilization's old part: the most win. The picture's list must name each
  // fighter's land as its land before the tile, never as its home: the prompt says they now share one.
  solve(q) {
    const fighters = (q.details ?? []).filter((d) => d.key === 'gheos.practice.fighter');
    const colours = fighters.map(colourParam);
    if (q.view.continents.some((c) => c.civilization !== null && colours.includes(c.civilization) && c.part !== 'old')) return null;
    const winner = top(fighters, (d) => Number(param(d, 'swords')));
    if (winner) return msg('gheos.option.civ', { colour: param(winner, 'colour') as Message });
    const most = Math.max(...fighters.map((d) => Number(param(d, 'swords'))));
    return tieLabel(String(param(q.prompt, 'player')), fighters.filter((d) => Number(param(d, 'swords')) === most).map(colourParam));
  },
};

/** Each player's followers times `symbol` on the continent the picture names as their civilization's. */
function scoredFromView(view: BoardView, seat: number, symbol: 'pyramid' | 'chalice'): number {
  const followers = view.players[seat]!.followers;
  return Object.entries(followers).reduce((sum, [colour, n]) => sum + (n ?? 0) * (view.continents.find((c) => c.civilization === (colour as Colour))?.[symbol] ?? 0), 0);
}

const epochScoring: Audit = {
  second(q) {
    const s = before(q.position);
    return scoresLabel(s, epochScores(s, computeRegions(s.board)).points);
  },
  solve(q) {
    const points = q.view.players.map((_, seat) => scoredFromView(q.view, seat, 'pyramid'));
    return msg('gheos.practice.scores', { list: points.map((p, i) => `${q.view.players[i]!.name} ${p}`).join(' · ') });
  },
};

const individualScoring: Audit = {
  second(q) {
    const s = before(q.position);
    return msg('gheos.practice.points', { n: individualScore(s, computeRegions(s.board), s.active).points });
  },
  solve(q) {
    const seat = q.view.players.findIndex((p) => p.active);
    return seat < 0 ? null : msg('gheos.practice.points', { n: scoredFromView(q.view, seat, 'chalice') });
  },
};

const foundFollowers: Audit = {
  // The engine's founding run on its own, not through the turn.
  second(q) {
    const a = q.position.action;
    if (a.type !== 'found') return null;
    const r = foundCivilization(before(q.position), a);
    const e = r.ok ? r.value.events.find((x) => x.type === 'civilization-founded') : undefined;
    return e && e.type === 'civilization-founded' ? msg('gheos.practice.followers', { n: e.followers }) : null;
  },
  // The wheat on the highlighted continent, but no more than the reserve the line names. The picture must show the
  // table before the founding (the continent without a civilization, nobody holding the colour): drawn after it, the
  // players' followers were the answer.
  solve(q) {
    // The continent the prompt calls highlighted: the one highlight the picture carries.
    const cells = q.view.highlights.length === 1 ? q.view.highlights[0]!.cells : [];
    const continent = q.view.continents.find((c) => c.cells.length === cells.length && c.cells.every((x) => cells.includes(x)));
    const reserve = (q.details ?? []).find((d) => d.key === 'gheos.practice.reserve');
    if (!continent || !reserve || continent.civilization) return null;
    const colour = colourParam(reserve);
    if (q.view.players.some((p) => (p.followers[colour] ?? 0) > 0)) return null;
    return msg('gheos.practice.followers', { n: Math.min(continent.wheat, Number(param(reserve, 'n'))) });
  },
};

const migration: Audit = {
  // The tile played through the engine and the driver from the state before it (the follower paid for the migration
  // is the first one offered: which colour is paid moves no marker). Where the engine asks the active player, the
  // places it offers; else the piece the civilization's marker stands on right after it moved (an island takes it
  // off the board the next moment, so the state is read event by event).
  second(q) {
    const colour = colourParam(q.prompt);
    let offered: readonly { wheat: number }[] | null = null;
    const played = play(gheosEngine, at(before(q.position)), [q.position.action], (d) => {
      if (d.kind === 'migration') offered = d.options;
      return randomAnswer(d, () => 0);
    }, { during: true });
    if (!played.ok) return null;
    if (offered) return eitherLabel(offered);
    const step = played.trace.find((t) => t.events.some((e) => e.type === 'migration'));
    const i = step?.events.findIndex((e) => e.type === 'migration') ?? -1;
    const after = step?.during?.[i]?.position;
    const marker = after?.markers[colour];
    const home = after && marker !== undefined ? computeRegions(after.board).byPart[marker] : undefined;
    return home && home.kind !== 'fragment' ? pieceLabel({ kind: home.kind, cells: home.cells, wheat: home.symbols.wheat }) : null;
  },
  // The lines' pieces: the most wheat, the new tile's counted; on a tie a continent before an island, and between
  // continents the active player's pick.
  solve(q) {
    // None of the pieces is named the civilization's home: the one its marker stood on had been.
    const colour = colourParam(q.prompt);
    if (q.view.continents.some((c) => c.civilization === colour && c.part !== 'piece')) return null;
    const pieces = (q.details ?? []).filter((d) => d.key === 'gheos.practice.piece').map((d) => ({ kind: param(d, 'kind') as 'continent' | 'island', tiles: Number(param(d, 'tiles')), wheat: Number(param(d, 'old')) + Number(param(d, 'added')) }));
    const best = Math.max(...pieces.map((p) => p.wheat));
    const top = pieces.filter((p) => p.wheat === best);
    const won = top.length === 1 ? top : top.filter((p) => p.kind === 'continent');
    if (won.length > 1) return eitherLabel(won);
    return won.length === 1 ? msg('gheos.practice.to-piece', { kind: won[0]!.kind, tiles: won[0]!.tiles, wheat: won[0]!.wheat }) : null;
  },
};

export const AUDITS: Record<string, Audit> = { 'war-winner': warWinner, 'epoch-scoring': epochScoring, 'individual-scoring': individualScoring, 'found-followers': foundFollowers, migration };
