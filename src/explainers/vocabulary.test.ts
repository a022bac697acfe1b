import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { dictionaries } from '../i18n';
import type { Lang } from '../i18n/format';
import { translator } from '../i18n/translate';
import { avoidedIn, avoidedOf } from '../i18n/vocabulary';
import { playEveryExample } from './captionsAll';

/*
 * One vocabulary per game: the glossary (`content/{game}/glossary.yaml`) is the single source of
 * each term in both languages. Every text of the game (its dictionary: captions, refusals, the
 * labels of its pictures; and its rule text, paragraph by paragraph) must (1) never use a name
 * the glossary lists under `avoid` for a term (a synonym the site once used: "gift" for
 * offering), and (2) write each glossary term with the capitals of its entry ("God card",
 * "żeton Konfliktu"; "conflict token", not "Conflict token"), except where a sentence, heading,
 * list item or label opens with it.
 */

const GAMES = { gheos: 'gheos.', '7-wonders': 'sw.', 'pillars-of-the-earth': 'pillars.', 'bora-bora': 'bora.' } as const;
const LANGS: readonly Lang[] = ['en', 'pl'];

interface Entry {
  term: string;
  avoid?: (string | { words: string; use: string })[];
  names?: string[];
}
type Glossary = { id: string; en: Entry; pl: Entry }[];

const glossaryOf = (game: string): Glossary => parse(readFileSync(`content/${game}/glossary.yaml`, 'utf8')) as Glossary;

/** The term's alternatives, each a list of words: "land path / water path" → both; "płytka kobiety / mężczyzny" → "płytka mężczyzny". */
function variants(term: string): string[][] {
  const [first, ...rest] = term.split(/\s*\/\s*/).map((t) => t.split(/\s+/));
  return [first!, ...rest.map((r) => (r.length < first!.length ? [...first!.slice(0, first!.length - r.length), ...r] : r))];
}

/** A word's pattern with room for endings ("tile" → tiles; "żeton" → żetonu, "Rynek" → Rynku). */
function stem(word: string, lang: Lang): string {
  const w = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (lang === 'en') return `${w}(?:s|es)?`;
  if (word.length > 5) return `${w.slice(0, -1)}\\p{L}{0,3}`;
  return word.length >= 4 ? `${w.slice(0, -2)}\\p{L}{0,4}` : `${w}\\p{L}{0,3}`;
}

/** A template without its parameters' names (`{age}`, `{age, plural,`), so only words are checked. */
const wordsOf = (template: string): string => template.replace(/\{\s*\w+\s*\}/g, '…').replace(/\{\s*\w+\s*,\s*(?:plural|select)\s*,/g, '{');

/** Whether a position opens a sentence, a label, a heading, a list item, a table cell or a quotation. */
const opensSentence = (text: string, at: number): boolean =>
  at === 0 || /(?:^|\n)\s*(?:#+|[-*+]|\d+\.|>|\|)?\s*$|(?:[.:!?;]|·|—|–|\|)\s+$|[„“"(«{]\s*$/u.test(text.slice(0, at));

type Match = { at: number; end: number; text: string; words: string[] };
/** Where a term's matches lie in a text. */
function matches(text: string, term: string, lang: Lang): Match[] {
  return findMatches(text, term, lang);
}

const patterns = new Map<string, { re: RegExp; words: string[] }[]>();

function findMatches(text: string, term: string, lang: Lang): Match[] {
  const key = `${lang}\u0000${term}`;
  let compiled = patterns.get(key);
  if (!compiled) {
    compiled = variants(term).map((words) => ({ words, re: new RegExp(`(?<![\\p{L}])${words.map((w) => stem(w, lang)).join('\\s+')}(?![\\p{L}])`, 'giu') }));
    patterns.set(key, compiled);
  }
  return compiled.flatMap(({ re, words }) => [...text.matchAll(re)].map((m) => ({ at: m.index, end: m.index + m[0].length, text: m[0], words })));
}

/** The spans of every multi-word term (and its first words) in a text: a term inside one ("surowce" inside "Rynek Surowców") follows the longer one. */
export function spansOf(lang: Lang, text: string, terms: readonly string[]): Match[] {
  return terms.flatMap((t) => {
    const words = t.split(/\s+/);
    return words.slice(1).flatMap((_, n) => matches(text, words.slice(0, n + 2).join(' '), lang));
  });
}

/** Each place the text writes the term with other capitals than its entry. */
export function capitalProblems(
  lang: Lang,
  text: string,
  term: string,
  firstCounts: boolean,
  longer: readonly string[] = [],
  names: readonly string[] = [],
  inside: readonly Match[] = spansOf(lang, text, longer),
): string[] {
  const out: string[] = [];
  for (const m of matches(text, term, lang)) {
    if (inside.some((o) => o.at <= m.at && o.end >= m.end && o.end - o.at > m.end - m.at)) continue;
    // A printed name ("Water path", "Ścieżka wodna") is a name, not the term; so is one before "tile" or after "płytka".
    if (names.some((n) => m.text.includes(n) || n.startsWith(m.text))) continue;
    if (/^\s+(?:tiles?)\b/u.test(text.slice(m.end)) || /\bpłytk\p{L}*\s+$/u.test(text.slice(0, m.at))) continue;
    const found = m.text.split(/\s+/);
    m.words.forEach((w, i) => {
      if (i === 0 && !firstCounts) return;
      const f = found[i] as string;
      const wantUpper = w[0] !== w[0]!.toLowerCase();
      const isUpper = f[0] !== f[0]!.toLowerCase();
      if (wantUpper === isUpper) return;
      if (i === 0 && isUpper && opensSentence(text, m.at)) return;
      out.push(`"${m.text}" should read as "${m.words.join(' ')}"`);
    });
  }
  return out;
}


/** Texts of the game in a language: its dictionary, and its rule text paragraph by paragraph. */
function texts(game: string, prefix: string, lang: Lang): [string, string][] {
  // The game's own keys, and its lines in the shared files (reference card `ref.gheos.…`, pictures `pieces.sw.…`).
  const dictionary = Object.entries(dictionaries[lang]).filter(([k]) => k.startsWith(prefix) || k.includes(`.${prefix}`));
  const mdx = readFileSync(`content/${game}/${lang}.mdx`, 'utf8')
    .replace(/^---[\s\S]*?---/, '')
    .split(/\n\s*\n/)
    .map((para, i) => [`${lang}.mdx ¶${i + 1}`, para.replace(/<[^>]+>/g, ' ').replace(/\]\([^)]*\)/g, ']').replace(/\{#[\w-]+\}/g, '').replace(/[*_`]/g, '')] as [string, string])
    .filter(([, para]) => !/^\s*(?:import|export)\b/.test(para));
  return [...dictionary, ...mdx];
}

describe('one vocabulary per game, from its glossary', () => {
  for (const [game, prefix] of Object.entries(GAMES)) {
    const glossary = glossaryOf(game);
    for (const lang of LANGS) {
      // Where every entry is written with a capital (a title style), the first letter says nothing.
      const titleStyle = glossary.every((e) => /^\p{Lu}/u.test(e[lang].term));
      it(`${game} (${lang}): terms keep the entry's capitals (names it avoids: src/i18n/vocabulary.test.ts)`, { timeout: 60_000 }, () => {
        const found: string[] = [];
        const terms = glossary.map((e) => e[lang].term);
        const names = glossary.flatMap((e) => e[lang].names ?? []);
        for (const [key, template] of texts(game, prefix, lang)) {
          const text = wordsOf(template);
          const spans = spansOf(lang, text, terms);
          for (const entry of glossary) {
            for (const p of capitalProblems(lang, text, entry[lang].term, !titleStyle, terms, names, spans)) found.push(`${key}: ${p}`);
          }
        }
        expect(found.join('\n')).toBe('');
      });
    }
  }
});

describe('the vocabulary check itself', () => {
  it('catches a term with other capitals', () => {
    expect(capitalProblems('en', 'Ala draws a god card.', 'God card', true)).toEqual(['"god card" should read as "God card"']);
    expect(capitalProblems('en', 'Ala takes two Conflict tokens.', 'conflict token', true)).toEqual(['"Conflict tokens" should read as "conflict token"']);
    expect(capitalProblems('en', 'Conflict tokens are taken at the end.', 'conflict token', true)).toEqual([]);
    expect(capitalProblems('pl', 'Ala bierze żeton konfliktu.', 'żeton Konfliktu', true)).toEqual(['"żeton konfliktu" should read as "żeton Konfliktu"']);
  });
});

const exampleYaml = (game: string): string[] =>
  readdirSync(`content/${game}/examples`).filter((f) => f.endsWith('.yaml')).map((f) => readFileSync(`content/${game}/examples/${f}`, 'utf8'));

/*
 * A template can be right word by word and still compose a wrong term ("a {god} card" gave "a blue
 * god card"), so every caption and detail of every example is also checked as the reader sees it.
 */
describe('one vocabulary per game, in the captions as rendered', () => {
  for (const [game, prefix] of Object.entries(GAMES)) {
    const glossary = glossaryOf(game);
    for (const lang of LANGS) {
      const titleStyle = glossary.every((e) => /^\p{Lu}/u.test(e[lang].term));
      it(`${game} (${lang}): rendered captions keep the glossary's names and capitals`, { timeout: 60_000 }, () => {
        const t = translator(lang, { ...dictionaries[lang], 'explainer.literal': '{text}' });
        const terms = glossary.map((e) => e[lang].term);
        const avoided = avoidedOf(game, glossary, lang);
        // The examples' players ("Bartek", declined "Bartka") are names, not terms a loose stem happens to fit.
        const players = [...new Set(exampleYaml(game).flatMap((y) => [...y.matchAll(/(?:name|pl|en):\s*(\p{Lu}\p{Ll}+)/gu)].map((m) => m[1] as string)))];
        const names = [...glossary.flatMap((e) => e[lang].names ?? []), ...players.map((n) => (n.length >= 5 ? n.slice(0, -2) : n))];
        const found = new Set<string>();
        for (const played of playEveryExample(true, game)) {
          for (const step of played.steps) {
            for (const m of [step.caption, ...(step.details ?? []), ...(step.decision?.options ?? []).flatMap((o) => [o.label, ...(o.refused ? [o.refused] : [])])]) {
              if (!m.key.startsWith(prefix)) continue;
              const text = t(m);
              const spans = spansOf(lang, text, terms);
              for (const { found: hit, entry } of avoidedIn(text, lang, avoided)) found.add(`${played.id} ${m.key}: "${hit}" → use "${entry.term}"`);
              for (const entry of glossary) {
                for (const p of capitalProblems(lang, text, entry[lang].term, !titleStyle, terms, names, spans)) found.add(`${played.id} ${m.key}: ${p}`);
              }
            }
          }
        }
        expect([...found].join('\n')).toBe('');
      });
    }
  }
});
