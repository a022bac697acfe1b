import type { Page } from '@playwright/test';
import { expect, interactive, pdfPages, test } from './fixtures';
import { examples, pages } from './site-index';

/**
 * Print as storyboards (issue 15 item 5), in Chromium's own print (page.pdf with the print
 * stylesheet): every rulebook in both languages fits on 30 A4 pages, and each game's longest
 * example page on 2; every step of every example reaches the paper, and no control does.
 * The quick references' budget (2 pages) is checked, every one of them, in e2e/reference.spec.ts.
 */

const RULEBOOK_PAGES = 30;
const EXAMPLE_PAGES = 2;

const rulebooks = pages.filter((url) => /^\/(pl|en)\/[^/]+\/$/.test(url) && examples.some((e) => e.page === url));

/** Per game, the example with the most steps, on its own page: Polish for every other game (its words run longer), English for the rest. */
const examplePages = (() => {
  const longest = new Map<string, { id: string; steps: number }>();
  for (const e of examples.filter((x) => x.page.includes('/examples/'))) {
    const game = e.page.split('/')[2] as string;
    const best = longest.get(game);
    if (!best || e.steps > best.steps || (e.steps === best.steps && e.id < best.id)) longest.set(game, e);
  }
  return [...longest.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([game, e], i) => `/${i % 2 ? 'en' : 'pl'}/${game}/examples/${e.id}/`);
})();

/** What print shows of the page's controls, and how many of its examples' steps it leaves out. */
function printed(page: Page) {
  return page.evaluate(() => {
    const shown = (el: Element) => el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    const controls = [...document.querySelectorAll('button, input, select, textarea, [role="button"], .step-timeline, .example-toolbar, .example-controls, .player-picker')]
      .filter(shown)
      .map((el) => `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).trim().split(/\s+/).join('.')}` : ''} "${(el.textContent ?? '').trim().slice(0, 30)}"`);
    const steps = [...document.querySelectorAll('[data-example] ol.steps > li')];
    const missing = steps.filter((li) => !shown(li) || !shown(li.querySelector('.step-caption') ?? li)).map((li) => li.id);
    return { controls, steps: steps.length, missing };
  });
}

for (const url of [...rulebooks, ...examplePages]) {
  const limit = url.includes('/examples/') ? EXAMPLE_PAGES : RULEBOOK_PAGES;
  test(`${url} prints its examples as storyboards, on at most ${limit} A4 pages, with no control`, async ({ page }) => {
    await page.goto(url);
    // The first example as a reader prints it, hydrated (buttons, timeline, inputs there to be hidden).
    // A rulebook prints as a reader who opened it and printed at once has it (no example woken yet); an
    // example's own page as one who stepped it first (hydrated: buttons, timeline, inputs there to be hidden).
    if (url.includes('/examples/')) {
      const first = page.locator('[data-example]').first();
      await interactive(page, (await first.getAttribute('data-example')) as string);
    }
    await page.emulateMedia({ media: 'print' });
    const { controls, steps, missing } = await printed(page);
    expect(controls, 'controls visible in print').toEqual([]);
    expect(steps).toBeGreaterThan(0);
    expect(missing, 'steps left out of print').toEqual([]);
    const sheets = pdfPages(await page.pdf({ format: 'A4' }));
    console.log(`A4 pages, ${url}: ${sheets} (${steps} steps)`);
    expect(sheets).toBeGreaterThan(0);
    expect(sheets, `${url} prints on ${sheets} A4 pages`).toBeLessThanOrEqual(limit);
  });
}
