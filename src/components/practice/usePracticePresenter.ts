import { useEffect, useRef, useState } from 'preact/hooks';
import type { RefObject } from 'preact';
import type { Fit } from '../explainer/fitStep';
import type { Answering } from './useAnswer';

/**
 * The practice page's presenter view (`&present`, read with the question's address: useDealing):
 * the page is marked presenting; `leave` goes back to the page and says so in the address.
 */
export type PracticePresenter = ReturnType<typeof usePracticePresenter>;

export function usePracticePresenter() {
  const [presenting, setPresenting] = useState(false);
  useEffect(() => {
    document.documentElement.classList.toggle('is-presenting', presenting);
    return () => document.documentElement.classList.remove('is-presenting');
  }, [presenting]);
  const leave = () => {
    setPresenting(false);
    const url = new URL(location.href);
    url.searchParams.delete('present');
    history.replaceState(history.state, '', url.href);
  };
  return { presenting, setPresenting, leave };
}

/**
 * Presenting, the question and its picture fit the screen without scrolling, with the examples' fit,
 * again whenever what is shown changes.
 */
export function usePracticeFit(rootRef: RefObject<HTMLElement>, presenting: boolean, dealt: unknown, { answered, showWhy, whyStep }: Answering): void {
  const lastFit = useRef<Fit | null>(null);
  useEffect(() => {
    const root = rootRef.current;
    const body = root?.querySelector<HTMLElement>('.practice-body');
    const view = body?.querySelector<HTMLElement>(':scope > .practice-view');
    const side = body?.querySelector<HTMLElement>(':scope > .practice-side');
    if (!presenting || !body || !view || !side) return;
    const extras = [...side.children].filter((el): el is HTMLElement => el instanceof HTMLElement && !el.classList.contains('practice-choices'));
    // The fit loads with the presenter view only: a reader who never presents never downloads it.
    let fit = () => {};
    let gone = false;
    void import('../explainer/fitStep').then(({ fitPanes }) => {
      if (gone) return;
      fit = () => (lastFit.current = fitPanes(body, body, view, side, extras, lastFit.current));
      fit();
    });
    const refit = () => fit();
    addEventListener('resize', refit);
    return () => {
      gone = true;
      removeEventListener('resize', refit);
    };
  }, [presenting, dealt, answered, showWhy, whyStep]);
}
