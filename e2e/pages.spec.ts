import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { pages } from './site-index';

for (const url of pages) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`${url} (${scheme}) loads cleanly and passes axe`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      const response = await page.goto(url);
      expect(response?.status()).toBeLessThan(400);
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
      expect(summary).toEqual([]);
    });
  }
}

test('every page has a skip link that moves focus to the content', async ({ page }) => {
  await page.goto('/en/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test('a phone-sized screen has no horizontal scrolling on any page', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const url of pages) {
    await page.goto(url);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, url).toBeLessThanOrEqual(0);
  }
});
