import { at } from '../../games/choiceEngine';
import { play } from '../../games/driver';
import {
  activePlayer,
  boraBoraEngine,
  buildPosition,
  choiceValues,
  type Answer,
  type BoraBoraMove,
  type BoraBoraState,
  type Choices,
  type Decision,
  type DiePlacement,
} from '../../games/bora-bora';
import type { Localized } from '../../explainers/localize';
import type { BoraBoraExample } from '../../schemas/bora-bora-example';
import type { EngineRefusal } from './types';

type Detail = Readonly<Record<string, string | number>>;

/** Refusals about a choice given rather than about the move itself. */
const CHOICE_REASONS = new Set(['invalid-choice', 'choice-not-needed']);

/** The first legal option, as the page takes it where the example makes no choice; the helper's points all go on victory points. */
const firstOption = (d: Decision): Answer | undefined => (d.kind === 'trades' ? Array.from({ length: d.budget }, () => ({ kind: 'point' as const })) : choiceValues(d)[0]);

/**
 * Plays a move with the example's own choices written in, as the rules check
 * them: where the engine asks for a decision the example does not make, the
 * first legal option is given (as the page does). Returns the state reached,
 * or the engine's refusal.
 */
function strict(start: BoraBoraState, move: BoraBoraMove): { ok: true; state: BoraBoraState } | { ok: false; reason: string; detail?: Detail } {
  const r = play(boraBoraEngine, at(start), [move], firstOption, { maxDecisions: 40 });
  return r.ok ? { ok: true, state: r.state.position } : { ok: false, reason: r.reason, ...(r.detail ? { detail: r.detail } : {}) };
}

/**
 * Who is to blame for a refusal: the move itself when the engine refuses it even
 * with no choice of the example's (every decision taking its first legal option),
 * else the example's choices.
 */
const blame = (r: { reason: string; detail?: Detail }, bare: () => { ok: boolean }, choices: string, move: string): EngineRefusal => ({
  at: CHOICE_REASONS.has(r.reason) || bare().ok ? choices : move,
  reason: r.reason,
  ...(r.detail ? { detail: r.detail } : {}),
});

/**
 * Plays a Bora Bora example strictly with the engine: its die placements,
 * Phase B steps, Phase C and final choices, each with the example's own
 * choices as written. A dice-placement example's attempts may be refused (that
 * is what it shows), but not their choices.
 */
export function checkBoraBora(d: Localized<BoraBoraExample>): EngineRefusal[] {
  const built = buildPosition(d.position);
  if (!built.ok) return [{ at: 'position', reason: built.reason }];
  const start = built.value;
  const player = activePlayer(start) ?? 0;
  const die = (move: Omit<DiePlacement, 'player'>, own: Choices | undefined) => strict(start, { kind: 'die', placement: { player, ...move }, choices: own ?? {} });
  switch (d.kind) {
    case 'spread':
    case 'temple':
    case 'fire-bonus':
    case 'gods': {
      const r = die(d.move, d.choices);
      return r.ok ? [] : [blame(r, () => die(d.move, undefined), 'choices', 'move')];
    }
    case 'helper-action': {
      const out: EngineRefusal[] = [];
      d.ways.forEach((way, i) => {
        const r = die(d.move, way);
        if (!r.ok) out.push(blame(r, () => die(d.move, undefined), `ways[${i}]`, 'move'));
      });
      return out.slice(0, 1);
    }
    case 'dice-placement': {
      for (const [i, a] of d.attempts.entries()) {
        const r = die(a.move, a.choices);
        // An attempt the rules refuse is what this kind of example shows; only its choices must hold.
        if (!r.ok && a.choices !== undefined && die(a.move, undefined).ok) return [blame(r, () => ({ ok: true }), `attempts[${i}].choices`, `attempts[${i}].move`)];
      }
      return [];
    }
    case 'combine-tiles': {
      let s = start;
      for (const [i, st] of d.steps.entries()) {
        const from = s;
        const step = (own: Choices | undefined) => strict(from, { kind: 'phase-b', player, step: st.step, choices: own ?? {} });
        const r = step(st.choices);
        if (!r.ok) return [blame(r, () => step(undefined), `steps[${i}].choices`, `steps[${i}]`)];
        s = r.state;
      }
      return [];
    }
    case 'phase-c': {
      const r = strict(start, { kind: 'phase-c', choices: d.choices ?? {} });
      return r.ok ? [] : [blame(r, () => ({ ok: true }), 'choices', 'choices')];
    }
    case 'final-scoring': {
      const r = strict(start, { kind: 'final', choices: d.choices ?? {} });
      return r.ok ? [] : [blame(r, () => ({ ok: true }), 'choices', 'choices')];
    }
  }
}
