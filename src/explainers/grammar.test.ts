import { describe, expect, it } from 'vitest';
import { dictionaries } from '../i18n';
import type { Lang } from '../i18n/format';
import { translator } from '../i18n/translate';
import { BOUNDARY_NUMBERS, playEveryExample } from './captionsAll';
import type { Message, Step } from './types';

/*
 * A grammar check over every caption of every worked example, in both languages: with the
 * example's own names and numbers, with each number the reader can type set to the boundary
 * numbers (0, 1, 2, 5, 12, 22, 25), and with each number inside each message set to those
 * boundaries too. Every text must have no leftover placeholder or key, no word written twice
 * in a row, a capital first letter where it opens a sentence (captions, details, questions),
 * and every number written before a noun must take that noun's form for the number
 * (Polish 1 / 2–4 / 5+, with 12–14 and 22–24 told apart by `Intl.PluralRules`; English 1 / other).
 * The noun forms come from the dictionaries' own plural branches, so a template that writes
 * "{n} cards" without a plural is caught when n is 1.
 */

const LANGS: readonly Lang[] = ['en', 'pl'];
const translate = Object.fromEntries(LANGS.map((l) => [l, translator(l, { ...dictionaries[l], 'explainer.literal': '{text}' })])) as Record<Lang, (m: Message) => string>;
const rules = Object.fromEntries(LANGS.map((l) => [l, new Intl.PluralRules(l)])) as Record<Lang, Intl.PluralRules>;

/**
 * Per language, each noun form written after `#` in a plural branch, with the categories it
 * serves; only words that change with the number inside their own plural (so "pkt" or "of" say nothing).
 */
function nounForms(lang: Lang): Map<string, Set<string>> {
  const forms = new Map<string, Set<string>>();
  for (const template of Object.values(dictionaries[lang])) {
    for (const plural of template.matchAll(/\{\s*\w+\s*,\s*plural\s*,((?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*)\}/g)) {
      const words = [...(plural[1] as string).matchAll(/\b(zero|one|two|few|many|other)\s*\{#\s+([\p{L}]+)/gu)].map((m) => [m[1] as string, (m[2] as string).toLowerCase()] as const);
      if (new Set(words.map(([, w]) => w)).size < 2) continue;
      for (const [cat, word] of words) {
        if (!forms.has(word)) forms.set(word, new Set());
        forms.get(word)!.add(cat);
      }
    }
  }
  return forms;
}
const NOUNS = Object.fromEntries(LANGS.map((l) => [l, nounForms(l)])) as Record<Lang, Map<string, Set<string>>>;

/** Words after which a number governs no case of its own ("z 5 kart", "etap 1 z 3", "po 2"). */
const NEUTRAL_BEFORE = /(?:\bz|\bze|\bpo|\bdo|\bod|\bna|\bnr|\bpole|\bpola|\bpolu|\bfield|\bdraw|\bturn|\bstage|\bspace|\bof|\bto|\bfrom|\bon|\bat|×|\+|−|-|=|:)\s*$/iu;

const MODIFIERS = new Set(['victory', 'defeat', 'jewellery', 'god', 'task', 'building', 'resource', 'craftsman', 'person', 'fish', 'position', 'status']);

export function problems(lang: Lang, text: string, sentence: boolean): string[] {
  const out: string[] = [];
  if (/\{[\w.]+\}|\{[\w]+,/.test(text)) out.push('leftover placeholder');
  if (/\b(?:sw|gheos|pillars|bora|explainer|example|ui)\.[a-z][\w-]*\.[\w.-]+/.test(text)) out.push('leftover key');
  if (sentence && /^[^\p{L}\d]*\p{Ll}/u.test(text)) out.push('starts with a small letter');
  const doubled = /(?<![\p{L}])(\p{L}{2,})\s+\1(?![\p{L}])/iu.exec(text);
  if (doubled && !['po', 'na'].includes((doubled[1] as string).toLowerCase())) out.push(`doubled word "${doubled[0]}"`);
  for (const m of text.matchAll(/(?<![\d.,])(\d+)\s+(\p{L}+)/gu)) {
    const before = text.slice(0, m.index);
    if (NEUTRAL_BEFORE.test(before)) continue;
    const n = Number(m[1]);
    const word = (m[2] as string).toLowerCase();
    // English words that also serve as a modifier before the noun ("0 victory tokens", "6 jewellery tiles").
    if (lang === 'en' && MODIFIERS.has(word)) continue;
    const cats = NOUNS[lang].get(word);
    if (!cats) continue;
    const need = rules[lang].select(n);
    if (!cats.has(need)) out.push(`"${m[0]}": ${n} needs the ${need} form`);
  }
  return out;
}

/** The message with every number in it (and in its nested messages) set to `n`. */
function withNumber(m: Message, n: number): Message {
  if (!m.params) return m;
  const params: Record<string, Message | string | number> = {};
  for (const [k, v] of Object.entries(m.params)) params[k] = typeof v === 'number' ? (v < 0 ? v : n) : typeof v === 'object' ? withNumber(v, n) : v;
  return { key: m.key, params };
}

function hasNumber(m: Message): boolean {
  return Object.values(m.params ?? {}).some((v) => typeof v === 'number' || (typeof v === 'object' && hasNumber(v)));
}

/** Each message a step shows, with whether it reads as a sentence of its own. */
function shown(step: Step<unknown>): { m: Message; sentence: boolean }[] {
  const out: { m: Message; sentence: boolean }[] = [{ m: step.caption, sentence: true }];
  step.details?.forEach((m) => out.push({ m, sentence: true }));
  if (step.decision) {
    out.push({ m: step.decision.label, sentence: true });
    step.decision.options.forEach((o) => {
      out.push({ m: o.label, sentence: false });
      if (o.refused) out.push({ m: o.refused, sentence: false });
    });
  }
  return out;
}

const played = playEveryExample(true);

describe('every caption of every example reads as grammatical text in both languages', () => {
  for (const game of [...new Set(played.map((p) => p.game))]) {
    it(`${game}: the example's own numbers and names, the boundary inputs, and boundary numbers in every message`, { timeout: 60_000 }, () => {
      const found = new Set<string>();
      const seenKeys = new Set<string>();
      for (const p of played.filter((x) => x.game === game)) {
        for (const lang of LANGS) {
          for (const step of p.steps) {
            for (const { m, sentence } of shown(step)) {
              const variants = [m];
              const key = JSON.stringify([lang, m.key, Object.keys(m.params ?? {})]);
              if (!seenKeys.has(key) && hasNumber(m)) {
                seenKeys.add(key);
                for (const n of BOUNDARY_NUMBERS) variants.push(withNumber(m, n));
              }
              for (const v of variants) {
                const text = translate[lang](v);
                for (const problem of problems(lang, text, sentence)) found.add(`${lang} ${v.key}: ${problem}\n    ${text}`);
              }
            }
          }
        }
      }
      if (process.env.GRAMMAR_OUT) require('node:fs').appendFileSync(process.env.GRAMMAR_OUT, [...found].join('\n') + '\n');
      expect([...found].join('\n')).toBe('');
    });
  }
});

describe('every template, in every dictionary', () => {
  it('writes no number straight before a noun without its plural forms ("{n} cards" instead of a plural)', { timeout: 60_000 }, () => {
    const found: string[] = [];
    // Numbers: parameters some template counts with a plural, or that an example fills with a number.
    const numeric = new Set<string>();
    for (const lang of LANGS) for (const t of Object.values(dictionaries[lang])) for (const m of t.matchAll(/\{\s*(\w+)\s*,\s*plural/g)) numeric.add(m[1] as string);
    const visit = (m: Message) => Object.entries(m.params ?? {}).forEach(([k, v]) => (typeof v === 'number' ? numeric.add(k) : typeof v === 'object' && visit(v)));
    for (const p of played) for (const step of p.steps) for (const { m } of shown(step)) visit(m);
    for (const lang of LANGS) {
      for (const [key, template] of Object.entries(dictionaries[lang])) {
        // Outside plural blocks only: blank out every {x, plural, …} first.
        let flat = template;
        for (let i = 0; i < 4; i++) flat = flat.replace(/\{\s*\w+\s*,\s*(?:plural|select)\s*,(?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*\}/g, '…');
        for (const m of flat.matchAll(/\{(\w+)\}\s+(\p{L}+)/gu)) {
          const word = (m[2] as string).toLowerCase();
          if (lang === 'en' && MODIFIERS.has(word)) continue;
          if (m[1] === 'civs') continue; // a list of colours ("the red and yellow civilizations"), not a number
          if (numeric.has(m[1] as string) && NOUNS[lang].has(word)) found.push(`${lang} ${key}: "${m[0]}"`);
        }
      }
    }
    expect(found.join('\n')).toBe('');
  });
});

describe('the grammar check itself', () => {
  it('catches what it is meant to catch', () => {
    expect(problems('en', '1 offerings left.', true)).toEqual(['"1 offerings": 1 needs the one form']);
    expect(problems('pl', 'Zostały 5 monety.', true)).toEqual(['"5 monety": 5 needs the many form']);
    expect(problems('pl', 'Ma 22 muszli.', true)).toEqual(['"22 muszli": 22 needs the few form']);
    expect(problems('pl', 'czerwoni przenoszą się.', true)).toEqual(['starts with a small letter']);
    expect(problems('en', 'Ala takes a a token {n}.', true)).toEqual(['leftover placeholder']);
    expect(problems('en', 'Ala takes the the token.', true)).toEqual(['doubled word "the the"']);
    expect(problems('pl', 'Zostały 22 monety i 25 monet.', true)).toEqual([]);
  });
});
