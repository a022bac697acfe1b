import type { Step } from './types';

/**
 * How a step joins the one before it (issue 31 item 3: an example says each thing once):
 * - `join`: its caption becomes a line under the step before (it tells something new, but no
 *   decision and nothing worth a step of its own);
 * - `quiet`: its caption goes (it only repeats the step before, or only heads the lines it brings).
 * Either way its lines follow, its picture replaces the one before (it is the later moment), and
 * the step before keeps its caption and any decision.
 */
export type Fold = 'join' | 'quiet';

/** A step as a story first writes it: `fold` says it joins the step before. */
export type Unfolded<V> = Step<V> & { fold?: Fold };

/**
 * The steps a reader steps through: each step marked `fold` merged into the step before it, unless
 * both carry a decision (a step asks one thing). Each step counts in `holds` the written steps it holds.
 */
export function foldSteps<V>(written: readonly Unfolded<V>[]): Step<V>[] {
  const steps: Step<V>[] = [];
  for (const { fold, ...step } of written) {
    const before = steps.at(-1);
    if (!fold || !before || (before.decision && step.decision)) {
      steps.push(step);
      continue;
    }
    const details = [...(before.details ?? []), ...(fold === 'join' ? [step.caption] : []), ...(step.details ?? [])];
    const decision = before.decision ?? step.decision;
    const tone = step.tone ?? before.tone;
    const summary = before.summary ?? step.summary;
    // What Predict asks stays the step's that asked it (a closing table joining says it asks nothing).
    const ask = before.ask !== undefined ? before.ask : step.ask;
    steps[steps.length - 1] = {
      caption: before.caption,
      ...(summary ? { summary } : {}),
      ...(details.length ? { details } : {}),
      view: step.view,
      ...(decision ? { decision } : {}),
      ...(tone ? { tone } : {}),
      ...(ask !== undefined ? { ask } : {}),
      holds: (before.holds ?? 1) + (step.holds ?? 1),
    };
  }
  return steps;
}

/**
 * The step (0-based) a link's number lands on, among `total` steps. A step link (`#{example}-step-{n}`)
 * carries the step's place among the steps shown, from 1: the number the reader sees ("step n of m").
 * Links once counted the steps as first written, so that folding a step away moved no link; three
 * referees read the gap between the address and the step shown as a broken link, and any other edit of
 * a story moves its later links anyway (DESIGN.md, "step links"). `past` when the number is past the
 * last step (which is shown), `before` when below 1 (the first is shown).
 */
export function landing(total: number, n: number): { index: number; past: boolean; before: boolean } {
  if (!(n >= 1)) return { index: 0, past: false, before: true };
  return { index: Math.max(0, Math.min(Math.floor(n), total) - 1), past: n > total, before: false };
}
