import { useEffect, useMemo, useRef } from 'preact/hooks';
import type { RefObject } from 'preact';
import type { Message } from '../../explainers/types';
import type { WalkthroughEvent } from '../../explainers/walkthroughMachine';
import { msg } from '../../explainers/messages';
import { parseStepHash, stepAnchor } from './stepHash';
import { landing } from '../../explainers/fold';
import { clampedNotice } from '../../explainers/walkthroughMachine';
import { keepInView } from './keepInView';

export interface StepHashHost {
  exampleId: string;
  title: string;
  rootRef: RefObject<HTMLElement>;
  index: number;
  total: number;
  hydrated: boolean;
  send: (event: WalkthroughEvent) => void;
  /** A link moved the example: the live region may speak from now on. Stable across renders. */
  landed: () => void;
}

/**
 * Deep links, `#{id}-step-{n}`: the example goes to the step the address names, on load and whenever
 * the hash changes, and once the reader has stepped here the hash follows them.
 * Returns `claim`: this example owns the address's hash from now on (the reader stepped here).
 */
export function useStepHash({ exampleId, title, rootRef, index, total, hydrated, send, landed }: StepHashHost): () => void {
  // True once this example owns the URL hash: the reader stepped here, or a link pointed here.
  const ownsHash = useRef(false);
  useEffect(() => {
    // A hashchange names the hash it went to: by the time it is dispatched, another example may
    // already have rewritten the address.
    const land = (event?: HashChangeEvent) => {
      const target = parseStepHash(event ? new URL(event.newURL).hash : location.hash);
      if (!target) return;
      let noticeMessage: Message | undefined;
      if (target.exampleId !== exampleId) {
        const known = document.querySelector(`[data-example="${CSS.escape(target.exampleId)}"]`);
        const firstOnPage = document.querySelector('[data-example]') === rootRef.current;
        if (known || !firstOnPage) return;
        const shown = Math.min(Math.max(target.step, 1), total);
        // The unknown name is not repeated: a link must not make the page say what it likes.
        noticeMessage = msg('explainer.presenter.unknownExample', { shown, title });
      }
      ownsHash.current = true;
      landed();
      const at = landing(total, target.step);
      const clamped = at.past || at.before || !Number.isFinite(target.step) ? clampedNotice(target.step, at.index + 1) : undefined;
      send({ type: 'GOTO', step: at.index + 1, notice: noticeMessage ?? clamped });
      if (rootRef.current) keepInView(rootRef.current);
      rootRef.current?.focus({ preventScroll: true });
    };
    land();
    addEventListener('hashchange', land);
    return () => removeEventListener('hashchange', land);
  }, [exampleId, total, title, send]);

  // The hash follows the reader without filling the history, once the step is painted (writing the
  // address takes a while on a slow phone, issue 29). A link followed meanwhile wins: its step is
  // written after this one. So does anything else that wrote the address since this step was drawn: a
  // lesson moving on to its closing slide (End, then PageDown at once) had its "#end" overwritten.
  const addressWhenDrawn = useMemo(() => (typeof location === 'undefined' ? '' : location.hash), [index]);
  useEffect(() => {
    if (!hydrated || !ownsHash.current || location.hash !== addressWhenDrawn) return;
    const hash = `#${stepAnchor(exampleId, index + 1)}`;
    if (location.hash !== hash) history.replaceState(history.state, '', hash);
  }, [hydrated, exampleId, index, addressWhenDrawn]);

  return () => void (ownsHash.current = true);
}
