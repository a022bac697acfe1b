import type { JSX } from 'preact';
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

/** The reader's "what if" fields: numbers and choices the example lets them change. */
export function ExampleInputs({ exampleId, specs, inputs, t, onChange }: Props): JSX.Element {
  return (
    <fieldset class="example-inputs">
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
                onChange={(e) => {
                  const n = Math.round(Number((e.currentTarget as HTMLInputElement).value));
                  if (Number.isFinite(n)) onChange(spec.name, Math.min(spec.max, Math.max(spec.min, n)));
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
          </div>
        );
      })}
    </fieldset>
  );
}
