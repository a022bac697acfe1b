import type { GameId } from '../../registry';
import type { ComponentChildren, JSX } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Message } from '../../explainers/types';
import { msg } from '../../explainers/messages';
import type { Lang } from '../../i18n/format';
import { resolveMessages, type PageMessages } from '../../i18n/pageMessages';
import { translator, type Messages, type Translate } from '../../i18n/translate';
import { useProgress } from './useProgress';
import { useAnswer } from './useAnswer';
import { useDealing } from './useDealing';
import { usePracticeFit, usePracticePresenter } from './usePracticePresenter';
import { practiceKeys, usePageKeys } from './practiceKeys';
import { PracticeSetup } from './PracticeSetup';
import { ProgressPanel } from './ProgressPanel';
import { QuestionCard } from './QuestionCard';
import type { Render } from './load';
import type { Question } from '../../practice/types';
import '../explainer/presenter.css';
import './practice.css';

export interface PracticeKindInfo {
  id: string;
  title: Message;
  section: string;
  min: number;
  max: number;
}

export interface PracticeProps {
  lang: Lang;
  game: GameId;
  /** The game's words (carried once by the page) and the practice page's own. */
  messages: PageMessages;
  words: Messages;
  /** The game's kinds, listed at build time (their code loads with the first question). */
  kinds: readonly PracticeKindInfo[];
  /** The question the page opens on, dealt at build time, and its picture drawn by the server (the `picture` slot: FirstPicture.tsx). */
  first?: Question<unknown>;
  picture?: ComponentChildren;
  /** Rulebook heading text by section id, for the "rule" links of "show me why". */
  sections: Readonly<Record<string, string>>;
  /** This page's address and the rulebook's, written by the page (Astro's i18n helpers, base path included). */
  href: string;
  rulebookHref: string;
}

/**
 * Island: the practice page, put together from one hook per concern: dealing a question (useDealing),
 * answering it and "why" (useAnswer), the score kept in this browser (useProgress), the presenter
 * view (usePracticePresenter) and the keys (practiceKeys).
 * The page opens on a question dealt and drawn at build time, and the island wakes at the reader's
 * first touch (`client:touch`); awake, it loads the game's kinds and views by dynamic import. An
 * address naming a question wakes it at once, to deal that one.
 */
export default function Practice(props: PracticeProps): JSX.Element {
  const { lang, kinds } = props;
  const messages = useMemo(() => ({ ...resolveMessages(props.messages), ...props.words }), [props.messages, props.words]);
  const t = useMemo(() => translator(lang, messages), [lang, messages]);
  // As explainer/useHydrated.ts, written here: importing it would make a chunk of its own, one more file to fetch.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const scores = useProgress(props.game);
  const presenter = usePracticePresenter();
  const answering = useAnswer();
  const copy = useCopyPage(t);
  const rootRef = useRef<HTMLElement>(null);
  const questionRef = useRef<HTMLHeadingElement>(null);
  const dealing = useDealing(props, t, presenter, () => (answering.reset(), copy.clear()), questionRef, rootRef);
  const { dealt, busy, loaded } = dealing;
  const { presenting } = presenter;
  usePracticeFit(rootRef, presenting, dealt, answering);
  const answer = (id: string) => {
    if (dealt && answering.answer(id) && !answering.peeked) scores.score(dealt.question.kind, id === dealt.question.answer);
  };
  const keys = practiceKeys(rootRef, presenter, dealing, answering, answer);
  usePageKeys(keys);
  const q = dealt?.question;
  // The question the page opened on keeps the server's picture; any other picture is drawn by the game's view, once loaded.
  const render: Render = (view, t, id) => (dealt?.first && view === dealt.question.view && props.picture ? props.picture : (loaded?.render(view, t, id) ?? null));
  if (kinds.length === 0) return <p class="practice-none">{t(msg('practice.none'))}</p>;
  return (
    <section ref={rootRef} data-wake-query class={`practice${presenting ? ' practice-presenting presenting' : ''}`} aria-label={t(msg('practice.label'))} tabIndex={-1} onKeyDown={keys} aria-busy={busy ? 'true' : undefined}>
      {!presenting && <PracticeSetup kinds={kinds} dealing={dealing} t={t} />}
      {!hydrated && <p class="example-noscript">{t(msg('practice.noscript'))}</p>}
      {dealing.notice && (
        <p class="practice-notice" role="status">
          {dealing.notice}
        </p>
      )}
      {dealing.failed && (
        <p class="practice-failed" role="alert">
          {t(msg('explainer.presenter.loadFailed'))}
        </p>
      )}
      {busy && !q && <p class="practice-loading">{t(msg('practice.loading'))}</p>}
      {q && dealt && (loaded || dealt.first) && <QuestionCard {...{ dealt, answering, answer, questionRef, dealing, presenter, copy, t }} render={render} page={props} />}
      {!presenting && <ProgressPanel kinds={kinds} scores={scores} hydrated={hydrated} t={t} />}
    </section>
  );
}

/** "Copy link": this question's address (without a hash) to the clipboard, and the notice saying so. */
function useCopyPage(t: Translate) {
  const [status, setStatus] = useState<string>('');
  const copy = async () => {
    const url = location.href.replace(/#.*$/, '');
    try {
      await navigator.clipboard.writeText(url);
      setStatus(t(msg('explainer.copied', { url })));
    } catch {
      setStatus(t(msg('explainer.copyFailed', { url })));
    }
  };
  return { status, copy, clear: () => setStatus('') };
}
