import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { ComponentChildren, JSX } from 'preact';
import { memo } from 'preact/compat';
import { useMachine } from './useMachine';
import { walkthroughMachine } from '../../explainers/walkthroughMachine';
import type { Inputs, InputSpec, Message, Step } from '../../explainers/types';
import { msg } from '../../explainers/messages';
import type { Lang } from '../../i18n/format';
import { translator, type Messages, type Translate } from '../../i18n/translate';
import { ExampleInputs } from './ExampleInputs';
import { DecisionPicker } from './DecisionPicker';
import { parseStepHash, stepAnchor } from './stepHash';
import { useStepKeys } from './useStepKeys';
import { keepInView } from './keepInView';
import { fitStep } from './fitStep';
import { snapshotStep, type StepSnapshot } from './stepSnapshot';
import { checkVariation, readVariation, variationQuery, writeVariation } from './variation';
import { captionMatcher, type CaptionTerms } from '../terms/captionTerms';
import { PresenterTools, StepQr } from './PresenterTools';
import { switchLanguage } from './language';
import { useIdleControls } from './idleControls';
import { stepAddress } from './stepAddress';
import './presenter.css';

export interface WalkthroughProps<V> {
  exampleId: string;
  lang: Lang;
  title: string;
  messages: Messages;
  defaults: Inputs;
  /** The engine, at hand: steps and input fields for any inputs. */
  compute?: (inputs: Inputs) => readonly Step<V>[];
  inputSpecs?: (inputs: Inputs) => readonly InputSpec[];
  /**
   * Or the steps and fields for `defaults`, computed at build time, and a way
   * to fetch the engine when the reader first changes an input or a decision.
   * Stepping, deep links and presenting need no engine, so a page does not
   * download the rules until someone asks a "what if".
   */
  initial?: { steps: readonly Step<V>[]; specs: readonly InputSpec[] };
  loadEngine?: () => Promise<WalkthroughEngine<V>>;
  /** `id` is unique on the page (the step's anchor): a view's own ids (SVG patterns) derive from it. */
  renderView: (view: V, t: Translate, id: string) => ComponentChildren;
  /** Heading level of the title; 0 when the page heading already names the example. */
  headingLevel?: 0 | 2 | 3 | 4;
  /** Link to the example's own page, shown beside the title. */
  standaloneHref?: string;
  /**
   * The example's own page (base path included, no query or hash): the "Present" link is that
   * page with `?present` and the current step's hash. Without it "Present" presents in place.
   */
  presentHref?: string;
  /** True on the example's own page, where `?present` opens the presenter view. */
  ownPage?: boolean;
  /** Told the reader's inputs (their choices) whenever they change, for a host that keeps the outcome. */
  onInputs?: (inputs: Inputs) => void;
  /** Glossary terms to mark in the step captions (terms/captionTerms.ts). */
  captionTerms?: CaptionTerms;
}

export interface WalkthroughEngine<V> {
  compute: (inputs: Inputs) => readonly Step<V>[];
  inputSpecs: (inputs: Inputs) => readonly InputSpec[];
}

type Compute = (inputs: Inputs) => readonly Step<unknown>[];

/** Flags in the address are written bare (`?present&predict`), not as `present=`. */
const tidyFlags = (href: string) => href.replace(/([?&](?:present|predict|speaker))=(?=[&#]|$)/g, '$1');

/** Events that move from one step to another (and so may animate what changed). */
const MOVES = new Set(['NEXT', 'BACK', 'FIRST', 'LAST', 'GOTO']);

/**
 * The one explainer shell every game uses: an ordered list of every step
 * (real anchors, readable without JavaScript), and, once hydrated, one step at
 * a time with buttons, keys, a live "step n of m", deep links in the hash,
 * "copy link", the reader's inputs and decisions, and a presentation mode.
 */
export function Walkthrough<V>(props: WalkthroughProps<V>): JSX.Element {
  const { exampleId, lang, title, messages, defaults, compute, inputSpecs, initial, loadEngine, renderView } = props;
  const t = useMemo(() => translator(lang, messages), [lang, messages]);
  const { captionTerms } = props;
  const pieces = useMemo(() => (captionTerms?.terms.length ? captionMatcher(captionTerms.terms, lang) : null), [captionTerms, lang]);
  const caption = (text: string): ComponentChildren =>
    pieces && captionTerms
      ? pieces(text).map((p, k) =>
          typeof p === 'string' ? (
            p
          ) : (
            <a key={k} class="term" href={`${captionTerms.href}${p.id}`} aria-describedby={`term-${p.id}-def`}>
              {p.text}
            </a>
          ),
        )
      : text;
  const [engine, setEngine] = useState<WalkthroughEngine<V> | null>(compute && inputSpecs ? { compute, inputSpecs } : null);
  const [snapshot, send] = useMachine(walkthroughMachine, {
    input: engine ? { compute: engine.compute as Compute, inputs: defaults } : { steps: initial?.steps ?? [], inputs: defaults },
  });
  const { steps, index, inputs, notice } = snapshot.context;
  const presenting = snapshot.matches('presenting');
  const [hydrated, setHydrated] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  // The live region speaks only after the reader (or a link) moved this example, not on page load.
  const [spoken, setSpoken] = useState(false);
  const rootRef = useRef<HTMLElement>(null);
  // True once this example owns the URL hash: the reader stepped here, or a link pointed here.
  const ownsHash = useRef(false);
  const total = steps.length;
  const position = t(msg('explainer.position', { n: index + 1, total }));
  const step = steps[index] as Step<V> | undefined;
  const [blanked, setBlanked] = useState(false);
  // The step's address as a QR code (Q), for the room's phones.
  const [qrOpen, setQrOpen] = useState(false);
  // Predict first (`?predict`, issue 19 item 5): a step that reveals an outcome is first asked as a
  // question over the picture before it; Next shows the answer, and then moves on.
  const [predict, setPredict] = useState(false);
  const [revealed, setRevealed] = useState<ReadonlySet<number>>(new Set());
  const hasResults = steps.some((s) => s.tone === 'result');
  const asking = hydrated && predict && index > 0 && step?.tone === 'result' && !revealed.has(index);
  const [typed, setTyped] = useState('');
  const [failed, setFailed] = useState(false);
  // A variation in the address that could not be made: the rulebook's example is shown, with a notice.
  const [badVariation, setBadVariation] = useState(false);
  // True while a variation read from the address waits for the engine: the address is not tidied meanwhile.
  const variationPending = useRef(false);
  // Leaving full screen with the browser's own Esc leaves the presentation, unless F asked for it
  // (until this time: the browser may report both changes late, after F was pressed twice).
  const quietFullscreenExit = useRef(0);

  useEffect(() => setHydrated(true), []);

  // Predict is the page's: read from the address, and switched for every example on the page at once.
  useEffect(() => {
    setPredict(new URLSearchParams(location.search).has('predict'));
    const onSwitch = (e: Event) => {
      setPredict((e as CustomEvent<boolean>).detail);
      setRevealed(new Set());
    };
    addEventListener('rules:predict', onSwitch);
    return () => removeEventListener('rules:predict', onSwitch);
  }, []);
  const switchPredict = () => {
    const url = new URL(location.href);
    if (predict) url.searchParams.delete('predict');
    else url.searchParams.set('predict', '');
    history.replaceState(history.state, '', tidyFlags(url.href));
    dispatchEvent(new CustomEvent('rules:predict', { detail: !predict }));
  };

  // `?present` on the example's own page opens the presenter view (at the hash's step, below).
  const { ownPage } = props;
  useEffect(() => {
    if (ownPage && new URLSearchParams(location.search).has('present')) send({ type: 'PRESENT' });
  }, [ownPage, send]);

  const { onInputs } = props;
  useEffect(() => onInputs?.(inputs), [inputs, onInputs]);

  // Deep links: `#{id}-step-{n}` on load and whenever the hash changes.
  useEffect(() => {
    // A hashchange names the hash it went to: by the time it is dispatched, another example may
    // already have rewritten the address.
    const land = (event?: HashChangeEvent) => {
      const target = parseStepHash(event ? new URL(event.newURL).hash : location.hash);
      if (!target) return;
      let noticeMessage: Message | undefined;
      if (target.exampleId !== exampleId) {
        const known = document.querySelector(`[data-example="${CSS.escape(target.exampleId)}"]`);
        const firstOnPage = document.querySelector('[data-example]') === rootRef.current;
        if (known || !firstOnPage) return;
        const shown = Math.min(Math.max(target.step, 1), total);
        // The unknown name is not repeated: a link must not make the page say what it likes.
        noticeMessage = msg('explainer.presenter.unknownExample', { shown, title });
      }
      ownsHash.current = true;
      setSpoken(true);
      send({ type: 'GOTO', step: target.step, notice: noticeMessage });
      if (rootRef.current) keepInView(rootRef.current);
      rootRef.current?.focus({ preventScroll: true });
    };
    land();
    addEventListener('hashchange', land);
    return () => removeEventListener('hashchange', land);
  }, [exampleId, total, title, send]);

  // The hash follows the reader without filling the history, before the next task, so a link
  // followed right after a key press is not overwritten by this example's older step.
  useLayoutEffect(() => {
    if (!hydrated || !ownsHash.current) return;
    const hash = `#${stepAnchor(exampleId, index + 1)}`;
    if (location.hash !== hash) history.replaceState(history.state, '', hash);
  }, [hydrated, exampleId, index]);

  // Presentation: a fixed layer over the page that one step fills; real full screen on F (or the Present button).
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    if (presenting) {
      // The page behind reflows under the larger type; the reader comes back to where they were.
      const scrolled = scrollY;
      document.documentElement.classList.add('is-presenting');
      // Opened presenting, the page was kept unseen until now (startup.js, still.css).
      document.documentElement.classList.remove('present-pending');
      root.focus({ preventScroll: true });
      const onFullscreenChange = () => {
        if (document.fullscreenElement || performance.now() < quietFullscreenExit.current) return;
        send({ type: 'EXIT_PRESENT' });
      };
      document.addEventListener('fullscreenchange', onFullscreenChange);
      // The address says so on the example's own page, so a reload or a copied link presents too.
      const url = new URL(location.href);
      if (ownPage && !url.searchParams.has('present')) {
        url.searchParams.set('present', '');
        history.replaceState(history.state, '', tidyFlags(url.href));
      }
      return () => {
        document.removeEventListener('fullscreenchange', onFullscreenChange);
        document.documentElement.classList.remove('is-presenting');
        setBlanked(false);
        scrollTo(0, scrolled);
        if (document.fullscreenElement === root) document.exitFullscreen().catch(() => undefined);
        if (ownPage) {
          const left = new URL(location.href);
          left.searchParams.delete('present');
          history.replaceState(history.state, '', left.href);
        }
      };
    }
    return undefined;
  }, [presenting, send, ownPage]);

  const lastFit = useRef<ReturnType<typeof fitStep>>(null);
  // One step fills the presenter's stage: its picture (and, if need be, its text) is zoomed down by classes until it fits.
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!presenting || !root) return undefined;
    lastFit.current = fitStep(root, lastFit.current);
    const refit = () => (lastFit.current = fitStep(root, lastFit.current));
    const observer = new ResizeObserver(refit);
    observer.observe(root);
    // A folded choice opened or closed changes the words' height, not the root's.
    root.addEventListener('toggle', refit, true);
    return () => {
      observer.disconnect();
      root.removeEventListener('toggle', refit, true);
    };
  }, [presenting, index, steps, hydrated, asking]);

  // Then the step shown, fitted, is animated from it: pieces slide, numbers count, new marks fade in.
  useLayoutEffect(() => {
    const from = leaving.current;
    leaving.current = null;
    if (!from || (from.index === index && from.asking === asking)) return;
    const shown = rootRef.current?.querySelector(':scope > ol.steps > li.current');
    // Loaded as the reader neared the example (below); the first move may wait for it a moment.
    if (transitions.current) transitions.current.animateStep(from.pieces, shown);
    else void loadTransitions().then((m) => m?.animateStep(from.pieces, shown));
  }, [index, asking]);

  const toggleFullscreen = () => {
    const root = rootRef.current;
    if (!root) return;
    if (document.fullscreenElement) {
      quietFullscreenExit.current = performance.now() + 1500;
      document.exitFullscreen().catch(() => undefined);
    } else root.requestFullscreen?.().catch(() => undefined);
  };

  // The animations, fetched when the pointer or focus first reaches the example (no page loads them up front).
  const transitions = useRef<typeof import('./stepTransition') | null>(null);
  const loadingTransitions = useRef<Promise<typeof import('./stepTransition') | null> | null>(null);
  const loadTransitions = () =>
    (loadingTransitions.current ??= import('./stepTransition').then(
      (m) => (transitions.current = m),
      () => null,
    ));
  // The step being left, measured before it is hidden, so what changed can move from there (stepTransition.ts).
  const leaving = useRef<{ index: number; asking: boolean; pieces: StepSnapshot } | null>(null);
  const act = (event: Parameters<typeof send>[0]) => {
    if (hydrated && MOVES.has(event.type)) leaving.current = { index, asking, pieces: snapshotStep(rootRef.current?.querySelector(':scope > ol.steps > li.current')) };
    // Asked, a step's answer shows on the next key press before the example moves on.
    if (asking && event.type === 'NEXT') {
      setSpoken(true);
      setRevealed(new Set(revealed).add(index));
      return;
    }
    ownsHash.current = true;
    setSpoken(true);
    setStatus(null);
    setBadVariation(false);
    send(event);
  };
  // A handle for a host page: a lesson (`src/components/lesson/lesson.ts`) steps and presents the example with it.
  useEffect(() => void ((rootRef.current as (HTMLElement & { walkthrough?: typeof act }) | null)!.walkthrough = act));
  // The speaker window (speaker.ts, loaded only when asked for): S opens it from the presenter view
  // on the example's own page; a `?speaker` page is that window. Each tells the other its step.
  const [speaker] = useState(() => typeof location !== 'undefined' && !!ownPage && new URLSearchParams(location.search).has('speaker'));
  const linkSpeaker = (open: boolean) =>
    void import('./speaker').then((m) => {
      const root = rootRef.current;
      if (root) m.linkExampleSpeaker({ root, exampleId, t, open, speaker });
    });
  // A speaker window links at once; so does a presenter reloaded in the tab that opened one.
  useEffect(() => {
    if (!ownPage) return;
    const params = new URLSearchParams(location.search);
    let opened = false;
    try {
      opened = sessionStorage.getItem(`speaker:${location.pathname}`) === '1';
    } catch {
      // No storage: S links again.
    }
    if (speaker || (opened && params.has('present'))) linkSpeaker(false);
    // Once, on load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const onKeyDown = useStepKeys({
    send: act,
    presenting,
    blanked,
    setBlanked,
    toggleFullscreen,
    setTyped,
    openSpeaker: ownPage && !speaker ? () => linkSpeaker(true) : undefined,
    speaker,
    switchLanguage,
    toggleQr: () => setQrOpen((open) => !open),
  });
  // A clean wall: the controls fade while the pointer rests (a lesson watches for all its slides).
  useIdleControls(presenting && !speaker && hydrated && !document.documentElement.classList.contains('is-lesson'));

  // The engine arrives on the first "what if" (or when the pointer or focus reaches one).
  const loading = useRef<Promise<WalkthroughEngine<V> | null> | null>(null);
  const [busy, setBusy] = useState(false);
  // The change the reader asked for while the rules were loading: Retry asks again.
  const pending = useRef<Parameters<typeof send>[0] | null>(null);
  const ensureEngine = (): Promise<WalkthroughEngine<V> | null> => {
    if (engine) return Promise.resolve(engine);
    if (!loading.current) {
      setBusy(true);
      setFailed(false);
      loading.current = (loadEngine ? loadEngine() : Promise.reject(new Error('no engine')))
        .then((loaded) => {
          send({ type: 'ENGINE_READY', compute: loaded.compute as Compute });
          setEngine(loaded);
          return loaded;
        })
        .catch(() => {
          loading.current = null;
          setFailed(true);
          return null;
        })
        .finally(() => setBusy(false));
    }
    return loading.current;
  };
  const prefetch = () => void ensureEngine();

  // A variation in the address (`?{example-id}.{input}=…`): checked against the engine, then made.
  useEffect(() => {
    const pairs = readVariation(location.search, exampleId);
    if (pairs.length === 0) return;
    variationPending.current = true;
    void ensureEngine().then((ready) => {
      variationPending.current = false;
      if (!ready) return;
      const made = checkVariation(pairs, defaults, ready);
      if (made) for (const [name, value] of Object.entries(made)) send({ type: 'SET_INPUT', name, value });
      else {
        setBadVariation(true);
        const search = writeVariation(location.search, exampleId, defaults, defaults);
        history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`);
      }
    });
    // Once, on load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The address follows the reader's variation, so a reload, the language switch, a copied link and Present keep it.
  useLayoutEffect(() => {
    if (!hydrated || variationPending.current) return;
    const search = writeVariation(location.search, exampleId, inputs, defaults);
    if (search !== location.search) history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`);
  }, [hydrated, exampleId, inputs, defaults]);
  const change = (event: Extract<Parameters<typeof send>[0], { type: 'SET_INPUT' | 'RESET_INPUTS' }>) => {
    pending.current = event;
    void ensureEngine().then((ready) => {
      if (!ready) return;
      pending.current = null;
      act(event);
    });
  };
  const retry = () => {
    const event = pending.current;
    if (event && (event.type === 'SET_INPUT' || event.type === 'RESET_INPUTS')) change(event);
    else void ensureEngine();
  };

  const copyLink = async () => {
    ownsHash.current = true;
    const url = `${location.origin}${location.pathname}${location.search}#${stepAnchor(exampleId, index + 1)}`;
    try {
      await navigator.clipboard.writeText(url);
      setStatus(t(msg('explainer.copied', { url })));
    } catch {
      setStatus(t(msg('explainer.copyFailed', { url })));
    }
  };

  const Heading = props.headingLevel === 0 ? null : (`h${props.headingLevel ?? 3}` as 'h3');
  // Everything below is drawn by the server as it will be once awake (the island hydrates at the
  // reader's first touch): a control that appeared only then would push the page down.
  const specs = engine ? engine.inputSpecs(inputs) : (initial?.specs ?? []);
  const changed = JSON.stringify(inputs) !== JSON.stringify(defaults);
  // The reader's own numbers. The presenter view leaves them out: one step fills the screen.
  const inputFields = specs.length > 0 && (
    <div onPointerEnter={prefetch} onFocusIn={prefetch} data-pagefind-ignore="">
      <ExampleInputs exampleId={exampleId} specs={specs} inputs={inputs} t={t} onChange={(name, value) => change({ type: 'SET_INPUT', name, value })} />
    </div>
  );
  // "Present" is a link anyone can copy: the example's own page, presenting, at this step.
  const variation = variationQuery(exampleId, inputs, defaults);
  const presentLink = props.presentHref ? `${props.presentHref}?present${predict ? '&predict' : ''}${variation ? `&${variation}` : ''}#${stepAnchor(exampleId, index + 1)}` : undefined;
  const question = t(msg('explainer.predict.question'));
  const qrAddress = props.presentHref && typeof location !== 'undefined' ? stepAddress(new URL(props.presentHref, location.href).href, exampleId, index + 1, { predict, variation }) : null;
  const startPresenting = (event: MouseEvent) => {
    if (!hydrated || (presentLink && !props.ownPage)) return; // another page: the link is followed
    event.preventDefault();
    act({ type: 'PRESENT' });
    // A click may ask for real full screen; F toggles it later.
    rootRef.current?.requestFullscreen?.().catch(() => undefined);
  };
  const goToStep = (event: MouseEvent, n: number) => {
    if (!hydrated) return;
    event.preventDefault();
    act({ type: 'GOTO', step: n });
  };
  const noticeText = typed
    ? t(msg('explainer.presenter.goTo', { typed }))
    : notice
      ? t(notice)
      : badVariation
        ? t(msg('explainer.presenter.badVariation'))
        : '';

  return (
    <section
      ref={rootRef}
      id={exampleId}
      data-example={exampleId}
      data-step={index + 1}
      data-steps={total}
      data-asking={asking ? 'true' : undefined}
      data-interactive={hydrated ? 'true' : undefined}
      class={`example${presenting ? ' presenting' : ''}`}
      aria-label={Heading && !presenting ? undefined : title}
      aria-labelledby={Heading && !presenting ? `${exampleId}-title` : undefined}
      tabIndex={-1}
      aria-busy={busy ? 'true' : undefined}
      onKeyDown={hydrated ? onKeyDown : undefined}
      onPointerEnter={hydrated ? () => void loadTransitions() : undefined}
      onFocusIn={hydrated ? () => void loadTransitions() : undefined}
    >
      {Heading && !presenting && (
        <div class="example-head">
          <Heading id={`${exampleId}-title`} class="example-title">
            <span class="example-kicker">{`${t(msg('example.label'))}: `}</span>
            <span>{title}</span>
          </Heading>
          {props.standaloneHref && (
            <a class="example-standalone" href={props.standaloneHref} data-pagefind-ignore="">
              {t(msg('example.standalone'))}
            </a>
          )}
        </div>
      )}
      {presenting && (
        <div class="present-bar">
          <p class="present-title">{title}</p>
          <progress class="present-progress" value={index + 1} max={total} aria-label={t(msg('explainer.presenter.progress'))} />
        </div>
      )}
      <div class="example-toolbar" data-pagefind-ignore="">
        {presenting ? (
          <>
            <button type="button" class="button" onClick={() => act({ type: 'EXIT_PRESENT' })}>
              {t(msg('explainer.exitPresent'))}
            </button>
            <PresenterTools t={t} qrOpen={qrOpen} toggleQr={() => setQrOpen(!qrOpen)} />
          </>
        ) : presentLink ? (
          <a class="button example-present" href={presentLink} onClick={startPresenting}>
            {t(msg('explainer.present'))}
          </a>
        ) : (
          <button type="button" class="button example-present" onClick={startPresenting}>
            {t(msg('explainer.present'))}
          </button>
        )}
        <button type="button" class="button example-copy" onClick={copyLink}>
          {t(msg('explainer.copyLink'))}
        </button>
        {hasResults && (
          <button type="button" class="button example-predict" aria-pressed={predict ? 'true' : 'false'} onClick={switchPredict}>
            {t(msg('explainer.predict'))}
          </button>
        )}
        <p class="example-status" role="status" title={status ?? undefined}>
          {status ?? ''}
        </p>
        {hydrated && changed && !presenting && (
          <button type="button" class="button" onClick={() => change({ type: 'RESET_INPUTS' })}>
            {t(msg('explainer.reset'))}
          </button>
        )}
      </div>
      {!presenting && inputFields}
      {failed && (
        <div class="example-failed" role="alert">
          <p>{t(msg('explainer.presenter.loadFailed'))}</p>
          <button type="button" class="button" onClick={retry}>
            {t(msg('explainer.presenter.retry'))}
          </button>
        </div>
      )}
      {!hydrated && <p class="example-noscript" data-pagefind-ignore="">{t(msg('explainer.noscript'))}</p>}
      <ol class="steps" aria-label={t(msg('example.steps'))}>
        {(steps as readonly Step<V>[]).map((s, i) => {
          const current = i === index;
          return (
            <li
              key={i}
              id={stepAnchor(exampleId, i + 1)}
              class={`step${current ? ' current' : ''}${s.tone ? ` tone-${s.tone}` : ''}${current && asking ? ' asking' : ''}`}
              hidden={hydrated && !current}
              aria-current={hydrated && current ? 'step' : undefined}
            >
              <div class="step-text">
                {current && asking && (
                  <p class="step-question">
                    <span class="step-number">{`${i + 1}.`}</span> <span>{question}</span>
                  </p>
                )}
                <p class="step-caption">
                  <span class="step-number">{`${i + 1}.`}</span> <span>{caption(t(s.caption))}</span>
                </p>
                {s.details?.map((d, j) => (
                  <p key={j} class="step-detail">
                    {t(d)}
                  </p>
                ))}
                {s.decision && (
                  <div onPointerEnter={hydrated ? prefetch : undefined} onFocusIn={hydrated ? prefetch : undefined}>
                  <DecisionPicker
                    decision={s.decision}
                    value={s.decision.chosen ?? String(inputs[s.decision.name] ?? '')}
                    interactive={current}
                    folded={presenting}
                    id={`${stepAnchor(exampleId, i + 1)}-choice`}
                    t={t}
                    onChange={(value) => change({ type: 'SET_INPUT', name: s.decision!.name, value })}
                  />
                  </div>
                )}
              </div>
              <div class="step-view" data-pagefind-ignore="">
                {/* Asked, the picture is the one before: the answer is in this step's own. */}
                <StepView view={current && asking ? (steps[i - 1] as Step<V>).view : s.view} t={t} id={stepAnchor(exampleId, i + 1)} render={renderView as (view: unknown, t: Translate, id: string) => ComponentChildren} />
              </div>
            </li>
          );
        })}
      </ol>
      <ol class="step-timeline" aria-label={t(msg('explainer.presenter.timeline'))} data-pagefind-ignore="">
        {steps.map((_, i) => (
          <li key={i}>
            <a
              href={`#${stepAnchor(exampleId, i + 1)}`}
              class={i === index ? 'current' : i < index ? 'done' : undefined}
              aria-current={i === index ? 'step' : undefined}
              aria-label={t(msg('explainer.presenter.timelineStep', { n: i + 1 }))}
              onClick={(e) => goToStep(e, i + 1)}
            >
              {i + 1}
            </a>
          </li>
        ))}
      </ol>
      <div class="example-controls" role="group" aria-label={t(msg('explainer.controls'))} data-pagefind-ignore="">
        <div class="example-buttons">
          <button type="button" class="button" onClick={() => act({ type: 'FIRST' })} aria-disabled={index === 0 ? 'true' : undefined} aria-label={t(msg('explainer.first'))}>
            <EdgeIcon flip />
          </button>
          <button type="button" class="button" onClick={() => act({ type: 'BACK' })} aria-disabled={index === 0 ? 'true' : undefined} aria-label={t(msg('explainer.back'))}>
            <span aria-hidden="true">←</span> <span class="button-text">{t(msg('explainer.back'))}</span>
          </button>
          <span class="example-position" aria-hidden="true">
            {position}
          </span>
          <button type="button" class="button primary" onClick={() => act({ type: 'NEXT' })} aria-disabled={index >= total - 1 && !asking ? 'true' : undefined} aria-label={t(msg('explainer.next'))}>
            <span class="button-text">{t(msg('explainer.next'))}</span> <span aria-hidden="true">→</span>
          </button>
          <button type="button" class="button" onClick={() => act({ type: 'LAST' })} aria-disabled={index >= total - 1 ? 'true' : undefined} aria-label={t(msg('explainer.last'))}>
            <EdgeIcon />
          </button>
        </div>
        <p class="example-step-notice" role="status" title={noticeText || undefined}>
          {noticeText}
        </p>
        {/* Presenting, the keys are listed in the notice's reserved place while it has nothing to say. */}
        {presenting && !noticeText && <p class="example-keys">{t(msg('explainer.presenter.keys'))}</p>}
      </div>
      <p class="sr-only" aria-live="polite" aria-atomic="true" data-live>
        {spoken ? `${position}. ${asking ? question : step ? t(step.caption) : ''}` : ''}
      </p>
      {presenting && qrOpen && qrAddress && <StepQr t={t} address={qrAddress} />}
      {presenting && blanked && (
        <div class="present-blank" data-blank="">
          <p class="sr-only">{t(msg('explainer.presenter.blanked'))}</p>
        </div>
      )}
    </section>
  );
}


/**
 * One step's picture, drawn again only when its view changes: stepping re-renders the shell,
 * not every step's board (a lesson of 31 steps would otherwise redraw 31 boards a key press).
 */
const StepView = memo(function StepView({ view, t, id, render }: { view: unknown; t: Translate; id: string; render: (view: unknown, t: Translate, id: string) => ComponentChildren }) {
  return <>{render(view, t, id)}</>;
});

/** "Go to the end" icon (a bar and an arrow); drawn, so it shows whatever fonts the reader has. */
function EdgeIcon({ flip = false }: { flip?: boolean }): JSX.Element {
  return (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
      {/* Mirrored by an SVG attribute, not style=, which the page's policy refuses. */}
      <path d="M3 3 L10 8 L3 13 Z M12 3 H14 V13 H12 Z" fill="currentColor" transform={flip ? 'matrix(-1 0 0 1 16 0)' : undefined} />
    </svg>
  );
}
