import { useEffect, useState } from 'preact/hooks';
import type { Step } from '../../explainers/types';
import { tidyFlags } from './addressFlags';

export interface Predict {
  /** Predict first is on for the page (`?predict`). */
  on: boolean;
  /** The current step is shown as a question: its answer is not revealed yet. */
  asking: boolean;
  /** The example has a step that reveals an outcome, so predicting means something here. */
  offered: boolean;
  /** Shows the current step's answer (the press that would have moved on). */
  reveal: () => void;
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
  const [revealed, setRevealed] = useState<ReadonlySet<number>>(new Set());
  useEffect(() => {
    setOn(new URLSearchParams(location.search).has('predict'));
    const onSwitch = (e: Event) => {
      setOn((e as CustomEvent<boolean>).detail);
      setRevealed(new Set());
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
    asking: hydrated && on && index > 0 && steps[index]?.tone === 'result' && !revealed.has(index),
    offered: steps.some((s) => s.tone === 'result'),
    reveal: () => setRevealed(new Set(revealed).add(index)),
    switchOn,
  };
}
