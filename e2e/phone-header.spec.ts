import { axeViolations, expect, test } from './fixtures';
import { dictionaries } from '../src/i18n';

/**
 * On a phone (src/components/ContentsDrawer.astro, Header.astro): the header comes back on the way up
 * and keeps the section being read in sight, its contents drawer opens and lands on sections, every
 * header control has a name at every width, and a wide Gheos board pans instead of shrinking.
 * One rulebook per language, at the two common phone sizes.
 */
const samples = [
  { url: '/en/gheos/', lang: 'en' as const, viewport: { width: 360, height: 740 } },
  { url: '/pl/bora-bora/', lang: 'pl' as const, viewport: { width: 390, height: 844 } },
];

for (const { url, lang, viewport } of samples) {
  test(`${url} at ${viewport.width}×${viewport.height}: the header stays at hand and its drawer lands on sections`, async ({ page }) => {
    const t = dictionaries[lang];
    await page.setViewportSize(viewport);
    await page.goto(url);
    const header = page.locator('.site-header');
    const bar = page.locator('.section-bar');
    const current = page.locator('[data-current-section-name]');
    const inView = async (locator: typeof header) => {
      const box = await locator.boundingBox();
      return box !== null && box.y >= -1 && box.y + box.height <= viewport.height;
    };

    // Down the page: the header tucks away but its section row stays, naming a section of the contents.
    await page.waitForLoadState('networkidle');
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (const y of [height / 4, height / 2]) {
      await page.evaluate((y) => scrollTo(0, y), y);
      await page.evaluate(() => new Promise(requestAnimationFrame));
    }
    await expect(header).toHaveClass(/tucked/);
    await expect.poll(() => inView(bar)).toBe(true);
    expect(await inView(page.locator('.game-menu-open')), 'the top row is tucked away').toBe(false);
    const name = (await current.textContent())?.trim() ?? '';
    const sections = (await page.locator('#contents-drawer a').allTextContents()).map((s) => s.trim());
    expect(sections).toContain(name);
    expect(name, 'halfway down is not the first section').not.toBe(sections[0]);

    // Back up a little: the whole header returns.
    await page.evaluate(() => scrollBy(0, -300));
    await expect(header).not.toHaveClass(/tucked/);
    await expect.poll(() => inView(page.locator('.game-menu-open'))).toBe(true);

    // The drawer: opens from the header, closes with Esc, and a link lands on its section below the header.
    const open = page.getByRole('button', { name: t['nav.contents'] });
    const drawer = page.locator('#contents-drawer');
    await open.click();
    await expect(drawer).toBeVisible();
    // Both read in one go: a late scroll event may still move the header's section, and the drawer's mark with it.
    const sameSection = () =>
      page.evaluate(() => {
        const header = document.querySelector('[data-current-section-name]')?.textContent?.trim();
        return !!header && document.querySelector('#contents-drawer a[aria-current]')?.textContent?.trim() === header;
      });
    await expect.poll(sameSection, { message: 'the drawer marks the section named in the header' }).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await open.click();
    const link = drawer.locator('a').nth(4);
    const hash = (await link.getAttribute('href')) ?? '';
    await link.click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${hash}$`));
    const target = page.locator(hash);
    // Upwards from halfway down: the section lands in view and below what is left of the header, not under it.
    const below = async () => {
      const [h, s] = [await header.boundingBox(), await target.boundingBox()];
      return h && s ? s.y - (h.y + h.height) : -1;
    };
    await expect.poll(below).toBeGreaterThanOrEqual(-2);
    expect(await inView(target)).toBe(true);
  });
}

test('every header control has an accessible name, on a phone and on a laptop', async ({ page }) => {
  for (const url of ['/en/7-wonders/', '/pl/gheos/']) {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(url);
    // The same page resized: what changes with the width is only CSS.
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await axeViolations(page, ['button-name', 'link-name', 'aria-command-name']), `${url} at ${width} px`).toEqual([]);
      // And explicitly: each visible control in the header names itself.
      const names = await page.locator('.site-header :is(a, button):visible').evaluateAll((els) =>
        els.map((el) => (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText).trim() || el.outerHTML.slice(0, 80)),
      );
      for (const name of names) expect(name, `${url} at ${width} px`).toMatch(/\p{L}/u);
    }
  }
});

test('a Gheos board wider than a phone pans sideways, each triangle side at least 44 px, and the page does not', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  // Sixteen sea tiles in a row: a board far wider than the screen.
  const tiles = Array.from({ length: 16 }, (_, c) => `0_${c}_0_sss`).join('~');
  await page.goto(`/en/gheos/sandbox/?p=${encodeURIComponent(`1!${tiles}!!A-0-3-~B-0-3-!0!!0`)}`);
  const pan = page.getByRole('group', { name: dictionaries.en['gheos.board.pan'] });
  await expect(pan).toHaveAttribute('tabindex', '0');
  const measure = () =>
    pan.evaluate((el) => {
      const svg = el.querySelector('svg')!;
      return { side: (svg.getBoundingClientRect().width / svg.viewBox.baseVal.width) * 64, scroll: el.scrollWidth - el.clientWidth, left: el.scrollLeft };
    });
  // The page is served with an empty board; the sandbox draws the address's sixteen tiles once it has
  // read it. Wait for that drawing (the empty board alone would pass the size check), then measure.
  await expect(pan.locator('.g-tile')).toHaveCount(16);
  await expect.poll(async () => (await measure()).side).toBeGreaterThanOrEqual(44);
  const before = await measure();
  expect(before.scroll, 'the board pans').toBeGreaterThan(0);
  // Keyboard: the focused board scrolls with the arrow keys. The board is drawn again when play arrives
  // (at the first input): wait for that, so the keys are tried on the board that stays.
  await page.mouse.move(1, 1);
  await expect(page.locator('[data-sandbox]')).toHaveAttribute('data-ready', 'true');
  await pan.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await measure()).left).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  // An example's board on a phone is drawn at least as large.
  await page.goto('/pl/gheos/examples/war-and-migration/');
  const side = () => page.locator('.gheos-pan svg').first().evaluate((svg) => (svg.getBoundingClientRect().width / (svg as SVGSVGElement).viewBox.baseVal.width) * 64);
  await expect.poll(side).toBeGreaterThanOrEqual(44);
});
