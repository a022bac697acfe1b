import type { JSX } from 'preact';
import { msg } from '../../explainers/messages';
import type { Translate } from '../../i18n/translate';
import type { PracticeKindInfo } from './Practice';
import type { Scores } from './useProgress';

/** The reader's score per kind and streak (kept in this browser only), and the button that forgets them. */
export function ProgressPanel({ kinds, scores, hydrated, t }: { kinds: readonly PracticeKindInfo[]; scores: Scores; hydrated: boolean; t: Translate }): JSX.Element {
  const { progress } = scores;
  return (
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
      <button type="button" class="button practice-reset" disabled={!hydrated} onClick={scores.reset}>
        {t(msg('practice.reset'))}
      </button>
    </section>
  );
}
