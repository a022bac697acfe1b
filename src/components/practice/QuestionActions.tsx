import type { JSX } from 'preact';
import { msg } from '../../explainers/messages';
import type { Translate } from '../../i18n/translate';
import { writeAddress } from './address';
import type { PracticeProps } from './Practice';
import type { Answering } from './useAnswer';
import type { Dealing } from './useDealing';
import type { PracticePresenter } from './usePracticePresenter';

export interface QuestionActionsProps {
  answering: Answering;
  dealing: Dealing;
  presenter: PracticePresenter;
  /** "Copy link" and its notice. */
  copy: { copy: () => void; status: string };
  page: PracticeProps;
  t: Translate;
}

/** Why, Next, Copy link, Present (or Exit: a link anyone can copy); and the copy-link notice. */
export function QuestionActions({ answering, dealing, presenter, copy, page, t }: QuestionActionsProps): JSX.Element {
  const { presenting } = presenter;
  const q = dealing.dealt?.question;
  const presentHref = q ? `${page.href}${writeAddress({ kind: q.kind, seed: q.seed, players: q.players }, true)}` : undefined;
  return (
    <div class="practice-actions">
      <button type="button" class="button practice-why-toggle" aria-expanded={answering.showWhy ? 'true' : 'false'} onClick={answering.toggleWhy}>
        {t(msg(answering.showWhy ? 'practice.hideWhy' : 'practice.why'))}
      </button>
      <button type="button" class="button primary practice-next" onClick={() => dealing.dealFresh()}>
        {t(msg('practice.next'))}
      </button>
      {!presenting && (
        <button type="button" class="button" onClick={copy.copy}>
          {t(msg('practice.copyLink'))}
        </button>
      )}
      {presenting ? (
        <button type="button" class="button" onClick={presenter.leave}>
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
        {copy.status}
      </p>
    </div>
  );
}
