import { useLayoutEffect, useRef } from 'preact/hooks';
import type { RefObject } from 'preact';
import { snapshotStep, type StepSnapshot } from './stepSnapshot';

type Transitions = typeof import('./stepTransition');

export interface StepAnimation {
  /** Fetches the animations (once); called when the pointer or focus first reaches the example. */
  load: () => Promise<Transitions | null>;
  /** Measures the step being left, before it is hidden, so what changed can move from there. */
  leave: (index: number, asking: boolean) => void;
}

const currentStep = (root: HTMLElement | null) => root?.querySelector(':scope > ol.steps > li.current');

/**
 * Moving from step to step animates what changed (stepTransition.ts): pieces slide, numbers count,
 * new marks fade in. The animations are fetched when the pointer or focus first reaches the example
 * (no page loads them up front), and the step is animated once shown and fitted.
 */
export function useStepAnimation(rootRef: RefObject<HTMLElement>, index: number, asking: boolean): StepAnimation {
  const transitions = useRef<Transitions | null>(null);
  const loading = useRef<Promise<Transitions | null> | null>(null);
  const leaving = useRef<{ index: number; asking: boolean; pieces: StepSnapshot } | null>(null);
  const load = () =>
    (loading.current ??= import('./stepTransition').then(
      (m) => (transitions.current = m),
      () => null,
    ));
  useLayoutEffect(() => {
    const from = leaving.current;
    leaving.current = null;
    if (!from || (from.index === index && from.asking === asking)) return;
    const shown = currentStep(rootRef.current);
    // Loaded as the reader neared the example; the first move may wait for it a moment.
    if (transitions.current) transitions.current.animateStep(from.pieces, shown);
    else void load().then((m) => m?.animateStep(from.pieces, shown));
  }, [index, asking]);
  return {
    load,
    leave: (from, wasAsking) => void (leaving.current = { index: from, asking: wasAsking, pieces: snapshotStep(currentStep(rootRef.current)) }),
  };
}
