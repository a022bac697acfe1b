import { useCallback, useEffect, useMemo, useState } from 'preact/hooks';
import type { ComponentChildren, ComponentType, JSX } from 'preact';
import type { Lang } from '../../i18n/format';
import { resolveMessages, type PageMessages } from '../../i18n/pageMessages';
import { translator, type Messages, type Translate } from '../../i18n/translate';
import { Loading, useLoaded } from './Loader';
import { lastGame } from './address';

/** What a game's sandbox folder brings (`components/{game}/sandbox/play.ts` exports it as `sandbox`, loaded at the first input): where the address starts, and the game in the reader's hands. */
export interface SandboxGame<Input = any> {
  /** What the address asks the game's machine for (a step of a worked example may be fetched first). */
  prepare(search: string, lang: Lang, t: Translate): Input | Promise<Input>;
  Game: ComponentType<{ lang: Lang; messages: Messages; t: Translate; input: Input }>;
}

/** Every game's sandbox, found by its folder; each is its own chunk. */
const GAMES = import.meta.glob<{ sandbox: SandboxGame }>('../*/sandbox/play.ts');

interface Props {
  lang: Lang;
  /** The game's id: its folder under `components/`. */
  game: string;
  messages: PageMessages;
  /** The first paint the page draws for the game (its empty board), shown until the game arrives. */
  children?: ComponentChildren;
}

/**
 * Island: a game's sandbox (issue 33, one for all). The page paints the game's words and its first
 * picture; the game's chunk (machine, engine, board and panels) arrives at the reader's first input,
 * or at once when the address names a game (a shared link, a reload, "try from here").
 */
export default function Sandbox({ lang, game, messages: ref, children }: Props): JSX.Element {
  const messages = useMemo(() => resolveMessages(ref), [ref]);
  const t = useMemo(() => translator(lang, messages), [lang, messages]);
  const load = useCallback(async () => {
    const found = GAMES[`../${game}/sandbox/play.ts`];
    if (!found) throw new Error(`no sandbox for ${game}`);
    const { sandbox: play } = await found();
    return { Game: play.Game, input: await play.prepare(location.search, lang, t) };
  }, [game, lang, t]);
  const { module: play, loading, failed, retry } = useLoaded(load, () => location.search.length > 1);
  // The last game played in this browser, read once awake (the server knows none), offered while nothing is asked.
  const [resume, setResume] = useState<string | null>(null);
  useEffect(() => setResume(location.search.length > 1 ? null : lastGame(game)), [game]);
  return (
    <div class="sandbox" data-sandbox data-game={game} data-ready={play ? 'true' : undefined} data-failed={failed ? 'true' : undefined}>
      {play ? (
        <play.Game lang={lang} messages={messages} t={t} input={play.input} />
      ) : (
        <Loading t={t} loading={loading} failed={failed} retry={retry} resume={resume}>
          {children}
        </Loading>
      )}
    </div>
  );
}
