import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { msg } from '../../explainers/messages';
import type { WalkthroughEvent } from '../../explainers/walkthroughMachine';
import type { Translate } from '../../i18n/translate';

export interface StepControlsProps {
  index: number;
  total: number;
  /** "Step n of m", in the reader's language. */
  position: string;
  /** Asked (predict first), Next shows the answer, so it is not disabled on the last step. */
  asking: boolean;
  presenting: boolean;
  /** A notice for the reader ('' when none): the typed step number, a clamped link, a bad variation. */
  notice: string;
  t: Translate;
  act: (event: WalkthroughEvent) => void;
}

/** First, Back, "step n of m", Next, Last; under them the notice line, which lists the keys while presenting. */
export function StepControls({ index, total, position, asking, presenting, notice, t, act }: StepControlsProps): JSX.Element {
  const atStart = index === 0 ? 'true' : undefined;
  const atEnd = index >= total - 1 ? 'true' : undefined;
  // In a lesson Back on the first step and Next on the last move on to the slide across (lesson.ts): they are
  // not disabled there (Next looked greyed out on every example's last step, and said so to a screen reader).
  const crosses = useInLesson(presenting);
  const backOff = crosses ? undefined : atStart;
  const nextOff = atEnd && !asking && !crosses ? 'true' : undefined;
  return (
    <div class="example-controls" role="group" aria-label={t(msg('explainer.controls'))} data-pagefind-ignore="">
      <div class="example-buttons">
        <button type="button" class="button" onClick={() => act({ type: 'FIRST' })} aria-disabled={atStart} aria-label={t(msg('explainer.first'))}>
          <EdgeIcon flip />
        </button>
        <button type="button" class="button" onClick={() => act({ type: 'BACK' })} aria-disabled={backOff} aria-label={t(msg('explainer.back'))}>
          <span aria-hidden="true">←</span> <span class="button-text">{t(msg('explainer.back'))}</span>
        </button>
        <span class="example-position" aria-hidden="true">
          {position}
        </span>
        <button type="button" class="button primary" onClick={() => act({ type: 'NEXT' })} aria-disabled={nextOff} aria-label={t(msg('explainer.next'))}>
          <span class="button-text">{t(msg('explainer.next'))}</span> <span aria-hidden="true">→</span>
        </button>
        <button type="button" class="button" onClick={() => act({ type: 'LAST' })} aria-disabled={atEnd} aria-label={t(msg('explainer.last'))}>
          <EdgeIcon />
        </button>
      </div>
      <p class="example-step-notice" role="status" title={notice || undefined}>
        {notice}
      </p>
      {/* Presenting, the keys are listed in the notice's reserved place while it has nothing to say. */}
      {presenting && !notice && <p class="example-keys">{t(msg('explainer.presenter.keys'))}</p>}
    </div>
  );
}

/** "Go to the end" icon (a bar and an arrow); drawn, so it shows whatever fonts the reader has. */
function EdgeIcon({ flip = false }: { flip?: boolean }): JSX.Element {
  return (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
      {/* Mirrored by an SVG attribute, not style=, which the page's policy refuses. */}
      <path d="M3 3 L10 8 L3 13 Z M12 3 H14 V13 H12 Z" fill="currentColor" transform={flip ? 'matrix(-1 0 0 1 16 0)' : undefined} />
    </svg>
  );
}

/** Presenting inside a lesson page (known once mounted: the server draws the example alone). */
function useInLesson(presenting: boolean): boolean {
  const [lesson, setLesson] = useState(false);
  useEffect(() => setLesson(document.documentElement.classList.contains('is-lesson')), []);
  return presenting && lesson;
}
