import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';

/**
 * A learner alone at a desk (issue 31): the Gheos board keeps its contrast in the dark theme.
 */

/** WCAG contrast ratio of two `rgb(…)` colours as the browser computed them. */
function ratio(a: string, b: string): number {
  const lum = (rgb: string) => {
    const [r, g, bl] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** The fills the first board on the page draws its sea, coast and land with, in a theme. */
async function terrain(page: Page, theme: 'light' | 'dark') {
  await page.evaluate((th) => (document.documentElement.dataset.theme = th), theme);
  return page.evaluate(() => {
    const fill = (sel: string) => {
      const el = document.querySelector(`.example svg ${sel}`);
      return el ? getComputedStyle(el).fill : '';
    };
    return { sea: fill('.g-sea'), coast: fill('.g-coast'), land: fill('.g-land') };
  });
}

test('the Gheos board keeps the light theme’s contrast between sea, coast and land in the dark', async ({ page }) => {
  await page.goto('/en/gheos/examples/war-1/');
  const light = await terrain(page, 'light');
  const dark = await terrain(page, 'dark');
  expect(light.sea && light.coast && light.land, 'the board draws sea, coast and land').toBeTruthy();
  expect(dark.sea, 'the dark theme has its own sea').not.toBe(light.sea);
  const pairs = [['sea', 'coast'], ['coast', 'land'], ['sea', 'land']] as const;
  for (const [a, b] of pairs) {
    const l = ratio(light[a], light[b]);
    const d = ratio(dark[a], dark[b]);
    console.log(`${a}/${b}: light ${l.toFixed(2)}, dark ${d.toFixed(2)}`);
    expect(Math.abs(d - l), `${a}/${b} contrast: light ${l.toFixed(2)}, dark ${d.toFixed(2)}`).toBeLessThan(0.1);
  }
});
