import type { JSX } from 'preact';
import { memo } from 'preact/compat';
import { useLatest } from './useLatest';
import { msg } from '../../explainers/messages';
import type { Translate } from '../../i18n/translate';
import { stepAnchor } from './stepHash';

type Go = (event: MouseEvent, step: number) => void;

/**
 * Every step as a numbered link (a real anchor before waking), the done ones and the current one marked.
 * A step drawn again only when its mark changes: a press redraws two links, not every one.
 */
export function Timeline({ exampleId, total, index, t, onGo }: { exampleId: string; total: number; index: number; t: Translate; onGo: Go }): JSX.Element {
  // `onGo` changes identity every render; the links call its latest version through one stable object.
  const go = useLatest({ onGo });
  return (
    <ol class="step-timeline" aria-label={t(msg('explainer.presenter.timeline'))} data-pagefind-ignore="">
      {Array.from({ length: total }, (_, i) => (
        <Mark key={i} href={`#${stepAnchor(exampleId, i + 1)}`} n={i + 1} mark={i === index ? 'current' : i < index ? 'done' : undefined} t={t} go={go} />
      ))}
    </ol>
  );
}

const Mark = memo(function Mark({ href, n, mark, t, go }: { href: string; n: number; mark: 'current' | 'done' | undefined; t: Translate; go: { onGo: Go } }): JSX.Element {
  return (
    <li>
      <a href={href} class={mark} aria-current={mark === 'current' ? 'step' : undefined} aria-label={t(msg('explainer.presenter.timelineStep', { n }))} onClick={(e) => go.onGo(e, n)}>
        {n}
      </a>
    </li>
  );
});
