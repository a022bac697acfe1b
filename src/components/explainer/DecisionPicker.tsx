import type { JSX } from 'preact';
import type { Decision } from '../../explainers/types';
import type { Translate } from '../../i18n/translate';

interface Props {
  /** The radios' group: unique on the page (the step's anchor). */
  group: string;
  decision: Decision;
  value: string;
  /** In the presenter view: one line naming the choice taken, the options behind it (a click opens them). */
  folded?: boolean;
  t: Translate;
  onChange: (value: string) => void;
}

/** The most options a choice shows open in the page; a longer list is folded to the line naming the choice taken. */
export const UNFOLDED_OPTIONS = 4;

/**
 * A choice the rules give a player, made by the reader: its options, the one taken checked. A step
 * not shown has its options too, so it is as tall hidden as shown and the list of steps (as tall as
 * its tallest) keeps its height from press to press (issue 29: a list that changed height moved
 * everything under it, and the page was laid out and painted again below the example). On paper the
 * storyboard leaves choices out (print.css). In the presenter view, and in the page when it has
 * more than UNFOLDED_OPTIONS options, it is folded to one line naming the choice taken, so a long
 * list of options does not shrink the caption or push the picture down; a click opens it.
 */
export function DecisionPicker({ group, decision, value, folded = false, t, onChange }: Props): JSX.Element {
  // A long list is folded in the page too: a Pillars step's twelve options filled a 1280×720 screen,
  // and the picture that changes at each press sat under the fold (a learner, review v11).
  const fold = folded || decision.options.length > UNFOLDED_OPTIONS;
  const chosen = decision.options.find((o) => o.value === value);
  const picker = (
    <fieldset class="decision">
      <legend>{t(decision.label)}</legend>
      {/* A step's options are in the page whether it is shown or not, so they are kept short: each label holds its input (no ids to pair them) and has no class of its own, and the choice is known by its option, not by an input's value. */}
      {decision.options.map((o) => (
        <label class={o.refused ? 'refused' : undefined} key={o.value}>
          <input type="radio" name={group} checked={o.value === value} disabled={Boolean(o.refused)} onChange={() => onChange(o.value)} />
          <span>
            {t(o.label)}
            {o.refused && <span class="decision-refused">{` — ${t(o.refused)}`}</span>}
          </span>
        </label>
      ))}
    </fieldset>
  );
  if (!fold) return picker;
  return (
    <details class="decision-folded">
      <summary>
        <strong>{t(decision.label)}</strong> <span>{chosen ? t(chosen.label) : ''}</span>
      </summary>
      {picker}
    </details>
  );
}
