import type { Inputs } from '../../types';

const NAME = /^(?:pay\d{1,2}|winner\d{1,2}|migrate-[a-z]{3,6})$/;
const COLOUR = /^[a-z]{3,6}$/;
const PART = /^(-?\d{1,3})_(-?\d{1,3})_(L|c[012])$/;

/**
 * The reader's choices in a move (`pay1`, `winner1`, `migrate-red`…) as text for
 * an address: `pay1.yellow~migrate-red.0_3_L`. Only the names and values the
 * story uses are written; anything else is left out.
 */
export function encodeChoices(inputs: Inputs): string {
  return Object.entries(inputs)
    .filter(([name, value]) => NAME.test(name) && typeof value === 'string')
    .map(([name, value]) => `${name}.${String(value).replace(',', '_').replace(':', '_')}`)
    .filter((entry) => {
      const value = entry.slice(entry.indexOf('.') + 1);
      return COLOUR.test(value) || PART.test(value);
    })
    .join('~');
}

/** Reads choices written by {@link encodeChoices}; malformed entries are dropped, never thrown. */
export function decodeChoices(code: string | null): Inputs {
  if (typeof code !== 'string' || code.length > 400) return {};
  const out: Record<string, string> = {};
  for (const entry of code.split('~')) {
    const dot = entry.indexOf('.');
    const name = entry.slice(0, dot);
    const value = entry.slice(dot + 1);
    if (dot < 0 || !NAME.test(name)) continue;
    const part = PART.exec(value);
    if (part) out[name] = `${part[1]},${part[2]}:${part[3]}`;
    else if (COLOUR.test(value)) out[name] = value;
  }
  return out;
}
