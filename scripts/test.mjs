#!/usr/bin/env node
// `npm test`: every check the project has, in order, stopping at the first failure.
//  1. astro check          types across .astro, .ts and .tsx (a missing translation key fails here)
//  2. vitest               engines, machines, stories, i18n
//  3. bad example fixture  a malformed example must stop the build, naming the file and the field
//  4. astro build          the real site into dist/
//  5. dist checks          lang/hreflang/canonical, links and fragments, step anchors, JS budget
//     html-validate        every page of dist/ is valid HTML (html-validate, rules in .htmlvalidate.cjs)
//  6. browser              find or install Chromium (says so when it installs)
//  7. playwright           every page and every example of dist/ in Chromium
//  8. base path            the site built again under /rules-at-hand/ (BASE_PATH, with a SITE_URL) into
//                          dist-base/: its dist checks (links resolve under the base, absolute canonical,
//                          hreflang, sitemap and robots.txt), then e2e/base-path.spec.ts served under the base
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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

function stage(name, cmd, args, options) {
  const r = run(name, cmd, args, options);
  const ok = r.status === 0;
  results.push({ name, ok, seconds: r.seconds });
  console.log(`${ok ? '✓' : '✗'} ${name} (${r.seconds} s)`);
  if (!ok) finish();
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

stage('astro check', 'astro', ['check']);
stage('unit tests', 'vitest', ['run']);

{
  const out = mkdtempSync(join(tmpdir(), 'bad-example-'));
  const r = run('bad example fixture', 'astro', ['build', '--outDir', out], { capture: true, env: { CONTENT_FIXTURES: 'tests/fixtures/bad-example' } });
  rmSync(out, { recursive: true, force: true });
  const text = `${r.stdout}\n${r.stderr}`;
  const expected = ['tests/fixtures/bad-example/7-wonders/examples/bad-shields.yaml', 'players.1.shields'];
  const ok = r.status !== 0 && expected.every((s) => text.includes(s));
  console.log(ok ? `build refused the fixture and named ${expected.join(' and ')}` : `expected a failed build naming ${expected.join(' and ')}; got exit ${r.status}:\n${text.slice(-2000)}`);
  results.push({ name: 'bad example fixture', ok, seconds: r.seconds });
  console.log(`${ok ? '✓' : '✗'} bad example fixture (${r.seconds} s)`);
  if (!ok) finish();
}

// The main build is at the root of its host; SITE_URL is taken as set (unset, no absolute URLs are written).
const root = { env: { BASE_PATH: '' } };
stage('build', 'astro', ['build'], root);
stage('dist checks', 'node', ['scripts/check-dist.mjs'], root);
stage('html-validate', 'node', ['scripts/check-html.mjs']);
stage('browser', 'node', ['scripts/ensure-browser.mjs']);
stage('playwright', 'playwright', ['test'], root);

// The same site as a GitHub Pages project site would serve it, with its origin known.
const based = { env: { BASE_PATH: '/rules-at-hand/', SITE_URL: 'https://rules-at-hand.test' } };
const basePort = String(process.env.BASE_PREVIEW_PORT ?? Number(process.env.PREVIEW_PORT ?? 4322) + 50);
stage('base path build', 'astro', ['build', '--outDir', 'dist-base'], based);
stage('base path checks', 'node', ['scripts/check-dist.mjs', 'dist-base'], based);
stage('base path e2e', 'playwright', ['test'], { env: { ...based.env, DIST_DIR: 'dist-base', PREVIEW_PORT: basePort } });
finish();
