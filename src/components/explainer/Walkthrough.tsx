import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { ComponentChildren, JSX } from 'preact';
import { useMachine } from '@xstate/react';
import { walkthroughMachine } from '../../explainers/walkthroughMachine';
import type { Inputs, InputSpec, Message, Step } from '../../explainers/types';
import type { Lang } from '../../i18n/format';
import { translator, type Messages, type Translate } from '../../i18n/translate';
import { ExampleInputs } from './ExampleInputs';
import { DecisionPicker } from './DecisionPicker';
import { parseStepHash, stepAnchor } from './stepHash';
import { useStepKeys } from './useStepKeys';
import { keepInView } from './keepInView';

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
  /** Told the reader's inputs (their choices) whenever they change, for a host that keeps the outcome. */
  onInputs?: (inputs: Inputs) => void;
}

export interface WalkthroughEngine<V> {
  compute: (inputs: Inputs) => readonly Step<V>[];
  inputSpecs: (inputs: Inputs) => readonly InputSpec[];
}

type Compute = (inputs: Inputs) => readonly Step<unknown>[];

/**
 * The one explainer shell every game uses: an ordered list of every step
 * (real anchors, readable without JavaScript), and, once hydrated, one step at
 * a time with buttons, keys, a live "step n of m", deep links in the hash,
 * "copy link", the reader's inputs and decisions, and a presentation mode.
 */
export function Walkthrough<V>(props: WalkthroughProps<V>): JSX.Element {
  const { exampleId, lang, title, messages, defaults, compute, inputSpecs, initial, loadEngine, renderView } = props;
  const t = useMemo(() => translator(lang, messages), [lang, messages]);
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
  const position = t({ key: 'explainer.position', params: { n: index + 1, total } });
  const step = steps[index] as Step<V> | undefined;

  useEffect(() => setHydrated(true), []);

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
        noticeMessage = { key: 'explainer.unknownExample', params: { id: target.exampleId, shown, title } };
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

  // Presentation: real full screen where the browser allows it, a fixed overlay otherwise.
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    if (presenting) {
      // The page behind reflows under the larger type; the reader comes back to where they were.
      const scrolled = scrollY;
      document.documentElement.classList.add('is-presenting');
      if (root.requestFullscreen && !document.fullscreenElement) root.requestFullscreen().catch(() => undefined);
      root.focus({ preventScroll: true });
      const onFullscreenChange = () => {
        if (!document.fullscreenElement) send({ type: 'EXIT_PRESENT' });
      };
      document.addEventListener('fullscreenchange', onFullscreenChange);
      return () => {
        document.removeEventListener('fullscreenchange', onFullscreenChange);
        document.documentElement.classList.remove('is-presenting');
        scrollTo(0, scrolled);
        if (document.fullscreenElement === root) document.exitFullscreen().catch(() => undefined);
      };
    }
    return undefined;
  }, [presenting, send]);

  const act = (event: Parameters<typeof send>[0]) => {
    ownsHash.current = true;
    setSpoken(true);
    setStatus(null);
    send(event);
  };
  const onKeyDown = useStepKeys(act, presenting);

  // The engine arrives on the first "what if" (or when the pointer or focus reaches one).
  const loading = useRef<Promise<WalkthroughEngine<V> | null> | null>(null);
  const [busy, setBusy] = useState(false);
  const ensureEngine = (): Promise<WalkthroughEngine<V> | null> => {
    if (engine) return Promise.resolve(engine);
    if (!loading.current) {
      setBusy(true);
      loading.current = (loadEngine ? loadEngine() : Promise.reject(new Error('no engine')))
        .then((loaded) => {
          send({ type: 'ENGINE_READY', compute: loaded.compute as Compute });
          setEngine(loaded);
          return loaded;
        })
        .catch(() => {
          loading.current = null;
          setStatus(t({ key: 'explainer.engineFailed' }));
          return null;
        })
        .finally(() => setBusy(false));
    }
    return loading.current;
  };
  const prefetch = () => void ensureEngine();
  const change = (event: Extract<Parameters<typeof send>[0], { type: 'SET_INPUT' | 'RESET_INPUTS' }>) => {
    void ensureEngine().then((ready) => ready && act(event));
  };

  const copyLink = async () => {
    ownsHash.current = true;
    const url = `${location.origin}${location.pathname}${location.search}#${stepAnchor(exampleId, index + 1)}`;
    try {
      await navigator.clipboard.writeText(url);
      setStatus(t({ key: 'explainer.copied', params: { url } }));
    } catch {
      setStatus(t({ key: 'explainer.copyFailed', params: { url } }));
    }
  };

  const Heading = props.headingLevel === 0 ? null : (`h${props.headingLevel ?? 3}` as 'h3');
  const specs = !hydrated ? [] : engine ? engine.inputSpecs(inputs) : (initial?.specs ?? []);
  const changed = JSON.stringify(inputs) !== JSON.stringify(defaults);
  // The reader's own numbers; when presenting they follow the step, so the step is what a room sees first.
  const inputFields = specs.length > 0 && (
    <div onPointerEnter={prefetch} onFocusIn={prefetch}>
      <ExampleInputs exampleId={exampleId} specs={specs} inputs={inputs} t={t} onChange={(name, value) => change({ type: 'SET_INPUT', name, value })} />
    </div>
  );

  return (
    <section
      ref={rootRef}
      id={exampleId}
      data-example={exampleId}
      data-step={index + 1}
      data-steps={total}
      data-interactive={hydrated ? 'true' : undefined}
      class={`example${presenting ? ' presenting' : ''}`}
      aria-label={Heading ? undefined : title}
      aria-labelledby={Heading ? `${exampleId}-title` : undefined}
      tabIndex={-1}
      aria-busy={busy ? 'true' : undefined}
      onKeyDown={hydrated ? onKeyDown : undefined}
    >
      {Heading && (
        <div class="example-head">
          <Heading id={`${exampleId}-title`} class="example-title">
            <span class="example-kicker">{`${t({ key: 'example.label' })}: `}</span>
            <span>{title}</span>
          </Heading>
          {props.standaloneHref && (
            <a class="example-standalone" href={props.standaloneHref} data-pagefind-ignore="">
              {t({ key: 'example.standalone' })}
            </a>
          )}
        </div>
      )}
      {hydrated && (
        <div class="example-toolbar">
          <button type="button" class="button" onClick={() => act({ type: presenting ? 'EXIT_PRESENT' : 'PRESENT' })}>
            {t({ key: presenting ? 'explainer.exitPresent' : 'explainer.present' })}
          </button>
          <button type="button" class="button" onClick={copyLink}>
            {t({ key: 'explainer.copyLink' })}
          </button>
          {changed && (
            <button type="button" class="button" onClick={() => change({ type: 'RESET_INPUTS' })}>
              {t({ key: 'explainer.reset' })}
            </button>
          )}
        </div>
      )}
      {!presenting && inputFields}
      {!hydrated && <p class="example-noscript" data-pagefind-ignore="">{t({ key: 'explainer.noscript' })}</p>}
      {notice && (
        <p class="example-notice" role="status">
          {t(notice)}
        </p>
      )}
      <ol class="steps" aria-label={t({ key: 'example.steps' })}>
        {(steps as readonly Step<V>[]).map((s, i) => {
          const current = i === index;
          return (
            <li
              key={i}
              id={stepAnchor(exampleId, i + 1)}
              class={`step${current ? ' current' : ''}${s.tone ? ` tone-${s.tone}` : ''}`}
              hidden={hydrated && !current}
              aria-current={hydrated && current ? 'step' : undefined}
            >
              <div class="step-text">
                <p class="step-caption">
                  <span class="step-number">{`${i + 1}.`}</span> <span>{t(s.caption)}</span>
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
                    interactive={hydrated && current}
                    id={`${stepAnchor(exampleId, i + 1)}-choice`}
                    t={t}
                    onChange={(value) => change({ type: 'SET_INPUT', name: s.decision!.name, value })}
                  />
                  </div>
                )}
              </div>
              <div class="step-view" data-pagefind-ignore="">{renderView(s.view, t, stepAnchor(exampleId, i + 1))}</div>
            </li>
          );
        })}
      </ol>
      {hydrated && (
        <div class="example-controls" role="group" aria-label={t({ key: 'explainer.controls' })}>
          <button type="button" class="button" onClick={() => act({ type: 'FIRST' })} aria-disabled={index === 0 ? 'true' : undefined} aria-label={t({ key: 'explainer.first' })}>
            <EdgeIcon flip />
          </button>
          <button type="button" class="button" onClick={() => act({ type: 'BACK' })} aria-disabled={index === 0 ? 'true' : undefined} aria-label={t({ key: 'explainer.back' })}>
            <span aria-hidden="true">←</span> <span class="button-text">{t({ key: 'explainer.back' })}</span>
          </button>
          <span class="example-position" aria-hidden="true">
            {position}
          </span>
          <button type="button" class="button primary" onClick={() => act({ type: 'NEXT' })} aria-disabled={index >= total - 1 ? 'true' : undefined} aria-label={t({ key: 'explainer.next' })}>
            <span class="button-text">{t({ key: 'explainer.next' })}</span> <span aria-hidden="true">→</span>
          </button>
          <button type="button" class="button" onClick={() => act({ type: 'LAST' })} aria-disabled={index >= total - 1 ? 'true' : undefined} aria-label={t({ key: 'explainer.last' })}>
            <EdgeIcon />
          </button>
        </div>
      )}
      {hydrated && presenting && <p class="example-keys">{t({ key: 'explainer.keys' })}</p>}
      {presenting && inputFields}
      <p class="sr-only" aria-live="polite" aria-atomic="true" data-live>
        {spoken ? `${position}. ${step ? t(step.caption) : ''}` : ''}
      </p>
      {status && (
        <p class="example-status" role="status">
          {status}
        </p>
      )}
    </section>
  );
}

/** "Go to the end" icon (a bar and an arrow); drawn, so it shows whatever fonts the reader has. */
function EdgeIcon({ flip = false }: { flip?: boolean }): JSX.Element {
  return (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
      {/* Mirrored by an SVG attribute, not style=, which the page's policy refuses. */}
      <path d="M3 3 L10 8 L3 13 Z M12 3 H14 V13 H12 Z" fill="currentColor" transform={flip ? 'matrix(-1 0 0 1 16 0)' : undefined} />
    </svg>
  );
}
