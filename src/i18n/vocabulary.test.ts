import { readdirSync, readFileSync } from 'node:fs';
import { isPair, isScalar, parse, parseDocument, visit } from 'yaml';
import { describe, expect, it } from 'vitest';
import type { Lang } from './format';
import { avoidedIn, avoidedOf, avoidPattern, expandForms, wordsOf, type Avoided } from './vocabulary';

/*
 * One name per thing: each game's glossary (`content/{game}/glossary.yaml`) lists, per language,
 * the names that must not stand for a term (`avoid:`). Every string a reader meets is checked
 * against the game's list: the dictionaries (captions, refusals, practice, picture descriptions,
 * reference cards), the rulebooks, the example files and the glossaries themselves. A use is
 * reported with its file and line, the words found and the term to use instead.
 * A few site-wide rules of English spelling sit beside them here (SITE).
 */

const GAMES = ['gheos', '7-wonders', 'pillars-of-the-earth', 'bora-bora'] as const;
type Game = (typeof GAMES)[number];
const LANGS: readonly Lang[] = ['en', 'pl'];

/** Site-wide: one spelling of English (-ize, as "civilization"), one form of the setup heading. */
const SITE: Record<Lang, Avoided[]> = {
  en: [
    { avoid: '{memoris,recognis,organis,realis,summaris,visualis,minimis,maximis,prioritis,finalis,specialis,emphasis,apologis,categoris,standardis,initialis,normalis,randomis,customis,utilis}{e,es,ed,ing,ation,ations}', term: 'the -ize spelling (memorize, recognize)', source: 'site' },
    { avoid: '{set-up,setting up for}', term: 'Setup for … players', source: 'site' },
  ],
  pl: [
    // The rule books write a phase with a small letter inside a sentence: "w fazie C", "krok 3 fazy III".
    { avoid: '/(?<=[\\p{Ll}\\d][,:]? )Faz(?:a|y|ie|ę|ą|o)(?= (?:I{1,3}|[ABC])(?![\\p{L}]))/', term: 'faza (small f inside a sentence, as the rule books)', source: 'site' },
  ],
};

const AVOIDED = Object.fromEntries(
  GAMES.map((game) => {
    const glossary = parse(readFileSync(`content/${game}/glossary.yaml`, 'utf8'));
    return [game, Object.fromEntries(LANGS.map((lang) => [lang, [...avoidedOf(game, glossary, lang), ...SITE[lang]]]))];
  }),
) as Record<Game, Record<Lang, Avoided[]>>;

/** One string a reader meets: where it is, its language, its game (none: site-wide rules only). */
interface Text {
  where: string;
  lang: Lang;
  game: Game | undefined;
  text: string;
}

const GAME_OF_FILE: Record<string, Game> = { gheos: 'gheos', 'gheos-sandbox': 'gheos', 'seven-wonders': '7-wonders', pillars: 'pillars-of-the-earth', 'bora-bora': 'bora-bora' };
/**
 * Keys of the shared files (reference cards, pictures, sandboxes) name their game: `ref.gheos.…`, `pieces.sw.…`,
 * `drawing.7-wonders`, or first, as the sandbox's `bora.sandbox.…` (those read as site-wide words only, and
 * "Shells, gifts" stood in the Bora Bora sandbox's table beside "offering" everywhere else).
 */
const GAME_OF_KEY: [RegExp, Game][] = [
  [/(?:^|\.)gheos(?:\.|$)/, 'gheos'],
  [/(?:^|\.)(?:sw|7-wonders)(?:\.|$)/, '7-wonders'],
  [/(?:^|\.)(?:pillars|pillars-of-the-earth)(?:\.|$)/, 'pillars-of-the-earth'],
  [/(?:^|\.)(?:bora|bora-bora)(?:\.|$)/, 'bora-bora'],
];

const lineAt = (source: string, at: number): number => source.slice(0, at).split('\n').length;

function dictionaryTexts(): Text[] {
  const out: Text[] = [];
  for (const lang of LANGS) {
    for (const name of readdirSync(`src/i18n/${lang}`).filter((f) => f.endsWith('.ts'))) {
      const file = `src/i18n/${lang}/${name}`;
      const source = readFileSync(file, 'utf8');
      // Each entry is `'key': 'template',` (or a template in backquotes or double quotes) on its own line.
      for (const m of source.matchAll(/^\s*'([\w.-]+)':\s*(['"`])((?:\\.|(?!\2).)*)\2/gmsu)) {
        const key = m[1] as string;
        const game = GAME_OF_FILE[name.replace(/\.ts$/, '')] ?? GAME_OF_KEY.find(([re]) => re.test(key))?.[1];
        out.push({ where: `${file}:${lineAt(source, m.index)} ${key}`, lang, game, text: wordsOf((m[3] as string).replace(/\\(.)/g, '$1')) });
      }
    }
  }
  return out;
}

/** Blanks a match, keeping its line breaks, so positions and lines stay as in the file. */
const blank = (s: string): string => s.replace(/[^\n]/g, ' ');

function rulebookTexts(): Text[] {
  return GAMES.flatMap((game) =>
    LANGS.map((lang) => {
      const file = `content/${game}/${lang}.mdx`;
      const source = readFileSync(file, 'utf8');
      const text = source
        .replace(/^(?:import|export)\b.*$/gm, blank)
        .replace(/<[^>]*>/gs, blank)
        .replace(/\]\([^)]*\)/g, (m) => ']' + blank(m.slice(1)))
        .replace(/\{#[\w-]+\}/g, blank)
        .replace(/[*_`]/g, ' ');
      return { where: file, lang, game, text };
    }),
  );
}

/** Every string under a `pl:` or `en:` key of a YAML file (titles, summaries, captions, definitions). */
function yamlTexts(file: string, game: Game): Text[] {
  const source = readFileSync(file, 'utf8');
  const out: Text[] = [];
  visit(parseDocument(source), {
    Scalar(_, node, path) {
      if (typeof node.value !== 'string' || !node.range) return;
      const keys = path.filter(isPair).map((p) => (isScalar(p.key) ? String(p.key.value) : ''));
      const lang = [...keys].reverse().find((k): k is Lang => k === 'pl' || k === 'en');
      // The avoided names themselves, and the term's own name, are not prose.
      if (!lang || ['avoid', 'names'].some((k) => keys.includes(k)) || ['term', 'id'].includes(keys.at(-1) ?? '')) return;
      out.push({ where: `${file}:${lineAt(source, node.range[0])} ${keys.join('.')}`, lang, game, text: node.value });
    },
  });
  return out;
}

const contentTexts = (): Text[] =>
  GAMES.flatMap((game) => [
    ...readdirSync(`content/${game}/examples`)
      .filter((f) => f.endsWith('.yaml'))
      .flatMap((f) => yamlTexts(`content/${game}/examples/${f}`, game)),
    ...yamlTexts(`content/${game}/glossary.yaml`, game),
  ]);

/** Every avoided name used in the texts, as one line each: file:line, the words, the term to use. */
function problems(texts: readonly Text[]): string[] {
  return texts.flatMap(({ where, lang, game, text }) =>
    avoidedIn(text, lang, game ? AVOIDED[game][lang] : SITE[lang]).map(({ found, entry, at }) => {
      // A rule book is one text: name the line of the match, not of the file's start.
      const place = /\.mdx$/.test(where) ? `${where}:${lineAt(text, at)}` : where;
      return `${place}: "${found}" → use "${entry.term}" (${entry.source}, ${lang})`;
    }),
  );
}

describe('one name per thing: no text uses a name its game’s glossary avoids', () => {
  const all = [...dictionaryTexts(), ...rulebookTexts(), ...contentTexts()];

  it('finds the texts it checks (every dictionary file, rule book, example and glossary)', () => {
    const files = new Set(all.map((t) => t.where.split(/[: ]/)[0] as string));
    expect([...files].filter((f) => f.startsWith('src/i18n/')).length).toBe(readdirSync('src/i18n/en').length + readdirSync('src/i18n/pl').length);
    expect([...files].filter((f) => f.endsWith('.mdx')).length).toBe(GAMES.length * LANGS.length);
    expect(all.filter((t) => t.where.includes('/examples/')).length).toBeGreaterThan(100);
    expect(all.filter((t) => t.game === undefined).length).toBeGreaterThan(100);
  });

  it('holds lists that compile and never refuse their own term', () => {
    const own = GAMES.flatMap((game) =>
      LANGS.flatMap((lang) => (parse(readFileSync(`content/${game}/glossary.yaml`, 'utf8')) as { id: string; pl: { term: string }; en: { term: string } }[]).map((e) => ({ game, lang, term: e[lang].term }))),
    );
    const selfRefused = own.flatMap(({ game, lang, term }) => avoidedIn(term, lang, AVOIDED[game][lang]).map((f) => `${game} (${lang}) "${term}" is refused as "${f.found}"`));
    expect(selfRefused).toEqual([]);
    expect(GAMES.every((g) => LANGS.some((l) => AVOIDED[g][l].length > SITE[l].length))).toBe(true);
  });

  for (const where of ['src/i18n/', 'content/'] as const) {
    it(`in ${where}`, () => {
      expect(problems(all.filter((t) => t.where.startsWith(where))).join('\n')).toBe('');
    });
  }
});

describe('the vocabulary check itself', () => {
  it('expands forms, and matches whole words only', () => {
    expect(expandForms('pas{,a,ie} wybrzeża')).toEqual(['pas wybrzeża', 'pasa wybrzeża', 'pasie wybrzeża']);
    expect(expandForms('{a,b}x{,y}')).toEqual(['ax', 'axy', 'bx', 'bxy']);
    const land = avoidPattern('ląd{,u,em,zie,y,ów}', 'pl');
    expect('Masa lądowa. Ląd i lądu.'.match(land)).toEqual(['Ląd', 'lądu']);
    expect('Nabrzeże, lądem.'.match(avoidPattern('ląd{,u,em,zie,y,ów}', 'pl'))).toEqual(['lądem']);
  });

  it('reads numbers in templates, and plurals in English', () => {
    expect(wordsOf('kosztuje {n, plural, one {# sztukę} few {# sztuki} many {# sztuk}} złota')).toBe('kosztuje { {# sztukę} {# sztuki} {# sztuk}} złota');
    expect(avoidedIn(wordsOf('kosztuje {n, plural, one {# sztukę} other {# sztuk}} złota'), 'pl', [{ avoid: 'sztuk{ę,i,} złota', term: 'moneta', source: 't' }]).map((f) => f.found)).toEqual(['sztuk}} złota']);
    expect(avoidedIn(wordsOf('płaci {n} złota, ma złoto'), 'pl', [{ avoid: '# złota', term: 'moneta', source: 't' }]).map((f) => f.found)).toEqual(['… złota']);
    expect(avoidedIn('Two fields and a fielder.', 'en', [{ avoid: 'field', term: 'space', source: 't' }]).map((f) => f.found)).toEqual(['fields']);
    expect(avoidedIn('a builder, a master builder, Builders', 'en', [{ avoid: '/(?<![Mm]aster )\\b[Bb]uilders?\\b/', term: 'master builder', source: 't' }]).map((f) => f.found)).toEqual(['builder', 'Builders']);
  });

  it('names the file, the line, the words found and the term to use', () => {
    const found = problems([{ where: 'content/gheos/pl.mdx', lang: 'pl', game: 'gheos', text: 'Akapit.\nKładziesz płytkę obok.' }]);
    expect(found).toEqual(AVOIDED.gheos.pl.some((a) => a.term === 'Kafelek') ? ['content/gheos/pl.mdx:2: "płytkę" → use "Kafelek" (gheos/tile, pl)'] : []);
  });
});
