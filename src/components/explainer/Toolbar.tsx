import type { JSX } from 'preact';
import { msg } from '../../explainers/messages';
import type { Translate } from '../../i18n/translate';
import { PresenterTools } from './PresenterTools';

export interface ToolbarProps {
  presenting: boolean;
  /** "Present" as a link anyone can copy (the example's own page, presenting, at this step), or a button. */
  presentLink: string | undefined;
  onPresent: (event: MouseEvent) => void;
  onExit: () => void;
  /** Presenting: the step's QR code is shown, and its switch. */
  qr: { open: boolean; toggle: () => void };
  onCopy: () => void;
  /** Predict first's switch, shown where the example has an outcome to predict. */
  predict: { offered: boolean; on: boolean; switchOn: () => void };
  /** The copy-link notice (null when none). */
  status: string | null;
  /** Undoes the reader's variation; absent while there is none to undo. */
  onReset: (() => void) | undefined;
  t: Translate;
}

/** Present (or Exit, and the presenter's tools), Copy link, Predict first, the copy-link notice, and Reset. */
export function Toolbar({ presenting, presentLink, onPresent, onExit, qr, onCopy, predict, status, onReset, t }: ToolbarProps): JSX.Element {
  return (
    <div class="example-toolbar" data-pagefind-ignore="">
      {presenting ? (
        <>
          {/* Short words on the wall (the timeline shares their row); the full name is the button's. */}
          <button type="button" class="button" onClick={onExit} aria-label={t(msg('explainer.exitPresent'))}>
            {t(msg('explainer.presenter.exitShort'))}
          </button>
          <PresenterTools t={t} qrOpen={qr.open} toggleQr={qr.toggle} />
        </>
      ) : presentLink ? (
        <a class="button example-present" href={presentLink} onClick={onPresent}>
          {t(msg('explainer.present'))}
        </a>
      ) : (
        <button type="button" class="button example-present" onClick={onPresent}>
          {t(msg('explainer.present'))}
        </button>
      )}
      <button type="button" class="button example-copy" onClick={onCopy} aria-label={presenting ? t(msg('explainer.copyLink')) : undefined}>
        {t(msg(presenting ? 'explainer.presenter.copyShort' : 'explainer.copyLink'))}
      </button>
      {predict.offered && (
        <button type="button" class="button example-predict" aria-pressed={predict.on ? 'true' : 'false'} onClick={predict.switchOn}>
          {t(msg('explainer.predict'))}
        </button>
      )}
      <p class="example-status" role="status" title={status ?? undefined}>
        {status ?? ''}
      </p>
      {onReset && (
        <button type="button" class="button" onClick={onReset}>
          {t(msg('explainer.reset'))}
        </button>
      )}
    </div>
  );
}
