import { useEffect, useRef } from 'preact/hooks';
import type { RefObject } from 'preact';
import type { WalkthroughEvent } from '../../explainers/walkthroughMachine';
import type { Predict } from './usePredict';
import type { StepAnimation } from './useStepAnimation';
import { showCurrentStep } from './stepInView';

/** Events that move from one step to another (and so may animate what changed). */
const MOVES = new Set(['NEXT', 'BACK', 'FIRST', 'LAST', 'GOTO']);

/** The step a move goes to (0-based; from the end when negative), if the move names one. */
function target(event: WalkthroughEvent, index: number): number | undefined {
  if (event.type === 'NEXT') return index + 1;
  if (event.type === 'BACK') return index - 1 >= 0 ? index - 1 : undefined;
  if (event.type === 'FIRST') return 0;
  if (event.type === 'LAST') return -1;
  if (event.type === 'GOTO') return event.step - 1 >= 0 ? event.step - 1 : undefined;
  return undefined;
}

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
  // move that changed nothing (Previous on the first step) is forgotten after a second. None is asked
  // until the reader moves: a step link's landing, in a page's first second, is not one (a referee's
  // links to a rulebook's later examples landed and were then scrolled thousands of pixels away).
  const asked = useRef(Number.NEGATIVE_INFINITY);
  useEffect(() => {
    if (performance.now() - asked.current > 1000 || !rootRef.current) return;
    asked.current = Number.NEGATIVE_INFINITY;
    const root = rootRef.current;
    requestAnimationFrame(() => showCurrentStep(root));
  }, [index, predict.asking, rootRef]);
  const act = (event: WalkthroughEvent) => {
    if (MOVES.has(event.type)) asked.current = performance.now();
    // With predict on, the step moved to may show the picture before its own (a question): measured after the move.
    if (hydrated && MOVES.has(event.type)) animation.leave(index, predict.asking, predict.on ? undefined : target(event, index));
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
