import {
  activePlayer,
  buildPosition,
  choiceValues,
  finalScoring,
  phaseBStep,
  placeDie,
  resolvePhaseC,
  withChoice,
  withFinalChoice,
  withPhaseCChoice,
  type BoraBoraState,
  type Choices,
  type Decision,
  type DiePlacement,
  type FinalChoices,
  type PhaseBStep,
  type PhaseCChoices,
  type PositionInput,
} from '../../games/bora-bora';
import type { Localized } from '../../explainers/localize';
import type { BoraBoraExample } from '../../schemas/bora-bora-example';
import type { EngineRefusal } from './types';

type Detail = Readonly<Record<string, string | number>>;
type Reply = { ok: true; value: { state: BoraBoraState } } | { ok: false; reason: string; decision?: Decision; detail?: Detail };

/** Refusals about a choice given rather than about the move itself. */
const CHOICE_REASONS = new Set(['invalid-choice', 'choice-not-needed']);

/**
 * Asks the engine with the example's own choices, as written: where it asks for
 * a decision the example does not make, the first legal option is added (as the
 * page does). Returns the state reached, or the engine's refusal.
 */
function strict<C>(run: (c: C) => Reply, add: (c: C, d: Decision, v: unknown) => C, own: C): { ok: true; state: BoraBoraState } | { ok: false; reason: string; detail?: Detail } {
  let c = own;
  for (let i = 0; i < 40; i++) {
    const r = run(c);
    if (r.ok) return { ok: true, state: r.value.state };
    if (r.reason !== 'decision-needed' || !r.decision) return { ok: false, reason: r.reason, ...(r.detail ? { detail: r.detail } : {}) };
    const d = r.decision;
    const values = d.kind === 'trades' ? [Array.from({ length: d.budget }, () => ({ kind: 'point' }))] : choiceValues(d);
    if (values.length === 0) return { ok: false, reason: 'decision-needed' };
    c = add(c, d, values[0]);
  }
  return { ok: false, reason: 'too-many-decisions' };
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
  const built = buildPosition(d.position as PositionInput);
  if (!built.ok) return [{ at: 'position', reason: built.reason }];
  const start = built.value;
  const player = activePlayer(start) ?? 0;
  const die = (move: unknown, own: unknown) =>
    strict<Choices>((c) => placeDie(start, { player, ...(move as Omit<DiePlacement, 'player'>) }, c) as Reply, withChoice, (own ?? {}) as Choices);
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
        const step = (own: unknown) => strict<Choices>((c) => phaseBStep(from, player, st.step as PhaseBStep, c) as Reply, withChoice, (own ?? {}) as Choices);
        const r = step(st.choices);
        if (!r.ok) return [blame(r, () => step(undefined), `steps[${i}].choices`, `steps[${i}]`)];
        s = r.state;
      }
      return [];
    }
    case 'phase-c': {
      const r = strict<PhaseCChoices>((c) => resolvePhaseC(start, c) as Reply, withPhaseCChoice, (d.choices ?? {}) as PhaseCChoices);
      return r.ok ? [] : [blame(r, () => ({ ok: true }), 'choices', 'choices')];
    }
    case 'final-scoring': {
      const r = strict<FinalChoices>((c) => finalScoring(start, c) as unknown as Reply, withFinalChoice, (d.choices ?? {}) as FinalChoices);
      return r.ok ? [] : [blame(r, () => ({ ok: true }), 'choices', 'choices')];
    }
  }
}
