/** A decision met while a story was resolved: the input that names it and the option taken. */
export interface SettledPoint {
  input: string;
  chosen: string;
}

/**
 * The inputs a resolved story settled on, one per decision it met. Resolved with no inputs,
 * that is the story's defaults: each decision takes the example's own choice, else the first
 * legal option.
 *
 * @example
 * settledInputs({ points: [{ input: 'payment1', chosen: 'blue' }] }); // → { payment1: 'blue' }
 */
export function settledInputs(resolved: { points: readonly SettledPoint[] } | { error: unknown }): Record<string, string> {
  return 'error' in resolved ? {} : Object.fromEntries(resolved.points.map((p) => [p.input, p.chosen]));
}
