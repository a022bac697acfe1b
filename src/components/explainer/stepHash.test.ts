import { describe, expect, it } from 'vitest';
import { parseStepHash, positionOfLink, stepAnchor } from './stepHash';

describe('step hash', () => {
  it('round-trips an anchor', () => {
    expect(parseStepHash(`#${stepAnchor('military-ring', 4)}`)).toEqual({ exampleId: 'military-ring', step: 4 });
  });
  it('keeps example ids that contain digits and dashes', () => {
    expect(parseStepHash('#war-1-step-12')).toEqual({ exampleId: 'war-1', step: 12 });
  });
  it('ignores headings and malformed hashes', () => {
    expect(parseStepHash('#military')).toBeNull();
    expect(parseStepHash('#-step-2')).toBeNull();
    expect(parseStepHash('#%E0%A4%A')).toBeNull();
  });
  it('passes an out-of-range step through for the machine to clamp', () => {
    expect(parseStepHash('#card-passing-step-0')).toEqual({ exampleId: 'card-passing', step: 0 });
    expect(parseStepHash('#card-passing-step-999')).toEqual({ exampleId: 'card-passing', step: 999 });
  });

  it('lands a link to a folded step on the step that holds it, among the drawn steps', () => {
    // war-1 folded: step 1 holds written steps 1-2, step 2 is written step 3, and so on.
    const drawn = [1, 3, 4, 5].map((n) => ({ id: stepAnchor('war-1', n) }) as Element);
    expect([1, 2, 3, 4, 5, 9, 0].map((n) => positionOfLink(drawn, n))).toEqual([1, 1, 2, 3, 4, 4, 1]);
  });
});
