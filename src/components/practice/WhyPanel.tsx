import type { JSX } from 'preact';
import { msg } from '../../explainers/messages';
import type { Translate } from '../../i18n/translate';
import type { Question } from '../../practice/types';
import type { PracticeProps } from './Practice';
import type { Answering } from './useAnswer';

/** A choice's words, by its id ('' for none): the verdict's and the explanation's. */
export function choiceLabel(q: Question<unknown>, id: string | null, t: Translate): string {
  const c = q.choices.find((c) => c.id === id);
  return c ? t(c.label) : '';
}

/** "Show me why": the resolution a step at a time, as the engine computed it, with a link to the rule. */
export function WhyPanel({ question: q, answering, page, t }: { question: Question<unknown>; answering: Answering; page: PracticeProps; t: Translate }): JSX.Element | null {
  const step = answering.whyStep;
  const why = q.why[step];
  if (!answering.showWhy || !why) return null;
  const total = q.why.length;
  const label = (id: string | null) => choiceLabel(q, id, t);
  return (
    <div class="practice-why" aria-label={t(msg('practice.why'))} role="group">
      {/* On a phone the panel is held over the verdict (practice.css): what was chosen and what is right go with it. */}
      {answering.answered && <p class="practice-why-answer">{t(msg('practice.whyAnswer', { right: String(answering.answered === q.answer), chosen: label(answering.answered), answer: label(q.answer) }))}</p>}
      <p class="step-caption">
        <span class="step-number">{`${step + 1}.`}</span> <span>{t(why.caption)}</span>
      </p>
      {why.details?.map((d, i) => (
        <p key={i} class="step-detail">
          {t(d)}
        </p>
      ))}
      <p>
        <a class="practice-rule" href={`${page.rulebookHref}#${why.section}`}>
          {t(msg('practice.rule', { section: page.sections[why.section] ?? why.section }))}
        </a>
      </p>
      <div class="example-buttons">
        <button type="button" class="button" aria-disabled={step === 0 ? 'true' : undefined} onClick={() => answering.stepWhy(q, -1)}>
          <span aria-hidden="true">←</span> {t(msg('explainer.back'))}
        </button>
        <span class="example-position">{t(msg('explainer.position', { n: step + 1, total }))}</span>
        <button type="button" class="button primary" aria-disabled={step >= total - 1 ? 'true' : undefined} onClick={() => answering.stepWhy(q, 1)}>
          {t(msg('explainer.next'))} <span aria-hidden="true">→</span>
        </button>
      </div>
    </div>
  );
}
