import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

const LANGS = ['pl', 'en'] as const;
type Lang = (typeof LANGS)[number];

export interface Heading {
  line: number;
  level: number;
  text: string;
  id: string | null;
}

const HEADING = /^(#{2,3})\s+(.*?)\s*$/;
const EXPLICIT_ID = /\s*\{#([^}\s]*)\}$/;
const FENCE = /^\s*(```|~~~)/;
const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The `##` and `###` headings of an MDX text, outside code fences and frontmatter, with their explicit `{#id}` if any. */
export function headingsOf(text: string): Heading[] {
  const out: Heading[] = [];
  const lines = text.split(/\r?\n/);
  let fenced = false;
  let front = lines[0]?.trim() === '---';
  lines.forEach((raw, i) => {
    if (front) {
      if (i > 0 && raw.trim() === '---') front = false;
      return;
    }
    if (FENCE.test(raw)) fenced = !fenced;
    if (fenced) return;
    const h = HEADING.exec(raw);
    if (!h) return;
    const id = EXPLICIT_ID.exec(h[2] as string);
    out.push({ line: i + 1, level: (h[1] as string).length, text: (h[2] as string).replace(EXPLICIT_ID, ''), id: id ? (id[1] as string) : null });
  });
  return out;
}

/**
 * The problems of one rulebook pair (`pl.mdx` and `en.mdx` of a game): every
 * `##`/`###` heading needs an explicit kebab-case `{#id}`, unique in its file,
 * and the same id in the other language's file, so a link such as
 * `/pl/gheos/#war` has a twin `/en/gheos/#war`. Each problem names the file,
 * the line and the reason.
 */
export function headingProblems(files: Readonly<Record<Lang, { path: string; text: string } | undefined>>): string[] {
  const problems: string[] = [];
  const headings = { pl: files.pl ? headingsOf(files.pl.text) : [], en: files.en ? headingsOf(files.en.text) : [] };
  for (const lang of LANGS) {
    const file = files[lang];
    if (!file) continue;
    const other: Lang = lang === 'pl' ? 'en' : 'pl';
    const twin = files[other];
    if (!twin) {
      problems.push(`${file.path}: has no ${other}.mdx beside it; every rulebook is written in both languages`);
      continue;
    }
    const twinIds = new Set(headings[other].map((h) => h.id));
    const seen = new Set<string>();
    for (const h of headings[lang]) {
      const where = `${file.path}:${h.line}: heading "${h.text}"`;
      if (h.id === null) {
        problems.push(`${where} has no explicit id; write it as "${'#'.repeat(h.level)} ${h.text} {#some-id}", with the same id in ${other}.mdx`);
        continue;
      }
      if (!ID.test(h.id)) problems.push(`${where}: the id "${h.id}" is not kebab-case (a-z, 0-9 and single hyphens)`);
      if (seen.has(h.id)) problems.push(`${where}: the id "${h.id}" is used twice in this file`);
      seen.add(h.id);
      if (!twinIds.has(h.id)) problems.push(`${where}: the id "${h.id}" has no twin in ${twin.path}; the same section needs the same id in both languages`);
    }
  }
  return problems;
}

/** Checks the rulebooks under each root (`{root}/{game}/{pl,en}.mdx`); throws one error listing every problem. */
export async function checkRulebooks(roots: readonly string[]): Promise<void> {
  const problems: string[] = [];
  for (const root of roots) {
    for (const game of (await readdir(root).catch(() => [] as string[])).sort()) {
      const read = async (lang: Lang) => {
        const file = join(root, game, `${lang}.mdx`);
        const text = await readFile(file, 'utf8').catch(() => null);
        return text === null ? undefined : { path: relative(process.cwd(), file), text };
      };
      const files = { pl: await read('pl'), en: await read('en') };
      if (files.pl || files.en) problems.push(...headingProblems(files));
    }
  }
  if (problems.length) throw new Error(`Rulebook headings need explicit ids, the same in both languages:\n${problems.join('\n')}`);
}
