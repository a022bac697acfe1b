#!/usr/bin/env node
// `npm test`: every check the project has, in order, stopping at the first failure.
//  1. astro check          types across .astro, .ts and .tsx (a missing translation key fails here)
//  2. vitest               engines, machines, stories, i18n (side by side with 1)
//  3. content guards       bad content (tests/fixtures/) must stop the build, naming file, line or field, and reason
//  4. astro build          the real site into dist/
//  5. dist checks          lang/hreflang/canonical, links and fragments, step anchors, JS budget
//     html-validate        every page of dist/ is valid HTML (html-validate, rules in .htmlvalidate.cjs)
//                          (both side by side with the base path build of 8)
//  6. browser              find or install Chromium (says so when it installs)
//  7. playwright           every page and every example of dist/ in Chromium
//     performance          e2e/perf.spec.ts alone, one page at a time (PERF_STAGE=1): it measures pages, so nothing runs beside it
//  8. base path            the site built again under /rules-at-hand/ (BASE_PATH, with a SITE_URL) into
//                          dist-base/: its dist checks (links resolve under the base, absolute canonical,
//                          hreflang, sitemap and robots.txt), then e2e/base-path.spec.ts served under the base
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const started = Date.now();
const results = [];

function run(name, cmd, args, options = {}) {
  console.log(`\n▶ ${name}: ${[cmd, ...args].join(' ')}`);
  const t0 = Date.now();
  const r = spawnSync(cmd, args, { stdio: options.capture ? 'pipe' : 'inherit', encoding: 'utf8', env: { ...process.env, ...options.env } });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  return { ...r, seconds };
}

/** Records a stage's end and says so (✓ or ✗, its name, its time); returns whether it passed. */
function ended(name, ok, seconds) {
  results.push({ name, ok, seconds });
  console.log(`${ok ? '✓' : '✗'} ${name} (${seconds} s)`);
  return ok;
}

function stage(name, cmd, args, options) {
  const r = run(name, cmd, args, options);
  if (!ended(name, r.status === 0, r.seconds)) finish();
}

/**
 * Stages that share nothing, run side by side: each is mostly one thread (astro check, the
 * base-path build, html-validate) and the machines have two cores. Each stage's output is printed
 * whole when it ends, so the two never interleave.
 */
async function together(list) {
  console.log(`\n▶ side by side: ${list.map(([name]) => name).join(' ‖ ')}`);
  const passed = await Promise.all(
    list.map(
      ([name, cmd, args, options = {}]) =>
        new Promise((resolve) => {
          const t0 = Date.now();
          const child = spawn(cmd, args, { env: { ...process.env, ...options.env } });
          let out = '';
          child.stdout.on('data', (d) => (out += d));
          child.stderr.on('data', (d) => (out += d));
          child.on('close', (status) => {
            console.log(`\n▶ ${name}: ${[cmd, ...args].join(' ')}\n${out.trimEnd()}`);
            resolve(ended(name, status === 0, ((Date.now() - t0) / 1000).toFixed(1)));
          });
        }),
    ),
  );
  if (passed.includes(false)) finish();
}

function finish() {
  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed;
  console.log('\nSummary:');
  for (const r of results) console.log(`  ${r.ok ? '✓' : '✗'} ${r.name.padEnd(22)} ${r.seconds.padStart(6)} s`);
  console.log(`  total ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(`stages: ${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

// astro check is one thread and Vitest's workers leave room beside it (the content guards' test runs below).
await together([
  ['astro check', 'astro', ['check']],
  ['unit tests', 'vitest', ['run', '--exclude', 'tests/content-guards.test.ts']],
]);

{
  // Content the build must refuse, one fixture per kind (tests/fixtures/fixtures.json): each goes through the
  // build's own loaders and checks in Vitest (fast); those marked `build` also through a real `astro build`.
  const t0 = Date.now();
  const { fixtures } = JSON.parse(readFileSync('tests/fixtures/fixtures.json', 'utf8'));
  const fast = run('content guards', 'vitest', ['run', 'tests/content-guards.test.ts'], { capture: true });
  let ok = fast.status === 0;
  if (!ok) console.log(`${fast.stdout}\n${fast.stderr}`.slice(-3000));
  for (const f of fixtures) {
    if (!ok) break;
    const where = `tests/fixtures/${f.dir}`;
    if (!f.build) {
      console.log(`  the build's loaders refused ${f.kind} (${where}), printing: ${f.expect.join(' | ')}`);
      continue;
    }
    const out = mkdtempSync(join(tmpdir(), 'bad-content-'));
    const r = run(`${f.kind}: real build`, 'astro', ['build', '--outDir', out], { capture: true, env: { CONTENT_FIXTURES: where } });
    rmSync(out, { recursive: true, force: true });
    const text = `${r.stdout}\n${r.stderr}`;
    const missing = f.expect.filter((s) => !text.includes(s));
    ok = r.status !== 0 && missing.length === 0;
    console.log(
      ok
        ? `  astro build refused ${f.kind} (${where}) in ${r.seconds} s, printing: ${f.expect.join(' | ')}`
        : `  expected a failed build printing ${missing.join(' | ')}; got exit ${r.status}:\n${text.slice(-2000)}`,
    );
  }
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (!ended('content guards', ok, seconds)) finish();
}

// The main build is at the root of its host; SITE_URL is taken as set (unset, no absolute URLs are written).
const root = { env: { BASE_PATH: '' } };
stage('build', 'astro', ['build'], root);

// The same site as a GitHub Pages project site would serve it, with its origin known: built beside the
// main build's checks (which only read dist/), tested after the main pass.
const based = { env: { BASE_PATH: '/rules-at-hand/', SITE_URL: 'https://rules-at-hand.test' } };
const basePort = String(process.env.BASE_PREVIEW_PORT ?? Number(process.env.PREVIEW_PORT ?? 4322) + 50);
await together([
  ['dist checks', 'node', ['scripts/check-dist.mjs'], root],
  ['html-validate', 'node', ['scripts/check-html.mjs']],
  ['base path build', 'astro', ['build', '--outDir', 'dist-base'], based],
]);
stage('browser', 'node', ['scripts/ensure-browser.mjs']);
stage('playwright', 'playwright', ['test'], root);
stage('performance', 'playwright', ['test'], { env: { ...root.env, PERF_STAGE: '1' } });
stage('base path checks', 'node', ['scripts/check-dist.mjs', 'dist-base'], based);
stage('base path e2e', 'playwright', ['test'], { env: { ...based.env, DIST_DIR: 'dist-base', PREVIEW_PORT: basePort } });
finish();
