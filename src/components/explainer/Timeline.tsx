import type { JSX } from 'preact';
import { msg } from '../../explainers/messages';
import type { Translate } from '../../i18n/translate';
import { stepAnchor } from './stepHash';

/** Every step as a numbered link (a real anchor before waking), the done ones and the current one marked. */
export function Timeline({ exampleId, anchors, index, t, onGo }: { exampleId: string; anchors: readonly number[]; index: number; t: Translate; onGo: (event: MouseEvent, step: number) => void }): JSX.Element {
  return (
    <ol class="step-timeline" aria-label={t(msg('explainer.presenter.timeline'))} data-pagefind-ignore="">
      {anchors.map((link, i) => (
        <li key={i}>
          <a
            href={`#${stepAnchor(exampleId, link)}`}
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
