import { useEffect, useRef } from 'preact/hooks';
import type { RefObject } from 'preact';
import type { WalkthroughEvent } from '../../explainers/walkthroughMachine';
import type { Predict } from './usePredict';
import type { StepAnimation } from './useStepAnimation';
import { showCurrentStep } from './stepInView';

/** Events that move from one step to another (and so may animate what changed). */
const MOVES = new Set(['NEXT', 'BACK', 'FIRST', 'LAST', 'GOTO']);

export interface StepActionsHost {
  rootRef: RefObject<HTMLElement>;
  hydrated: boolean;
  index: number;
  predict: Predict;
  animation: StepAnimation;
  send: (event: WalkthroughEvent) => void;
  /** The live region may speak from now on. */
  speak: () => void;
  /** What any other request also does: the example owns the hash, speaks, and its notices go. */
  moved: () => void;
}

/**
 * Everything the reader (buttons, keys, a lesson, the speaker window) asks of the example goes
 * through the one function this returns: it measures the step being left for the animation, shows
 * an asked step's answer before moving on, and then tells the machine.
 * A host page gets it as the root element's `walkthrough` handle: a lesson
 * (`src/components/lesson/lesson.ts`) steps and presents the example with it.
 */
export function useStepActions({ rootRef, hydrated, index, predict, animation, send, speak, moved }: StepActionsHost) {
  // A move the reader asked for brings the new step into sight once it is drawn (stepInView.ts); a
  // move that changed nothing (Previous on the first step) is forgotten after a second.
  const asked = useRef(0);
  useEffect(() => {
    if (performance.now() - asked.current > 1000 || !rootRef.current) return;
    asked.current = 0;
    const root = rootRef.current;
    requestAnimationFrame(() => showCurrentStep(root));
  }, [index, predict.asking, rootRef]);
  const act = (event: WalkthroughEvent) => {
    if (MOVES.has(event.type)) asked.current = performance.now();
    if (hydrated && MOVES.has(event.type)) animation.leave(index, predict.asking);
    // Asked, a step's answer shows on the next key press before the example moves on.
    if (predict.asking && event.type === 'NEXT') {
      speak();
      predict.reveal();
      return;
    }
    moved();
    send(event);
  };
  useEffect(() => void ((rootRef.current as (HTMLElement & { walkthrough?: typeof act }) | null)!.walkthrough = act));
  return act;
}
