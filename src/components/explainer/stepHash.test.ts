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

  it('lands a link on the step at its place, clamping a number out of range', () => {
    expect([1, 2, 3, 4, 5, 9, 0, -1].map((n) => positionOfLink(4, n))).toEqual([1, 2, 3, 4, 4, 4, 1, 1]);
  });
});
