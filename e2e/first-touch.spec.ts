import { expect, interactive, strings, test } from './fixtures';
import { examples, stepId } from './site-index';

/*
 * An example's island hydrates at the reader's first touch (`client:touch`): the page loads none of
 * its script before. The touch that wakes it is not lost: a button pressed or a step key typed
 * while it wakes takes effect once it is awake. And a plain visit wakes nothing.
 */
const ex = examples.find((e) => e.page === '/en/7-wonders/examples/military-ring/') ?? examples.find((e) => e.page.includes('/en/') && e.page.includes('/examples/'))!;
const s = strings.en;

test(`${ex.page}: nothing wakes by itself, and the first click on "Next" steps`, async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto(ex.page);
  await page.waitForLoadState('networkidle');
  const root = page.locator(`[data-example="${ex.id}"]`);
  await expect(root).not.toHaveAttribute('data-interactive', /./);
  expect(scripts.filter((u) => /Walkthrough|Example/.test(u)), 'explainer scripts before any touch').toEqual([]);
  await root.getByRole('button', { name: s.next }).click();
  await expect(root).toHaveAttribute('data-step', '2');
  await expect(root).toHaveAttribute('data-interactive', 'true');
  await expect(page).toHaveURL(new RegExp(`#${stepId(ex, 2)}$`));
});

test(`${ex.page}: a step key pressed as focus first enters the example steps it`, async ({ page }) => {
  await page.goto(ex.page);
  const root = page.locator(`[data-example="${ex.id}"]`);
  await root.focus();
  await page.keyboard.press('ArrowRight');
  await expect(root).toHaveAttribute('data-step', '2');
  await page.keyboard.press('End');
  await expect(root).toHaveAttribute('data-step', String(ex.steps));
});

test(`${ex.page}: the first tap on a step of the timeline opens it in place`, async ({ page }) => {
  await page.goto(ex.page);
  const root = page.locator(`[data-example="${ex.id}"]`);
  const last = Math.min(3, ex.steps);
  await root.locator('.step-timeline a').nth(last - 1).click();
  await expect(root).toHaveAttribute('data-step', String(last));
  await expect(root).toHaveAttribute('data-interactive', 'true');
  await expect(page).toHaveURL(new RegExp(`#${stepId(ex, last)}$`));
});

/*
 * Waking keeps the picture the server drew of the step shown: the island does not draw it anew when
 * the steps' views arrive. Drawn anew, each of its elements was replaced a moment after the first
 * touch (126 of a Gheos board), and a tap on its "try from here" link that began on the old link and
 * ended on the new one was lost (sandbox.spec's "try from here" click, flaky once under load).
 */
const byGame = new Map(examples.filter((e) => e.page.includes('/examples/') && e.page.startsWith('/pl/')).map((e) => [e.page.split('/')[2], e]));
for (const [game, example] of byGame) {
  test(`${example.page}: waking keeps every element of the picture the server drew (${game})`, async ({ page }) => {
    await page.goto(example.page);
    const root = page.locator(`[data-example="${example.id}"]`);
    const count = await root.evaluate((el) => {
      const kept = [...el.querySelectorAll(':scope > ol.steps > li.current > .step-view *')];
      (window as unknown as { __drawn: Element[] }).__drawn = kept;
      return kept.length;
    });
    expect(count, 'elements drawn by the server').toBeGreaterThan(5);
    await interactive(page, example.id);
    // The views arrive once awake; the step either side is then drawn while the page is idle.
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/views/')));
    await page.waitForFunction((id) => !!document.querySelector(`[data-example="${id}"] > ol.steps > li.current + li .step-view:not(.step-frames)`), example.id);
    const replaced = await page.evaluate(() => (window as unknown as { __drawn: Element[] }).__drawn.filter((e) => !e.isConnected).map((e) => e.tagName));
    expect(replaced, 'elements of the shown picture replaced on waking').toEqual([]);
  });
}
