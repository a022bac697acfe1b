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
  /**
   * Each step's id, in order: `{id}-step-{n}`, n its place among the steps shown (src/explainers/fold.ts).
   */
  anchors: string[];
  /** Caption of each step as the server rendered it (the no-JS truth). */
  captions: string[];
  /** Elements in the step the server drew (the first): how heavy a step of this example is to show. */
  drawn: number;
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
  // A lesson page (`/{lang}/{game}/present/`) repeats a game's examples and its setup box (woken with
  // its slide): e2e/lesson.spec.ts and e2e/teach.spec.ts test it.
  if (/\/present\/$/.test(url)) continue;
  if (doc.querySelector('.setup-box .player-picker')) playerCountPages.push(url);
  for (const root of doc.querySelectorAll('[data-example]')) {
    const id = root.getAttribute('data-example') as string;
    const items = root.querySelectorAll('ol.steps > li');
    examples.push({
      page: url,
      lang,
      id,
      steps: items.length,
      anchors: items.map((li) => li.getAttribute('id') ?? ''),
      captions: items.map((li) => li.querySelector('.step-caption')?.text.replace(/\s+/g, ' ').trim() ?? ''),
      drawn: items[0]?.querySelectorAll('*').length ?? 0,
    });
  }
}
pages.sort();

if (pages.length === 0) throw new Error('dist/ has no pages: run `npm run build` first');

/** Examples' own pages, grouped by the rulebook they belong to (`/{lang}/{game}/`), in page order. */
export const ownByRulebook: Map<string, ExampleOnPage[]> = new Map();
for (const e of examples.filter((e) => e.page.includes('/examples/'))) {
  const key = e.page.replace(/\/examples\/.*$/, '/');
  ownByRulebook.set(key, [...(ownByRulebook.get(key) ?? []), e]);
}

/** The id of an example's `n`th step (1-based, clamped to its steps): the anchor its link names. */
export const stepId = (ex: Pick<ExampleOnPage, 'anchors'>, n: number): string => ex.anchors[Math.min(Math.max(n, 1), ex.anchors.length) - 1] as string;

/** The example with the most steps (the first of those, in order, on a tie). */
export const mostSteps = (list: readonly ExampleOnPage[]): ExampleOnPage => list.reduce((a, b) => (b.steps > a.steps ? b : a));
/** The example whose step the server drew has the most elements: the heaviest to step through. */
export const mostDrawn = (list: readonly ExampleOnPage[]): ExampleOnPage => list.reduce((a, b) => (b.drawn > a.drawn ? b : a));

/**
 * The pages the costly checks run on (every axe rule, dark-theme contrast): every page that is not
 * an example's own page, a lesson or a practice page, and of those, per game and language, the
 * example with the most steps, and a lesson and a practice page per language. An example's own page
 * is the same markup as its block in the rulebook, which is checked whole; every other page gets
 * the cheap checks (status, console, CSP, 360 px) in e2e/pages.spec.ts.
 */
export const axeSample: Set<string> = (() => {
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
  for (const list of ownByRulebook.values()) chosen.add(mostSteps(list).page);
  return chosen;
})();

/**
 * English examples' own pages the per-example interaction tests run on (step links while open,
 * the language switch, buttons and history, a clamped link): per game, the example with the most
 * steps. The code under test is the same for every example; every example is still landed on from
 * its link in its rulebook in both languages and opened on every step link without JavaScript.
 */
export const exampleSample: Set<string> = new Set(
  [...ownByRulebook].filter(([rulebook]) => rulebook.startsWith('/en/')).map(([, list]) => mostSteps(list).page),
);
