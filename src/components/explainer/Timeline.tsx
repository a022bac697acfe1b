import type { JSX } from 'preact';
import { msg } from '../../explainers/messages';
import type { Translate } from '../../i18n/translate';
import { stepAnchor } from './stepHash';

/** Every step as a numbered link (a real anchor before waking), the done ones and the current one marked. */
export function Timeline({ exampleId, total, index, t, onGo }: { exampleId: string; total: number; index: number; t: Translate; onGo: (event: MouseEvent, step: number) => void }): JSX.Element {
  return (
    <ol class="step-timeline" aria-label={t(msg('explainer.presenter.timeline'))} data-pagefind-ignore="">
      {Array.from({ length: total }, (_, i) => (
        <li key={i}>
          <a
            href={`#${stepAnchor(exampleId, i + 1)}`}
            class={i === index ? 'current' : i < index ? 'done' : undefined}
            aria-current={i === index ? 'step' : undefined}
            aria-label={t(msg('explainer.presenter.timelineStep', { n: i + 1 }))}
            onClick={(e) => onGo(e, i + 1)}
          >
            {i + 1}
          </a>
        </li>
      ))}
    </ol>
  );
}
