// @ts-check
/**
 * Finds a game's glossary terms in running text, in either language, inflected as the text has them:
 * English adds a plural (`tile` → `tiles`, `city` → `cities`); Polish changes a word's ending
 * (`Kafelek` → `kafelka`, `Masa lądowa` → `masę lądową`), so each Polish word matches its stem and up to
 * three more letters. A term written as a pair (`day side / night side`, `strona dzienna / nocna`)
 * matches either half. Longer terms win over the shorter ones inside them (`Landscape tile` over `Tile`).
 * Used at build time by `glossary-terms.mjs` for the rule text, and by the example islands for their
 * step captions (`src/components/terms/captionTerms.tsx`).
 */

const LETTER = '[\\p{L}\\p{N}]';
const escape = (/** @type {string} */ s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** @param {string} word @param {'pl' | 'en'} lang */
function wordPattern(word, lang) {
  const w = escape(word);
  if (!/^\p{L}+$/u.test(word)) return w;
  if (lang === 'en') {
    if (/[^aeiou]y$/i.test(word)) return `${escape(word.slice(0, -1))}(?:y|ies)`;
    return `${w}(?:s|es)?`;
  }
  // Polish: a final vowel goes, and the mobile e of -ek (kafelek → kafelka); the exact word always matches.
  let stem = word.replace(/[aąeęioóuy]$/i, '');
  if (/ek$/i.test(word) && word.length > 4) stem = `${word.slice(0, -2)}k`;
  if (stem.length < 3) return w;
  return `(?:${w}|${escape(stem)}\\p{L}{0,3})`;
}

/** The halves of a paired term: `day side / night side` → both; `strona dzienna / nocna` → `strona dzienna`, `strona nocna`. */
export function termNames(/** @type {string} */ term) {
  const parts = term.split(/\s+\/\s+/);
  const first = parts[0]?.trim().split(/\s+/) ?? [];
  return parts.map((part, i) => {
    const words = part.trim().split(/\s+/);
    if (i === 0 || words.length >= first.length) return words.join(' ');
    return [...first.slice(0, first.length - words.length), ...words].join(' ');
  });
}

/**
 * @typedef {{ id: string, pl: { term: string }, en: { term: string } }} Term
 * @typedef {{ id: string, start: number, end: number }} Hit
 */

/**
 * A matcher for one game's glossary in one language.
 * @param {Term[]} terms
 * @param {'pl' | 'en'} lang
 * @returns {(text: string) => Hit[]}
 */
export function termMatcher(terms, lang) {
  return namedTermMatcher(
    terms.map((t) => ({ id: t.id, term: t[lang].term })),
    lang,
  );
}

/**
 * The same matcher from one language's terms alone (`{ id, term }`), as an example island gets them:
 * the few terms its captions use, not the whole glossary.
 * @param {readonly { id: string, term: string }[]} terms
 * @param {'pl' | 'en'} lang
 * @returns {(text: string) => Hit[]}
 */
export function namedTermMatcher(terms, lang) {
  const names = terms
    .flatMap((t) => termNames(t.term).map((name) => ({ id: t.id, name })))
    .sort((a, b) => b.name.length - a.name.length);
  if (names.length === 0) return () => [];
  const source = names
    .map(({ name }) => `(${name.split(/\s+/).map((w) => wordPattern(w, lang)).join('\\s+')})`)
    .join('|');
  const re = new RegExp(`(?<!${LETTER})(?:${source})(?!${LETTER})`, 'giu');
  return (text) => {
    /** @type {Hit[]} */
    const hits = [];
    for (const m of text.matchAll(re)) {
      const group = m.findIndex((g, i) => i > 0 && g !== undefined);
      const named = names[group - 1];
      if (named && m.index !== undefined) hits.push({ id: named.id, start: m.index, end: m.index + m[0].length });
    }
    return hits;
  };
}
