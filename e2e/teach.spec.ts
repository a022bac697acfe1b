import jsQR from 'jsqr';
import type { Page } from '@playwright/test';
import { expect, interactive, test } from './fixtures';

/**
 * Teaching a table (issue 30): the presenter never loses a press or the step, the language switch
 * and Esc keep the step, the speaker view can be used alone, the wall stays clean, and the step's
 * QR code opens the step. Cheap by design: one example page and one lesson, a few keys each.
 */
const EX = { game: 'gheos', id: 'migration-1' };
const page_ = (lang: string) => `/${lang}/${EX.game}/examples/${EX.id}/`;

async function presenting(page: Page, lang: string, step: number, query = '') {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`${page_(lang)}?present${query}#${EX.id}-step-${step}`);
  const root = await interactive(page, EX.id);
  await expect(root).toHaveClass(/presenting/);
  await expect(root).toHaveAttribute('data-step', String(step));
  return root;
}

test('B, then PageDown: the same step again; three PageDowns 50 ms apart: three steps', async ({ page }) => {
  const root = await presenting(page, 'en', 2);
  const blank = root.locator('[data-blank]');
  await page.keyboard.press('b');
  await expect(blank).toBeVisible();
  await page.keyboard.press('PageDown');
  await expect(blank).toHaveCount(0);
  await expect(root).toHaveAttribute('data-step', '2');
  await page.keyboard.press('.');
  await page.keyboard.press('ArrowLeft');
  await expect(blank).toHaveCount(0);
  await expect(root).toHaveAttribute('data-step', '2');
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('PageDown');
    await page.waitForTimeout(50);
  }
  await expect(root).toHaveAttribute('data-step', '5');
});

test('L in the presenter view: the same step, presenting, predicting, in Polish; Esc leaves at that step', async ({ page }) => {
  await presenting(page, 'en', 3, '&predict');
  await page.keyboard.press('l');
  await page.waitForURL(/\/pl\//);
  expect(new URL(page.url()).pathname).toBe(page_('pl'));
  const root = await interactive(page, EX.id);
  await expect(root).toHaveClass(/presenting/);
  await expect(root).toHaveAttribute('data-step', '3');
  await expect(root.locator('.example-predict')).toHaveAttribute('aria-pressed', 'true');
  // The visible control does the same, back to English.
  await root.locator('.present-language').click();
  await page.waitForURL(/\/en\//);
  const back = await interactive(page, EX.id);
  await expect(back).toHaveClass(/presenting/);
  await expect(back).toHaveAttribute('data-step', '3');
  await page.keyboard.press('Escape');
  await expect(back).not.toHaveClass(/presenting/);
  await expect(page).toHaveURL(new RegExp(`#${EX.id}-step-3$`));
});

test('a lesson: a fast double press on a title slide is not lost; L and Esc keep the step', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/en/gheos/present/');
  const first = (await page.locator('[data-title-of]').first().getAttribute('data-title-of')) as string;
  await expect(page.locator(`[data-title-of="${first}"]`)).toBeVisible();
  await page.keyboard.press('PageDown');
  await page.keyboard.press('PageDown');
  const root = page.locator(`[data-example="${first}"]`);
  await expect(root).toHaveClass(/presenting/);
  await expect(root).toHaveAttribute('data-step', '2');
  await expect(page).toHaveURL(new RegExp(`#${first}-step-2$`));
  // L: the Polish lesson on the same slide.
  await page.keyboard.press('L');
  await page.waitForURL(/\/pl\/gheos\/present\//);
  const pl = page.locator(`[data-example="${first}"]`);
  await expect(pl).toHaveClass(/presenting/);
  await expect(pl).toHaveAttribute('data-step', '2');
  // Esc: the rulebook, on that step.
  await page.keyboard.press('Escape');
  await page.waitForURL(/\/pl\/gheos\/#/);
  expect(new URL(page.url()).hash).toBe(`#${first}-step-2`);
  await expect(page.locator(`[data-example="${first}"]`)).toHaveAttribute('data-step', '2');
});

test('the speaker view alone: both pictures and captions, counts, part, clock, Back and Next', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`${page_('en')}?present&speaker#${EX.id}-step-2`);
  await interactive(page, EX.id);
  const panel = page.locator('.speaker-view');
  await expect(panel).toBeVisible();
  await expect(panel.locator('[data-speaker-picture="now"] svg').first()).toBeVisible();
  await expect(panel.locator('[data-speaker-picture="next"] svg').first()).toBeVisible();
  const captions = await page.locator(`[data-example="${EX.id}"] > ol.steps > li .step-caption`).allTextContents();
  await expect(panel.locator('[data-speaker="now"]')).toHaveText(captions[1] as string);
  await expect(panel.locator('[data-speaker="next"]')).toHaveText(captions[2] as string);
  await expect(panel.locator('[data-speaker="position"]')).toHaveText(`Step 2 of ${captions.length} · Slide 2 of ${captions.length}`);
  await expect(panel.locator('[data-speaker="clock"]')).toHaveText(/^\d{1,2}:\d\d$/);
  await panel.getByRole('button', { name: 'Next step' }).click();
  await expect(page.locator(`[data-example="${EX.id}"]`)).toHaveAttribute('data-step', '3');
  await expect(panel.locator('[data-speaker="now"]')).toHaveText(captions[2] as string);
  await panel.getByRole('button', { name: 'Previous step' }).click();
  await expect(page.locator(`[data-example="${EX.id}"]`)).toHaveAttribute('data-step', '2');
});

test('a clean wall: the controls fade when the pointer rests and come back when it moves', async ({ page }) => {
  const root = await presenting(page, 'en', 2);
  const opacity = () => root.locator('.example-controls').evaluate((e) => getComputedStyle(e).opacity);
  await page.mouse.move(600, 300);
  await expect.poll(opacity).toBe('1');
  await expect.poll(opacity, { timeout: 6000 }).toBe('0');
  // The room still sees the caption, the picture and the progress bar.
  for (const part of ['.step.current .step-caption', '.step.current .step-view', '.present-progress'])
    expect(await root.locator(part).evaluate((e) => getComputedStyle(e).opacity), part).toBe('1');
  await page.keyboard.press('PageDown');
  expect(await opacity(), 'a key does not bring the controls back').toBe('0');
  await page.mouse.move(700, 350);
  await expect.poll(opacity).toBe('1');
});

test('Q: a QR code of the step’s address, drawn in the page, that decodes to it', async ({ page, baseURL }) => {
  const root = await presenting(page, 'en', 4, '&predict');
  await page.keyboard.press('q');
  const svg = root.locator('.present-qr svg');
  await expect(svg).toBeVisible();
  const { viewBox, d } = await svg.evaluate((e) => ({ viewBox: e.getAttribute('viewBox') ?? '', d: e.querySelector('path')?.getAttribute('d') ?? '' }));
  // The drawing's unit squares, rasterised here at 4 px a module and read by a QR decoder.
  const size = Number(viewBox.split(' ')[2]);
  const scale = 4;
  const pixels = new Uint8ClampedArray(size * scale * size * scale * 4).fill(255);
  for (const [, x, y] of d.matchAll(/M(\d+) (\d+)h1v1h-1z/g))
    for (let dy = 0; dy < scale; dy++)
      for (let dx = 0; dx < scale; dx++) {
        const at = ((Number(y) * scale + dy) * size * scale + Number(x) * scale + dx) * 4;
        pixels.fill(0, at, at + 3);
      }
  const code = jsQR(pixels, size * scale, size * scale);
  expect(code?.data).toBe(`${baseURL}${page_('en')}?predict#${EX.id}-step-4`);
  // The next step's address follows the step.
  await page.keyboard.press('PageDown');
  await expect(root.locator('.present-qr')).toHaveAttribute('data-address', `${baseURL}${page_('en')}?predict#${EX.id}-step-5`);
});
