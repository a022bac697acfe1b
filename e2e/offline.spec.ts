import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, unlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { test as plain, type BrowserContext, type Page } from '@playwright/test';
import { axeViolations, expect, interactive, raiseShieldsToNine, test } from './fixtures';
import { writeServiceWorker } from '../src/integrations/offline.mjs';

/*
 * At the table with no signal: after one visit to a page of a language (with the network), other
 * pages of that language open, step, recompute and search with the network off; a page of the
 * other language says it is not saved; a new deployment replaces what was saved, only when the
 * reader accepts it. A sample of pages, not all: each test saves a whole language (about 5 MB).
 * Each test has a fresh context (Playwright's default), with service workers allowed here only.
 */
test.use({ serviceWorkers: 'allow' });
plain.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 120_000 });

const DIST = process.env.DIST_DIR ?? 'dist';

/** Opens a page online and waits until the worker has saved its language; returns the build id. */
async function visitAndSave(page: Page, path: string): Promise<string> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-offline', /^saved:/, { timeout: 60_000 });
  return ((await page.locator('html').getAttribute('data-offline')) ?? '').slice('saved:'.length);
}

async function offline(context: BrowserContext) {
  await context.setOffline(true);
}

test('after one visit, other English pages work offline: stepping, changing a number, search', async ({ page, context }) => {
  // The worker is registered by a bundled script, under the page's strict policy: nothing refused.
  const refused: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) refused.push(m.text().slice(0, 120));
  });
  await page.addInitScript(() => document.addEventListener('securitypolicyviolation', (e) => console.error(`Content Security Policy: ${e.violatedDirective} ${e.blockedURI}`)));
  await visitAndSave(page, '/en/gheos/');
  // Chromium's own verdict: the site can be put on the home screen (manifest, icons, worker).
  const cdp = await context.newCDPSession(page);
  // (A Playwright context is incognito, where Chromium installs nothing: that one reason is expected.)
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
  expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito'), 'installability').toEqual([]);
  const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
  expect(manifest.errors, 'manifest errors').toEqual([]);
  expect(new URL(manifest.url).pathname).toBe('/en/manifest.webmanifest');
  await offline(context);
  const checked: string[] = [];

  // A rulebook never opened: its example steps (the steps are in the page).
  await page.goto('/en/bora-bora/#dice-placement');
  await expect(page.locator('h1')).toBeVisible();
  const dice = await interactive(page, 'dice-placement');
  await dice.getByRole('button', { name: 'Next step' }).click();
  await expect(dice).toHaveAttribute('data-step', '2');
  checked.push('/en/bora-bora/ (stepped dice-placement)');

  // An example's own page: changing a number loads the story and the engine, saved with the language.
  const loaded: string[] = [];
  page.on('response', (r) => {
    if (/\/_astro\/.*\.js$/.test(r.url())) loaded.push(`${new URL(r.url()).pathname.split('/').pop()}${r.fromServiceWorker() ? '' : ' (network!)'}`);
  });
  await raiseShieldsToNine(page);
  expect(loaded.filter((l) => l.includes('network!')), 'scripts not from the worker').toEqual([]);
  checked.push('/en/7-wonders/examples/military-conflict/ (changed shields, engine loaded offline)');

  // Search, with the English index saved, from a page with a query in its address.
  await page.goto('/en/pillars-of-the-earth/?players=3');
  await page.keyboard.press('/');
  await expect(page.locator('#search-input')).toBeFocused();
  await page.keyboard.type('shields');
  await expect(page.locator('.search-results')).toHaveAttribute('data-query', 'shields');
  await page.getByLabel('Only The Pillars of the Earth').uncheck();
  await expect(page.locator('.search-hit').first()).toBeVisible();
  checked.push(`/en/pillars-of-the-earth/?players=3 (search "shields": ${await page.locator('.search-hit').count()} results)`);

  // A reload with the network still off, and the root page.
  await page.reload();
  await expect(page.locator('h1')).toBeVisible();
  await page.goto('/');
  await expect(page.locator('h1')).toBeVisible();
  checked.push('/ and a reload');
  expect(refused, 'CSP violations').toEqual([]);
  console.log(`Offline after one visit to /en/gheos/:\n  ${checked.join('\n  ')}\n  scripts served by the worker: ${loaded.length}`);
});

test('offline, a page of the language not visited gives its home page, saying why; its search says it needs a connection', async ({ page, context, guard }) => {
  await visitAndSave(page, '/en/7-wonders/');
  await offline(context);
  await page.goto('/pl/gheos/');
  await expect(page).toHaveURL(/\/pl\/gheos\/$/);
  await expect(page.locator('h1')).toHaveText('Zasady gier planszowych krok po kroku');
  const notice = page.locator('[data-offline-notice]');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('tamtej strony nie ma jeszcze na tym urządzeniu');
  await expect(notice.getByRole('button', { name: 'Wczytaj ponownie' })).toBeHidden();
  expect(await axeViolations(page), 'axe, with the notice shown').toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
  expect(await axeViolations(page, ['color-contrast']), 'contrast in the dark theme').toEqual([]);
  await notice.getByRole('button', { name: 'Zamknij' }).click();
  await expect(notice).toBeHidden();
  // The Polish home page is saved with the shell; the Polish index is not.
  await page.goto('/pl/');
  await expect(notice).toBeHidden();
  await page.keyboard.press('/');
  await expect(page.locator('#search-input')).toBeFocused();
  await page.keyboard.type('wojna');
  await expect(page.locator('.search-status')).toContainText('Wyszukiwarka potrzebuje połączenia z internetem, dopóki strony po polsku nie zapiszą się na tym urządzeniu');
  await expect(page.locator('.search-hit')).toHaveCount(0);
  // Pagefind's loader is saved (it serves both languages); it reports, in the console, the Polish
  // index it could not fetch. Those reports, and only those, are expected here.
  const pagefind = guard.errors.filter((e) => /^(Error: )?Failed to load the (meta index|Pagefind WASM):/.test(e));
  expect(pagefind.length).toBeGreaterThan(0);
  guard.errors.splice(0, guard.errors.length, ...guard.errors.filter((e) => !pagefind.includes(e)));
});

/** A free port for a server of the test's own. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

// On a server of its own (another origin than the suite's, which the usual fixture would count as
// leaving the site), so console errors are collected here.
plain('a new deployment replaces what was saved, once the reader reloads, without mixing the two', async ({ page, context }) => {
  plain.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text());
  });
  // Two deployments served one after the other at the same address: dist/, then a copy with two
  // English pages changed and its worker rebuilt. The server follows a link that is switched over.
  const dir = mkdtempSync(join(tmpdir(), 'offline-deploy-'));
  const second = join(dir, 'second');
  cpSync(DIST, second, { recursive: true });
  for (const page of ['en/gheos/index.html', 'en/7-wonders/index.html']) {
    const file = join(second, page);
    writeFileSync(file, readFileSync(file, 'utf8').replace(/<title>([^<]*)<\/title>/, '<title>$1 (new)</title>'));
  }
  const { build: next, groups } = await writeServiceWorker(second, ['en', 'pl'], () => undefined);
  const live = join(dir, 'live');
  symlinkSync(resolve(DIST), live);
  const port = await freePort();
  let server: ChildProcess | undefined;
  try {
    server = spawn(process.execPath, ['scripts/serve-dist.mjs', live, String(port)], { stdio: 'ignore' });
    const origin = `http://127.0.0.1:${port}`;
    await expect.poll(async () => (await fetch(`${origin}/`).catch(() => null))?.status, { timeout: 10_000 }).toBe(200);

    const first = await visitAndSave(page, `${origin}/en/gheos/`);
    expect(first).not.toBe(next);
    const title = await page.title();

    unlinkSync(live);
    symlinkSync(second, live);
    // The next visit finds the new worker; it saves the new files beside the old, and waits.
    await page.reload();
    const notice = page.locator('[data-offline-notice]');
    await expect(notice).toContainText('A new version of this site is ready.', { timeout: 60_000 });
    expect(await page.title(), 'the old deployment until the reader reloads').toBe(title);

    await notice.getByRole('button', { name: 'Reload' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-offline', `saved:${next}`, { timeout: 60_000 });
    expect(await page.title()).toBe(`${title} (new)`);

    // Offline, the other changed page is the new one, and every saved cache holds this build's files only.
    await context.setOffline(true);
    await page.goto(`${origin}/en/7-wonders/`);
    await expect(page).toHaveTitle(/\(new\)$/);
    const counts = await page.evaluate(async () => {
      const out: Record<string, number> = {};
      for (const name of await caches.keys()) out[name.replace(/^rules-at-hand-.*?-(\w+)$/, '$1')] = (await (await caches.open(name)).keys()).length;
      return out;
    });
    const listed = (group: string) => groups[group]?.length;
    expect(counts).toEqual({ shell: listed('shell'), scripts: listed('scripts'), en: listed('en'), pl: 0, state: 1 });
    expect(errors, 'console errors').toEqual([]);
    console.log(`Deployment ${first} replaced by ${next}; saved files per group after the switch: ${JSON.stringify(counts)}`);
  } finally {
    server?.kill();
    rmSync(dir, { recursive: true, force: true });
  }
});
