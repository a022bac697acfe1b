/**
 * Bora Bora through the sandbox shell's contract (`PlayRules`): a game from the illustrative
 * setup, each input (a move or an answer, in the compact code of `codec.ts`) played by the
 * engine as it is, who must act, what nobody chooses (Phase C, the final scoring), and the
 * engine's player (`enginePlayer.ts`).
 */
import { at, type Table as EngineTable } from '../../../games/choiceEngine';
import { boraBoraEngine, newGame, type Answer, type BoraBoraEvent, type BoraBoraMove, type BoraBoraRefusal, type BoraBoraState, type Decision, type FinalSheet, type PlayerId } from '../../../games/bora-bora';
import { sampleSetup } from '../../../games/bora-bora/illustrative';
import type { PlayRules } from '../../sandbox/playMachine';
import { msg } from '../../messages';
import { reasonName } from '../common';
import { bmsg } from '../messages';
import { decodeInput } from './codec';
import { bestInput } from './enginePlayer';

/**
 * Where a game starts, as the address names it: a new game (how many play, and the seed that
 * shuffles the box and rolls the dice), or a step of a worked example ("try from here": its anchor,
 * and the table it opens at once fetched).
 */
export type BoraSetup = { players: number; seed: number } | { from: string; state?: BoraBoraState };

/** The table between inputs: the engine's (position and the question pending), what the last input did, and the final sheets once scored. */
export interface BoraTable {
  engine: EngineTable<BoraBoraState, BoraBoraMove, Answer, Decision>;
  events: BoraBoraEvent[];
  final: { sheets: FinalSheet[]; ranking: PlayerId[] } | null;
}

/** A refusal the sandbox itself gives: a code that means no input at this table. */
export type BoraSandboxReason = BoraBoraRefusal | 'decision-pending' | 'no-decision-pending' | 'unreadable-code';

/** The position as it stands now: at a question, the table the rules reached when asking it. */
export const positionOf = (t: BoraTable): BoraBoraState => t.engine.pending?.at ?? t.engine.position;
export const decisionOf = (t: BoraTable): Decision | null => t.engine.pending?.decision ?? null;

/**
 * A die on a combined tile is taken before its action is chosen; where neither action can be
 * carried out (no path to spread along, say), the die could not go there at all, as the engine's
 * own `legalPlacements` counts it. The reason is the first action's.
 */
function deadEnd(engine: BoraTable['engine']): BoraSandboxReason | null {
  const d = engine.pending?.decision;
  if (d?.kind !== 'action') return null;
  let first: BoraSandboxReason | null = null;
  for (const answer of d.options) {
    const r = boraBoraEngine.apply(engine, { answer });
    if (r.ok) return null;
    first ??= r.reason;
  }
  return first;
}

/** One input, by its code, through the engine: the table after it, or why the rules refuse it. */
export function applyCode(t: BoraTable, code: string): { ok: true; table: BoraTable } | { ok: false; reason: BoraSandboxReason } {
  if (t.final) return { ok: false, reason: 'wrong-phase' };
  const input = decodeInput(positionOf(t), decisionOf(t), code);
  if (!input) return { ok: false, reason: 'unreadable-code' };
  const r = boraBoraEngine.apply(t.engine, input);
  if (!r.ok) return { ok: false, reason: r.reason };
  const dead = deadEnd(r.state);
  if (dead) return { ok: false, reason: dead };
  const scored = r.events.find((e) => e.type === 'game-scored');
  return { ok: true, table: { engine: r.state, events: [...r.events], final: scored ? { sheets: scored.sheets, ranking: scored.ranking } : null } };
}

/** Who must act: the player a question is for, else the player whose turn it is; nobody in Phase C, at the end, or once scored. */
export function seatToAct(t: BoraTable): number | null {
  const d = decisionOf(t);
  if (d) return d.player;
  const s = t.engine.position;
  if (t.final || s.phase === 'C' || s.phase === 'over') return null;
  return s.order[s.active] ?? null;
}

/** Phase C and the final scoring start by themselves (their questions are then asked of each player). */
export function forcedCode(t: BoraTable): string | null {
  if (t.final || t.engine.pending) return null;
  const phase = t.engine.position.phase;
  return phase === 'C' ? 'c' : phase === 'over' ? 'f' : null;
}

/** The rulebook section (its id on the rulebook page) that says why, by the engine's reason. */
const RULE: Partial<Record<BoraSandboxReason, string>> = {
  'die-not-lower': 'placing-dice',
  'no-such-die': 'placing-dice',
  'spot-not-in-play': 'two-three-players',
  'not-your-turn': 'round',
  'wrong-phase': 'round',
  'god-has-no-effect': 'playing-gods',
  'god-not-playable-now': 'playing-gods',
  'no-god-card': 'playing-gods',
  'no-god-tile': 'god-tiles',
  'no-gift-to-offer': 'playing-gods',
  'green-already-played': 'green-god',
  'no-hut-on-board': 'expand-action',
  'no-spread-possible': 'expand-action',
  'no-priest-in-supply': 'temple-action',
  'no-temple-field-fits': 'temple-action',
  'no-building-fits': 'build-action',
  'no-adjacent-materials': 'build-action',
  'no-person-fits': 'woman-man-actions',
  'no-free-space': 'woman-man-actions',
  'over-budget': 'helper',
  'already-used': 'phase-b-people',
  'same-kind': 'phase-b-people',
  'no-such-person': 'phase-b-people',
  'cannot-afford': 'jewellery',
  'task-not-met': 'tasks',
  'must-fulfil-a-task': 'tasks',
};

/** A refusal in the rule's words, with its section. */
export function refusalOf(reason: BoraSandboxReason): { message: ReturnType<typeof msg>; rule: string | null } {
  const message = reason === 'unreadable-code' ? msg('sandbox.unreadable') : bmsg('bora.refused', { reason: reasonName(reason) });
  return { message, rule: RULE[reason] ?? null };
}

/** The first table of a game: the illustrative setup for `players`, shuffled by `seed`; or the example step's table. */
export function startTable(names: readonly string[], setup: BoraSetup): BoraTable | null {
  if ('from' in setup) return setup.state ? { engine: at(setup.state), events: [], final: null } : null;
  if (!Number.isInteger(setup.players) || setup.players < 2 || setup.players > 4) return null;
  const g = newGame(sampleSetup(names.slice(0, setup.players), setup.seed));
  return g.ok ? { engine: at(g.value), events: [], final: null } : null;
}

/** The shell's contract for Bora Bora, with the players' names in the page's language. */
export function boraRules(names: readonly string[]): PlayRules<BoraSetup, BoraTable, BoraSandboxReason> {
  return {
    start: (setup) => startTable(names, setup),
    apply: applyCode,
    seatToAct,
    forced: forcedCode,
    engine: (t, seat) => bestInput(t, seat),
    refusal: refusalOf,
  };
}
