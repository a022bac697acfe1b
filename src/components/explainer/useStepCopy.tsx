import type { ComponentChildren, RefObject } from 'preact';
import { render } from 'preact';
import { useEffect } from 'preact/hooks';
import type { Step } from '../../explainers/types';
import type { Translate } from '../../i18n/translate';
import { stepAnchor } from './stepHash';

/** Draws step `i`'s picture into `into`, outside the example; false when it has no picture. */
export type DrawStep = (i: number, into: HTMLElement) => Promise<boolean>;
export type WithDrawStep = HTMLElement & { drawStep?: DrawStep };

/**
 * A step's picture drawn for another place on the page: the lesson's slide list (O) shows every
 * step small, and a step not yet shown in the page has only its frames there (StepPicture). The
 * island draws it from the step's view, the same drawing as in the page, into the box it is given;
 * the page's own list of steps is left as it is (drawing every step there would make each press
 * cost more, issue 29). The drawing's own ids (an SVG pattern's) take the suffix `-copy`, so they are
 * not on the page twice.
 */
export function useStepCopy(
  rootRef: RefObject<HTMLElement>,
  { exampleId, steps, t, renderView, loadViews }: { exampleId: string; steps: readonly Step<unknown>[]; t: Translate; renderView: (view: unknown, t: Translate, id: string) => ComponentChildren; loadViews?: () => Promise<readonly unknown[]> },
): void {
  useEffect(() => {
    const root = rootRef.current as WithDrawStep | null;
    if (!root) return;
    root.drawStep = async (i, into) => {
      const view = steps[i]?.view ?? (await loadViews?.())?.[i];
      if (view === undefined) return false;
      render(<div class="step-view">{renderView(view, t, `${stepAnchor(exampleId, i + 1)}-copy`)}</div>, into);
      return true;
    };
  });
}
