import type { ComponentChildren, JSX } from 'preact';
import type { Inputs, Step } from '../../explainers/types';
import type { Translate } from '../../i18n/translate';
import { msg } from '../../explainers/messages';
import { DecisionPicker } from './DecisionPicker';
import { PredictQuestion, predictVerdict } from './PredictQuestion';
import { stepAnchor } from './stepHash';
import type { Caption } from './useCaptionTerms';
import { StepPicture } from './StepPicture';
import type { StepPictures } from './useStepPictures';

type RenderView = (view: unknown, t: Translate, id: string) => ComponentChildren;

export interface StepListProps {
  exampleId: string;
  steps: readonly Step<unknown>[];
  /** Each step's link number (`explainers/fold.ts` anchorsOf): a step folded into another keeps its link. */
  anchors: readonly number[];
  index: number;
  inputs: Inputs;
  hydrated: boolean;
  presenting: boolean;
  /** The current step is asked as a question (predict first): its picture is the one before. */
  asking: boolean;
  /** The reader's answer to the current step's question (predict first): shows the step. */
  onAnswer: (value: string) => void;
  /** What the reader chose at a step they were asked, if they chose. */
  chosenAt: (index: number) => string | undefined;
  t: Translate;
  caption: Caption;
  /** Which steps are drawn, and from what view (useStepPictures). */
  pictures: StepPictures<unknown>;
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

function StepItem({ step: s, i, current, exampleId, pictures, anchors, inputs, hydrated, presenting, asking, onAnswer, chosenAt, t, caption, renderView, prefetch, onChoose }: StepListProps & { step: Step<unknown>; i: number; current: boolean }): JSX.Element {
  const anchor = stepAnchor(exampleId, anchors[i] ?? i + 1);
  const chosen = current && !asking && s.ask ? chosenAt(i) : undefined;
  const verdict = chosen !== undefined && s.ask ? predictVerdict(s.ask, chosen, t) : null;
  const shown = current && asking ? (s.askView ?? pictures.viewOf(i - 1)) : pictures.viewOf(i);
  return (
    <li
      id={anchor}
      class={`step${current ? ' current' : ''}${s.tone ? ` tone-${s.tone}` : ''}${current && asking ? ' asking' : ''}`}
      hidden={hydrated && !current}
      aria-current={hydrated && current ? 'step' : undefined}
    >
      {/* The links of the steps folded into this one (fold.ts) land here, with or without JavaScript (still.css). */}
      {Array.from({ length: (s.holds ?? 1) - 1 }, (_, k) => (
        <span key={k} id={stepAnchor(exampleId, (anchors[i] ?? i + 1) + k + 1)} class="step-alias" />
      ))}
      <div class="step-text">
        {current && asking && <PredictQuestion n={i + 1} ask={s.ask} t={t} onAnswer={onAnswer} />}
        {verdict && <p class={`predict-verdict ${verdict.right ? 'right' : 'wrong'}`}>{verdict.text}</p>}
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
      {/* Asked, the picture is the one before (or the story's picture for the question): the answer is in this step's own. */}
      <StepPicture drawn={pictures.drawn(i) && shown !== undefined} view={shown} t={t} id={anchor} render={renderView} />
    </li>
  );
}
