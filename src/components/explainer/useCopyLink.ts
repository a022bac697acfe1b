import { useState } from 'preact/hooks';
import { msg } from '../../explainers/messages';
import type { Translate } from '../../i18n/translate';
import { stepAnchor } from './stepHash';

/**
 * "Copy link": the address of this step (`link`: its link number) (with the reader's variation) goes to the clipboard, and the
 * toolbar's status says so, or shows the address to copy by hand. `clear` empties the status.
 */
export function useCopyLink(exampleId: string, link: number, t: Translate, claimHash: () => void) {
  const [status, setStatus] = useState<string | null>(null);
  const copy = async () => {
    claimHash();
    const url = `${location.origin}${location.pathname}${location.search}#${stepAnchor(exampleId, link)}`;
    try {
      await navigator.clipboard.writeText(url);
      setStatus(t(msg('explainer.copied', { url })));
    } catch {
      setStatus(t(msg('explainer.copyFailed', { url })));
    }
  };
  return { status, copy, clear: () => setStatus(null) };
}
