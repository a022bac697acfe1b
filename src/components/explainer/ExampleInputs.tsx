import type { JSX } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Inputs, InputSpec } from '../../explainers/types';
import { msg } from '../../explainers/messages';
import type { Translate } from '../../i18n/translate';

interface Props {
  exampleId: string;
  specs: readonly InputSpec[];
  inputs: Inputs;
  t: Translate;
  onChange: (name: string, value: number | string) => void;
}

/** Why a typed number is not the one used: above the range, below it, or not whole; null when it is used as typed. */
export function takenNumber(typed: number, min: number, max: number): { value: number; why: 'high' | 'low' | 'whole' | null } {
  const value = Math.min(max, Math.max(min, Math.round(typed)));
  const why = typed > max ? 'high' : typed < min ? 'low' : value !== typed ? 'whole' : null;
  return { value, why };
}

/**
 * A field the reader changed before the island woke (the server's field works, but nothing listened)
 * keeps its value: on waking, each field whose value differs from the example's is applied as if
 * changed then. A learner changed an Age while a slow phone was still waking the example; the change
 * was lost, and the next edit put the Age back (review v11).
 */
function useKeptEdits(fields: { current: HTMLFieldSetElement | null }, specs: readonly InputSpec[], inputs: Inputs, onChange: Props['onChange']): void {
  useEffect(() => {
    for (const spec of specs) {
      const field = fields.current?.querySelector<HTMLInputElement | HTMLSelectElement>(`[id$="-input-${CSS.escape(spec.name)}"]`);
      if (!field || field.value === String(inputs[spec.name])) continue;
      const typed = Number(field.value);
      if (spec.kind !== 'number') onChange(spec.name, field.value);
      else if (field.value.trim() !== '' && Number.isFinite(typed)) onChange(spec.name, takenNumber(typed, spec.min, spec.max).value);
    }
    // Once, on waking: later edits go through the fields' own handlers.
  }, []);
}

/**
 * The reader's "what if" fields: numbers and choices the example lets them change. A number out of
 * range (or not whole) is brought into range, and a line beside the field says what was typed, why it
 * could not be used and which number is (as the example says of a bad value in its address).
 */
export function ExampleInputs({ exampleId, specs, inputs, t, onChange }: Props): JSX.Element {
  const [notices, setNotices] = useState<Record<string, string>>({});
  const say = (name: string, text: string) => setNotices((n) => (n[name] === text ? n : { ...n, [name]: text }));
  const fields = useRef<HTMLFieldSetElement>(null);
  useKeptEdits(fields, specs, inputs, onChange);
  return (
    <fieldset class="example-inputs" ref={fields}>
      <legend>{t(msg('explainer.inputs'))}</legend>
      {specs.map((spec) => {
        const id = `${exampleId}-input-${spec.name}`;
        const value = inputs[spec.name];
        return (
          <div class="field" key={spec.name}>
            <label for={id}>{t(spec.label)}</label>
            {spec.kind === 'number' ? (
              <input
                id={id}
                type="number"
                inputMode="numeric"
                min={spec.min}
                max={spec.max}
                value={Number(value)}
                aria-describedby={notices[spec.name] ? `${id}-notice` : undefined}
                onChange={(e) => {
                  const field = e.currentTarget as HTMLInputElement;
                  const typed = Number(field.value);
                  if (field.value.trim() === '' || !Number.isFinite(typed)) return;
                  const { value: taken, why } = takenNumber(typed, spec.min, spec.max);
                  say(spec.name, why ? t(msg('explainer.inputClamped', { why, typed: field.value.trim(), value: taken, min: spec.min, max: spec.max })) : '');
                  // The field shows the number used even when the example's value does not change (99 after 30).
                  field.value = String(taken);
                  onChange(spec.name, taken);
                }}
              />
            ) : (
              <select id={id} value={String(value)} onChange={(e) => onChange(spec.name, (e.currentTarget as HTMLSelectElement).value)}>
                {spec.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {t(o.label)}
                  </option>
                ))}
              </select>
            )}
            {spec.kind === 'number' && (
              <p class="field-notice" id={`${id}-notice`} role="status">
                {notices[spec.name] ?? ''}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
