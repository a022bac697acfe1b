import type { ComponentChildren, JSX } from 'preact';
import { memo } from 'preact/compat';
import type { Inputs, Step } from '../../explainers/types';
import type { Translate } from '../../i18n/translate';
import { msg } from '../../explainers/messages';
import { DecisionPicker } from './DecisionPicker';
import { stepAnchor } from './stepHash';
import type { Caption } from './useCaptionTerms';

type RenderView = (view: unknown, t: Translate, id: string) => ComponentChildren;

export interface StepListProps {
  exampleId: string;
  steps: readonly Step<unknown>[];
  index: number;
  inputs: Inputs;
  hydrated: boolean;
  presenting: boolean;
  /** The current step is asked as a question (predict first): its picture is the one before. */
  asking: boolean;
  question: string;
  t: Translate;
  caption: Caption;
  renderView: RenderView;
  /** The pointer or focus reached a decision: fetch the engine. */
  prefetch: () => void;
  onChoose: (name: string, value: string) => void;
}

/**
 * Every step, in order, as real anchors readable without JavaScript; once awake, only the current
 * one is shown. The server draws the list as it will be once awake, so nothing moves on waking.
 */
export function StepList(props: StepListProps): JSX.Element {
  const { steps, index, t } = props;
  return (
    <ol class="steps" aria-label={t(msg('example.steps'))}>
      {steps.map((s, i) => (
        <StepItem key={i} {...props} step={s} i={i} current={i === index} />
      ))}
    </ol>
  );
}

function StepItem({ step: s, i, current, exampleId, steps, inputs, hydrated, presenting, asking, question, t, caption, renderView, prefetch, onChoose }: StepListProps & { step: Step<unknown>; i: number; current: boolean }): JSX.Element {
  const anchor = stepAnchor(exampleId, i + 1);
  return (
    <li
      id={anchor}
      class={`step${current ? ' current' : ''}${s.tone ? ` tone-${s.tone}` : ''}${current && asking ? ' asking' : ''}`}
      hidden={hydrated && !current}
      aria-current={hydrated && current ? 'step' : undefined}
    >
      <div class="step-text">
        {current && asking && (
          <p class="step-question">
            <span class="step-number">{`${i + 1}.`}</span> <span>{question}</span>
          </p>
        )}
        <p class="step-caption">
          <span class="step-number">{`${i + 1}.`}</span> <span>{caption(t(s.caption))}</span>
        </p>
        {s.details?.map((d, j) => (
          <p key={j} class="step-detail">
            {t(d)}
          </p>
        ))}
        {s.decision && (
          <div onPointerEnter={hydrated ? prefetch : undefined} onFocusIn={hydrated ? prefetch : undefined}>
            <DecisionPicker
              decision={s.decision}
              value={s.decision.chosen ?? String(inputs[s.decision.name] ?? '')}
              interactive={current}
              folded={presenting}
              id={`${anchor}-choice`}
              t={t}
              onChange={(value) => onChoose(s.decision!.name, value)}
            />
          </div>
        )}
      </div>
      <div class="step-view" data-pagefind-ignore="">
        {/* Asked, the picture is the one before: the answer is in this step's own. */}
        <StepView view={current && asking ? (steps[i - 1] as Step<unknown>).view : s.view} t={t} id={anchor} render={renderView} />
      </div>
    </li>
  );
}

/**
 * One step's picture, drawn again only when its view changes: stepping re-renders the shell,
 * not every step's board (a lesson of 31 steps would otherwise redraw 31 boards a key press).
 */
const StepView = memo(function StepView({ view, t, id, render }: { view: unknown; t: Translate; id: string; render: RenderView }) {
  return <>{render(view, t, id)}</>;
});
