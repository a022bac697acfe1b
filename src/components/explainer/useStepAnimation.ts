import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';
import type { RefObject } from 'preact';
import { measuredStep, snapshotArrival, snapshotStep, type StepSnapshot } from './stepSnapshot';
import { whenIdle } from './whenIdle';

type Arrival = ReturnType<typeof snapshotArrival>;

type Transitions = typeof import('./stepTransition');

export interface StepAnimation {
  /**
   * Measures the step being left, before it is hidden, so what changed can move from there; and the
   * step the move goes to (`to`, from the end when negative), if it is laid out where it will show.
   */
  leave: (index: number, asking: boolean, to?: number) => void;
}

const currentStep = (root: HTMLElement | null) => root?.querySelector(':scope > ol.steps > li.current');

/**
 * Moving from step to step animates what changed (stepTransition.ts): pieces slide, numbers count,
 * new marks fade in. The animations are fetched once the example is awake (the reader's first touch
 * wakes it: no page loads them up front) and the page is idle, so the first press animates at once
 * (fetched at that press, the module was compiled inside the press's frame: issue 29); the step is
 * animated once shown and fitted.
 */
export function useStepAnimation(rootRef: RefObject<HTMLElement>, index: number, asking: boolean): StepAnimation {
  const transitions = useRef<Transitions | null>(null);
  const loading = useRef<Promise<Transitions | null> | null>(null);
  const leaving = useRef<{ index: number; asking: boolean; pieces: StepSnapshot; arrival: Arrival } | null>(null);
  const load = () =>
    (loading.current ??= import('./stepTransition').then(
      (m) => (transitions.current = m),
      () => null,
    ));
  useEffect(() => whenIdle(() => void load()), []);
  useLayoutEffect(() => {
    const from = leaving.current;
    leaving.current = null;
    if (!from || (from.index === index && from.asking === asking)) return;
    const shown = currentStep(rootRef.current);
    // Fetched once the example woke and the page was idle; a move before that waits for it a moment.
    // The step measured before the move, if it is the one shown (a move past the last step goes nowhere).
    const arrival = from.arrival;
    const arrived = arrival && arrival.step === shown ? arrival.pieces : null;
    if (transitions.current) transitions.current.animateStep(from.pieces, shown, arrived);
    else void load().then((m) => m?.animateStep(from.pieces, shown));
  }, [index, asking]);
  return {
    leave: (from, wasAsking, to) =>
      void (leaving.current = {
        index: from,
        asking: wasAsking,
        // With predict on, a step's picture changes when its answer shows: measured now, never ahead.
        pieces: (to === undefined ? snapshotStep : measuredStep)(currentStep(rootRef.current)),
        arrival: to === undefined ? null : snapshotArrival(rootRef.current, to),
      }),
  };
}
