/**
 * A tiny message formatter: `{name}` inserts a parameter, and
 * `{count, plural, one {# coin} few {# monety} many {# monet} other {# coins}}`
 * picks a plural form with `Intl.PluralRules` (so Polish gets its three forms).
 * `#` inside a plural branch is the number itself: the number of the innermost plural around it, as in
 * ICU MessageFormat (a plural nested in another fills its own `#`; a select passes its plural's `#` on;
 * outside any plural `#` is a plain character). `{who, select, f {…} m {…} other {…}}`
 * picks a branch by a word (a kind of thing, a colour), `other` when none matches.
 * A small helper over `Intl.PluralRules` rather than ICU MessageFormat: the
 * dictionaries need only plural, select and forms, and this costs the pages
 * well under a kilobyte (see README, "Words and numbers").
 *
 * @example
 * format('pl', '{n, plural, one {# żeton} few {# żetony} many {# żetonów} other {# żetonu}}', { n: 5 })
 * // → '5 żetonów'
 */
export type Lang = 'pl' | 'en';
export type ParamValue = string | number;

const pluralRules = new Map<Lang, Intl.PluralRules>();
function pluralCategory(lang: Lang, n: number): string {
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(lang)));
  return rules.select(n);
}

// One formatter per language: `toLocaleString(lang)` builds a new one at every call (a step press
// formats each step number of the timeline: a millisecond at 4× slow-down, issue 29).
const numberFormats = new Map<Lang, Intl.NumberFormat>();
function formatNumber(lang: Lang, n: number): string {
  // Whole numbers under a thousand are their digits in both languages (no grouping), and the commonest.
  if (Number.isInteger(n) && n >= 0 && n < 1000) return String(n);
  let format = numberFormats.get(lang);
  if (!format) numberFormats.set(lang, (format = new Intl.NumberFormat(lang)));
  return n < 0 ? `−${format.format(Math.abs(n))}` : format.format(n);
}

/**
 * Splits `one {..} few {..}` into a map, honouring nested braces. A key is a whole word and may hold a
 * hyphen (`land-water`): read as `water`, it took the `water` branch's place.
 */
function branches(body: string): Map<string, string> {
  const out = new Map<string, string>();
  const re = /\s*([=\w-]+)\s*\{/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(body))) {
    let depth = 1;
    let i = re.lastIndex;
    for (; i < body.length && depth > 0; i++) {
      if (body[i] === '{') depth++;
      else if (body[i] === '}') depth--;
    }
    out.set(m[1] as string, body.slice(re.lastIndex, i - 1));
    re.lastIndex = i;
  }
  return out;
}

/** Finds the matching close brace for the `{` at `open`. */
function closeOf(s: string, open: number): number {
  let depth = 0;
  for (let i = open; i < s.length; i++) {
    if (s[i] === '{') depth++;
    else if (s[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

export function format(lang: Lang, template: string, params: Record<string, ParamValue> = {}): string {
  return formatWithin(lang, template, params, undefined);
}

/** `hash` is what `#` stands for in the literal text here: the innermost enclosing plural's number. */
function formatWithin(lang: Lang, template: string, params: Record<string, ParamValue>, hash: string | undefined): string {
  const text = (s: string) => (hash === undefined ? s : s.replaceAll('#', hash));
  let out = '';
  let i = 0;
  while (i < template.length) {
    const open = template.indexOf('{', i);
    if (open < 0) break;
    const close = closeOf(template, open);
    if (close < 0) break;
    out += text(template.slice(i, open));
    const inner = template.slice(open + 1, close);
    let m: RegExpExecArray | null;
    const plural = /^\s*(\w+)\s*,\s*plural\s*,([\s\S]*)$/.exec(inner);
    if (plural && params[plural[1] as string] === undefined) {
      // A count not given reads as a placeholder left, as a missing plain parameter does, for the tests to find:
      // read as 0, Polish took its "many" form ("kości 1" for a single die).
      out += `{${plural[1]}}`;
    } else if (plural) {
      const value = Number(params[plural[1] as string]);
      const forms = branches(plural[2] as string);
      const chosen = forms.get(`=${value}`) ?? forms.get(pluralCategory(lang, value)) ?? forms.get('other') ?? '';
      out += formatWithin(lang, chosen, params, formatNumber(lang, value));
    } else if ((m = /^\s*(\w+)\s*,\s*select\s*,([\s\S]*)$/.exec(inner))) {
      const forms = branches(m[2] as string);
      const value = String(params[m[1] as string] ?? '');
      out += formatWithin(lang, forms.get(value) ?? forms.get('other') ?? '', params, hash);
    } else {
      const value = params[inner.trim()];
      out += value === undefined ? `{${inner}}` : typeof value === 'number' ? formatNumber(lang, value) : value;
    }
    i = close + 1;
  }
  return out + text(template.slice(i));
}
