import { expect, interactive, langOf, strings, test } from './fixtures';
import { examples } from './site-index';

for (const ex of examples) {
  const s = strings[langOf(ex.page)];
  const where = `${ex.page} #${ex.id}`;
  // The full behaviour is tested on the example's own page; inside a rulebook, where several
  // examples share the page, what can differ is tested: keys, and landing on every step link.
  const standalone = ex.page.includes('/examples/');

  test.describe(where, () => {
    test('can be stepped to its last step by keyboard, and back', async ({ page }) => {
      await page.goto(ex.page);
      const root = await interactive(page, ex.id);
      await root.getByRole('button', { name: s.next }).focus();
      for (let n = 2; n <= ex.steps; n++) {
        await page.keyboard.press(n % 2 ? 'ArrowRight' : 'PageDown');
        await expect(root).toHaveAttribute('data-step', String(n));
      }
      await expect(root.locator('[aria-live="polite"]')).toContainText(s.position(ex.steps, ex.steps));
      await expect(root.getByRole('button', { name: s.next })).toBeDisabled();
      await page.keyboard.press('Home');
      await expect(root).toHaveAttribute('data-step', '1');
      await page.keyboard.press('End');
      await expect(root).toHaveAttribute('data-step', String(ex.steps));
      await page.keyboard.press('PageUp');
      await expect(root).toHaveAttribute('data-step', String(Math.max(1, ex.steps - 1)));
      await page.keyboard.press('ArrowLeft');
      await expect(root).toHaveAttribute('data-step', String(Math.max(1, ex.steps - 2)));
    });

    if (standalone) test('buttons step through with the hash following, without adding history', async ({ page }) => {
      await page.goto(ex.page);
      const root = await interactive(page, ex.id);
      const before = await page.evaluate(() => history.length);
      await root.getByRole('button', { name: s.next }).click();
      await expect(page).toHaveURL(new RegExp(`#${ex.id}-step-2$`));
      await root.getByRole('button', { name: s.last }).click();
      await expect(page).toHaveURL(new RegExp(`#${ex.id}-step-${ex.steps}$`));
      await root.getByRole('button', { name: s.first }).click();
      await expect(page).toHaveURL(new RegExp(`#${ex.id}-step-1$`));
      expect(await page.evaluate(() => history.length)).toBe(before);
    });

    test('every step anchor lands on its step with JavaScript, showing the server’s caption', async ({ page }) => {
      const expectOn = async (n: number) => {
        const root = page.locator(`[data-example="${ex.id}"]`);
        await expect(root).toHaveAttribute('data-step', String(n));
        const step = page.locator(`#${ex.id}-step-${n}`);
        await expect(step).toBeVisible();
        await expect(step).toBeInViewport();
        await expect(step.locator('.step-caption')).toHaveText(ex.captions[n - 1] as string);
        await expect(root.locator('ol.steps > li:visible')).toHaveCount(1);
      };
      // Opening the page on a step link: first, middle and last step on the example's own page;
      // a middle one inside a rulebook, where the page is heavier and the mechanism the same.
      const opened = standalone ? [1, Math.ceil(ex.steps / 2), ex.steps] : [Math.ceil(ex.steps / 2)];
      for (const n of new Set(opened)) {
        await page.goto(`${ex.page}?open=${n}#${ex.id}-step-${n}`);
        await interactive(page, ex.id);
        await expectOn(n);
      }
      // Following a step link within the page: every step.
      for (let n = 1; n <= ex.steps; n++) {
        await page.evaluate((hash) => (location.hash = hash), `#${ex.id}-step-${n}`);
        await expectOn(n);
      }
    });

    if (standalone) test('a step out of range is clamped to the last step, with a polite notice', async ({ page }) => {
      await page.goto(`${ex.page}#${ex.id}-step-${ex.steps + 40}`);
      const root = await interactive(page, ex.id);
      await expect(root).toHaveAttribute('data-step', String(ex.steps));
      await expect(root.getByRole('status').first()).toContainText(String(ex.steps + 40));
      await expect(page).toHaveURL(new RegExp(`#${ex.id}-step-${ex.steps}$`));
    });

    if (standalone) test('the language switch keeps the step', async ({ page }) => {
      const step = Math.min(3, ex.steps);
      await page.goto(ex.page);
      const root = await interactive(page, ex.id);
      for (let n = 1; n < step; n++) await root.getByRole('button', { name: s.next }).click();
      await page.getByRole('link', { name: s.switchLang }).click();
      const other = langOf(ex.page) === 'en' ? 'pl' : 'en';
      await expect(page).toHaveURL(new RegExp(`^[^#]*/${other}/.*#${ex.id}-step-${step}$`));
      const switched = await interactive(page, ex.id);
      await expect(switched).toHaveAttribute('data-step', String(step));
    });

    if (standalone) test('present mode: large, keys page-wide, Esc leaves, step kept', async ({ page }) => {
      await page.goto(ex.page);
      const root = await interactive(page, ex.id);
      await root.getByRole('button', { name: s.present }).click();
      await expect(root).toHaveClass(/presenting/);
      await page.locator('body').press('PageDown');
      await expect(root).toHaveAttribute('data-step', String(Math.min(2, ex.steps)));
      await page.keyboard.press('Escape');
      await expect(root).not.toHaveClass(/presenting/);
      await expect(root).toHaveAttribute('data-step', String(Math.min(2, ex.steps)));
      await expect(page).toHaveURL(new RegExp(`#${ex.id}-step-${Math.min(2, ex.steps)}$`));
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const ex of examples) {
    test(`${ex.page} #${ex.id}: every step is listed and every anchor lands on its step`, async ({ page }) => {
      await page.goto(ex.page);
      const root = page.locator(`[data-example="${ex.id}"]`);
      await expect(root.locator('ol.steps > li')).toHaveCount(ex.steps);
      for (let n = 1; n <= ex.steps; n++) {
        await page.goto(`${ex.page}#${ex.id}-step-${n}`);
        const step = page.locator(`#${ex.id}-step-${n}`);
        await expect(step).toBeVisible();
        await expect(step).toBeInViewport();
      }
    });
  }
});
