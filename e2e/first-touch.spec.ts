import { expect, strings, test } from './fixtures';
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
