import { useEffect, useMemo } from 'preact/hooks';
import type { JSX } from 'preact';
import { Walkthrough } from '../../explainer/Walkthrough';
import { moveSteps } from '../../../explainers/gheos/story';
import type { GheosAction, GheosState } from '../../../games/gheos';
import type { BoardView as Model } from '../../../explainers/gheos/views';
import { msg } from '../../../explainers/messages';
import type { Decision, Inputs } from '../../../explainers/types';
import { stepAnchor } from '../../explainer/stepHash';
import type { Lang } from '../../../i18n/format';
import type { Messages, Translate } from '../../../i18n/translate';
import { renderView } from '../BoardView';

export interface ReviewProps {
  /** The position the move starts from, the action, and the reader's choices in it. */
  start: GheosState;
  action: GheosAction;
  inputs: Inputs;
  lang: Lang;
  messages: Messages;
  t: Translate;
  onInputs: (inputs: Inputs) => void;
  onAccept: () => void;
  onDiscard: () => void;
}

/** The id of the step-through of a sandbox move (its steps are `sandbox-move-step-{n}`). */
export const MOVE_ID = 'sandbox-move';

const noInputs = () => [];

/**
 * A played action, step by step: the same walkthrough, captions and choices
 * as the worked examples. Loaded only once the reader plays.
 */
export function Review({ start, action, inputs, lang, messages, t, onInputs, onAccept, onDiscard }: ReviewProps): JSX.Element {
  const choices = useMemo(() => choicesOf(moveSteps(start, action, {}, inputs)), [start, action, inputs]);
  useEffect(() => {
    document.getElementById(MOVE_ID)?.focus({ preventScroll: false });
  }, []);
  return (
    <div class="sandbox-review">
      <h2 id={`${MOVE_ID}-heading`}>{t(msg('gheos.sandbox.reviewTitle'))}</h2>
      <Walkthrough<Model>
        exampleId={MOVE_ID}
        lang={lang}
        title={t(msg('gheos.sandbox.reviewTitle'))}
        messages={messages}
        defaults={inputs}
        compute={(chosen) => moveSteps(start, action, {}, chosen)}
        inputSpecs={noInputs}
        renderView={renderView}
        headingLevel={0}
        onInputs={onInputs}
      />
      {choices.length > 0 && (
        <div class="sandbox-choices">
          <p>{t(msg('gheos.sandbox.choices', { count: choices.length }))}</p>
          <ul>
            {choices.map(({ n, decision, option }) => (
              <li key={decision.name}>
                <a href={`#${stepAnchor(MOVE_ID, n)}`}>{t(decision.label)}</a> — {t(option)}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div class="sandbox-buttons">
        <button type="button" class="button primary" onClick={onAccept}>
          {t(msg('gheos.sandbox.accept'))}
        </button>
        <button type="button" class="button" onClick={onDiscard}>
          {t(msg('gheos.sandbox.discard'))}
        </button>
      </div>
    </div>
  );
}

/**
 * The move's choices where there was more than one option, each with its step's number and the option
 * applied: said before "Keep this result". The story applies the first option it may until the reader
 * picks another (a war paid with the first colour held), and a referee kept a result without seeing
 * that it cost the follower they meant to keep (review v14).
 */
function choicesOf(steps: readonly { decision?: Decision }[]) {
  return steps.flatMap((s, i) => {
    const d = s.decision;
    const option = d?.options.find((o) => o.value === d.chosen);
    return d && option && d.options.filter((o) => !o.refused).length > 1 ? [{ n: i + 1, decision: d, option: option.label }] : [];
  });
}
