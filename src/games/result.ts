/**
 * The shape every rules engine answers with: either the value the rules
 * produce, or a typed reason the rules refuse the request. Engines never throw
 * for a rule violation and never ignore one silently, so the explainers can
 * show the reader *why* a move is not allowed.
 */

/** Extra facts about a refusal (which seat, which turn, which card) for the UI to name. */
export type RefusalDetail = Record<string, string | number>;

/** A refusal: the rules do not allow the request, for the stated `reason`. */
export type Refusal<R extends string> = { ok: false; reason: R; detail?: RefusalDetail };

/** A success carrying the value the rules produced. */
export type Success<T> = { ok: true; value: T };

/**
 * Either the rules' answer or a typed refusal.
 *
 * @example
 * const r: Result<number, 'negative'> = n < 0 ? refuse('negative', { n }) : ok(n);
 * if (!r.ok) console.log(r.reason);
 */
export type Result<T, R extends string> = Success<T> | Refusal<R>;

/** Wraps a value the rules produced. */
export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

/**
 * Builds a refusal. `detail` is left off entirely when not given, so refusals
 * compare equal in tests whether or not a caller spelled out `undefined`.
 */
export function refuse<R extends string>(
  reason: R,
  detail?: RefusalDetail,
): { ok: false; reason: R; detail?: RefusalDetail } {
  return detail === undefined ? { ok: false, reason } : { ok: false, reason, detail };
}
