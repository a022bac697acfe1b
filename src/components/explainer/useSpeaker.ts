import { useEffect, useState } from 'preact/hooks';
import type { RefObject } from 'preact';
import type { Translate } from '../../i18n/translate';
import { speakerName } from './language';

/**
 * The speaker window (speaker.ts, loaded only when asked for): S opens it from the presenter view on
 * the example's own page; a `?speaker` page is that window. Each tells the other its step.
 * Returns whether this page is the speaker window, and how to open one (absent where none can be).
 */
export function useSpeaker(ownPage: boolean | undefined, rootRef: RefObject<HTMLElement>, exampleId: string, t: Translate) {
  const [speaker] = useState(() => typeof location !== 'undefined' && !!ownPage && new URLSearchParams(location.search).has('speaker'));
  const link = (open: boolean) =>
    void import('./speaker').then((m) => {
      const root = rootRef.current;
      if (root) m.linkExampleSpeaker({ root, exampleId, t, open, speaker });
    });
  // A speaker window links at once; so does a presenter reloaded in the tab that opened one.
  useEffect(() => {
    if (!ownPage) return;
    const params = new URLSearchParams(location.search);
    let opened = false;
    try {
      opened = sessionStorage.getItem(speakerName()) === '1';
    } catch {
      // No storage: S links again.
    }
    if (speaker || (opened && params.has('present'))) link(false);
    // Once, on load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return { speaker, open: ownPage && !speaker ? () => link(true) : undefined };
}
