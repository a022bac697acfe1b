import type { Page } from '@playwright/test';
import { axeViolations, expect, interactive, langOf, strings, test } from './fixtures';
import { axeSample, examples, pages } from './site-index';

/**
 * Counts what the page's Content Security Policy refuses: every `securitypolicyviolation` event (a
 * listener put on the document before any of the page's scripts runs, reporting straight back, so
 * nothing is lost across navigations) and every Chromium console message naming the policy.
 */
async function watchPolicy(page: Page): Promise<string[]> {
  const refused: string[] = [];
  await page.exposeFunction('__cspViolation', (v: string) => refused.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __cspViolation: (v: string) => void }).__cspViolation(
        `${e.effectiveDirective} refused ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber} (${e.sample})`,
      );
    });
  });
  page.on('console', (m) => {
    // Chromium's message quotes the whole policy; its first sentence says what was refused.
    if (/Content Security Policy/i.test(m.text())) refused.push(`console: ${m.text().slice(0, 120)}…`);
  });
  return refused;
}

/*
 * Every page loads, answers, carries a strict policy that refuses nothing, and does not scroll
 * sideways on a 360 px wide phone. axe runs on every page but examples' own pages, lessons and
 * practice pages, which are sampled (`axeSample`, printed below): every axe rule in the light
 * theme, in the dark theme only what a theme can change (colour contrast), and the page's first
 * example stepped to its end under the policy. The pages left out of the sample get the cheap
 * checks in one tab per game and language.
 */
test('the pages axe checks (every page but examples\' own, lessons and practice pages, and a sample of those)', () => {
  const skipped = pages.filter((p) => !axeSample.has(p));
  const sampledKinds = (p: string) => p.includes('/examples/') || p.includes('/practice/') || /\/present\/$/.test(p);
  console.log(`axe on ${axeSample.size} of ${pages.length} pages; sampled: ${[...axeSample].filter(sampledKinds).join(' ')}; not run on ${skipped.length} other example, lesson and practice pages (their examples are checked in their rulebooks)`);
  expect(pages.filter((p) => !sampledKinds(p) && !axeSample.has(p)), 'every other page gets axe').toEqual([]);
  for (const lang of ['en', 'pl']) for (const kind of ['/present/', '/practice/']) expect([...axeSample].some((p) => p.startsWith(`/${lang}/`) && p.endsWith(kind)), `a ${kind} page in ${lang} gets axe`).toBe(true);
  const rulebooks = new Set(examples.filter((e) => e.page.includes('/examples/')).map((e) => e.page.replace(/examples\/.*$/, '')));
  for (const book of rulebooks) expect([...axeSample].some((p) => p.startsWith(`${book}examples/`)), `an example page of ${book} gets axe`).toBe(true);
});

/** The cheap checks of one load: it answers, carries its strict policy first after the charset. */
async function loadsCleanly(page: Page, url: string) {
  const response = await page.goto(url);
  expect(response?.status(), url).toBeLessThan(400);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  // No policy would refuse nothing: it must be there, first after the charset, and strict.
  const policy = await page.locator('head > meta[charset] + meta[http-equiv="content-security-policy"]').getAttribute('content');
  expect(policy, url).toMatch(/script-src 'self'/);
  expect(policy, url).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
}

async function sidewaysAt360(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

// The pages outside the axe sample (examples' own pages, lessons and practice pages, whose markup
// the sampled ones share) get the cheap checks only, a game and language to a test, one tab.
const cheap = new Map<string, string[]>();
for (const url of pages.filter((p) => !axeSample.has(p))) {
  const key = url.split('/').slice(0, 3).join('/');
  cheap.set(key, [...(cheap.get(key) ?? []), url]);
}
for (const [key, urls] of cheap) {
  test(`${key}/: ${urls.length} more pages load cleanly, fit a phone, and break no CSP`, async ({ page }) => {
    const refused = await watchPolicy(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 360, height: 740 });
    for (const url of urls) {
      await loadsCleanly(page, url);
      expect(await sidewaysAt360(page), `sideways scrolling at 360 px: ${url}`).toBeLessThanOrEqual(0);
    }
    expect(refused, 'Content Security Policy violations').toEqual([]);
  });
}

for (const url of pages.filter((p) => axeSample.has(p))) {
  test(`${url} loads cleanly, passes axe in light and dark, fits a phone, and breaks no CSP`, async ({ page }) => {
    const refused = await watchPolicy(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await loadsCleanly(page, url);
    // axe judges the page as it settles (islands that hydrate when idle, fonts).
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page), 'light').toEqual([]);
    // What the page's own start-up script does for a reader whose system is dark.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    expect(await axeViolations(page, ['color-contrast']), 'dark').toEqual([]);

    await page.setViewportSize({ width: 360, height: 740 });
    expect(await sidewaysAt360(page), 'sideways scrolling at 360 px').toBeLessThanOrEqual(0);

    // Every step of the page's first example is rendered once (clicked inside the page, a task apart:
    // quicker than a round trip per step; examples.spec.ts checks the stepping itself).
    const ex = examples.find((e) => e.page === url);
    if (ex) {
      const root = await interactive(page, ex.id);
      const reached = await root.evaluate(async (el, { steps, name }) => {
        const next = [...el.querySelectorAll('button')].find((b) => b.textContent?.includes(name));
        const frame = () => new Promise((done) => setTimeout(done, 0)); // Preact renders in a microtask
        for (let n = 2; n <= steps; n++) {
          next?.click();
          await frame();
        }
        return el.getAttribute('data-step');
      }, { steps: ex.steps, name: strings[langOf(url)].next });
      expect(reached, `${ex.id} stepped to its end`).toBe(String(ex.steps));
    }
    expect(refused, 'Content Security Policy violations').toEqual([]);
  });
}

test('every page has a skip link that moves focus to the content', async ({ page }) => {
  await page.goto('/en/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

// Pagefind's script and its WebAssembly (allowed by 'wasm-unsafe-eval', never 'unsafe-eval') under the policy.
for (const [lang, query] of [
  ['en', 'shields'],
  ['pl', 'Tarcze'],
] as const) {
  test(`search (${lang}) opens and answers a query under the page's CSP`, async ({ page }) => {
    const refused = await watchPolicy(page);
    await page.goto(`/${lang}/7-wonders/`);
    await page.getByRole('button', { name: lang === 'en' ? 'Search' : 'Szukaj' }).click();
    await page.getByRole('searchbox').fill(query);
    await expect(page.locator('.search-results a').first()).toBeVisible();
    expect(refused, 'Content Security Policy violations').toEqual([]);
  });
}

test('the Gheos sandbox hydrates and gets ready under the page’s CSP', async ({ page }) => {
  const refused = await watchPolicy(page);
  await page.goto('/en/gheos/sandbox/');
  // Its rules of play load at the reader's first input once the island is up.
  await expect(async () => {
    await page.mouse.move(5 + Math.random() * 50, 5 + Math.random() * 50);
    await expect(page.locator('[data-sandbox]')).toHaveAttribute('data-ready', 'true', { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  expect(refused, 'Content Security Policy violations').toEqual([]);
});
