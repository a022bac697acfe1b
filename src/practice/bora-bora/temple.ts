/**
 * Two questions on the temple in Phase C (section "2. Temple"): who takes the God
 * tile, and what a player's priests score. The position is the end of a Phase B
 * played by the engine; the engine's own Phase C scoring gives the answers.
 */
import { templePointsPerPriest, type BoraBoraEvent, type BoraBoraState } from '../../games/bora-bora';
import type { BoraView } from '../../explainers/bora-bora/views';
import { eventMessage } from '../../explainers/bora-bora/captions';
import type { Message } from '../../explainers/types';
import { choicesFrom, drawnFrom, type Candidate } from '../deal';
import type { WhyStep } from '../types';
import { bq, gameKind, nameOf, phaseCScoring, playToRound, tableView } from './common';
import type { GameRecord } from './play';

const priestsOf = (s: BoraBoraState) => s.players.map((_, seat) => s.temple.filter((x) => x === seat).length);

/** A Phase C about to start with priests in the temple and a God tile left, in a round drawn from the seed. */
function findPhaseC(dealt: number, players: number, temple: number): { record: GameRecord; state: BoraBoraState } | null {
  const { record, state } = playToRound(dealt, players, 0x7e3, (s, round) => s.phase === 'C' && s.round === round, temple);
  return state.phase === 'C' && state.templeGodTiles > 0 && state.temple.some((x) => x !== null) ? { record, state } : null;
}

const godTile = (events: readonly BoraBoraEvent[]) => events.find((e) => e.type === 'god-tile-awarded' || e.type === 'god-tile-removed');

export const godTileKind = gameKind({
  id: 'god-tile',
  section: 'temple-scoring',
  // Priests of two players or more make a God tile question: prefer the temple more.
  find: (dealt, players) => findPhaseC(dealt, players, 0.8),
  build(seed, record, s) {
    if (s.phase !== 'C' || s.templeGodTiles <= 0) return null;
    const scored = phaseCScoring(s);
    const award = godTile(scored.events);
    if (!award) return null;
    const name = (seat: number | null): Message => (seat === null ? bq('bora.practice.god-tile.nobody') : nameOf(s, seat));
    const right = award.type === 'god-tile-awarded' ? award.player : null;
    const counts = priestsOf(s);
    const most = Math.max(...counts);
    const tied = counts.flatMap((c, seat) => (c === most && most > 0 ? [seat] : []));
    const rightmost = [...s.temple].reverse().find((x) => x !== null && tied.includes(x)) ?? null;
    const leftmostAny = s.temple.find((x) => x !== null) ?? null;
    const wrong: Candidate[] = [
      { label: name(s.order.find((x) => tied.includes(x)) ?? null), mistake: bq('bora.practice.god-tile.mistake.turnOrder') },
      { label: name(rightmost), mistake: bq('bora.practice.god-tile.mistake.rightmost') },
      { label: name(leftmostAny), mistake: bq('bora.practice.god-tile.mistake.leftmostAny') },
    ];
    const value = s.players.map((_, seat) => s.temple.reduce<number>((sum, x, i) => sum + (x === seat ? (s.layout.temple[i] ?? 0) : 0), 0));
    const best = value.indexOf(Math.max(...value));
    wrong.push({ label: name(best), mistake: bq('bora.practice.god-tile.mistake.fieldValues') });
    if (tied.length > 1) wrong.push({ label: name(null), mistake: bq('bora.practice.god-tile.mistake.tieNobody') });
    const picked = choicesFrom(name(right), wrong, seed);
    if (!picked) return null;

    const view = tableView(s, { temple: true, track: true });
    const after = tableView(scored.state, { temple: true, track: true });
    const why: WhyStep<BoraView>[] = [
      {
        caption: bq('bora.practice.god-tile.why.count'),
        details: counts.flatMap((c, seat) => (c > 0 ? [bq('bora.practice.god-tile.why.priests', { player: nameOf(s, seat), priests: c })] : [])),
        view,
        section: 'temple-scoring',
      },
      { caption: eventMessage(s, award) ?? bq('bora.ev.godTileRemoved'), view: after, section: 'temple-scoring', tone: 'result' },
    ];
    return { prompt: bq('bora.practice.god-tile.prompt', { round: s.round }), view, ...picked, why };
  },
});

export const templePointsKind = gameKind({
  id: 'temple-points',
  section: 'temple-scoring',
  find: (dealt, players) => findPhaseC(dealt, players, 0.5),
  build(seed, record, s) {
    if (s.phase !== 'C') return null;
    const counts = priestsOf(s);
    const seat = drawnFrom(counts.flatMap((c, seat) => (c > 0 ? [seat] : [])), record.setupSeed ^ record.moves.length);
    if (seat === undefined) return null;
    const scored = phaseCScoring(s);
    const e = scored.events.find((x): x is Extract<BoraBoraEvent, { type: 'temple-scored' }> => x.type === 'temple-scored' && x.player === seat);
    if (!e) return null;
    const points = (n: number): Message => bq('bora.practice.points', { n });
    const priests = counts[seat]!;
    const all = counts.reduce((a, b) => a + b, 0);
    const wrong: Candidate[] = [
      { label: points(priests), mistake: bq('bora.practice.temple-points.mistake.one') },
      { label: points(priests * s.round), mistake: bq('bora.practice.temple-points.mistake.round') },
      { label: points(priests * 3), mistake: bq('bora.practice.temple-points.mistake.three') },
      { label: points(all * templePointsPerPriest(s.round)), mistake: bq('bora.practice.temple-points.mistake.all') },
    ];
    const picked = choicesFrom(points(e.points), wrong, seed);
    if (!picked) return null;
    const player = nameOf(s, seat);
    const view = tableView(s, { temple: true });
    const why: WhyStep<BoraView>[] = [
      { caption: bq('bora.practice.temple-points.why.rule', { round: s.round, each: e.each }), view, section: 'temple-scoring' },
      { caption: eventMessage(s, e) ?? points(e.points), view: tableView(scored.state, { temple: true }), section: 'temple-scoring', tone: 'result' },
    ];
    return {
      prompt: bq('bora.practice.temple-points.prompt', { player, round: s.round }),
      view,
      details: [bq('bora.practice.temple-points.priests', { player, priests })],
      ...picked,
      why,
    };
  },
});
