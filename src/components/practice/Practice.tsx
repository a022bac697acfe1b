import type { GameId } from '../../registry';
import type { JSX } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Message } from '../../explainers/types';
import { msg } from '../../explainers/messages';
import type { Lang } from '../../i18n/format';
import { resolveMessages, type PageMessages } from '../../i18n/pageMessages';
import { translator, type Messages } from '../../i18n/translate';
import type { Question, QuestionKind } from '../../practice/types';
import { freshSeed, readAddress, writeAddress, type Asked } from './address';
import type { Render } from './load';
import { emptyProgress, loadProgress, record, saveProgress, type Progress } from './progress';
import type { Fit } from '../explainer/fitStep';
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
  /** Rulebook heading text by section id, for the "rule" links of "show me why". */
  sections: Readonly<Record<string, string>>;
  /** This page's address and the rulebook's, written by the page (Astro's i18n helpers, base path included). */
  href: string;
  rulebookHref: string;
}

type Loaded = { kinds: readonly QuestionKind<unknown>[]; render: Render };
type Dealt = { question: Question<unknown>; kind: PracticeKindInfo };

/**
 * Island: the practice page. Nothing of the rules loads until the first question is dealt (a click,
 * or an address naming a question); then the game's kinds and views arrive by dynamic import.
 */
export default function Practice(props: PracticeProps): JSX.Element {
  const { lang, game, kinds, sections, href, rulebookHref } = props;
  const messages = useMemo(() => ({ ...resolveMessages(props.messages), ...props.words }), [props.messages, props.words]);
  const t = useMemo(() => translator(lang, messages), [lang, messages]);
  const [hydrated, setHydrated] = useState(false);
  const [choice, setChoice] = useState<string>('any');
  const [players, setPlayers] = useState<number>(kinds[0]?.min ?? 2);
  const [dealt, setDealt] = useState<Dealt | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [answered, setAnswered] = useState<string | null>(null);
  const [showWhy, setShowWhy] = useState(false);
  const [whyStep, setWhyStep] = useState(0);
  const [status, setStatus] = useState<string>('');
  const [progress, setProgress] = useState<Progress>(emptyProgress());
  const [presenting, setPresenting] = useState(false);
  const loaded = useRef<Loaded | null>(null);
  const rootRef = useRef<HTMLElement>(null);
  const questionRef = useRef<HTMLHeadingElement>(null);
  const minPlayers = Math.min(...kinds.map((k) => k.min));
  const maxPlayers = Math.max(...kinds.map((k) => k.max));

  const load = async (): Promise<Loaded> => {
    if (loaded.current) return loaded.current;
    const { loadGame } = await import('./load');
    loaded.current = await loadGame(game);
    return loaded.current;
  };

  const deal = async (asked: Asked, present = presenting) => {
    setBusy(true);
    setFailed(false);
    try {
      const { kinds: live } = await load();
      const kind = live.find((k) => k.id === asked.kind);
      const info = kinds.find((k) => k.id === asked.kind);
      if (!kind || !info) throw new Error(`no kind ${asked.kind}`);
      const question = kind.deal(asked.seed, asked.players) as Question<unknown>;
      setDealt({ question, kind: info });
      setSelected(null);
      setAnswered(null);
      setShowWhy(false);
      setWhyStep(0);
      setStatus('');
      history.replaceState(history.state, '', `${location.pathname}${writeAddress(asked, present)}${location.hash}`);
      requestAnimationFrame(() => questionRef.current?.focus({ preventScroll: false }));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  /** A fresh question: the kind picked (or any, by the seed), the player count picked, clamped to the kind's range. */
  const fresh = (): Asked => {
    const seed = freshSeed();
    const pool = choice === 'any' ? kinds : kinds.filter((k) => k.id === choice);
    const info = pool[seed % pool.length] ?? kinds[0]!;
    return { kind: info.id, seed, players: Math.min(info.max, Math.max(info.min, players)) };
  };

  useEffect(() => {
    setHydrated(true);
    setProgress(loadProgress(game));
    if (kinds.length === 0) return;
    const read = readAddress(location.search, kinds);
    setPresenting(read.present);
    if (read.asked) {
      setChoice(read.asked.kind);
      setPlayers(read.asked.players);
      void deal(read.asked, read.present);
    } else if (read.bad) {
      // The input is not repeated: a link must not make the page say what it likes.
      setNotice(t(msg('practice.badAddress')));
      const info = kinds[0]!;
      void deal({ kind: info.id, seed: freshSeed(), players: info.min }, read.present);
    }
    // Once, on load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    document.documentElement.classList.toggle('is-presenting', presenting);
    return () => document.documentElement.classList.remove('is-presenting');
  }, [presenting]);

  // The presenter view: the question and its picture fit the screen without scrolling, with the examples' fit.
  const lastFit = useRef<Fit | null>(null);
  useEffect(() => {
    const root = rootRef.current;
    const body = root?.querySelector<HTMLElement>('.practice-body');
    const view = body?.querySelector<HTMLElement>(':scope > .practice-view');
    const side = body?.querySelector<HTMLElement>(':scope > .practice-side');
    if (!presenting || !body || !view || !side) return;
    const extras = [...side.children].filter((el): el is HTMLElement => el instanceof HTMLElement && !el.classList.contains('practice-choices'));
    // The fit loads with the presenter view only: a reader who never presents never downloads it.
    let fit = () => {};
    let gone = false;
    void import('../explainer/fitStep').then(({ fitPanes }) => {
      if (gone) return;
      fit = () => (lastFit.current = fitPanes(body, body, view, side, extras, lastFit.current));
      fit();
    });
    const refit = () => fit();
    addEventListener('resize', refit);
    return () => {
      gone = true;
      removeEventListener('resize', refit);
    };
  }, [presenting, dealt, answered, showWhy, whyStep]);

  const answer = (id: string) => {
    if (!dealt || answered) return;
    setAnswered(id);
    const right = id === dealt.question.answer;
    const next = record(progress, dealt.question.kind, right);
    setProgress(next);
    saveProgress(game, next);
  };

  const leavePresenting = () => {
    setPresenting(false);
    const url = new URL(location.href);
    url.searchParams.delete('present');
    history.replaceState(history.state, '', url.href);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const target = e.target as HTMLElement;
    if (target.tagName === 'SELECT' || target.tagName === 'INPUT') return;
    if (e.key === 'Escape' && presenting) {
      leavePresenting();
      return;
    }
    if (!dealt) return;
    const n = Number(e.key);
    if (!answered && n >= 1 && n <= dealt.question.choices.length) {
      e.preventDefault();
      setSelected(n - 1);
      (rootRef.current?.querySelectorAll<HTMLButtonElement>('.practice-choice')[n - 1])?.focus();
      return;
    }
    if (e.key === 'Enter' && target.tagName !== 'BUTTON' && target.tagName !== 'A') {
      e.preventDefault();
      if (!answered && selected !== null) answer(dealt.question.choices[selected]!.id);
      else if (answered) void deal(fresh());
      return;
    }
    if (showWhy && (e.key === 'ArrowRight' || e.key === 'ArrowLeft')) {
      e.preventDefault();
      setWhyStep((i) => Math.max(0, Math.min(dealt.question.why.length - 1, i + (e.key === 'ArrowRight' ? 1 : -1))));
    }
  };

  const copyLink = async () => {
    const url = location.href.replace(/#.*$/, '');
    try {
      await navigator.clipboard.writeText(url);
      setStatus(t(msg('explainer.copied', { url })));
    } catch {
      setStatus(t(msg('explainer.copyFailed', { url })));
    }
  };

  const presentHref = dealt ? `${href}${writeAddress({ kind: dealt.question.kind, seed: dealt.question.seed, players: dealt.question.players }, true)}` : undefined;
  const q = dealt?.question;
  const right = q && answered ? answered === q.answer : null;
  const chosen = q?.choices.find((c) => c.id === answered);
  const rightChoice = q?.choices.find((c) => c.id === q.answer);
  const render = loaded.current?.render;
  const why = q?.why[whyStep];
  const rule = (section: string) => (
    <a class="practice-rule" href={`${rulebookHref}#${section}`}>
      {t(msg('practice.rule', { section: sections[section] ?? section }))}
    </a>
  );
  const playerOptions = Array.from({ length: maxPlayers - minPlayers + 1 }, (_, i) => minPlayers + i);

  if (kinds.length === 0) return <p class="practice-none">{t(msg('practice.none'))}</p>;

  return (
    <section ref={rootRef} class={`practice${presenting ? ' practice-presenting presenting' : ''}`} aria-label={t(msg('practice.label'))} tabIndex={-1} onKeyDown={hydrated ? onKeyDown : undefined} aria-busy={busy ? 'true' : undefined}>
      {!presenting && (
        <form
          class="practice-setup"
          onSubmit={(e) => {
            e.preventDefault();
            setNotice(null);
            void deal(fresh());
          }}
        >
          <label class="field">
            <span>{t(msg('practice.kind'))}</span>
            <select value={choice} onChange={(e) => setChoice((e.target as HTMLSelectElement).value)} disabled={!hydrated}>
              <option value="any">{t(msg('practice.anyKind'))}</option>
              {kinds.map((k) => (
                <option key={k.id} value={k.id}>
                  {t(k.title)}
                </option>
              ))}
            </select>
          </label>
          <label class="field">
            <span>{t(msg('practice.players'))}</span>
            <select value={String(players)} onChange={(e) => setPlayers(Number((e.target as HTMLSelectElement).value))} disabled={!hydrated}>
              {playerOptions.map((n) => (
                <option key={n} value={String(n)}>
                  {String(n)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" class="button primary practice-deal" disabled={!hydrated || busy}>
            {t(msg(q ? 'practice.next' : 'practice.deal'))}
          </button>
        </form>
      )}
      {!hydrated && <p class="example-noscript">{t(msg('practice.noscript'))}</p>}
      {notice && (
        <p class="practice-notice" role="status">
          {notice}
        </p>
      )}
      {failed && (
        <p class="practice-failed" role="alert">
          {t(msg('explainer.presenter.loadFailed'))}
        </p>
      )}
      {busy && !q && <p class="practice-loading">{t(msg('practice.loading'))}</p>}
      {q && dealt && render && (
        <article class="practice-question" data-kind={q.kind} data-seed={q.seed} data-players={q.players} data-answered={answered ? (right ? 'right' : 'wrong') : undefined}>
          <p class="practice-kicker">
            {t(dealt.kind.title)} · {t(msg('practice.playersN', { n: q.players }))}
          </p>
          <h2 class="practice-prompt" tabIndex={-1} ref={questionRef}>
            {t(q.prompt)}
          </h2>
          <div class="practice-body">
            <div class="practice-view step-view">{render(showWhy && why ? why.view : q.view, t, `practice-${q.kind}-${showWhy ? whyStep : 'q'}`)}</div>
            <div class="practice-side">
              {q.details?.map((d, i) => (
                <p key={i} class="step-detail">
                  {t(d)}
                </p>
              ))}
              <ol class="practice-choices" aria-label={t(msg('practice.choices'))}>
                {q.choices.map((c, i) => {
                  const state = !answered ? (selected === i ? 'selected' : '') : c.id === q.answer ? 'right' : c.id === answered ? 'wrong' : '';
                  return (
                    <li key={c.id}>
                      <button type="button" class={`practice-choice${state ? ` is-${state}` : ''}`} data-choice={c.id} aria-pressed={answered ? String(c.id === answered) as 'true' | 'false' : undefined} aria-disabled={answered ? 'true' : undefined} onClick={() => answer(c.id)}>
                        <span class="practice-key" aria-hidden="true">
                          {i + 1}
                        </span>
                        <span>{t(c.label)}</span>
                      </button>
                    </li>
                  );
                })}
              </ol>
              <div class="practice-verdict" role="status" aria-live="polite">
                {answered && right && <p class="practice-right">{t(msg('practice.right'))}</p>}
                {answered && !right && (
                  <>
                    <p class="practice-wrong">{t(msg('practice.wrong', { answer: rightChoice ? t(rightChoice.label) : '' }))}</p>
                    {chosen?.mistake && <p class="practice-mistake">{t(chosen.mistake)}</p>}
                  </>
                )}
              </div>
              <div class="practice-actions">
                <button type="button" class="button practice-why-toggle" aria-expanded={showWhy ? 'true' : 'false'} onClick={() => (setShowWhy(!showWhy), setWhyStep(0))}>
                  {t(msg(showWhy ? 'practice.hideWhy' : 'practice.why'))}
                </button>
                <button type="button" class="button practice-next" onClick={() => (setNotice(null), void deal(fresh()))}>
                  {t(msg('practice.next'))}
                </button>
                {!presenting && (
                  <button type="button" class="button" onClick={copyLink}>
                    {t(msg('practice.copyLink'))}
                  </button>
                )}
                {presenting ? (
                  <button type="button" class="button" onClick={leavePresenting}>
                    {t(msg('explainer.exitPresent'))}
                  </button>
                ) : (
                  presentHref && (
                    <a class="button practice-present" href={presentHref}>
                      {t(msg('explainer.present'))}
                    </a>
                  )
                )}
                <p class="example-status" role="status">
                  {status}
                </p>
              </div>
            </div>
          </div>
          {showWhy && why && (
            <div class="practice-why" aria-label={t(msg('practice.why'))} role="group">
              <p class="step-caption">
                <span class="step-number">{`${whyStep + 1}.`}</span> <span>{t(why.caption)}</span>
              </p>
              {why.details?.map((d, i) => (
                <p key={i} class="step-detail">
                  {t(d)}
                </p>
              ))}
              <p>{rule(why.section)}</p>
              <div class="example-buttons">
                <button type="button" class="button" aria-disabled={whyStep === 0 ? 'true' : undefined} onClick={() => setWhyStep(Math.max(0, whyStep - 1))}>
                  <span aria-hidden="true">←</span> {t(msg('explainer.back'))}
                </button>
                <span class="example-position">{t(msg('explainer.position', { n: whyStep + 1, total: q.why.length }))}</span>
                <button type="button" class="button primary" aria-disabled={whyStep >= q.why.length - 1 ? 'true' : undefined} onClick={() => setWhyStep(Math.min(q.why.length - 1, whyStep + 1))}>
                  {t(msg('explainer.next'))} <span aria-hidden="true">→</span>
                </button>
              </div>
            </div>
          )}
        </article>
      )}
      {!presenting && (
        <section class="practice-progress" aria-labelledby="practice-progress-title">
          <h2 id="practice-progress-title">{t(msg('practice.progress'))}</h2>
          <p class="practice-local">{t(msg('practice.local'))}</p>
          <ul>
            {kinds.map((k) => {
              const p = progress.kinds[k.id] ?? { answered: 0, right: 0 };
              return (
                <li key={k.id} data-progress={k.id}>
                  {t(k.title)}: {t(msg('practice.score', { right: p.right, answered: p.answered }))}
                </li>
              );
            })}
            <li data-progress="streak">{t(msg('practice.streak', { n: progress.streak }))}</li>
          </ul>
          <button
            type="button"
            class="button practice-reset"
            disabled={!hydrated}
            onClick={() => {
              setProgress(emptyProgress());
              saveProgress(game, null);
            }}
          >
            {t(msg('practice.reset'))}
          </button>
        </section>
      )}
    </section>
  );
}
