import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';

/**
 * Glossary terms in the rule text (src/integrations/glossary-terms.mjs, src/components/terms/):
 * a sample of rulebooks, both languages, by keyboard (Tab, then Enter), by tap on a phone, and by mouse.
 */

/** Tabs from a section's heading anchor until focus lands on a marked term; returns the term. */
async function tabToTerm(page: Page) {
  const anchors = page.locator('main .heading-anchor');
  for (let i = 0; i < 8; i++) {
    await anchors.nth(i).focus();
    await page.keyboard.press('Tab');
    const term = page.locator('a.term:focus');
    if ((await term.count()) === 1) return term;
  }
  throw new Error('no section has a term as its first link');
}

async function definitionOf(page: Page, term: ReturnType<Page['locator']>) {
  const id = await term.getAttribute('aria-describedby');
  expect(id, 'the term is described by its glossary entry').toMatch(/^term-.+-def$/);
  return (await page.locator(`#${id}`).textContent())?.trim() ?? '';
}

for (const url of ['/en/gheos/', '/pl/bora-bora/']) {
  test(`${url}: a term opens its meaning by keyboard (Tab, Enter) and Esc closes it`, async ({ page }) => {
    await page.goto(url);
    const term = await tabToTerm(page);
    const pop = page.locator('#term-pop');
    const definition = await definitionOf(page, term);
    expect(definition.length).toBeGreaterThan(10);
    // Focus alone shows it; Enter keeps it open.
    await expect(pop).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(pop).toBeVisible();
    await expect(pop).toContainText(definition);
    await expect(term).toHaveAttribute('aria-expanded', 'true');
    const href = await term.getAttribute('href');
    await expect(pop.getByRole('link')).toHaveAttribute('href', new RegExp(`${href}$`));
    expect(page.url(), 'Enter does not leave for the glossary').not.toContain('#term-');
    // Tab goes on into the pop-up's own link to the glossary entry.
    await page.keyboard.press('Tab');
    await expect(pop.getByRole('link')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(pop).toBeHidden();
    await expect(term).toHaveAttribute('aria-expanded', 'false');
  });
}

for (const url of ['/pl/7-wonders/', '/en/pillars-of-the-earth/']) {
  test(`${url}: on a phone a tap on a term shows its meaning, a tap elsewhere or Esc closes it`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(url);
    const term = page.locator('main p a.term').nth(2);
    const pop = page.locator('#term-pop');
    const definition = await definitionOf(page, term);
    await term.tap();
    await expect(pop).toBeVisible();
    await expect(pop).toContainText(definition);
    const box = await pop.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360, 'the pop-up fits the phone').toBe(true);
    expect(page.url()).not.toContain('#term-');
    await page.locator('main h1').tap();
    await expect(pop).toBeHidden();
    await term.tap();
    await expect(pop).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(pop).toBeHidden();
    await context.close();
  });
}

test('a mouse resting on a term shows its meaning, and leaving closes it', async ({ page }) => {
  await page.goto('/en/7-wonders/');
  const term = page.locator('main p a.term').first();
  const pop = page.locator('#term-pop');
  await term.hover();
  await expect(pop).toBeVisible();
  await expect(pop).toContainText(await definitionOf(page, term));
  await page.mouse.move(0, 0);
  await expect(pop).toBeHidden();
});
