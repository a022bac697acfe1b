import type { JSX, RefObject } from 'preact';
import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';
import { msg } from '../../explainers/messages';
import type { Translate } from '../../i18n/translate';
import type { Question } from '../../practice/types';
import type { Render } from './load';
import type { PracticeProps } from './Practice';
import type { Dealt } from './useDealing';
import type { Answering } from './useAnswer';
import { choiceLabel, WhyPanel } from './WhyPanel';
import { QuestionActions, type QuestionActionsProps } from './QuestionActions';

export interface QuestionCardProps extends QuestionActionsProps {
  page: PracticeProps;
  dealt: Dealt;
  render: Render;
  answer: (id: string) => void;
  questionRef: RefObject<HTMLHeadingElement>;
}

/**
 * One question: its prompt, the position drawn as in the examples, the choices, the verdict, the
 * actions, and "why". Loaded with the question (useDealing), as the page draws none before.
 */
export function QuestionCard(props: QuestionCardProps): JSX.Element {
  const { page, dealt, render, answering, answer, questionRef, t } = props;
  const q = dealt.question;
  const { answered, showWhy, whyStep } = answering;
  const why = q.why[whyStep];
  const viewRef = useRef<HTMLDivElement>(null);
  const picture = render(showWhy && why ? why.view : q.view, t, `practice-${q.kind}-${showWhy ? whyStep : 'q'}`);
  const held = useHeldHeight(viewRef, picture != null);
  useWhyInView(viewRef, showWhy, whyStep, picture != null);
  return (
    <article class="practice-question" data-pagefind-ignore="" data-kind={q.kind} data-seed={q.seed} data-players={q.players} data-first={dealt.first ? '' : undefined} data-answered={answered ? (answered === q.answer ? 'right' : 'wrong') : undefined}>
      <p class="practice-kicker">
        {t(dealt.kind.title)} · {t(msg('practice.playersN', { n: q.players }))}
      </p>
      <h2 class="practice-prompt" tabIndex={-1} ref={questionRef}>
        {t(q.prompt)}
      </h2>
      <div class="practice-body">
        <div class="practice-view step-view" ref={viewRef} style={held} aria-busy={picture == null ? 'true' : undefined}>
          {picture}
        </div>
        <div class="practice-side">
          {q.details?.map((d, i) => (
            <p key={i} class="step-detail">
              {t(d)}
            </p>
          ))}
          <Choices question={q} answering={answering} answer={answer} t={t} />
          <Verdict question={q} answering={answering} t={t} />
          <QuestionActions {...props} />
        </div>
      </div>
      <WhyPanel question={q} answering={answering} page={page} t={t} />
    </article>
  );
}

/**
 * On a phone, "Show me why" and each of its steps bring the picture they change into view, its words and
 * Back/Next held at the foot of the screen (practice.css): they were a screen and a half below it. Only
 * once the picture is drawn: a press before the game's drawing had loaded measured an empty view, found
 * it on screen, and the picture then pushed it back above the screen (practice.spec, flaky in CI).
 */
function useWhyInView(view: RefObject<HTMLElement>, showWhy: boolean, step: number, drawn: boolean): void {
  useEffect(() => {
    const el = view.current;
    if (!showWhy || !drawn || !el || !matchMedia('(max-width: 899px)').matches) return;
    const top = el.getBoundingClientRect().top;
    if (top >= 0 && top < innerHeight / 3) return;
    el.scrollIntoView({ block: 'start', behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  }, [view, showWhy, step, drawn]);
}

/** While a picture waits for the game's drawing to load, its view keeps the height of the last one drawn: nothing below it jumps. */
function useHeldHeight(view: RefObject<HTMLElement>, drawn: boolean): JSX.CSSProperties | undefined {
  const last = useRef(0);
  useLayoutEffect(() => {
    if (drawn && view.current) last.current = view.current.getBoundingClientRect().height;
  });
  return drawn || !last.current ? undefined : { minHeight: `${last.current}px` };
}

type Part = { question: Question<unknown>; answering: Answering; t: Translate };

/** The choices, numbered for their keys; once answered, the right one and the reader's wrong one marked. */
function Choices({ question: q, answering: { selected, answered }, answer, t }: Part & { answer: (id: string) => void }): JSX.Element {
  return (
    <ol class="practice-choices" aria-label={t(msg('practice.choices'))}>
      {q.choices.map((c, i) => {
        const state = !answered ? (selected === i ? 'selected' : '') : c.id === q.answer ? 'right' : c.id === answered ? 'wrong' : '';
        return (
          <li key={c.id}>
            <button type="button" class={`practice-choice${state ? ` is-${state}` : ''}`} aria-pressed={answered ? (String(c.id === answered) as 'true' | 'false') : undefined} aria-disabled={answered ? 'true' : undefined} onClick={() => answer(c.id)}>
              <span class="practice-key" aria-hidden="true">
                {i + 1}
              </span>
              <span>{t(c.label)}</span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}

/** Right, or wrong with the right answer and what the reader's choice got wrong; spoken as it appears. */
function Verdict({ question: q, answering: { answered, peeked }, t }: Part): JSX.Element {
  const right = answered === q.answer;
  const chosen = q.choices.find((c) => c.id === answered);
  return (
    <div class="practice-verdict" role="status" aria-live="polite">
      {answered && right && <p class="practice-right">{t(msg('practice.right'))}</p>}
      {answered && !right && (
        <>
          <p class="practice-wrong">{t(msg('practice.wrong', { answer: choiceLabel(q, q.answer, t) }))}</p>
          {chosen?.mistake && <p class="practice-mistake">{t(chosen.mistake)}</p>}
        </>
      )}
      {answered && peeked && <p class="practice-uncounted">{t(msg('practice.uncounted'))}</p>}
    </div>
  );
}
