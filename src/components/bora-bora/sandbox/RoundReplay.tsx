import { useCallback, useEffect, useMemo } from 'preact/hooks';
import type { JSX } from 'preact';
import { roundSteps } from '../../../explainers/bora-bora/sandbox/replay';
import type { BoraView } from '../../../explainers/bora-bora/views';
import { msg } from '../../../explainers/messages';
import type { Message } from '../../../explainers/types';
import type { Lang } from '../../../i18n/format';
import type { Messages, Translate } from '../../../i18n/translate';
import { Walkthrough } from '../../explainer/Walkthrough';
import { BoardView } from '../BoardView';
import type { BoraContext } from './useBoraGame';

/** The id of the step-through of the last round (its steps are `bb-round-step-{n}`). */
export const REPLAY_ID = 'bb-round';

/** The note on the made-up map, with how many regions and islands it has (counted from the view's map, never typed in). */
export function madeUpNote(view: BoraView): Message {
  const regions = view.map?.regions ?? [];
  return msg('bora.sandbox.madeUp', { regions: regions.length, islands: new Set(regions.map((r) => r.island)).size });
}

const renderView = (view: BoraView, t: Translate, id: string) => <BoardView view={view} t={t} id={id} note={madeUpNote(view)} />;
const noInputs = () => [];

/**
 * The last round, stepped through as a worked example is (issue 33 item 3): the same walkthrough
 * (Back / Next, the step numbers, the arrow keys, a link to each step), the examples' captions, the
 * board as it stood after each event.
 */
export function RoundReplay({ lang, messages, t, timeline, onClose }: { lang: Lang; messages: Messages; t: Translate; timeline: BoraContext['timeline']; onClose: () => void }): JSX.Element | null {
  const replay = useMemo(() => roundSteps(timeline), [timeline]);
  const compute = useCallback(() => replay?.steps ?? [], [replay]);
  useEffect(() => {
    document.getElementById(REPLAY_ID)?.focus({ preventScroll: false });
  }, []);
  // Escape closes the step-through, as "Back to the game" does; unless the walkthrough took it (typed digits, a blank
  // screen), it is presenting (Escape leaves the presenter view first) or the key is a form field's.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      if (document.querySelector(`[data-example="${REPLAY_ID}"].presenting`)) return;
      if ((e.target as HTMLElement | null)?.closest?.('input, select, textarea, [contenteditable]')) return;
      e.preventDefault();
      onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  if (!replay) return null;
  const title = t(msg('bora.sandbox.replayTitle', { round: replay.round }));
  return (
    <section class="sandbox-review bb-replay" aria-labelledby={`${REPLAY_ID}-heading`}>
      <h2 id={`${REPLAY_ID}-heading`}>{title}</h2>
      <Walkthrough<BoraView> exampleId={REPLAY_ID} lang={lang} title={title} messages={messages} defaults={{}} compute={compute} inputSpecs={noInputs} renderView={renderView} headingLevel={0} />
      <div class="sandbox-buttons">
        <button type="button" class="button primary" onClick={onClose}>
          {t(msg('bora.sandbox.replayClose'))}
        </button>
      </div>
    </section>
  );
}
