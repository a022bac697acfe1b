import { useEffect } from 'preact/hooks';
import type { JSX } from 'preact';
import { Walkthrough } from '../../explainer/Walkthrough';
import { moveSteps } from '../../../explainers/gheos/story';
import type { GheosAction, GheosState } from '../../../games/gheos';
import type { BoardView as Model } from '../../../explainers/gheos/views';
import { msg } from '../../../explainers/messages';
import type { Inputs } from '../../../explainers/types';
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
