/**
 * What the built site contains, read from `dist/` when the suite loads, so a new
 * page or example is tested without anyone adding it to a list.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'node-html-parser';

export interface ExampleOnPage {
  page: string;
  lang: string;
  id: string;
  steps: number;
  /** Caption of each step as the server rendered it (the no-JS truth). */
  captions: string[];
}

const DIST = process.env.DIST_DIR ?? 'dist';

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'pagefind' && name !== '_astro') yield* walk(path);
    } else if (name.endsWith('.html')) yield path;
  }
}

export const pages: string[] = [];
export const examples: ExampleOnPage[] = [];
/** Pages with a box that follows the player count (`.setup-box` with a player picker). */
export const playerCountPages: string[] = [];

for (const file of walk(DIST)) {
  const rel = '/' + relative(DIST, file).split('\\').join('/');
  const url = rel.endsWith('/index.html') ? rel.slice(0, -'index.html'.length) : rel;
  pages.push(url);
  const doc = parse(readFileSync(file, 'utf8'));
  const lang = doc.querySelector('html')?.getAttribute('lang') ?? '';
  if (doc.querySelector('.setup-box .player-picker')) playerCountPages.push(url);
  // A lesson page (`/{lang}/{game}/present/`) repeats a game's examples: e2e/lesson.spec.ts tests it.
  if (/\/present\/$/.test(url)) continue;
  for (const root of doc.querySelectorAll('[data-example]')) {
    const id = root.getAttribute('data-example') as string;
    const items = root.querySelectorAll('ol.steps > li');
    examples.push({
      page: url,
      lang,
      id,
      steps: items.length,
      captions: items.map((li) => li.querySelector('.step-caption')?.text.replace(/\s+/g, ' ').trim() ?? ''),
    });
  }
}
pages.sort();

if (pages.length === 0) throw new Error('dist/ has no pages: run `npm run build` first');

/**
 * The pages the costly checks run on (every axe rule, dark-theme contrast): every page that is not
 * an example's own page, and of those, per game and language, the one whose example has the most
 * steps. An example's own page is the same markup as its block in the
 * rulebook, which is checked whole; the cheap checks (status, console, CSP, 360 px, stepping)
 * still run on every page.
 */
export const axeSample: Set<string> = (() => {
  const own = examples.filter((e) => e.page.includes('/examples/'));
  const groups = new Map<string, ExampleOnPage[]>();
  for (const e of own) {
    const key = e.page.replace(/\/examples\/.*$/, '/');
    groups.set(key, [...(groups.get(key) ?? []), e]);
  }
  // Practice pages are one island each, the same markup for every game: axe runs on one per language
  // here, and on a dealt, answered question with its "show me why" in e2e/practice.spec.ts.
  // Lessons (`/{lang}/{game}/present/`) are the games' examples again, in the same markup, behind
  // title slides: axe runs on one per language (their examples are checked in the rulebooks).
  const sampled = (p: string) => p.includes('/practice/') || /\/present\/$/.test(p);
  const chosen = new Set(pages.filter((p) => !p.includes('/examples/') && !sampled(p)));
  for (const lang of ['en', 'pl']) {
    for (const kind of ['/practice/', '/present/']) {
      const first = pages.find((p) => p.startsWith(`/${lang}/`) && p.endsWith(kind));
      if (first) chosen.add(first);
    }
  }
  for (const list of groups.values()) chosen.add([...list].sort((a, b) => b.steps - a.steps)[0]!.page);
  return chosen;
})();

/**
 * English examples' own pages the per-example interaction tests run on (step links while open,
 * the language switch, buttons and history, a clamped link): per game, the example with the most
 * steps. The code under test is the same for every example; every example
 * is still stepped by keys in its rulebook in both languages, opened on every step link without
 * JavaScript, and fitted step by step in the presenter view.
 */
export const exampleSample: Set<string> = (() => {
  const own = examples.filter((e) => e.page.includes('/examples/') && e.lang === 'en');
  const groups = new Map<string, ExampleOnPage[]>();
  for (const e of own) {
    const key = e.page.replace(/\/examples\/.*$/, '/');
    groups.set(key, [...(groups.get(key) ?? []), e]);
  }
  const chosen = new Set<string>();
  for (const list of groups.values()) chosen.add([...list].sort((a, b) => b.steps - a.steps)[0]!.page);
  return chosen;
})();
