import { useCallback, useEffect, useState } from 'preact/hooks';
import type { ComponentChildren, JSX } from 'preact';
import { msg } from '../../explainers/messages';
import type { Translate } from '../../i18n/translate';

/**
 * Loads a sandbox's game (its machine, engine, board and panels) after the first paint, so the
 * page's first JavaScript stays small; until then `placeholder` shows, and if the chunk cannot be
 * fetched, a plain message and a button to try again take the place of "Loading…".
 */
export function useLoaded<M>(load: () => Promise<M>): { module: M | null; failed: boolean; retry: () => void } {
  const [module, setModule] = useState<M | null>(null);
  const [failed, setFailed] = useState(false);
  const retry = useCallback(() => {
    setFailed(false);
    load().then(setModule, () => setFailed(true));
  }, [load]);
  useEffect(retry, [retry]);
  return { module, failed, retry };
}

/** What shows while a sandbox loads, or why it did not. */
export function Loading({ t, failed, retry, children }: { t: Translate; failed: boolean; retry: () => void; children?: ComponentChildren }): JSX.Element {
  return (
    <div class="sandbox-main">
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
          <p role="status">{t(msg('sandbox.loading'))}</p>
        )}
      </div>
    </div>
  );
}
