import type { ComponentChildren, JSX } from 'preact';
import { memo } from 'preact/compat';
import type { Inputs, Step } from '../../explainers/types';
import type { Translate } from '../../i18n/translate';
import { msg } from '../../explainers/messages';
import { DecisionPicker } from './DecisionPicker';
import { PredictQuestion, predictVerdict } from './PredictQuestion';
import { stepAnchor } from './stepHash';
import type { Caption } from './useCaptionTerms';
import { StepPicture } from './StepPicture';
import { useLatest } from './useLatest';
import type { StepPictures } from './useStepPictures';

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

/** What a step's item is told by its list: only what it shows, so a step whose own things did not change is not drawn again. */
interface StepItemProps {
  exampleId: string;
  step: Step<unknown>;
  i: number;
  current: boolean;
  /** Asked as a question now (predict first): the current step, its answer not revealed. */
  asking: boolean;
  /** What the reader chose when this step was asked, if it is the current step and was revealed. */
  chosen: string | undefined;
  /** The value its decision shows, if it has one. */
  choice: string | undefined;
  hydrated: boolean;
  presenting: boolean;
  /** Whether its picture is drawn, and from which view (StepPicture). */
  drawn: boolean;
  /** Its picture is the server's drawing, left as it is (StepPicture). */
  kept: boolean;
  shown: unknown;
  t: Translate;
  caption: Caption;
  renderView: RenderView;
  /** The list's handlers, the same object on every render (their latest versions inside). */
  on: Handlers;
}

type Handlers = Pick<StepListProps, 'onAnswer' | 'prefetch' | 'onChoose'>;

/**
 * Every step, in order, as real anchors readable without JavaScript; once awake, only the current
 * one is shown. The server draws the list as it will be once awake, so nothing moves on waking.
 * A step goes to the next one by drawing two items again, the one left and the one shown, not every
 * item of the list (issue 29: a long example's every caption, decision and frame was diffed at each
 * press, a third of a step's time at 4x slow-down).
 */
export function StepList(props: StepListProps): JSX.Element {
  const { steps, index, asking, pictures, inputs, chosenAt, t } = props;
  // The handlers change identity every render; the items read them through one stable object.
  const on = useLatest<Handlers>({ onAnswer: props.onAnswer, prefetch: props.prefetch, onChoose: props.onChoose });
  return (
    <ol class="steps" aria-label={t(msg('example.steps'))}>
      {steps.map((s, i) => {
        const current = i === index;
        const askingHere = current && asking;
        const shown = askingHere ? (s.askView ?? pictures.viewOf(i - 1)) : pictures.viewOf(i);
        return (
          <StepItem
            key={i}
            exampleId={props.exampleId}
            step={s}
            i={i}
            current={current}
            asking={askingHere}
            chosen={current && !asking && s.ask ? chosenAt(i) : undefined}
            choice={s.decision ? (s.decision.chosen ?? String(inputs[s.decision.name] ?? '')) : undefined}
            hydrated={props.hydrated}
            presenting={props.presenting}
            drawn={pictures.drawn(i) && shown !== undefined}
            kept={pictures.kept(i, askingHere)}
            shown={shown}
            t={t}
            caption={props.caption}
            renderView={props.renderView}
            on={on}
          />
        );
      })}
    </ol>
  );
}

const StepItem = memo(function StepItem(props: StepItemProps): JSX.Element {
  const { current, ...body } = props;
  const { step: s, i, asking, exampleId, hydrated } = body;
  // A step's link carries its place, from 1: the number the reader sees (explainers/fold.ts landing).
  const anchor = stepAnchor(exampleId, i + 1);
  // A press changes the item of the step left and of the step shown: their attributes, not what
  // they hold (StepBody is drawn again only when its own props change; issue 29).
  return (
    <li
      id={anchor}
      class={`step${current ? ' current' : ''}${s.tone ? ` tone-${s.tone}` : ''}${asking ? ' asking' : ''}`}
      hidden={hydrated && !current}
      aria-hidden={hydrated && !current ? 'true' : undefined}
      aria-current={hydrated && current ? 'step' : undefined}
    >
      <StepBody {...body} />
    </li>
  );
});

const StepBody = memo(function StepBody({
  step: s,
  i,
  asking,
  chosen,
  choice,
  exampleId,
  drawn,
  kept,
  shown,
  hydrated,
  presenting,
  t,
  caption,
  renderView,
  on,
}: Omit<StepItemProps, 'current'>): JSX.Element {
  const anchor = stepAnchor(exampleId, i + 1);
  const verdict = chosen !== undefined && s.ask ? predictVerdict(s.ask, chosen, t) : null;
  return (
    <>
      <div class="step-text">
        {asking && s.ask && <PredictQuestion n={i + 1} ask={s.ask} t={t} onAnswer={(value) => on.onAnswer(value)} />}
        {verdict && <p class={`predict-verdict ${verdict.right ? 'right' : 'wrong'}`}>{verdict.text}</p>}
        <p class="step-caption">
          <span class="step-number">{`${i + 1}.`}</span> <span>{caption(t(s.caption))}</span>
        </p>
        {s.summary && <p class="step-detail step-summary">{t(s.summary)}</p>}
        {s.details?.map((d, j) => (
          <p key={j} class="step-detail">
            {t(d)}
          </p>
        ))}
        {s.decision && (
          <div onPointerEnter={hydrated ? () => on.prefetch() : undefined} onFocusIn={hydrated ? () => on.prefetch() : undefined}>
            <DecisionPicker
              decision={s.decision}
              value={choice ?? ''}
              folded={presenting}
              group={anchor}
              t={t}
              onChange={(value) => on.onChoose(s.decision!.name, value)}
            />
          </div>
        )}
      </div>
      {/* Asked, the picture is the one before (or the story's picture for the question): the answer is in this step's own. */}
      <StepPicture drawn={drawn} kept={kept} view={shown} t={t} id={anchor} render={renderView} />
    </>
  );
});
