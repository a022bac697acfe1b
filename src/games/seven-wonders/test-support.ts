/**
 * Test support for the 7 Wonders engine's tests: reading a rule's value where the test expects
 * no refusal, and freezing an input so a test can show the rule never changes it.
 */
import type { Result } from '../result';

/** The rule's value; a refusal fails the test with its reason and detail, so assertions can read the value. */
export function valueOf<T>(r: Result<T, string>): T {
  if (!r.ok) throw new Error(`unexpected refusal: ${r.reason} ${JSON.stringify(r.detail)}`);
  return r.value;
}

/** Freezes a value and everything in it: a rule that tries to change its input then throws. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}
