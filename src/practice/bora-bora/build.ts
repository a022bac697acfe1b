/**
 * "Where may the building go?" (section "Build"): a player about to use the Build action, with building
 * materials on some ceremony spaces, side by side in about two questions in three and never side by side in
 * the rest. The position is laid out, not played (the engine's `buildPosition` checks it), so a question
 * costs no replay. The answer is the engine's: `placeDie` says whether Build can be chosen, `buildablePairs`
 * which two spaces the building may cover.
 */
import { adjacentRitualPairs, buildablePairs, buildPosition, placeDie, type BoraBoraState, type PositionInput } from '../../games/bora-bora';
import { list, literal } from '../../explainers/bora-bora/common';
import { MAX_PLAYERS, MIN_PLAYERS } from '../../explainers/bora-bora/setup';
import { focusSeat } from '../../explainers/bora-bora/tableView';
import type { BoraView } from '../../explainers/bora-bora/views';
import type { Message } from '../../explainers/types';
import { createRng, randomInt, shuffled, type Rng } from '../../games/random';
import { asked, choicesFrom, dealtKind, oncePer, type Candidate, type Dealt } from '../deal';
import type { QuestionKind, WhyStep } from '../types';
import { bq, tableView } from './common';
import { LAYOUT, NAMES } from './components';

/** A laid-out position and the die the active player puts on the Build tile. */
export interface BuildPosition {
  start: PositionInput;
  die: number;
}

type Pair = [number, number];

const { regions: _regions, ...BOARD } = LAYOUT;
const SPACES = BOARD.ritual.length;
const EDGE = adjacentRitualPairs({ ...LAYOUT });
/** Pairs of spaces that touch at a corner only. */
const CORNER: Pair[] = BOARD.ritual.flatMap((a, i) => BOARD.ritual.flatMap((b, j): Pair[] => (j > i && Math.abs(a.row - b.row) === 1 && Math.abs(a.col - b.col) === 1 ? [[i, j]] : [])));
const ALL: Pair[] = BOARD.ritual.flatMap((_, i) => BOARD.ritual.flatMap((__, j): Pair[] => (j > i ? [[i, j]] : [])));

/** The state a position stands for, or the engine's reason it cannot be (each position read once). */
export const stateOfBuild = oncePer((p: BuildPosition): BoraBoraState | string => {
  const built = buildPosition(p.start);
  return built.ok ? built.value : built.reason;
});

/** "spaces 2+3, 6+7 and 9+10" (one building's two spaces joined), or "Build cannot be chosen" when there are none. */
export const pairsLabel = (pairs: readonly Pair[]): Message =>
  pairs.length === 0
    ? bq('bora.practice.build.closed')
    : bq('bora.practice.build.pairs', { pairs: list([...pairs].sort((x, y) => x[0] - y[0] || x[1] - y[1]).map(([a, b]) => bq('bora.practice.build.pair', { a: a + 1, b: b + 1 }))) });

/**
 * Materials on 2 to 4 spaces; `touching`: at least two share a side, else none do. A building already covers
 * two spaces side by side in about a third of the questions (from round 2), and one time in two the untouching
 * materials include two that meet at a corner, so that the corner mistake has something to show.
 */
function laidOut(rng: Rng, players: number): BuildPosition {
  const touching = rng() < 0.62;
  const round = 1 + randomInt(rng, 3);
  const ritual: ('empty' | 'material' | number)[] = Array.from({ length: SPACES }, () => 'empty');
  if (round > 1 && rng() < 0.35) {
    const [a, b] = EDGE[randomInt(rng, EDGE.length)]!;
    const value = 2 + randomInt(rng, 5);
    ritual[a] = value;
    ritual[b] = value;
  }
  const free = ritual.flatMap((c, i) => (c === 'empty' ? [i] : []));
  const wantCorner = !touching && rng() < 0.6;
  for (let guard = 0; guard < 200; guard++) {
    const count = 2 + randomInt(rng, 3);
    const chosen = new Set(shuffled(free, rng).slice(0, count));
    const has = (pairs: readonly Pair[]) => pairs.some(([a, b]) => chosen.has(a) && chosen.has(b));
    if (has(EDGE) !== touching || (wantCorner && !has(CORNER))) continue;
    for (const i of chosen) ritual[i] = 'material';
    break;
  }
  const active = randomInt(rng, players);
  const dice = Array.from({ length: 3 }, () => 1 + randomInt(rng, 6)).sort((x, y) => x - y);
  const die = dice[randomInt(rng, dice.length)]!;
  return {
    start: {
      layout: BOARD,
      round,
      phase: 'A',
      players: NAMES.slice(0, players).map((name, seat) => ({ name, dice: seat === active ? dice : [1, 3, 5], ...(seat === active ? { ritual } : {}) })),
      active,
    },
    die,
  };
}

/** The question at a laid-out position, or null when it would not be fair. */
function question(seed: number, position: BuildPosition): Dealt<BoraView, BuildPosition> | null {
  const s = stateOfBuild(position);
  if (typeof s === 'string') return null;
  const seat = s.order[s.active]!;
  const p = s.players[seat]!;
  const tried = placeDie(s, { player: seat, die: position.die, spot: 'build' });
  // Build can be chosen when the engine asks which building and where; it is closed only for want of materials.
  const open = !tried.ok && tried.reason === 'decision-needed';
  if (!open && (tried.ok || tried.reason !== 'no-adjacent-materials')) return null;
  const right = open ? buildablePairs(s, seat) : [];
  const material = (i: number) => p.ritual[i] === 'material';
  const empty = (i: number) => p.ritual[i] === 'empty';
  const kinds = (i: number) => s.layout.ritual[i]!.material;
  const wrong: Candidate[] = [
    { id: 'corner', label: pairsLabel([...EDGE, ...CORNER].filter(([a, b]) => material(a) && material(b))), mistake: bq('bora.practice.build.mistake.corner') },
    { id: 'any-two', label: pairsLabel(ALL.filter(([a, b]) => material(a) && material(b))), mistake: bq('bora.practice.build.mistake.anyTwo') },
    { id: 'one-material', label: pairsLabel(EDGE.filter(([a, b]) => (material(a) || material(b)) && (material(a) || empty(a)) && (material(b) || empty(b)))), mistake: bq('bora.practice.build.mistake.oneMaterial') },
    { id: 'alike', label: pairsLabel(EDGE.filter(([a, b]) => material(a) && material(b) && kinds(a) === kinds(b))), mistake: bq('bora.practice.build.mistake.alike') },
  ];
  const picked = choicesFrom(pairsLabel(right), wrong, seed);
  if (!picked) return null;

  const player = literal(p.name);
  const on = (test: (i: number) => boolean) => p.ritual.flatMap((_, i) => (test(i) ? [i + 1] : [])).join(', ');
  const built = on((i) => typeof p.ritual[i] === 'object');
  const details: Message[] = [
    bq('bora.practice.build.round', { round: s.round, die: position.die }),
    bq('bora.practice.build.numbering'),
    bq('bora.practice.build.materials', { player, spaces: on(material) }),
    ...(built ? [bq('bora.practice.build.buildings', { spaces: built })] : []),
    bq('bora.practice.illustrative'),
  ];
  // The asked player's board alone: the others hold nothing the question needs, and on a phone four boards
  // stood the choices 1,200 px under the one it is about (a referee, review v18).
  const view = () => {
    const v = tableView(s, { board: true });
    focusSeat(v, seat);
    return { ...v, players: [v.players[seat]!] };
  };
  const why: WhyStep<BoraView>[] = [
    { caption: bq('bora.practice.build.why.rule'), view: view(), section: 'build-action' },
    open
      ? { caption: bq('bora.practice.build.why.answer', { player, pairs: pairsLabel(right) }), view: view(), section: 'build-action', tone: 'result' }
      : { caption: bq('bora.practice.build.why.closed', { player }), view: view(), section: 'build-action', tone: 'result' },
  ];
  return { prompt: bq('bora.practice.build.prompt', { player, die: position.die }), view: view(), details, ...picked, why, position };
}

export const buildKind: QuestionKind<BoraView, BuildPosition> = dealtKind({
  id: 'build',
  title: bq('bora.practice.build.title'),
  section: 'build-action',
  players: { min: MIN_PLAYERS, max: MAX_PLAYERS },
  attempt: (dealt, players, seed) => question(seed, laidOut(createRng(dealt ^ 0xb1d ^ (players << 24)), players)),
  check(q) {
    if (q.position.start.players.length !== q.players) return 'player-count-out-of-range';
    const s = stateOfBuild(q.position);
    if (typeof s === 'string') return s;
    const again = question(q.seed, q.position);
    if (!again) return 'not-a-question';
    return JSON.stringify(asked(again, 'build', q.seed, q.players)) === JSON.stringify(q) ? null : 'position-differs';
  },
});
