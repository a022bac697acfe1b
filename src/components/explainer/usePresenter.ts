import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { RefObject } from 'preact';
import type { WalkthroughEvent } from '../../explainers/walkthroughMachine';
import { after, fitStep, fittedAhead } from './fitStep';
import { tidyFlags } from './addressFlags';
import type { Blank } from './useStepKeys';

export interface PresenterHost {
  rootRef: RefObject<HTMLElement>;
  presenting: boolean;
  ownPage: boolean | undefined;
  send: (event: WalkthroughEvent) => void;
}

export interface Presenter {
  /** The screen is blanked, black (B or .) or white (W or ,): the room looks at the presenter, not the slide. */
  blanked: Blank | null;
  setBlanked: (blank: Blank | null) => void;
  /** Real full screen on or off (F). */
  toggleFullscreen: () => void;
  /** The step's address shown as a QR code (Q), for the room's phones. */
  qrOpen: boolean;
  toggleQr: () => void;
}

/** `?present` on the example's own page opens the presenter view (at the hash's step: useStepHash). */
export function usePresentFromAddress(ownPage: boolean | undefined, send: (event: WalkthroughEvent) => void): void {
  useEffect(() => {
    if (ownPage && new URLSearchParams(location.search).has('present')) send({ type: 'PRESENT' });
  }, [ownPage, send]);
}

/**
 * The presenter view: a fixed layer over the page that one step fills; real full screen on F
 * (or the Present button), the screen blanked on B, the step's QR code on Q. Fitting the step to the stage is `usePresenterFit`.
 */
export function usePresenter({ rootRef, presenting, ownPage, send }: PresenterHost): Presenter {
  const [blanked, setBlanked] = useState<Blank | null>(null);
  const [qrOpen, setQrOpen] = useState(false);
  // Leaving full screen with the browser's own Esc leaves the presentation, unless F asked for it
  // (until this time: the browser may report both changes late, after F was pressed twice).
  const quietFullscreenExit = useRef(0);
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    if (presenting) {
      // The page behind reflows under the larger type; the reader comes back to where they were.
      const scrolled = scrollY;
      document.documentElement.classList.add('is-presenting');
      // Opened presenting, the page was kept unseen until now (startup.js, still.css).
      document.documentElement.classList.remove('present-pending');
      root.focus({ preventScroll: true });
      const onFullscreenChange = () => {
        if (document.fullscreenElement || performance.now() < quietFullscreenExit.current) return;
        send({ type: 'EXIT_PRESENT' });
      };
      document.addEventListener('fullscreenchange', onFullscreenChange);
      // The address says so on the example's own page, so a reload or a copied link presents too.
      const url = new URL(location.href);
      if (ownPage && !url.searchParams.has('present')) {
        url.searchParams.set('present', '');
        history.replaceState(history.state, '', tidyFlags(url.href));
      }
      return () => {
        document.removeEventListener('fullscreenchange', onFullscreenChange);
        document.documentElement.classList.remove('is-presenting');
        setBlanked(null);
        scrollTo(0, scrolled);
        if (document.fullscreenElement === root) document.exitFullscreen().catch(() => undefined);
        if (ownPage) {
          const left = new URL(location.href);
          left.searchParams.delete('present');
          history.replaceState(history.state, '', left.href);
        }
      };
    }
    return undefined;
  }, [presenting, send, ownPage]);

  const toggleFullscreen = () => {
    const root = rootRef.current;
    if (!root) return;
    if (document.fullscreenElement) {
      quietFullscreenExit.current = performance.now() + 1500;
      document.exitFullscreen().catch(() => undefined);
    } else root.requestFullscreen?.().catch(() => undefined);
  };
  return { blanked, setBlanked, toggleFullscreen, qrOpen, toggleQr: () => setQrOpen((open) => !open) };
}

/**
 * One step fills the presenter's stage: its picture (and, if need be, its text) is zoomed down by
 * classes until it fits (fitStep.ts), again whenever the stage or what it shows changes.
 */
export function usePresenterFit(
  rootRef: RefObject<HTMLElement>,
  { presenting, index, steps, hydrated, asking, drawn, qr }: { presenting: boolean; index: number; steps: readonly unknown[]; hydrated: boolean; asking: boolean; drawn: unknown; qr: boolean },
): void {
  const lastFit = useRef<ReturnType<typeof fitStep>>(null);
  const lastIndex = useRef(-1);
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!presenting || !root) return;
    // A step fitted ahead while the page was idle is shown as it was fitted (not when asked: its picture is then the step before's).
    const ahead = fittedAhead(root, root.querySelector<HTMLElement>(':scope > ol.steps > li.current'));
    lastFit.current = (!asking && ahead) || fitStep(root, after(lastFit.current, lastIndex.current === 0));
    lastIndex.current = index;
    // The QR code takes a side of the stage while it shows (presenter.css).
  }, [presenting, index, steps, hydrated, asking, drawn, qr]);
  // And again when the stage changes size, or a folded choice opens or closes (the words' height, not
  // the root's). One observer while presenting, not one a step: its first report (the size just
  // fitted) would fit each step a second time before it is painted (issue 29).
  useEffect(() => {
    const root = rootRef.current;
    if (!presenting || !root) return undefined;
    const refit = () => (lastFit.current = fitStep(root, lastFit.current));
    let first = true;
    // A stage of another size is fitted afresh: the picture may grow into a larger one (see fitStep.ts Fit).
    const observer = new ResizeObserver(() => (first ? (first = false) : (lastFit.current = fitStep(root, null))));
    observer.observe(root);
    root.addEventListener('toggle', refit, true);
    return () => {
      observer.disconnect();
      root.removeEventListener('toggle', refit, true);
    };
  }, [presenting]);
}
