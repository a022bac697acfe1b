/** The small DOM helpers the lesson builder and player share. */

/** The JSON a page put in a `<script>` for its island (null when absent). */
export const json = <T>(selector: string): T => JSON.parse(document.querySelector(selector)?.textContent ?? 'null') as T;

/** A message with its `{name}` places filled. */
export const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));

export const el = <K extends keyof HTMLElementTagNameMap>(tag: K, className = '', text?: string): HTMLElementTagNameMap[K] => {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
};

/** A control with its label (a checkbox before its words, anything else after). */
export function labelled(text: string, control: HTMLElement): HTMLLabelElement {
  const label = el('label');
  const words = el('span', '', text);
  if (control instanceof HTMLInputElement && control.type === 'checkbox') label.append(control, words);
  else label.append(words, control);
  return label;
}

/** A whole-number field held between min and max; `set` gets each value it settles on. */
export function numberInput(value: number, min: number, max: number, set: (n: number) => void): HTMLInputElement {
  const input = el('input');
  input.type = 'number';
  input.min = String(min);
  input.max = String(max);
  input.step = '1';
  input.value = String(value);
  input.addEventListener('change', () => {
    const n = Math.round(Number(input.value));
    const kept = Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : value;
    input.value = String(kept);
    set(kept);
  });
  return input;
}

/** A row's tool button, named for the screen reader by `label`. */
export function button(action: string, text: string, label: string, disabled: boolean, act: () => void): HTMLButtonElement {
  const b = el('button', 'button', text);
  b.type = 'button';
  b.dataset.action = action;
  b.setAttribute('aria-label', label);
  b.disabled = disabled;
  b.addEventListener('click', act);
  return b;
}
