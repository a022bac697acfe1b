import { axeViolations, expect, test } from './fixtures';
import { pages } from './site-index';

/*
 * One load per page: every axe rule in the light theme; in the dark theme only what a theme can
 * change (colour contrast); then a 360 px wide phone, which must not scroll sideways.
 */
for (const url of pages) {
  test(`${url} loads cleanly, passes axe in light and dark, and fits a phone`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    const response = await page.goto(url);
    expect(response?.status()).toBeLessThan(400);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page), 'light').toEqual([]);

    // What the page's own start-up script does for a reader whose system is dark.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    expect(await axeViolations(page, ['color-contrast']), 'dark').toEqual([]);

    await page.setViewportSize({ width: 360, height: 740 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'sideways scrolling at 360 px').toBeLessThanOrEqual(0);
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
