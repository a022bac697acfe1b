/** A move or choice of an example that the engine refuses: where it is in the file, and the engine's reason code. */
export interface EngineRefusal {
  /** The path in the example's data, as a writer reads it: `moves[2]`, `choices.payments[0]`, `action`. */
  at: string;
  /** The engine's reason code, e.g. `occupied`. */
  reason: string;
  /** The engine's detail (which seat, which card), if it gives one. */
  detail?: Readonly<Record<string, string | number>>;
}

/** An engine's answer in the shape every engine here shares. */
export type Answer = { ok: true } | { ok: false; reason: string; detail?: Readonly<Record<string, string | number>> };

/**
 * The first move of a list the engine refuses, fed move by move: the engine is
 * asked with the first k moves for k = 1…n, and the first refusal other than
 * `decision-needed` (the moves so far being fine, it waits for the next one)
 * blames the k-th move. Refusals that come from the table itself, before any
 * move, blame `table`.
 */
export function firstRefusedMove<M>(moves: readonly M[], run: (moves: readonly M[]) => Answer, path: string, table = '(root)'): EngineRefusal | null {
  for (let k = 0; k <= moves.length; k++) {
    const r = run(moves.slice(0, k));
    if (r.ok || r.reason === 'decision-needed') continue;
    return { at: k === 0 ? table : `${path}[${k - 1}]`, reason: r.reason, ...(r.detail ? { detail: r.detail } : {}) };
  }
  return null;
}
