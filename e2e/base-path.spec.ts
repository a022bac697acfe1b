import { expect, interactive, test } from './fixtures';

/*
 * The site built under a base path, as a GitHub Pages project site serves it (`/rules-at-hand/`):
 * `npm test` builds it into dist-base/ with BASE_PATH and runs only this file over it
 * (BASE_PATH=… DIST_DIR=dist-base; playwright.config.ts serves it under the base). The rest of the
 * suite tests the site at the root; here a sample of what a base path could break: assets and
 * islands load (no console error, no 404: the fixture fails on either), an example steps and
 * fetches its rules, links and the language switch stay under the base, search finds a page there,
 * and the root's language chooser and the 404 page point inside it.
 */

const BASE = `/${(process.env.BASE_PATH ?? '').replace(/^\/+|\/+$/g, '')}/`.replace('//', '/');
const at = (path: string) => `${BASE}${path.replace(/^\//, '')}`;

test.beforeAll(() => {
  expect(BASE, 'run with BASE_PATH set (npm test does)').not.toBe('/');
});

for (const path of ['', 'en/', 'pl/gheos/', 'en/bora-bora/examples/temple/', 'pl/gheos/sandbox/']) {
  // A file missing under the base would fail the page already (the fixture fails on any 404 and console error).
  test(`${at(path)} loads under the base path with its scripts and styles`, async ({ page }) => {
    const response = await page.goto(at(path));
    expect(response?.status()).toBe(200);
    await page.waitForLoadState('networkidle');
    // Every script, style and island module came from inside the base.
    const urls = await page.evaluate(() => [
      ...performance.getEntriesByType('resource').map((e) => e.name),
      ...[...document.querySelectorAll('astro-island')].flatMap((i) => [i.getAttribute('component-url'), i.getAttribute('renderer-url')]),
    ]);
    for (const u of urls.filter((u): u is string => !!u)) expect(new URL(u, page.url()).pathname, u).toMatch(new RegExp(`^${BASE}`));
  });
}

test('a rulebook under the base path steps its example, recomputes it, and links to other pages', async ({ page }) => {
  await page.goto(at('en/7-wonders/examples/military-conflict/'));
  const root = await interactive(page, 'military-conflict');
  await root.getByRole('button', { name: 'Next step' }).click();
  await expect(root).toHaveAttribute('data-step', '2');
  await expect(page).toHaveURL(new RegExp(`^[^#]*${BASE}en/7-wonders/examples/military-conflict/#military-conflict-step-2$`));
  // Changing a number fetches the story and the rules engine: a chunk under the base.
  await expect(root.locator('#military-conflict-step-2 .step-caption')).toContainText('defeat token');
  await root.getByLabel('Shields: Ala').fill('9');
  await root.getByLabel('Shields: Ala').blur();
  await expect(root.locator('#military-conflict-step-2 .step-caption')).toContainText('victory token worth 3');

  // The breadcrumb back to the rulebook, then the header to another game, then the language switch.
  await page.getByRole('link', { name: '7 Wonders' }).first().click();
  await expect(page).toHaveURL(new RegExp(`${BASE}en/7-wonders/$`));
  await page.locator('.game-nav').getByRole('link', { name: 'Gheos' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}en/gheos/$`));
  await expect(page.locator('h1')).toContainText('Gheos');
  // A link written in the rulebook's text (`/en/gheos/sandbox/`) gets the base too.
  await expect(page.locator('main a', { hasText: 'Gheos sandbox' }).first()).toHaveAttribute('href', at('en/gheos/sandbox/'));
  await page.getByRole('link', { name: 'Czytaj po polsku' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}pl/gheos/$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
});

test('search under the base path finds a page and opens it there', async ({ page }) => {
  await page.goto(at('en/'));
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('searchbox').fill('shields');
  const first = page.locator('.search-hit').first();
  await expect(first).toBeVisible();
  expect(new URL(await first.evaluate((a) => (a as HTMLAnchorElement).href)).pathname).toMatch(new RegExp(`^${BASE}en/`));
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${BASE}en/7-wonders/#`));
});

test('the root chooser and the 404 page link inside the base path', async ({ page }) => {
  await page.goto(at(''));
  await page.getByRole('link', { name: /English/ }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}en/$`));
  await page.goto(at(''));
  // The language read last is remembered under a base too.
  await expect(page.locator('[data-lang="en"]')).toHaveClass(/remembered/);

  const response = await page.goto(at('en/no-such-game/'));
  expect(response?.status()).toBe(404);
  // An English address shows the English text first, and its link goes home under the base.
  await expect(page.locator('.not-found')).toHaveClass(/en-first/);
  await page.getByRole('link', { name: 'Go to the list of games' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}en/$`));
});
