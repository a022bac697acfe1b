import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/**
 * Every test page fails on a console error, an uncaught exception, or a request
 * that leaves the site's origin (the site promises no third-party requests).
 */
export const test = base.extend<{ guard: { errors: string[]; foreign: string[] } }>({
  guard: [
    async ({ page, baseURL }, use) => {
      const errors: string[] = [];
      const foreign: string[] = [];
      const origin = new URL(baseURL as string).origin;
      page.on('console', (m) => {
        // A failed load is reported below with its URL, where a page's own 404 can be told apart.
        if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text());
      });
      page.on('response', (r) => {
        if (r.status() >= 400 && !r.request().isNavigationRequest()) errors.push(`${r.status()} ${r.url()}`);
      });
      page.on('pageerror', (e) => errors.push(String(e)));
      page.on('request', (r) => {
        const url = r.url();
        if (!url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin) foreign.push(url);
      });
      await use({ errors, foreign });
      expect(errors, 'console errors').toEqual([]);
      expect(foreign, 'requests leaving the site').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe's violations on the page as it stands, one line each, so a failure reads as a list.
 * Every WCAG 2.1 A/AA and best-practice rule, or only `rules`. Steps a hydrated explainer
 * hides are left out (axe skips hidden content anyway; a server-rendered page lists every
 * step visibly, and is checked that way), and only violations are collected. axe is put into
 * a document once, however many times it is run there, which keeps a page's checks quick.
 */
export async function axeViolations(page: Page, rules?: string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // What changed between two steps is animated (stepTransition.ts): axe judges a step as it ends, not half-faded.
  await page.evaluate(() =>
    document.getAnimations().forEach((a) => {
      try {
        a.finish();
      } catch {
        // an endless animation cannot finish; it is not a step's fade
      }
    }),
  );
  const options: RunOptions = { resultTypes: ['violations'], runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: AXE_TAGS } };
  const violations = await page.evaluate(
    async (options) => (await (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<AxeResults> } }).axe.run({ exclude: [['ol.steps > li[hidden]']] }, options)).violations,
    options,
  );
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
}

/** Pages in a PDF (Chromium's page.pdf): its page objects, `/Type /Page`, not the `/Pages` tree. */
export function pdfPages(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;
}

/** Wakes the example's island as a reader's pointer would (it hydrates at the first touch), and waits until it has. */
export async function interactive(page: Page, id: string) {
  const root = page.locator(`[data-example="${id}"]`);
  if ((await root.getAttribute('data-interactive')) !== 'true') await root.dispatchEvent('pointerover');
  // A long example hydrates in well under a second; a machine under load is given longer.
  await expect(root).toHaveAttribute('data-interactive', 'true', { timeout: 15_000 });
  return root;
}

/**
 * Opens 7 Wonders' military-conflict example on its second step and raises Ala's shields to 9: the
 * caption turns from a defeat token to a victory token worth 3 (the reader's numbers drive the engine).
 * Returns the awake example.
 */
export async function raiseShieldsToNine(page: Page) {
  await page.goto('/en/7-wonders/examples/military-conflict/#military-conflict-step-2');
  const root = await interactive(page, 'military-conflict');
  await expect(root.locator('#military-conflict-step-2 .step-caption')).toContainText('defeat token');
  await root.getByLabel('Shields: Ala').fill('9');
  await root.getByLabel('Shields: Ala').blur();
  await expect(root.locator('#military-conflict-step-2 .step-caption')).toContainText('victory token worth 3');
  return root;
}

export const strings = {
  en: { next: 'Next step', back: 'Previous step', first: 'First step', last: 'Last step', position: (n: number, m: number) => `Step ${n} of ${m}`, present: 'Present', switchLang: 'Czytaj po polsku' },
  pl: { next: 'Następny krok', back: 'Poprzedni krok', first: 'Pierwszy krok', last: 'Ostatni krok', position: (n: number, m: number) => `Krok ${n} z ${m}`, present: 'Prezentuj', switchLang: 'Read in English' },
} as const;

export function langOf(page: string): 'en' | 'pl' {
  return page.startsWith('/pl/') ? 'pl' : 'en';
}

/**
 * Each Bora Bora action tile drawn in `el`'s current step (SpotsPicture.tsx): its name, the name's size on
 * screen (its font through every transform, as `drawnWords` in phone.spec.ts reads it), and the room in
 * px between the name's box and the inner edge of the tile's frame (its stroke, thicker on a tile the
 * step is about), the least of the left, right and top. Self-contained: it runs in the page.
 */
export function tileWords(el: Element) {
  const out: { text: string; px: number; room: number; focus: boolean }[] = [];
  for (const svg of el.querySelectorAll<SVGSVGElement>('ol.steps > li.current svg[data-pic="spots"]')) {
    const m = svg.getScreenCTM();
    if (!m || !svg.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    const k = Math.hypot(m.a, m.b);
    for (const tile of svg.querySelectorAll('.bb-spot-g')) {
      const frame = tile.querySelector<SVGRectElement>('.bb-tile')!;
      const name = tile.querySelector<SVGTextElement>('.bb-tile-name')!;
      const f = frame.getBoundingClientRect();
      const t = name.getBoundingClientRect();
      const edge = (parseFloat(getComputedStyle(frame).strokeWidth) * k) / 2;
      out.push({
        text: name.textContent ?? '',
        px: parseFloat(getComputedStyle(name).fontSize) * k,
        room: Math.min(t.left - f.left, f.right - t.right, t.top - f.top) - edge,
        focus: tile.classList.contains('bb-f'),
      });
    }
  }
  return out;
}
