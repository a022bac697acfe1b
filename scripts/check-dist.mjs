#!/usr/bin/env node
// Checks the built site as files, the way a crawler would see it:
//  - every page has <html lang>, a title and a description;
//  - where the site lives (the same SITE_URL and BASE_PATH the build read; README, "Where the site lives"):
//    with SITE_URL, every page's canonical URL and og:url are its own absolute address, robots.txt names
//    the sitemap by its absolute URL and the sitemap lists every page; without it, no page, robots.txt
//    or sitemap carries any absolute URL at all (no canonical, no og:url, no sitemap);
//  - every page under /pl/ or /en/ has its hreflang pair, and the pair exists;
//  - every internal link and fragment resolves, under the base path (a link that escapes it fails);
//    ids are unique on a page;
//  - every example has the step anchors of DESIGN.md, numbered 1..n;
//  - every island that names its words finds them in the page;
//  - the JavaScript each page loads before the reader touches it (gzip, static imports followed) stays within the budget;
//  - each page's HTML (gzip) stays within its budget, and as served (400 KB) and in elements (6,000) within a phone's.
// Prints the JS and HTML figures per page type. Exit 1 on any failure.
import { readFileSync, readdirSync, statSync, existsSync, writeFileSync } from 'node:fs';
import { join, relative, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parse } from 'node-html-parser';

const DIST = process.argv[2] ?? 'dist';
const SITE = process.env.SITE_URL?.trim() ? new URL(process.env.SITE_URL.trim()).origin : null;
const BASE = `/${(process.env.BASE_PATH ?? '').replace(/^\/+|\/+$/g, '')}/`.replace('//', '/');
/** The address a page of dist/ is served at: `/en/gheos/` → `/rules-at-hand/en/gheos/`. */
const served = (path) => `${BASE}${path.slice(1)}`;
/** The path inside dist/ of a served address, or null when it is outside the base path. */
const inside = (pathname) => (pathname.startsWith(BASE) ? `/${pathname.slice(BASE.length)}` : null);
console.log(`site: ${SITE ?? 'no SITE_URL (no absolute URLs)'}, base path: ${BASE}`);
// Gzip bytes of JS a page loads before the reader touches anything (issue 13 item 9). An example's
// island (`client:touch`) loads at the reader's first touch, so it is not counted; every island that
// starts by itself (`client:load`, `client:idle`, `client:visible`: it may be in view at once) is.
const BUDGET = 30 * 1024;
// Gzip bytes of a page's HTML. A rulebook lists every step of every example for readers without
// JavaScript, and carries each example's computed steps for its island (packed, see
// src/explainers/pack.ts) and its game's words once (src/i18n/pageMessages.ts); the heaviest,
// Bora Bora's, was about 80 KiB (174 with the steps and words written per island); drawing each of
// its 107 steps as SVG (issue 15) adds about 28 KiB, and the controls the server now draws in
// place (so nothing moves when an example wakes), the marked glossary terms and the Predict switch
// about 15 more: the Polish rulebook was about 122 KiB. Drawing only each example's shown step
// (issue 29) brought it to about 85 KiB.
const HTML_BUDGET = 130 * 1024;
// A page a phone builds quickly (issue 29): at most 400 KB of HTML as served before compression (a
// phone parses all of it) and 6,000 elements, every page. A page draws only each example's shown step;
// the others are their pictures' empty frames and their words (components/explainer/StepPicture.tsx);
// the game's words and each example's steps travel in files its islands fetch as they wake
// (i18n/pageWords.ts). The heaviest, Bora Bora's Polish rulebook, is about 396 KB (486 KB when it
// carried its words and steps).
const HTML_LIMIT = 400_000;
const ELEMENT_LIMIT = 6000;
const failures = [];
const fail = (page, message) => failures.push(`${page}: ${message}`);

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}

const pages = new Map(); // url path -> parsed document
const htmlBytes = new Map(); // url path -> gzip bytes of its HTML
const rawBytes = new Map(); // url path -> bytes of its HTML as served, before compression
// Bytes a base path adds to a page's addresses (`/rules-at-hand` before every one): the limit below holds
// a page's own weight, the same at the root and under a base path, so a deployment's prefix is not
// counted against it (the root build, which npm test checks first, is held to the limit exactly).
const prefixBytes = new Map();
for (const file of walk(DIST)) {
  if (!file.endsWith('.html')) continue;
  const rel = '/' + relative(DIST, file).split('\\').join('/');
  const url = rel.endsWith('/index.html') ? rel.slice(0, -'index.html'.length) : rel;
  const html = readFileSync(file, 'utf8');
  pages.set(url, parse(html, { comment: false }));
  htmlBytes.set(url, gzipSync(html, { level: 9 }).length);
  rawBytes.set(url, Buffer.byteLength(html));
  prefixBytes.set(url, (html.split(BASE).length - 1) * (BASE.length - 1));
}

// Each page's ids, read once: a rulebook links to its own steps and terms thousands of times.
const idCache = new Map();
function idsOf(page) {
  if (!idCache.has(page)) idCache.set(page, new Set(pages.get(page).querySelectorAll('[id]').map((el) => el.getAttribute('id'))));
  return idCache.get(page);
}

function resolvePage(path) {
  if (pages.has(path)) return path;
  if (pages.has(path + '/')) return path + '/';
  return null;
}

function fileExists(path) {
  const p = join(DIST, decodeURIComponent(path));
  return existsSync(p) && statSync(p).isFile();
}

// --- per-page structure, links and fragments
for (const [url, doc] of pages) {
  const html = doc.querySelector('html');
  const lang = html?.getAttribute('lang');
  if (!lang) fail(url, 'no <html lang>');
  if (!doc.querySelector('title')?.text.trim()) fail(url, 'no <title>');
  if (!doc.querySelector('meta[name="description"]')?.getAttribute('content')?.trim()) fail(url, 'no meta description');
  const own = `${SITE}${served(url)}`;
  for (const [selector, attr, name] of [['link[rel="canonical"]', 'href', 'canonical link'], ['meta[property="og:url"]', 'content', 'og:url']]) {
    const value = doc.querySelector(selector)?.getAttribute(attr);
    if (SITE && url !== '/404.html' && value !== own) fail(url, `${name} is ${value ?? 'missing'}, expected ${own}`);
    if ((!SITE || url === '/404.html') && value !== undefined) fail(url, `${name} ${value} written ${SITE ? 'on the 404 page, which has no address of its own' : 'with no SITE_URL'}`);
  }
  // Without SITE_URL the build knows no origin of ours, so no attribute may hold an absolute URL.
  if (!SITE) {
    for (const el of doc.querySelectorAll('[href], [src], [content], [action]')) {
      for (const attr of ['href', 'src', 'content', 'action']) {
        const value = el.getAttribute(attr);
        if (value && /^(https?:)?\/\//i.test(value.trim())) fail(url, `absolute URL ${value} in ${el.tagName.toLowerCase()}[${attr}] with no SITE_URL`);
      }
    }
  }

  const m = /^\/(pl|en)\/(.*)$/.exec(url);
  if (m) {
    if (lang !== m[1]) fail(url, `<html lang="${lang}"> under /${m[1]}/`);
    for (const l of ['pl', 'en']) {
      const alt = doc.querySelector(`link[rel="alternate"][hreflang="${l}"]`)?.getAttribute('href');
      if (!alt) fail(url, `no hreflang="${l}"`);
      else if (SITE && !alt.startsWith(`${SITE}${BASE}`)) fail(url, `hreflang="${l}" is not an absolute URL of ${SITE}${BASE}: ${alt}`);
      else {
        const target = new URL(alt, `${SITE ?? 'http://site'}${served(url)}`);
        const path = inside(target.pathname);
        if (!path || !resolvePage(path)) fail(url, `hreflang="${l}" points to a missing page ${alt}`);
      }
    }
  }

  const ids = new Set();
  for (const el of doc.querySelectorAll('[id]')) {
    const id = el.getAttribute('id');
    if (ids.has(id)) fail(url, `duplicate id "${id}"`);
    ids.add(id);
  }

  for (const a of doc.querySelectorAll('a[href], link[href], script[src], img[src]')) {
    const raw = a.getAttribute('href') ?? a.getAttribute('src');
    if (!raw || /^(mailto:|tel:|javascript:)/.test(raw)) continue;
    const target = new URL(raw, `http://site${served(url)}`);
    if (target.host !== 'site') {
      // Absolute URLs are allowed only for our own canonical/hreflang/og metadata.
      if (a.tagName === 'A' || a.tagName === 'SCRIPT' || a.tagName === 'IMG') fail(url, `link leaves the site: ${raw}`);
      continue;
    }
    const path = inside(target.pathname);
    if (path === null) {
      fail(url, `link outside the base path ${BASE}: ${raw}`);
      continue;
    }
    const page = resolvePage(path);
    if (!page && !fileExists(path)) {
      fail(url, `broken link ${raw}`);
      continue;
    }
    if (target.hash && page) {
      const id = decodeURIComponent(target.hash.slice(1));
      if (!idsOf(page).has(id)) fail(url, `broken fragment ${raw}`);
    }
  }

  for (const example of doc.querySelectorAll('[data-example]')) {
    const id = example.getAttribute('data-example');
    if (example.getAttribute('id') !== id) fail(url, `example root id "${example.getAttribute('id')}" differs from data-example "${id}"`);
    const steps = example.querySelectorAll('ol.steps > li');
    if (steps.length === 0) fail(url, `example ${id} has no steps`);
    // A step's link carries its place among the steps shown (src/explainers/fold.ts), the number the reader sees.
    steps.forEach((li, i) => {
      if (li.getAttribute('id') !== `${id}-step-${i + 1}`) fail(url, `example ${id} step ${i + 1} has id "${li.getAttribute('id')}"`);
    });
  }

  // A practice page's question is dealt by chance (and dealt again in the browser): search would find its
  // numbers and names as if they were the page's words, so it is kept out of the index.
  for (const q of doc.querySelectorAll('.practice-question')) {
    if (!q.closest('[data-pagefind-ignore]')) fail(url, 'the dealt practice question is not marked data-pagefind-ignore: search would index it');
  }

  // An island given its words by name (src/i18n/pageMessages.ts) finds them in the page, as JSON, or in
  // the file the page names (src/i18n/pageWords.ts); an island whose words are in a file wakes by a
  // directive that fetches them first (`client:touch`, `client:seen`).
  const carried = new Map();
  for (const s of doc.querySelectorAll('script[data-messages]')) {
    const name = s.getAttribute('data-messages');
    const href = s.getAttribute('data-href');
    const file = href ? inside(new URL(href, `http://site${served(url)}`).pathname) : null;
    if (href && (!file || !fileExists(file))) fail(url, `the words "${name}" name a missing file ${href}`);
    const text = href ? (file && fileExists(file) ? readFileSync(join(DIST, file), 'utf8') : '') : s.text;
    if (href && s.text.trim()) fail(url, `the words "${name}" are both in the page and in ${href}`);
    try {
      JSON.parse(text);
    } catch {
      fail(url, `the words "${name}" are not valid JSON`);
    }
    carried.set(name, href);
  }
  // An example's steps, when the page names their file instead of carrying them, are in that file, as JSON.
  for (const s of doc.querySelectorAll('script[data-steps][data-href]')) {
    const href = s.getAttribute('data-href');
    const file = inside(new URL(href, `http://site${served(url)}`).pathname);
    if (!file || !fileExists(file)) fail(url, `the steps of "${s.getAttribute('data-steps')}" name a missing file ${href}`);
    else {
      try {
        JSON.parse(readFileSync(join(DIST, file), 'utf8'));
      } catch {
        fail(url, `the steps of "${s.getAttribute('data-steps')}" in ${href} are not valid JSON`);
      }
    }
  }
  for (const island of doc.querySelectorAll('astro-island')) {
    for (const m of (island.getAttribute('props') ?? '').matchAll(/"onPage":\[0,"([^"]+)"\]/g)) {
      if (!carried.has(m[1])) fail(url, `an island needs the words "${m[1]}", which the page does not carry`);
      else if (carried.get(m[1]) && !['touch', 'seen'].includes(island.getAttribute('client'))) fail(url, `an island (client:${island.getAttribute('client')}) needs the words "${m[1]}", which arrive only with client:touch or client:seen`);
    }
  }
}

// --- robots.txt and the sitemap: with SITE_URL, robots.txt names the sitemap by its absolute URL and
// the sitemap lists every page with a language pair at its absolute address; without it, neither
// the sitemap nor a Sitemap line exists (a sitemap must list absolute URLs).
{
  const robots = existsSync(join(DIST, 'robots.txt')) ? readFileSync(join(DIST, 'robots.txt'), 'utf8') : null;
  const named = robots?.match(/^Sitemap:\s*(\S+)/im)?.[1];
  const sitemaps = readdirSync(DIST).filter((f) => /^sitemap.*\.xml$/.test(f));
  if (robots === null) fail('/robots.txt', 'missing');
  if (SITE) {
    const index = `${SITE}${BASE}sitemap-index.xml`;
    if (named !== index) fail('/robots.txt', `names the sitemap ${named ?? '(none)'}, expected ${index}`);
    if (!existsSync(join(DIST, 'sitemap-index.xml'))) fail('/sitemap-index.xml', 'missing');
    const sitemap = existsSync(join(DIST, 'sitemap-0.xml')) ? readFileSync(join(DIST, 'sitemap-0.xml'), 'utf8') : '';
    for (const url of pages.keys()) {
      if (/^\/(pl|en)\//.test(url) && !sitemap.includes(`<loc>${SITE}${served(url)}</loc>`)) fail('/sitemap-0.xml', `does not list ${SITE}${served(url)}`);
    }
  } else {
    if (named) fail('/robots.txt', `names a sitemap (${named}) with no SITE_URL`);
    for (const f of sitemaps) fail(`/${f}`, 'a sitemap written with no SITE_URL');
    if (robots && /https?:\/\//i.test(robots)) fail('/robots.txt', 'holds an absolute URL with no SITE_URL');
  }
}

// --- JavaScript per page
const moduleCache = new Map();
function moduleGraph(path, seen) {
  if (seen.has(path)) return;
  seen.add(path);
  const file = join(DIST, path);
  if (!existsSync(file)) return;
  const code = readFileSync(file, 'utf8');
  // Static imports only: dynamic import() (Pagefind on opening search) costs nothing until used.
  for (const m of code.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/g)) {
    const spec = m[1];
    if (!spec.startsWith('.') && !spec.startsWith('/')) continue;
    const absolute = spec.startsWith('/') && inside(spec);
    if (spec.startsWith('/') && !absolute) continue;
    moduleGraph(absolute || posix.join(posix.dirname(path), spec), seen);
  }
}
const gz = (text) => gzipSync(text, { level: 9 }).length;
function gzOf(path) {
  if (!moduleCache.has(path)) moduleCache.set(path, gz(readFileSync(join(DIST, path))));
  return moduleCache.get(path);
}

const report = [];
for (const [url, doc] of pages) {
  const entry = new Set();
  let inline = 0;
  for (const s of doc.querySelectorAll('script')) {
    const src = s.getAttribute('src');
    if (src) entry.add(inside(new URL(src, `http://site${served(url)}`).pathname) ?? src);
    else if (s.getAttribute('type') !== 'application/json' && s.getAttribute('type') !== 'application/ld+json') {
      inline += gz(s.text);
      for (const m of s.text.matchAll(/import\s*(?:[\w*{}\s,$]+from\s*)?["'](\/[^"']+)["']/g)) entry.add(inside(m[1]) ?? m[1]);
    }
  }
  for (const island of doc.querySelectorAll('astro-island')) {
    if (island.getAttribute('client') === 'touch') continue;
    for (const attr of ['component-url', 'renderer-url']) {
      const u = island.getAttribute(attr);
      if (u) entry.add(inside(new URL(u, `http://site${served(url)}`).pathname) ?? u);
    }
  }
  const all = new Set();
  for (const e of entry) moduleGraph(e, all);
  const external = [...all].reduce((sum, p) => sum + (existsSync(join(DIST, p)) ? gzOf(p) : 0), 0);
  const total = external + inline;
  const html = htmlBytes.get(url);
  const raw = rawBytes.get(url);
  const elements = doc.querySelectorAll('*').length;
  report.push({ url, files: all.size, inline, total, html, raw, elements });
  const rawLimit = HTML_LIMIT + (prefixBytes.get(url) ?? 0);
  if (raw > rawLimit) fail(url, `HTML ${(raw / 1000).toFixed(0)} KB exceeds its ${rawLimit / 1000} KB limit`);
  if (elements > ELEMENT_LIMIT) fail(url, `${elements} elements exceed the ${ELEMENT_LIMIT} limit`);
  if (total > BUDGET) fail(url, `JavaScript ${(total / 1024).toFixed(1)} KiB gzip exceeds the ${BUDGET / 1024} KiB budget`);
  if (html > HTML_BUDGET) fail(url, `HTML ${(html / 1024).toFixed(1)} KiB gzip exceeds the ${HTML_BUDGET / 1024} KiB budget`);
}

const type = (url) =>
  url === '/'
    ? 'root'
    : url === '/404.html'
      ? '404'
      : /^\/(pl|en)\/$/.test(url)
        ? 'language home'
        : /\/examples\//.test(url)
          ? 'example page'
          : /\/sandbox\//.test(url)
            ? 'sandbox'
            : /\/present\/$/.test(url)
              ? 'lesson'
              : /\/reference\/$/.test(url)
                ? 'reference'
                : /\/practice\//.test(url)
                  ? 'practice'
                  : /^\/(pl|en)\/lesson\//.test(url)
                    ? 'own lesson'
                    : 'rulebook';
const byType = new Map();
for (const r of report) {
  const t = type(r.url);
  const prev = byType.get(t);
  if (!prev || r.total > prev.total) byType.set(t, r);
}
console.log(`JS per page before the first touch (gzip, heaviest of each type; limit ${BUDGET / 1024} KiB):`);
for (const [t, r] of byType) console.log(`  ${t.padEnd(14)} ${(r.total / 1024).toFixed(1).padStart(5)} KiB  ${r.url}`);
const htmlByType = new Map();
for (const r of report) {
  const t = type(r.url);
  if (!htmlByType.has(t) || r.html > htmlByType.get(t).html) htmlByType.set(t, r);
}
console.log(`HTML per page (gzip, heaviest of each type; limit ${HTML_BUDGET / 1024} KiB):`);
for (const [t, r] of htmlByType) console.log(`  ${t.padEnd(14)} ${(r.html / 1024).toFixed(1).padStart(5)} KiB  ${r.url}`);
const heaviest = new Map();
for (const r of report) {
  const t = type(r.url);
  if (!heaviest.has(t) || r.raw > heaviest.get(t).raw) heaviest.set(t, r);
}
console.log(`HTML per page as served (heaviest of each type; limit ${HTML_LIMIT / 1000} KB and ${ELEMENT_LIMIT} elements):`);
for (const [t, r] of heaviest) console.log(`  ${t.padEnd(14)} ${(r.raw / 1000).toFixed(0).padStart(4)} KB ${String(r.elements).padStart(5)} elements  ${r.url}`);
if (BASE === '/') writeFileSync(join(DIST, '..', 'js-budget.json'), JSON.stringify(report, null, 2));

console.log(`checked ${pages.size} pages`);
if (failures.length) {
  console.error(`\n${failures.length} problem(s):`);
  for (const f of failures) console.error(`  ${f}`);
  process.exit(1);
}
console.log('dist checks: all passed');
