/** The step anchor contract from DESIGN.md: `{example-id}-step-{n}`, n from 1. */
export function stepAnchor(exampleId: string, step: number): string {
  return `${exampleId}-step-${step}`;
}

/** Reads `#{example-id}-step-{n}`; anything else is not a step link. */
export function parseStepHash(hash: string): { exampleId: string; step: number } | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return null;
  }
  const m = /^([a-z0-9]+(?:-[a-z0-9]+)*?)-step-(-?\d+)$/.exec(decoded);
  return m ? { exampleId: m[1] as string, step: Number(m[2]) } : null;
}

/**
 * The 1-based position of the step a link's number lands on, among an example's drawn steps (its
 * `li`s, whose ids carry their link numbers): a step folded into another (`explainers/fold.ts`)
 * lands on the step that holds it. Positions outside are clamped.
 */
export function positionOfLink(steps: readonly Element[], n: number): number {
  const anchors = steps.map((li) => Number(/-step-(\d+)$/.exec(li.id)?.[1] ?? 0));
  let at = 0;
  while (at + 1 < anchors.length && anchors[at + 1]! <= n) at++;
  return at + 1;
}
