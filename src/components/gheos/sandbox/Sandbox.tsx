import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { JSX } from 'preact';
// Straight from the engine's modules: the first paint needs the position, not the rules of play.
import { decodePosition } from '../../../games/gheos/positionCodec';
import { emptyPosition } from '../../../games/gheos/edit';
import { readAddress, type SandboxAddress } from '../../../explainers/gheos/sandbox/address';
import { boardView } from '../../../explainers/gheos/boardView';
import { msg } from '../../../explainers/messages';
import type { Lang } from '../../../i18n/format';
import { resolveMessages, type PageMessages } from '../../../i18n/pageMessages';
import { translator } from '../../../i18n/translate';
import { BoardView } from '../BoardView';
type Play = typeof import('./play');

interface Props {
  lang: Lang;
  messages: PageMessages;
}

/**
 * Island: the Gheos sandbox. The first paint shows the position the address
 * names (or an empty board); the machine, the panels and the rules of play
 * arrive in one chunk at the reader's first input. If that chunk cannot be fetched, a plain
 * message and a button to try again take the place of "Loading…".
 */
export default function Sandbox({ lang, messages: ref }: Props): JSX.Element {
  const messages = useMemo(() => resolveMessages(ref), [ref]);
  const t = useMemo(() => translator(lang, messages), [lang, messages]);
  const names = useMemo(() => [1, 2, 3, 4].map((n) => t(msg('gheos.sandbox.defaultName', { n }))), [t]);
  const [address, setAddress] = useState<SandboxAddress | null>(null);
  const [play, setPlay] = useState<Play | null>(null);
  const [failed, setFailed] = useState(false);

  // The board that replaces the first one when play arrives keeps where the reader panned it to and,
  // if they had tabbed to it (panning with the arrow keys), the focus, instead of jumping back.
  const carried = useRef<{ focused: boolean; left: number } | null>(null);
  const load = useCallback(() => {
    setFailed(false);
    import('./play').then(
      (loaded) => {
        const pan = document.querySelector<HTMLElement>('[data-sandbox] .gheos-pan');
        if (pan) carried.current = { focused: pan.contains(document.activeElement), left: pan.scrollLeft };
        setPlay(loaded);
      },
      () => setFailed(true),
    );
  }, []);
  // The machine, the panels and the rules of play load at the reader's first input on the page (a
  // pointer, a touch, a key, a wheel), not with it: a page nobody touches downloads only the board
  // (issue 29, the 30 KiB budget). Listening from the moment it hydrates, so no early input is missed.
  useLayoutEffect(() => {
    const address = readAddress(location.search);
    setAddress(address);
    // An address with moves in it names a game the board alone cannot show: it loads at once.
    if (address.moves.length > 0 || address.review) return void load();
    const inputs = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel', 'focusin'] as const;
    const first = () => {
      for (const type of inputs) removeEventListener(type, first, true);
      load();
    };
    for (const type of inputs) addEventListener(type, first, { capture: true, passive: true });
    return () => {
      for (const type of inputs) removeEventListener(type, first, true);
    };
  }, [load]);

  const ready = address !== null && play !== null;
  useEffect(() => {
    const was = carried.current;
    const pan = document.querySelector<HTMLElement>('[data-sandbox] .gheos-pan');
    if (!ready || !was || !pan) return;
    carried.current = null;
    pan.scrollLeft = was.left;
    if (was.focused) pan.focus({ preventScroll: true });
  }, [ready]);
  const preview = useMemo(() => {
    const decoded = address?.position ? decodePosition(address.position) : null;
    const position = decoded?.ok ? decoded.value : emptyPosition(names.slice(0, 2));
    return boardView(position);
  }, [address, names]);

  return (
    <div class="sandbox" data-sandbox data-ready={ready ? 'true' : undefined} data-failed={failed ? 'true' : undefined}>
      {ready ? (
        <play.Game lang={lang} messages={messages} t={t} names={names} address={address ?? undefined} />
      ) : (
        <div class="sandbox-main">
          <div class="sandbox-board">
            <BoardView view={preview} t={t} id="sandbox-board" />
          </div>
          <div class="sandbox-panel">
            {failed ? (
              <div class="example-notice" role="alert">
                <p>{t(msg('gheos.sandbox.loadFailed'))}</p>
                <button type="button" class="button primary" onClick={load}>
                  {t(msg('gheos.sandbox.retry'))}
                </button>
              </div>
            ) : (
              <p role="status">{t(msg('gheos.sandbox.loading'))}</p>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
