import type { JSX } from 'preact';
import type { Decision } from '../../explainers/types';
import type { Translate } from '../../i18n/translate';

interface Props {
  id: string;
  decision: Decision;
  value: string;
  interactive: boolean;
  /** In the presenter view: one line naming the choice taken, the options behind it (a click opens them). */
  folded?: boolean;
  t: Translate;
  onChange: (value: string) => void;
}

/**
 * A choice the rules give a player, made by the reader. Without JavaScript (and
 * on steps not shown) it reads as text naming the choice taken. In the presenter view it is
 * folded to that one line too, so a long list of options does not shrink the caption; the
 * presenter opens it with a click.
 */
export function DecisionPicker({ id, decision, value, interactive, folded = false, t, onChange }: Props): JSX.Element {
  const chosen = decision.options.find((o) => o.value === value);
  if (!interactive) {
    return (
      <p class="decision decision-static">
        <strong>{t(decision.label)}</strong> <span>{chosen ? t(chosen.label) : ''}</span>
      </p>
    );
  }
  const picker = (
    <fieldset class="decision">
      <legend>{t(decision.label)}</legend>
      {decision.options.map((o) => {
        const optionId = `${id}-${o.value}`;
        return (
          <div class="decision-option" key={o.value}>
            <input
              type="radio"
              id={optionId}
              name={id}
              value={o.value}
              checked={o.value === value}
              disabled={Boolean(o.refused)}
              onChange={() => onChange(o.value)}
            />
            <label for={optionId}>
              <span>{t(o.label)}</span>
              {o.refused && <span class="decision-refused">{` — ${t(o.refused)}`}</span>}
            </label>
          </div>
        );
      })}
    </fieldset>
  );
  if (!folded) return picker;
  return (
    <details class="decision-folded">
      <summary>
        <strong>{t(decision.label)}</strong> <span>{chosen ? t(chosen.label) : ''}</span>
      </summary>
      {picker}
    </details>
  );
}
