import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { useSkippedSteps } from './useSkippedSteps';
import type { ComponentChildren, JSX } from 'preact';
import type { Inputs, InputSpec, Step } from '../../explainers/types';
import { msg } from '../../explainers/messages';
import type { Lang } from '../../i18n/format';
import { translator, type Messages, type Translate } from '../../i18n/translate';
import { ExampleInputs } from './ExampleInputs';
import { stepAnchor } from './stepHash';
import { useStepKeys } from './useStepKeys';
import { variationQuery } from './variation';
import { switchLanguage } from './language';
import { useIdleControls } from './idleControls';
import { stepAddress } from './stepAddress';
import { StepQr } from './PresenterTools';
import type { CaptionTerms } from '../terms/captionTerms';
import { useCaptionTerms } from './useCaptionTerms';
import { useHydrated } from './useHydrated';
import { useWalkthroughMachine, useEngineLoader, useInputChanges, type WalkthroughEngine } from './useEngine';
import { usePredict } from './usePredict';
import { usePresentFromAddress, usePresenter, usePresenterFit } from './usePresenter';
import { useStepHash } from './useStepHash';
import { useStepAnimation } from './useStepAnimation';
import { useStepPictures, type StepPictures } from './useStepPictures';
import { useVariation } from './useVariation';
import { useCopyLink } from './useCopyLink';
import { useStepActions } from './useStepActions';
import { useSpeaker } from './useSpeaker';
import { useStepCopy } from './useStepCopy';
import { ExampleHead, PresentBar, PresentBlank } from './ExampleHead';
import { Toolbar } from './Toolbar';
import { StepList } from './StepList';
import { Timeline } from './Timeline';
import { StepControls } from './StepControls';
import './presenter.css';

export type { WalkthroughEngine } from './useEngine';

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
  /**
   * The views of `initial`'s steps, when its steps come without them (the page carries the steps'
   * words and the server's drawing of the step shown): fetched once the island is awake, and a step
   * is drawn from them when it is first shown (useStepPictures, StepPicture).
   */
  loadViews?: () => Promise<readonly V[]>;
  /** `id` is unique on the page (the step's anchor): a view's own ids (SVG patterns) derive from it. */
  renderView: (view: V, t: Translate, id: string) => ComponentChildren;
  /** Heading level of the title; 0 when the page heading already names the example. */
  headingLevel?: 0 | 2 | 3 | 4;
  /**
   * The example's own page (base path included, no query or hash): the "Present" link is that
   * page with `?present` and the current step's hash, and elsewhere (`ownPage` false) the title
   * links to it. Without it "Present" presents in place. One prop for both: the rulebook carries
   * nine islands' props within its 400 KB (issue 29).
   */
  href?: string;
  /** True on the example's own page, where `?present` opens the presenter view. */
  ownPage?: boolean;
  /** Told the reader's inputs (their choices) whenever they change, for a host that keeps the outcome. */
  onInputs?: (inputs: Inputs) => void;
  /** Glossary terms to mark in the step captions (terms/captionTerms.ts). */
  captionTerms?: CaptionTerms;
}

/**
 * Everything an example does, put together from one hook per concern (each in its own file): the
 * machine and the engine (useEngine), predict first (usePredict), deep links (useStepHash), the
 * presenter view (usePresenter), the step animations (useStepAnimation), the variation in the
 * address (useVariation), "copy link" (useCopyLink), the speaker window (useSpeaker), the keys
 * (useStepKeys), and the one way in for every request (useStepActions).
 */
function useWalkthrough<V>(props: WalkthroughProps<V>) {
  const { exampleId, lang, title, messages, defaults, ownPage, onInputs } = props;
  const t = useMemo(() => translator(lang, messages), [lang, messages]);
  const caption = useCaptionTerms(props.captionTerms, lang);
  const { engine, setEngine, snapshot, send } = useWalkthroughMachine(props);
  const { steps, index, inputs, notice } = snapshot.context;
  const presenting = snapshot.matches('presenting');
  const hydrated = useHydrated();
  const rootRef = useRef<HTMLElement>(null);
  // The live region speaks only after the reader (or a link) moved this example, not on page load.
  const [spoken, setSpoken] = useState(false);
  const speak = () => setSpoken(true);
  const predict = usePredict(steps, index, hydrated);
  // Each step's link number: its place among the steps shown (fold.ts).
  usePresentFromAddress(ownPage, send);
  useEffect(() => onInputs?.(inputs), [inputs, onInputs]);
  const claimHash = useStepHash({ exampleId, title, rootRef, index, total: steps.length, hydrated, send, landed: speak });
  const presenter = usePresenter({ rootRef, presenting, ownPage, send });
  const pictures = useStepPictures({ rootRef, steps, index, hydrated, loadViews: props.loadViews });
  usePresenterFit(rootRef, { presenting, index, steps, hydrated, asking: predict.asking, drawn: pictures.version, qr: presenter.qrOpen });
  const animation = useStepAnimation(rootRef, index, predict.asking);
  useSkippedSteps(rootRef, hydrated, steps, presenting, index, pictures.version);
  const loader = useEngineLoader(engine, setEngine, props.loadEngine, send);
  const variation = useVariation({ exampleId, defaults, inputs, hydrated, ensureEngine: loader.ensure, send });
  const copyLink = useCopyLink(exampleId, index + 1, t, claimHash);
  const moved = () => {
    claimHash();
    speak();
    copyLink.clear();
    variation.forget();
  };
  const act = useStepActions({ rootRef, hydrated, index, predict, animation, send, speak, moved });
  useStepCopy(rootRef, { exampleId, steps, t, renderView: props.renderView as (view: unknown, t: Translate, id: string) => ComponentChildren, loadViews: props.loadViews });
  const speaker = useSpeaker(ownPage, rootRef, exampleId, t);
  // The digits typed so far toward "number then Enter".
  const [typed, setTyped] = useState('');
  const { blanked, setBlanked, toggleFullscreen, toggleQr } = presenter;
  const onKeyDown = useStepKeys({ send: act, presenting, blanked, setBlanked, toggleFullscreen, setTyped, openSpeaker: speaker.open, speaker: speaker.speaker, switchLanguage, toggleQr });
  // A clean wall: the controls fade while the pointer rests (a lesson watches for all its slides).
  useIdleControls(presenting && !speaker.speaker && hydrated && !document.documentElement.classList.contains('is-lesson'));
  const { change, retry } = useInputChanges(loader.ensure, act);
  const goToStep = (event: MouseEvent, n: number) => {
    if (!hydrated) return;
    event.preventDefault();
    act({ type: 'GOTO', step: n });
  };
  // A link asking for Predict first on an example's own page with nothing to predict says so, rather than nothing.
  const nothingToPredict = ownPage && hydrated && predict.on && !predict.offered;
  const noticeText = typed
    ? t(msg('explainer.presenter.goTo', { typed }))
    : notice
      ? t(notice)
      : variation.bad
        ? t(msg('explainer.presenter.badVariation'))
        : nothingToPredict
          ? t(msg('explainer.predict.none'))
          : '';
  // A chosen answer shows the step, like Next would, and the reveal says whether it was right.
  const answer = (value: string) => {
    speak();
    predict.reveal(value);
  };
  return { t, caption, steps, index, inputs, presenting, hydrated, rootRef, spoken, predict, answer, presenter, animation, loader, copyLink, act, goToStep, onKeyDown, change, retry, noticeText, pictures };
}

/**
 * The links to this step: "Present", a link anyone can copy (the example's own page, presenting, at this
 * step, with predict and the reader's variation); and the address the QR code shows the room's phones.
 */
function stepLinks(presentHref: string | undefined, exampleId: string, step: number, predict: boolean, variation: string, withQr: boolean) {
  if (!presentHref) return { presentLink: undefined, qrAddress: null, ownLink: undefined };
  return {
    // "Open on its own page" opens it where the reader is (as drawn by the server on the first step, unchanged).
    ownLink: step > 1 || variation ? `${presentHref}${variation ? `?${variation}` : ''}#${stepAnchor(exampleId, step)}` : presentHref,
    presentLink: `${presentHref}?present${predict ? '&predict' : ''}${variation ? `&${variation}` : ''}#${stepAnchor(exampleId, step)}`,
    // Only while its code shows: the address is parsed, and a press should not pay for a code nobody sees.
    qrAddress: withQr && typeof location !== 'undefined' ? stepAddress(new URL(presentHref, location.href).href, exampleId, step, { predict, variation }) : null,
  };
}

/**
 * The one explainer shell every game uses: an ordered list of every step
 * (real anchors, readable without JavaScript), and, once hydrated, one step at
 * a time with buttons, keys, a live "step n of m", deep links in the hash,
 * "copy link", the reader's inputs and decisions, and a presentation mode.
 * Everything is drawn by the server as it will be once awake (the island hydrates at the reader's
 * first touch): a control that appeared only then would push the page down.
 */
export function Walkthrough<V>(props: WalkthroughProps<V>): JSX.Element {
  const { exampleId, title, defaults } = props;
  const w = useWalkthrough(props);
  const { t, steps, index, inputs, presenting, hydrated, rootRef, predict, loader, act, change } = w;
  const total = steps.length;
  const position = t(msg('explainer.position', { n: index + 1, total }));

  const Heading = props.headingLevel === 0 ? null : (`h${props.headingLevel ?? 3}` as 'h3');
  const specs = loader.engine ? loader.engine.inputSpecs(inputs) : (props.initial?.specs ?? []);
  const changed = JSON.stringify(inputs) !== JSON.stringify(defaults);
  const prefetch = () => void loader.ensure();
  // The reader's numbers as an address's query: written again when they change, not at every step.
  const variation = useMemo(() => variationQuery(exampleId, inputs, defaults), [exampleId, inputs, defaults]);
  const { presentLink, qrAddress, ownLink } = stepLinks(props.href, exampleId, index + 1, predict.on, variation, presenting && w.presenter.qrOpen);
  const startPresenting = (event: MouseEvent) => {
    if (!hydrated || (presentLink && !props.ownPage)) return; // another page: the link is followed
    event.preventDefault();
    act({ type: 'PRESENT' });
    // A click may ask for real full screen; F toggles it later.
    rootRef.current?.requestFullscreen?.().catch(() => undefined);
  };
  const step = steps[index] as Step<V> | undefined;
  const question = step?.ask ? t(step.ask.question) : '';
  return (
    <section
      ref={rootRef}
      id={exampleId}
      data-example={exampleId}
      data-step={index + 1}
      data-steps={total}
      data-asking={predict.asking ? 'true' : undefined}
      data-interactive={hydrated ? 'true' : undefined}
      class={`example${presenting ? ' presenting' : ''}`}
      aria-label={Heading && !presenting ? undefined : title}
      aria-labelledby={Heading && !presenting ? `${exampleId}-title` : undefined}
      tabIndex={-1}
      aria-busy={loader.busy ? 'true' : undefined}
      onKeyDown={hydrated ? w.onKeyDown : undefined}
    >
      {Heading && !presenting && <ExampleHead Heading={Heading} exampleId={exampleId} title={title} standaloneHref={props.ownPage ? undefined : ownLink} t={t} />}
      {presenting && <PresentBar title={title} index={index} total={total} t={t} />}
      <Toolbar
        presenting={presenting}
        presentLink={presentLink}
        onPresent={startPresenting}
        onExit={() => act({ type: 'EXIT_PRESENT' })}
        qr={{ open: w.presenter.qrOpen, toggle: w.presenter.toggleQr }}
        onCopy={w.copyLink.copy}
        predict={predict}
        status={w.copyLink.status}
        onReset={hydrated && changed && !presenting ? () => change({ type: 'RESET_INPUTS' }) : undefined}
        t={t}
      />
      {/* The reader's own numbers. The presenter view leaves them out: one step fills the screen. */}
      {!presenting && specs.length > 0 && (
        <div onPointerEnter={prefetch} onFocusIn={prefetch} data-pagefind-ignore="">
          <ExampleInputs exampleId={exampleId} specs={specs} inputs={inputs} t={t} onChange={(name, value) => change({ type: 'SET_INPUT', name, value })} />
        </div>
      )}
      {loader.failed && <LoadFailed t={t} onRetry={w.retry} />}
      {!hydrated && <p class="example-noscript" data-pagefind-ignore="">{t(msg('explainer.noscript'))}</p>}
      <StepList
        {...{ exampleId, steps, index, inputs, hydrated, presenting, t, prefetch }}
        caption={w.caption}
        pictures={w.pictures as StepPictures<unknown>}
        asking={predict.asking}
        onAnswer={w.answer}
        chosenAt={predict.chosenAt}
        renderView={props.renderView as (view: unknown, t: Translate, id: string) => ComponentChildren}
        onChoose={(name, value) => change({ type: 'SET_INPUT', name, value })}
      />
      <Timeline exampleId={exampleId} total={steps.length} index={index} t={t} onGo={w.goToStep} />
      <StepControls index={index} total={total} position={position} asking={predict.asking} presenting={presenting} notice={w.noticeText} t={t} act={act} />
      <p class="sr-only" aria-live="polite" aria-atomic="true" data-live>
        {w.spoken ? `${position}. ${predict.asking ? question : step ? t(step.caption) : ''}` : ''}
      </p>
      {presenting && w.presenter.qrOpen && qrAddress && <StepQr t={t} address={qrAddress} />}
      {presenting && w.presenter.blanked && <PresentBlank t={t} colour={w.presenter.blanked} />}
    </section>
  );
}

/** The engine could not be fetched (offline, say): the reader's change waits for Retry. */
function LoadFailed({ t, onRetry }: { t: Translate; onRetry: () => void }): JSX.Element {
  return (
    <div class="example-failed" role="alert">
      <p>{t(msg('explainer.presenter.loadFailed'))}</p>
      <button type="button" class="button" onClick={onRetry}>
        {t(msg('explainer.presenter.retry'))}
      </button>
    </div>
  );
}
