import { useEffect, useState } from 'preact/hooks';
import type { Step } from '../../explainers/types';
import { asksAt } from '../../explainers/predict';
import { tidyFlags } from './addressFlags';

export interface Predict {
  /** Predict first is on for the page (`?predict`). */
  on: boolean;
  /** The current step is shown as a question: its answer is not revealed yet. */
  asking: boolean;
  /** The example has a step that reveals an outcome, so predicting means something here. */
  offered: boolean;
  /** Shows the current step's answer: with the reader's choice among its answers, or none (Next). */
  reveal: (chosen?: string) => void;
  /** What the reader chose at a revealed step, if they chose (the reveal says whether it was right). */
  chosenAt: (index: number) => string | undefined;
  /** Switches predict first for every example on the page, and says so in the address. */
  switchOn: () => void;
}

/**
 * Predict first (`?predict`, issue 19 item 5): a step that reveals an outcome is first asked as a
 * question over the picture before it; Next shows the answer, and then moves on.
 * Predict is the page's: read from the address, and switched for every example on the page at once.
 */
export function usePredict(steps: readonly Step<unknown>[], index: number, hydrated: boolean): Predict {
  const [on, setOn] = useState(false);
  // Each revealed step, with what the reader chose there (undefined: revealed by Next).
  const [revealed, setRevealed] = useState<ReadonlyMap<number, string | undefined>>(new Map());
  useEffect(() => {
    setOn(new URLSearchParams(location.search).has('predict'));
    const onSwitch = (e: Event) => {
      const now = (e as CustomEvent<boolean>).detail;
      setOn(now);
      // The page's own words that would give an outcome away (an example page's summary) hide too.
      document.documentElement.classList.toggle('predicting', now);
      setRevealed(new Map());
    };
    addEventListener('rules:predict', onSwitch);
    return () => removeEventListener('rules:predict', onSwitch);
  }, []);
  const switchOn = () => {
    const url = new URL(location.href);
    if (on) url.searchParams.delete('predict');
    else url.searchParams.set('predict', '');
    history.replaceState(history.state, '', tidyFlags(url.href));
    dispatchEvent(new CustomEvent('rules:predict', { detail: !on }));
  };
  return {
    on,
    asking: hydrated && on && asksAt(steps, index) && !revealed.has(index),
    offered: steps.some((_, i) => asksAt(steps, i)),
    reveal: (chosen) => setRevealed(new Map(revealed).set(index, chosen)),
    chosenAt: (i) => revealed.get(i),
    switchOn,
  };
}
