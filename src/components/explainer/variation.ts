import type { Inputs, InputSpec, Step } from '../../explainers/types';

/**
 * A variation (the reader's own numbers and choices) in the address: one query parameter per
 * changed input, named `{example-id}.{input}`, e.g.
 * `/en/7-wonders/examples/military-conflict/?military-conflict.shields0=9#military-conflict-step-2`.
 * Only inputs that differ from the rulebook's example are written, in the order they were made;
 * the rest of the query (`present`, `players`, other examples' inputs) is left as it is.
 */
export function readVariation(search: string, exampleId: string): [string, string][] {
  const prefix = `${exampleId}.`;
  const out: [string, string][] = [];
  for (const [key, value] of new URLSearchParams(search)) if (key.startsWith(prefix)) out.push([key.slice(prefix.length), value]);
  return out;
}

/** The query string (with its `?`, or '' when empty) holding `inputs` for this example in place of whatever it held. */
export function writeVariation(search: string, exampleId: string, inputs: Inputs, defaults: Inputs): string {
  const prefix = encodeURIComponent(`${exampleId}.`);
  const kept = search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part !== '' && !part.startsWith(prefix));
  const own = Object.entries(inputs)
    .filter(([name, value]) => String(defaults[name]) !== String(value))
    .map(([name, value]) => `${encodeURIComponent(`${exampleId}.${name}`)}=${encodeURIComponent(String(value))}`);
  const all = [...kept, ...own];
  return all.length ? `?${all.join('&')}` : '';
}

/** Just this example's part of the query ('' when the reader changed nothing). */
export function variationQuery(exampleId: string, inputs: Inputs, defaults: Inputs): string {
  return writeVariation('', exampleId, inputs, defaults).replace(/^\?/, '');
}

interface Engine {
  compute: (inputs: Inputs) => readonly Step<unknown>[];
  inputSpecs: (inputs: Inputs) => readonly InputSpec[];
}

/**
 * Checks a variation read from an address against the engine, input by input, as a reader
 * would have made it: a number must be a whole number in its field's range, a choice one the
 * rules allow at that point. Anything else, and the address is not honoured at all.
 */
export function checkVariation(pairs: readonly [string, string][], defaults: Inputs, engine: Engine): Inputs | null {
  let inputs: Inputs = defaults;
  try {
    for (const [name, raw] of pairs) {
      const spec = engine.inputSpecs(inputs).find((s) => s.name === name);
      const decision = engine.compute(inputs).find((s) => s.decision?.name === name)?.decision;
      let value: number | string;
      if (spec?.kind === 'number') {
        if (!/^-?\d{1,6}$/.test(raw)) return null;
        value = Number(raw);
        if (value < spec.min || value > spec.max) return null;
      } else {
        const options = spec?.kind === 'choice' ? spec.options : decision?.options;
        const option = options?.find((o) => o.value === raw);
        if (!option || option.refused) return null;
        value = raw;
      }
      inputs = { ...inputs, [name]: value };
    }
    if (engine.compute(inputs).length === 0) return null;
  } catch {
    return null;
  }
  return inputs;
}
