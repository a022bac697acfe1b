import type { JSX } from 'preact';
import { msg } from '../../explainers/messages';
import type { Translate } from '../../i18n/translate';
import type { PracticeKindInfo } from './Practice';
import type { Dealing } from './useDealing';

/** A kind (or `any`) and a player count the reader picked; either may be left as it was. */
export type Picked = { choice?: string; players?: number };

/**
 * What to practise: a kind (or any) and the number of players. The page opens on a question, and
 * picking another kind or count deals one of those at once, so the one "Next question" is the
 * question's own (QuestionActions). The lists work before the island wakes (the server's markup,
 * enabled): touching one wakes it, and a choice made before it is awake is read then
 * ({@link pickedBeforeAwake}). The count shown is always the question's (useDealing.ts). `autocomplete="off"`:
 * a browser restoring the lists on reload would read as the reader's choice and replace the address's question.
 */
export function PracticeSetup({ kinds, dealing, t }: { kinds: readonly PracticeKindInfo[]; dealing: Dealing; t: Translate }): JSX.Element {
  const minPlayers = Math.min(...kinds.map((k) => k.min));
  const maxPlayers = Math.max(...kinds.map((k) => k.max));
  const playerOptions = Array.from({ length: maxPlayers - minPlayers + 1 }, (_, i) => minPlayers + i);
  return (
    // The settings deal a new question as soon as one changes: a group of fields, not a form to submit.
    <div class="practice-setup">
      <label class="field">
        <span>{t(msg('practice.kind'))}</span>
        <select class="practice-kind" autocomplete="off" value={dealing.choice} onChange={(e) => dealing.pick({ choice: (e.target as HTMLSelectElement).value })}>
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
        <select class="practice-players" autocomplete="off" value={String(dealing.players)} onChange={(e) => dealing.pick({ players: Number((e.target as HTMLSelectElement).value) })}>
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

/**
 * The settings the reader changed before the island woke: each list whose option is no longer the
 * one the server marked selected. Read once, as the island wakes (useDealing.ts); until then no
 * handler heard the change.
 */
export function pickedBeforeAwake(root: ParentNode | null): Picked {
  const changed = (selector: string): string | undefined => {
    const field = root?.querySelector<HTMLSelectElement>(selector);
    const option = field?.options[field.selectedIndex];
    return option && !option.defaultSelected ? option.value : undefined;
  };
  const choice = changed('.practice-kind');
  const players = changed('.practice-players');
  return { ...(choice !== undefined ? { choice } : {}), ...(players !== undefined ? { players: Number(players) } : {}) };
}
