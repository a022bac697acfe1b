import type { Lang } from './format';

/**
 * The names a game's glossary refuses (`avoid:` in `content/{game}/glossary.yaml`), made into
 * patterns. An avoided name is written one of two ways:
 *
 * - as its forms, with braces for the endings: `płyt{ka,ki,ce,kę,ką,ek,kom,kami,kach}`,
 *   `pas{,a,ie,em,y,ów} wybrzeża`. Each form matches a whole word (or words) only, in any case, so
 *   "ląd{,u,em,zie,y,ów}" never matches "lądowa"; `#` stands for a number (a digit, a placeholder
 *   or a plural's `#`): `# złota`. In English a word written without braces also matches its plural
 *   (`field` → fields), as English needs no more.
 * - as a regular expression between slashes, for a name that is wrong only in some company:
 *   `/(?<!master )builders?/` (as written: case counts, and word edges are up to the expression).
 */

/** Every form a brace pattern stands for: `a{b,c}d{,e}` → abd, abde, acd, acde. */
export function expandForms(pattern: string): string[] {
  const open = pattern.indexOf('{');
  if (open < 0) return [pattern];
  const close = pattern.indexOf('}', open);
  if (close < 0) throw new Error(`unclosed "{" in "${pattern}"`);
  const rest = expandForms(pattern.slice(close + 1));
  return pattern
    .slice(open + 1, close)
    .split(',')
    .flatMap((choice) => rest.map((r) => pattern.slice(0, open) + choice.trim() + r));
}

const escape = (s: string): string => s.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/** A number as a template writes it: digits, a parameter (already `…`) or a plural's `#`. */
const NUMBER = '(?:\\d+|…|#)';

/** The regular expression for one avoided name in a language. */
export function avoidPattern(avoided: string, lang: Lang): RegExp {
  const regex = /^\/(.+)\/$/s.exec(avoided);
  if (regex) return new RegExp(regex[1] as string, 'gu');
  const plural = lang === 'en' && !avoided.includes('{');
  const forms = expandForms(avoided).map((form) =>
    form
      .split(/\s+/)
      .map((w, i, all) => (w === '#' ? NUMBER : escape(w) + (plural && i === all.length - 1 ? '(?:s|es)?' : '')))
      // Words may stand apart by spaces, or by the braces of a plural ("{# sztuk}} złota").
      .join('[\\s{}]+'),
  );
  return new RegExp(`(?<![\\p{L}\\d])(?:${forms.join('|')})(?![\\p{L}])`, 'giu');
}

/** A template's words: parameter names and plural/select heads taken out, so only what a reader sees is checked. */
export const wordsOf = (template: string): string =>
  template.replace(/\{\s*\w+\s*\}/g, '…').replace(/\{\s*\w+\s*,\s*(?:plural|select)\s*,/g, '{').replace(/\b(?:zero|one|two|few|many|other|=\d+)\s*\{/g, '{');

export interface Avoided {
  /** The name as written in the glossary. */
  avoid: string;
  /** The term to use instead. */
  term: string;
  /** Where the term comes from, e.g. `gheos/tile`. */
  source: string;
}

/** A glossary's avoided names in one language, each with the term to use (or the plainer word its entry names). */
export function avoidedOf(game: string, glossary: readonly ({ id: string } & Record<Lang, { term: string; avoid?: (string | { words: string; use: string })[] }>)[], lang: Lang): Avoided[] {
  return glossary.flatMap((e) =>
    (e[lang].avoid ?? []).map((a) => (typeof a === 'string' ? { avoid: a, term: e[lang].term, source: `${game}/${e.id}` } : { avoid: a.words, term: a.use, source: `${game}/${e.id}` })),
  );
}

const compiled = new Map<string, RegExp>();

/** Each use of an avoided name in a text: the words found and the term to use. */
export function avoidedIn(text: string, lang: Lang, list: readonly Avoided[]): { found: string; entry: Avoided; at: number }[] {
  const out: { found: string; entry: Avoided; at: number }[] = [];
  for (const entry of list) {
    const key = `${lang}\u0000${entry.avoid}`;
    let re = compiled.get(key);
    if (!re) compiled.set(key, (re = avoidPattern(entry.avoid, lang)));
    for (const m of text.matchAll(re)) out.push({ found: m[0], entry, at: m.index });
  }
  // One report per place: a match inside a longer one ("wybrzeża" in "pas wybrzeża") says nothing more.
  const inside = (a: (typeof out)[number], b: (typeof out)[number]) => a !== b && b.at <= a.at && b.at + b.found.length >= a.at + a.found.length && b.found.length > a.found.length;
  return out.filter((a) => !out.some((b) => inside(a, b))).sort((a, b) => a.at - b.at);
}
