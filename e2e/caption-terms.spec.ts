import { expect, test } from './fixtures';

/**
 * Glossary terms in example captions (src/components/terms/captionTerms.ts): on a rulebook the term
 * is described by the page's glossary; on an example's own page by the few definitions the page
 * carries, hidden, and it links to the rulebook's entry. By keyboard (focus, Enter), Esc closes;
 * the island, woken by that touch, keeps the same marked caption.
 */
const pages = [
  { url: '/en/gheos/', entry: /^#term-/ },
  { url: '/pl/7-wonders/', entry: /^#term-/ },
  { url: '/en/gheos/examples/place-tile/', entry: /^\/en\/gheos\/#term-/ },
  { url: '/pl/bora-bora/examples/dice-placement/', entry: /^\/pl\/bora-bora\/#term-/ },
];

for (const { url, entry } of pages) {
  test(`${url}: a term in a step caption opens its meaning by keyboard and Esc closes it`, async ({ page }) => {
    await page.goto(url);
    const caption = page.locator('li.step.current .step-caption:has(a.term)').first();
    const term = caption.locator('a.term').first();
    const marked = await caption.locator('a.term').allTextContents();
    expect(await term.getAttribute('href')).toMatch(entry);
    const id = await term.getAttribute('aria-describedby');
    expect(id).toMatch(/^term-.+-def$/);
    expect(await page.locator(`[id="${id}"]`).count(), 'one definition on the page').toBe(1);
    const definition = (await page.locator(`[id="${id}"]`).textContent())?.trim() ?? '';
    expect(definition.length).toBeGreaterThan(10);
    await term.focus();
    await page.keyboard.press('Enter');
    const pop = page.locator('#term-pop');
    await expect(pop).toBeVisible();
    await expect(pop).toContainText(definition);
    await expect(term).toHaveAttribute('aria-expanded', 'true');
    expect(page.url(), 'Enter does not follow the link').not.toContain('#term-');
    await page.keyboard.press('Escape');
    await expect(pop).toBeHidden();
    // The example woke at that touch: its caption is marked as the server wrote it.
    await expect(page.locator('li.step[aria-current="step"]').first()).toBeAttached();
    expect(await caption.locator('a.term').allTextContents()).toEqual(marked);
  });
}
