import { landing } from '../../explainers/fold';

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

/** The 1-based step a link's number lands on among `total` steps (`explainers/fold.ts` landing): out of range, clamped. */
export const positionOfLink = (total: number, n: number): number => landing(total, n).index + 1;
