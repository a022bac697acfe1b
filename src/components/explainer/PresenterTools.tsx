import { useEffect, useState } from 'preact/hooks';
import type { JSX } from 'preact';
import { msg } from '../../explainers/messages';
import type { Translate } from '../../i18n/translate';
import type { QrPicture } from './qr';
import { switchLanguage } from './language';

/**
 * The presenter's own buttons beside "Leave": the other language (L) and the step's address as a
 * QR code (Q) for the room's phones. The code is drawn in the page (`qr.ts`, fetched on first use).
 */
export function PresenterTools({ t, qrOpen, toggleQr }: { t: Translate; qrOpen: boolean; toggleQr: () => void }): JSX.Element {
  return (
    <>
      <button type="button" class="button present-language" onClick={() => switchLanguage()}>
        {t(msg('explainer.presenter.language'))}
      </button>
      <button type="button" class="button present-qr-toggle" aria-pressed={qrOpen ? 'true' : 'false'} onClick={toggleQr}>
        {t(msg('explainer.presenter.qr'))}
      </button>
    </>
  );
}

/** The step's address as a QR code, over the picture's corner, with the address in words under it. */
export function StepQr({ t, address }: { t: Translate; address: string }): JSX.Element {
  const [code, setCode] = useState<QrPicture | null>(null);
  useEffect(() => {
    let live = true;
    void import('./qr').then((m) => live && setCode(m.qrPicture(address)));
    return () => void (live = false);
  }, [address]);
  return (
    <figure class="present-qr" data-address={address}>
      {code && (
        <svg viewBox={`0 0 ${code.size} ${code.size}`} role="img" aria-label={t(msg('explainer.presenter.qrLabel'))} shape-rendering="crispEdges">
          <rect width={code.size} height={code.size} fill="#fff" />
          <path d={code.path} fill="#000" />
        </svg>
      )}
      <figcaption>{t(msg('explainer.presenter.qrHint'))}</figcaption>
    </figure>
  );
}
