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
import { createRng, randomInt } from '../../games/random';
import { bq, gameKind, nameOf, phaseCScoring, playToRound, tableView } from './common';
import type { GameRecord } from './play';

const priestsOf = (s: BoraBoraState) => s.players.map((_, seat) => s.temple.filter((x) => x === seat).length);

/** A Phase C about to start with priests in the temple and a God tile left, in a round drawn from the seed. */
function findPhaseC(dealt: number, players: number, temple: number, rounds?: number, empty = false): { record: GameRecord; state: BoraBoraState } | null {
  // Among `rounds` rounds drawn alike, the last takes the draws beyond it too: half the questions ask about it.
  const last = rounds === undefined ? undefined : rounds - 1;
  const { record, state } = playToRound(dealt, players, 0x7e3, (s, round) => s.phase === 'C' && s.round === Math.min(round, last ?? round), temple, rounds);
  return state.phase === 'C' && state.templeGodTiles > 0 && (empty || state.temple.some((x) => x !== null)) ? { record, state } : null;
}

/**
 * What a temple asks of a reader: one player with more priests than anyone ('most'), a tie for the most
 * ('tie'), or no priest at all ('empty': the God tile leaves the game). Played games give single-priest
 * ties almost every time (177 questions in 180), so a learner never met the rule itself: each question's
 * shape is drawn from its seed, a third 'most', half 'tie', a sixth 'empty' (none of four players').
 */
type TempleShape = 'most' | 'tie' | 'empty' | 'alone';
const SHAPES: readonly TempleShape[] = ['most', 'tie', 'tie', 'most', 'tie', 'empty'];
/** Four players hardly ever leave the temple empty: their questions are 'most' or 'tie'. */
const shapeFor = (seed: number, players: number): TempleShape => {
  const shapes = players >= 4 ? SHAPES.filter((x) => x !== 'empty') : SHAPES;
  return shapes[randomInt(createRng(seed ^ 0x51a), shapes.length)]!;
};
function templeShape(s: BoraBoraState): TempleShape {
  const counts = priestsOf(s).filter((c) => c > 0).sort((a, b) => b - a);
  if (counts.length === 0) return 'empty';
  if (counts.length === 1) return 'alone';
  return counts[0] === counts[1] ? 'tie' : 'most';
}

const godTile = (events: readonly BoraBoraEvent[]) => events.find((e) => e.type === 'god-tile-awarded' || e.type === 'god-tile-removed');

export const godTileKind = gameKind({
  id: 'god-tile',
  section: 'temple-scoring',
  // Priests of two players or more make a God tile question (prefer the temple more), or none at all.
  find: (dealt, players, seed) => {
    const shape = shapeFor(seed, players);
    const found = findPhaseC(dealt, players, shape === 'empty' ? 0 : 0.8, undefined, shape === 'empty');
    return found && templeShape(found.state) === shape ? found : null;
  },
  build(seed, record, s) {
    if (s.phase !== 'C' || s.templeGodTiles <= 0) return null;
    const scored = phaseCScoring(s);
    const award = godTile(scored.events);
    if (!award) return null;
    const name = (seat: number | null): Message => (seat === null ? bq('bora.practice.god-tile.nobody') : nameOf(s, seat));
    const right = award.type === 'god-tile-awarded' ? award.player : null;
    // With two players the first seat wins more often (its priests come first); the winner is drawn from the
    // reader's seed first, so neither name is the answer in most questions.
    if (s.players.length === 2 && right !== null && right !== randomInt(createRng(seed ^ 0x90d), 2)) return null;
    const counts = priestsOf(s);
    const picked = choicesFrom(name(right), godTileMistakes(s, counts, name), seed);
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

/** The wrong answers a reader could reach, and what each misreads, for the temple's shape. */
function godTileMistakes(s: BoraBoraState, counts: readonly number[], name: (seat: number | null) => Message): Candidate[] {
  const most = Math.max(...counts);
  const shape = templeShape(s);
  if (shape === 'empty') {
    const empty = bq('bora.practice.god-tile.mistake.empty');
    const richest = counts.map((_, seat) => seat).sort((a, b) => s.players[b]!.score - s.players[a]!.score)[0]!;
    return [s.order[0]!, s.order[s.order.length - 1]!, richest].map((seat) => ({ label: name(seat), mistake: empty }));
  }
  if (shape === 'most') {
    const leftmost = s.temple.find((x) => x !== null) ?? null;
    // Asked only where the priest farthest left is not the winner's (else one wrong answer is left, and the deal moves on).
    return [
      { label: name(leftmost), mistake: bq('bora.practice.god-tile.mistake.leftmost') },
      { label: name(null), mistake: bq('bora.practice.god-tile.mistake.someoneHas') },
    ];
  }
  const tied = counts.flatMap((c, seat) => (c === most && most > 0 ? [seat] : []));
  const rightmost = [...s.temple].reverse().find((x) => x !== null && tied.includes(x)) ?? null;
  return [
    { label: name(s.order.find((x) => tied.includes(x)) ?? null), mistake: bq('bora.practice.god-tile.mistake.turnOrder') },
    { label: name(rightmost), mistake: bq('bora.practice.god-tile.mistake.rightmost') },
    { label: name(null), mistake: bq('bora.practice.god-tile.mistake.tieNobody') },
  ];
}

/** The temple-points kind asks in rounds 1 to 3 (round 3 in half the questions), so a priest is worth 1 or 2 points. */
const TEMPLE_ROUNDS = 4;

export const templePointsKind = gameKind({
  id: 'temple-points',
  section: 'temple-scoring',
  // Rounds 1 to 3: the points per priest rise in round 3, the hard part of the rule.
  find: (dealt, players) => findPhaseC(dealt, players, 0.8, TEMPLE_ROUNDS),
  build(seed, record, s) {
    if (s.phase !== 'C') return null;
    const counts = priestsOf(s);
    // A player with the most priests: one priest in rounds 1 and 2 would make "1 point" the usual answer.
    const most = Math.max(...counts);
    const seat = drawnFrom(counts.flatMap((c, seat) => (c > 0 && c === most ? [seat] : [])), record.setupSeed ^ record.moves.length);
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
      { caption: bq('bora.practice.temple-points.why.rule', { round: s.round, each: e.each }), details: [bq('bora.practice.temple-points.priests', { player, priests })], view, section: 'temple-scoring' },
      { caption: eventMessage(s, e) ?? points(e.points), view: tableView(scored.state, { temple: true }), section: 'temple-scoring', tone: 'result' },
    ];
    // The priests are counted from the picture's temple: the lines under it do not count them for the reader.
    return { prompt: bq('bora.practice.temple-points.prompt', { player, round: s.round }), view, ...picked, why };
  },
});
