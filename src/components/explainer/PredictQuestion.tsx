import type { JSX } from 'preact';
import type { Prediction } from '../../explainers/types';
import { msg } from '../../explainers/messages';
import type { Translate } from '../../i18n/translate';

/**
 * Predict's question over the picture of the step before (issue 31 item 1): the step's own question
 * and its answers as buttons when the story gives them (computed from the engine). Choosing an
 * answer, or Next, shows the step.
 */
export function PredictQuestion({ n, ask, t, onAnswer }: { n: number; ask: Prediction; t: Translate; onAnswer: (value: string) => void }): JSX.Element {
  return (
    <div class="step-question">
      <p class="step-question-text">
        <span class="step-number">{`${n}.`}</span> <span>{t(ask.question)}</span>
      </p>
      {ask.options.length > 0 && (
        <>
          <div class="predict-options" role="group" aria-label={t(msg('explainer.predict.options'))}>
            {ask.options.map((o) => (
              <button key={o.value} type="button" class="button predict-option" onClick={() => onAnswer(o.value)}>
                {t(o.label)}
              </button>
            ))}
          </div>
          <p class="predict-hint">{t(msg('explainer.predict.choose'))}</p>
        </>
      )}
    </div>
  );
}

/** What the reveal says of the reader's answer: right, or what they chose and what it is. */
export function predictVerdict(ask: Prediction, chosen: string, t: Translate): { right: boolean; text: string } {
  const label = (value: string) => {
    const o = ask.options.find((x) => x.value === value);
    return o ? t(o.label) : value;
  };
  const right = chosen === ask.answer;
  return {
    right,
    text: t(right ? msg('explainer.predict.right', { answer: label(ask.answer) }) : msg('explainer.predict.wrong', { chosen: label(chosen), answer: label(ask.answer) })),
  };
}
