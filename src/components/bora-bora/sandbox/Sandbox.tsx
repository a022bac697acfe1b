import { useMemo } from 'preact/hooks';
import type { JSX } from 'preact';
import { msg } from '../../../explainers/messages';
import type { Lang } from '../../../i18n/format';
import { resolveMessages, type PageMessages } from '../../../i18n/pageMessages';
import { translator } from '../../../i18n/translate';
import { Loading, useLoaded } from '../../sandbox/Loader';

type Play = typeof import('./play');

/** The game's chunk, and where the address starts the game (a worked example's step is fetched first). */
const load = (lang: Lang, names: readonly string[]) => async () => {
  const play: Play = await import('./play');
  return { Game: play.Game, input: await play.prepare(location.search, lang, names) };
};

/**
 * Island: the Bora Bora sandbox. The page paints its words first; the machine, the engine, the
 * board and the panels arrive right after in one chunk (`play.ts`).
 */
export default function Sandbox({ lang, messages: ref }: { lang: Lang; messages: PageMessages }): JSX.Element {
  const messages = useMemo(() => resolveMessages(ref), [ref]);
  const t = useMemo(() => translator(lang, messages), [lang, messages]);
  // Names with four different initials, so every piece on the board says whose it is.
  const names = useMemo(() => t(msg('bora.sandbox.names')).split(','), [t]);
  const loader = useMemo(() => load(lang, names), [lang, names]);
  const { module: play, failed, retry } = useLoaded(loader);
  return (
    <div class="sandbox bb-sandbox" data-sandbox data-ready={play ? 'true' : undefined} data-failed={failed ? 'true' : undefined}>
      {play ? <play.Game lang={lang} messages={messages} t={t} input={play.input} /> : <Loading t={t} failed={failed} retry={retry} />}
    </div>
  );
}
