import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { ComponentChildren, JSX } from 'preact';
import { msg } from '../../explainers/messages';
import type { Translate } from '../../i18n/translate';

/** The reader's first input on the page: a pointer, a touch, a key, a wheel, a focus. */
const INPUTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel', 'focusin'] as const;

/** "Start playing" was pressed before the island woke (the page's inline script keeps the press: earlyPress.js). */
const pressedEarly = () => document.documentElement.classList.contains('sandbox-pressed');

/** The board's panning frame, whose scroll and focus the game's board takes over when it replaces the first one. */
const PAN = '[data-sandbox] .sandbox-board [tabindex="0"]';

/**
 * Loads a sandbox's game (its machine, engine, board and panels) at the reader's first input on the
 * page, or at once when `now()` says the address names a game or "Start playing" was pressed before the
 * island woke: a page nobody touches downloads only its first paint (issue 29, the 30 KiB budget).
 * Listening starts as the island hydrates, so no later input is missed. If the chunk cannot be fetched, `failed` is set and `retry` tries again. The board
 * that replaces the first one keeps where the reader panned it to and, if they had tabbed to it, the focus.
 */
export function useLoaded<M>(load: () => Promise<M>, now: () => boolean): { module: M | null; loading: boolean; failed: boolean; retry: () => void } {
  const [module, setModule] = useState<M | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const carried = useRef<{ focused: boolean; left: number } | null>(null);
  const inFlight = useRef(false);
  const retry = useCallback(() => {
    if (inFlight.current) return;
    inFlight.current = true;
    setFailed(false);
    setLoading(true);
    load()
      .then(
        (loaded) => {
          const pan = document.querySelector<HTMLElement>(PAN);
          if (pan) carried.current = { focused: pan.contains(document.activeElement), left: pan.scrollLeft };
          setModule(() => loaded);
        },
        () => setFailed(true),
      )
      .finally(() => {
        inFlight.current = false;
        setLoading(false);
      });
  }, [load]);
  useLayoutEffect(() => {
    if (now() || pressedEarly()) return void retry();
    const first = () => {
      for (const type of INPUTS) removeEventListener(type, first, true);
      retry();
    };
    for (const type of INPUTS) addEventListener(type, first, { capture: true, passive: true });
    return () => {
      for (const type of INPUTS) removeEventListener(type, first, true);
    };
  }, [retry]);
  useEffect(() => {
    const was = carried.current;
    const pan = document.querySelector<HTMLElement>(PAN);
    if (!module || !was || !pan) return;
    carried.current = null;
    pan.scrollLeft = was.left;
    if (was.focused) pan.focus({ preventScroll: true });
  }, [module]);
  return { module, loading, failed, retry };
}

/** The last game played in this browser, offered by its address (`lastGame`, address.ts). */
export function ResumeOffer({ t, href }: { t: Translate; href: string }): JSX.Element {
  return (
    <p class="sandbox-resume">
      {t(msg('sandbox.resumeNote'))}{' '}
      <a class="button" href={href}>
        {t(msg('sandbox.resume'))}
      </a>
    </p>
  );
}

/**
 * What shows until the game arrives (the page's first paint, `children`): a button that starts it (any
 * input would), kept while it loads, and, where this browser kept one, a link back to the last game played;
 * while it loads a status line, and if it could not, why, with a button to try again.
 */
export function Loading({ t, loading, failed, retry, resume = null, children }: { t: Translate; loading: boolean; failed: boolean; retry: () => void; resume?: string | null; children?: ComponentChildren }): JSX.Element {
  return (
    <div class="sandbox-main sandbox-first">
      {children}
      <div class="sandbox-panel">
        {failed ? (
          <div class="example-notice" role="alert">
            <p>{t(msg('sandbox.loadFailed'))}</p>
            <button type="button" class="button primary" onClick={retry}>
              {t(msg('sandbox.retry'))}
            </button>
          </div>
        ) : (
          <>
            {/* Kept while the game loads, so a press on its way is not lost on a button gone (a referee's click was). */}
            <button type="button" class="button primary" data-sandbox-begin aria-disabled={loading ? 'true' : undefined} onClick={retry}>
              {t(msg('sandbox.begin'))}
            </button>
            {/* The last game played in this browser, offered beside a new one (a checker came back by the nav link and saw only "Start"). */}
            {!loading && resume && <ResumeOffer t={t} href={resume} />}
            <p role="status">{loading ? t(msg('sandbox.loading')) : ''}</p>
          </>
        )}
      </div>
    </div>
  );
}
