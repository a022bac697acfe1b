import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dictionaries } from '../i18n';
import { format, type Lang } from '../i18n/format';
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

/*
 * Every Polish plural in every dictionary, expanded at the boundary numbers. Polish needs `one`,
 * `few` and `many` wherever a count can vary (2 karty, 5 kart, 22 karty, 25 kart; `other` is for
 * fractions), so a plural with a `one` branch must have all four. A `few` branch written the same
 * as `many` is right only where the noun does not change (an oblique case: "z 2 kart", "z 5 kart";
 * a masculine-personal noun: "3 graczy", "5 graczy"); it is reported where the noun is one that
 * other plurals of the dictionaries write differently in `few` and `many` ("karty"/"kart"), and no
 * preposition before it takes the genitive, dative, instrumental or locative.
 * `PLURALS_OUT=file` writes every expansion there for a reader to go through.
 */

interface Plural {
  param: string;
  branches: Map<string, string>;
  /** The template's text before the plural, for the word that governs its case. */
  before: string;
}

/** Each `{x, plural, …}` of a template, nested ones included. */
export function pluralsOf(template: string): Plural[] {
  const out: Plural[] = [];
  for (const m of template.matchAll(/\{\s*(\w+)\s*,\s*plural\s*,/g)) {
    const branches = new Map<string, string>();
    let i = m.index + m[0].length;
    for (;;) {
      const head = /^\s*([=\w]+)\s*\{/.exec(template.slice(i));
      if (!head) break;
      let depth = 1;
      let j = i + head[0].length;
      for (; j < template.length && depth > 0; j++) depth += template[j] === '{' ? 1 : template[j] === '}' ? -1 : 0;
      branches.set(head[1] as string, template.slice(i + head[0].length, j - 1));
      i = j;
    }
    out.push({ param: m[1] as string, branches, before: template.slice(0, m.index) });
  }
  return out;
}

const POLISH_CATEGORIES = ['one', 'few', 'many', 'other'] as const;
/** Prepositions after which a Polish number takes an oblique case, the same for 2 and for 5. */
const OBLIQUE_BEFORE = /(?:^|[\s(])(?:od|do|z|ze|bez|dla|u|wśród|spośród|obok|około|przy|o|w|we|po|nad|pod|przed|między|dzięki|wobec)\s*$/iu;
/** Verbs that take the genitive for their object in the same clause ("brakuje 2 monet", "używa 3 pionków"). */
const GENITIVE_VERB = /(?<![\p{L}])(?:brakuje|brak|używa|używając|zabraknie|potrzeba|nie ma|nie zostaje)(?![\p{L}])/iu;
/**
 * Masculine-personal nouns: after 2–4 they take the genitive where they are the object ("ma 3 wyznawców")
 * and, as subjects, may too ("stoi 3 budowniczych"), so `few` written as `many` is right for them.
 */
const MASCULINE_PERSONAL = /(?<![\p{L}])(?:graczy|wyznawców|robotników|budowniczych|kapłanów|rzemieślników|pomocników|mężczyzn|sąsiadów)(?![\p{L}])/iu;
const clauseOf = (text: string): string => text.slice(Math.max(...['.', ';', ':', '!', '?'].map((c) => text.lastIndexOf(c))) + 1);
const wordsIn = (text: string): string[] => [...text.replaceAll(/\{[^{}]*\}/g, ' ').matchAll(/\p{L}+/gu)].map((w) => (w[0] as string).toLowerCase());

/** Nouns (lower case) that the dictionaries write one way after 2–4 and another after 5+: "karty"/"kart". */
function changingNouns(templates: readonly string[]): { few: Set<string>; many: Set<string> } {
  const few = new Set<string>();
  const many = new Set<string>();
  for (const t of templates) {
    for (const p of pluralsOf(t)) {
      const f = wordsIn(p.branches.get('few') ?? '');
      const m = wordsIn(p.branches.get('many') ?? '');
      if (f.length !== m.length) continue;
      f.forEach((w, i) => {
        if (w !== m[i]) (few.add(w), many.add(m[i] as string));
      });
    }
  }
  // A form that also stands as a `few` form somewhere is not telling (robotników: "3 robotników" and "5 robotników").
  for (const w of few) many.delete(w);
  return { few, many };
}

/** What is wrong with a Polish plural: missing categories, or `few` written as `many` where its noun changes. */
export function pluralProblems(p: Plural, nouns: { few: Set<string>; many: Set<string> }): string[] {
  const keys = [...p.branches.keys()];
  // Branches on exact values only ({age, plural, =1 {…} =2 {…} other {…}}) choose by value, not by count.
  if (keys.every((k) => k.startsWith('=') || k === 'other')) return [];
  const out: string[] = [];
  const missing = POLISH_CATEGORIES.filter((c) => !p.branches.has(c));
  if (missing.length) out.push(`{${p.param}} lacks ${missing.join(', ')}`);
  const few = p.branches.get('few');
  if (few !== undefined && few === p.branches.get('many')) {
    const inside = few.slice(0, Math.max(0, few.indexOf('#')));
    const oblique = OBLIQUE_BEFORE.test(few.includes('#') ? inside : '') || (!inside.trim() && OBLIQUE_BEFORE.test(p.before));
    const governed = GENITIVE_VERB.test(clauseOf(p.before) + ' ' + inside) || MASCULINE_PERSONAL.test(few) || MASCULINE_PERSONAL.test(clauseOf(p.before));
    const changing = wordsIn(few).filter((w) => nouns.many.has(w));
    if (!oblique && !governed && changing.length) out.push(`{${p.param}} few = many "${few}", yet "${changing.join('", "')}" takes another form after 2–4`);
  }
  return out;
}

describe('every Polish plural, at 0, 1, 2, 5, 12, 22 and 25', () => {
  const pl = dictionaries.pl;
  const nouns = changingNouns(Object.values(pl));

  it('has one, few, many and other wherever a count varies, and no few that copies many where the noun changes', () => {
    const found: string[] = [];
    const expansions: string[] = [];
    for (const [key, template] of Object.entries(pl)) {
      const plurals = pluralsOf(template);
      if (!plurals.length) continue;
      const problems = plurals.flatMap((p) => pluralProblems(p, nouns));
      const shown = BOUNDARY_NUMBERS.map((n) => `  ${String(n).padStart(2)}: ${format('pl', template, Object.fromEntries(plurals.map((p) => [p.param, n])))}`);
      if (problems.length) found.push(`${key}: ${problems.join('; ')}\n${shown.join('\n')}`);
      expansions.push(`${key}\n${shown.join('\n')}`);
    }
    if (process.env.PLURALS_OUT) writeFileSync(process.env.PLURALS_OUT, expansions.join('\n\n') + '\n');
    if (found.length) console.log(found.join('\n\n'));
    expect(found.map((f) => f.split('\n')[0]).join('\n')).toBe('');
  });

  it('catches what it is meant to catch', () => {
    const nouns = changingNouns(['{n, plural, one {# karta} few {# karty} many {# kart} other {# karty}}']);
    const [missing] = pluralsOf('Ma {n, plural, one {# kartę} other {# kart}}.');
    expect(pluralProblems(missing!, nouns)).toEqual(['{n} lacks few, many']);
    const [copied] = pluralsOf('Ma {n, plural, one {# kartę} few {# kart} many {# kart} other {# karty}}.');
    expect(pluralProblems(copied!, nouns)).toEqual(['{n} few = many "# kart", yet "kart" takes another form after 2–4']);
    const [oblique] = pluralsOf('Wybiera z {n, plural, one {# karty} few {# kart} many {# kart} other {# karty}}.');
    expect(pluralProblems(oblique!, nouns)).toEqual([]);
    const [exact] = pluralsOf('{age, plural, =1 {Epoka I} =2 {Epoka II} other {Epoka III}}');
    expect(pluralProblems(exact!, nouns)).toEqual([]);
  });
});

/*
 * A player's name is filled in as written, in the nominative, and the dictionaries do not know
 * whether Ala or Bartek plays. So no Polish sentence may put a name where it would have to be
 * declined ("siła gracza {name}", "dla {player}"), nor give its subject a gendered past or
 * conditional form or a gendered pronoun ("{player} zapłacił", "zostaje mu"), unless the message
 * selects on the player's gender.
 */
const NAMES = /\{(player|name|owner|start|winner|loser|rival|bishop|first|active)\}/g;
/** Words before a name that ask for another case than the nominative. */
const DECLINING = /(?:^|[\s(„])(?:gracza|graczowi|graczem|graczu|sąsiada|sąsiadowi|sąsiadem|dla|od|u|do|przez|bez|przy|dzięki|wobec|niż)\s+$/iu;
/**
 * Masculine forms a name's own clause must not take (the usual slip): a past or conditional verb
 * ("zapłacił", "zarobiłby"), "powinien", "gotów", a pronoun for the player ("zostaje mu").
 */
const GENDERED = /(?<![\p{L}])(?:\p{L}+ł(?:by)?|powinien|mu|jemu|niemu|zmuszony|gotów)(?![\p{L}])/iu;
/** Gendered-looking words that are not ("stół", "kościół", "dół", "przykład" …), and past forms of another subject ("Rząd był pełny"). */
const NOT_GENDERED = new Set(['stół', 'dół', 'kościół', 'popiół', 'orzeł', 'zespół', 'udział', 'podział', 'przydział', 'materiał', 'rozdział', 'dział']);

export function nameProblems(template: string): string[] {
  if (/\{\s*\w+\s*,\s*select\s*,\s*(?:f|m|female|male)\b/.test(template)) return [];
  const out: string[] = [];
  // Only the words a reader sees: a select or plural head is not a word.
  const text = template.replace(/\{\s*\w+\s*,\s*(?:plural|select)\s*,/g, '{').replace(/\b(?:zero|one|two|few|many|other|=\d+)\s*\{/g, '{');
  for (const m of text.matchAll(NAMES)) {
    if (DECLINING.test(text.slice(0, m.index))) out.push(`"${text.slice(Math.max(0, m.index - 12), m.index + m[0].length).trim()}": the name would need another case`);
    // The name's clause: from the name to the next full stop, semicolon, colon or question mark, or
    // to the end of the select or plural branch the name stands in.
    const after = text.slice(m.index + m[0].length);
    const inBranch = [...text.slice(0, m.index)].reduce((d, c) => d + (c === '{' ? 1 : c === '}' ? -1 : 0), 0) > 0;
    let end = after.length;
    for (let i = 0, d = 0; i < after.length; i++) {
      if (after[i] === '{') d++;
      else if (after[i] === '}' && --d < 0 && inBranch) { end = i; break; }
    }
    const clause = after.slice(0, end).split(/[.;:?!]/)[0] ?? '';
    // A pronoun for the player reaches further, to the end of the sentence ("…; zostaje mu 1 moneta").
    const sentence = after.slice(0, end).split(/[.?!]/)[0] ?? '';
    const gendered = GENDERED.exec(clause) ?? /(?<![\p{L}])(?:mu|jemu|niemu)(?![\p{L}])/iu.exec(sentence);
    if (gendered && !NOT_GENDERED.has(gendered[0].toLowerCase())) out.push(`"${m[0]} … ${gendered[0]}": a gendered form for a name`);
  }
  return out;
}

describe('no Polish sentence needs a player’s name in another case or gender', () => {
  it('every Polish template', () => {
    const found = Object.entries(dictionaries.pl).flatMap(([key, t]) => nameProblems(t).map((p) => `${key}: ${p}`));
    expect(found.join('\n')).toBe('');
  });

  it('catches what it is meant to catch', () => {
    expect(nameProblems('Siła gracza {name} to Tarcze.')).toEqual(['"Siła gracza {name}": the name would need another case']);
    expect(nameProblems('{player} zapłacił 3 monety.')).toEqual(['"{player} … zapłacił": a gendered form for a name']);
    expect(nameProblems('{player} płaci; zostaje mu 1 moneta.')).toEqual(['"{player} … mu": a gendered form for a name']);
    expect(nameProblems('{player} płaci i zostaje mu 1 moneta.')).toEqual(['"{player} … mu": a gendered form for a name']);
    expect(nameProblems('{player} płaci i zostaje z 1 monetą.')).toEqual([]);
    expect(nameProblems('{did, select, placed {{player} pasuje} other {gracz rozpoczynający wrzucił go}}')).toEqual([]);
    expect(nameProblems('{player} wysyła robotnika, a kość pokazywała 3.')).toEqual([]);
  });
});
