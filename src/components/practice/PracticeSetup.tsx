import type { JSX } from 'preact';
import { msg } from '../../explainers/messages';
import type { Translate } from '../../i18n/translate';
import type { PracticeKindInfo } from './Practice';
import type { Dealing } from './useDealing';

/**
 * What to practise: a kind (or any) and the number of players. The page opens on a question, and
 * picking another kind or count deals one of those at once, so the one "Next question" is the
 * question's own (QuestionActions).
 */
export function PracticeSetup({ kinds, dealing, hydrated, t }: { kinds: readonly PracticeKindInfo[]; dealing: Dealing; hydrated: boolean; t: Translate }): JSX.Element {
  const minPlayers = Math.min(...kinds.map((k) => k.min));
  const maxPlayers = Math.max(...kinds.map((k) => k.max));
  const playerOptions = Array.from({ length: maxPlayers - minPlayers + 1 }, (_, i) => minPlayers + i);
  return (
    // The settings deal a new question as soon as one changes: a group of fields, not a form to submit.
    <div class="practice-setup">
      <label class="field">
        <span>{t(msg('practice.kind'))}</span>
        <select class="practice-kind" value={dealing.choice} onChange={(e) => dealing.pick({ choice: (e.target as HTMLSelectElement).value })} disabled={!hydrated}>
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
        <select value={String(dealing.players)} onChange={(e) => dealing.pick({ players: Number((e.target as HTMLSelectElement).value) })} disabled={!hydrated}>
          {playerOptions.map((n) => (
            <option key={n} value={String(n)}>
              {String(n)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
