import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { examples, pages } from './site-index';

/*
 * Pages that hold still (issue 15 item 4): cumulative layout shift under Lighthouse's mobile settings
 * (a 412×823 phone, 4× CPU slow-down) stays below 0.05 on every rulebook in both languages and on a
 * sample of other pages, with and without JavaScript. With JavaScript the shift is read after the
 * load, after every island the page starts at once has hydrated, and after every example on the page
 * has been woken as a reader's first touch would wake it (so the server's layout is compared with the
 * island's, example by example), then a short settle. Each page's figure is printed, with the
 * elements that moved when there are any.
 */

const LIMIT = 0.05;
const rulebooks = pages.filter((p) => /^\/(pl|en)\/[^/]+\/$/.test(p) && examples.some((e) => e.page === p));
// Per game the example page with the most steps, in one language or the other (the same markup as
// its block in the rulebook, which is measured whole).
const ownPages = [...new Set(examples.map((e) => e.page.split('/')[2]))].flatMap((game, i) => {
  const lang = i % 2 ? 'pl' : 'en';
  const own = examples.filter((e) => e.page.startsWith(`/${lang}/${game}/examples/`)).sort((a, b) => b.steps - a.steps)[0];
  return own ? [own.page] : [];
});
const others = ['/en/gheos/sandbox/', '/pl/pillars-of-the-earth/present/'].filter((p) => pages.includes(p));
const withJs = [...rulebooks, ...ownPages, ...others];
// Without JavaScript nothing runs that could move the page: the two longest rulebooks stand for the rest.
const withoutJs = ['/pl/bora-bora/', '/en/pillars-of-the-earth/'].filter((p) => pages.includes(p));

interface Shift {
  value: number;
  sources: string[];
}

/** Starts collecting layout shifts (buffered: from the page's first paint), as Lighthouse counts them. */
async function collect(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __shifts: Shift[] };
    w.__shifts = [];
    const name = (n: Node | null) => {
      const el = n as Element | null;
      if (!el || !el.tagName) return '(text)';
      return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.classList.length ? `.${[...el.classList].slice(0, 2).join('.')}` : ''}`;
    };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] }[]) {
        if (e.hadRecentInput) continue;
        w.__shifts.push({
          value: e.value,
          sources: (e.sources ?? []).map((s) => `${name(s.node)} y ${Math.round(s.previousRect.y)}→${Math.round(s.currentRect.y)} h ${Math.round(s.previousRect.height)}→${Math.round(s.currentRect.height)}`),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function report(page: Page, url: string, mode: string): Promise<number> {
  await page.waitForTimeout(300);
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
  const total = shifts.reduce((sum, s) => sum + s.value, 0);
  console.log(`layout shift ${total.toFixed(4)}  ${mode.padEnd(5)} ${url}`);
  for (const s of shifts.filter((s) => s.value > 0.001).slice(0, 5)) console.log(`    ${s.value.toFixed(4)}: ${s.sources.join('; ')}`);
  return total;
}

test.describe('layout shift on a slow phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });

  for (const url of withJs) {
    test(`${url} holds still while it loads and its examples wake`, async ({ page }) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(url);
      await collect(page);
      // Every island that starts by itself (at load, when idle, or in view now) has hydrated.
      await page.waitForFunction(() =>
        [...document.querySelectorAll('astro-island[ssr]')].every((island) => {
          const how = island.getAttribute('client');
          if (how === 'load' || how === 'idle') return false;
          if (how !== 'visible') return true;
          const box = island.getBoundingClientRect();
          return !(box.bottom > 0 && box.top < innerHeight && (island.firstElementChild as HTMLElement | null)?.offsetParent !== null);
        }),
      );
      // Then each example as the reader's first touch wakes it (a pointer over it): at full speed, as
      // only its size matters now. Each must keep the size the server gave it, in view or not.
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      const sizes = () => page.evaluate(() => [...document.querySelectorAll('[data-example]')].map((el) => Math.round(el.getBoundingClientRect().height)));
      const before = await sizes();
      await page.evaluate(() => {
        for (const el of document.querySelectorAll('[data-example]')) el.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
      });
      if (before.length) await expect(page.locator('[data-example][data-interactive="true"]')).toHaveCount(before.length, { timeout: 30_000 });
      // The sandbox's rules of play load at the reader's first input: a pointer moving over the page
      // (which, unlike a press, does not excuse a shift that follows it).
      if (await page.locator('[data-sandbox]').count()) {
        await expect(async () => {
          await page.mouse.move(5 + Math.random() * 50, 5 + Math.random() * 50);
          await expect(page.locator('[data-sandbox]')).toHaveAttribute('data-ready', 'true', { timeout: 5000 });
        }).toPass({ timeout: 30_000 });
      }
      const after = await sizes();
      const ids = await page.locator('[data-example]').evaluateAll((els) => els.map((el) => el.id));
      const grown = ids.map((id, i) => `${id} ${before[i]}→${after[i]} px`).filter((_, i) => Math.abs((after[i] ?? 0) - (before[i] ?? 0)) > 1);
      expect(await report(page, url, 'js')).toBeLessThan(LIMIT);
      expect(grown, 'examples whose height changed when they woke').toEqual([]);
    });
  }

  // Opened from a "Present" link: the page is unseen until the presenter view is up (startup.js).
  const presentLink = examples.find((e) => e.page === '/en/gheos/examples/war-1/');
  if (presentLink) {
    test(`${presentLink.page}?present opens presenting and holds still`, async ({ page }) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(`${presentLink.page}?present#${presentLink.id}-step-3`);
      await collect(page);
      await expect(page.locator(`[data-example="${presentLink.id}"]`)).toHaveClass(/presenting/);
      await expect(page.locator('html')).not.toHaveClass(/present-pending/);
      expect(await report(page, `${presentLink.page}?present`, 'js')).toBeLessThan(LIMIT);
    });
  }

  // Stepping moves nothing under an example (issue 29): phone.spec.ts steps every example of every rulebook on
  // this phone and wants each as tall at every step as it woke (with its pictures' words at 11 px or more).

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    for (const url of withoutJs) {
      test(`${url} holds still without JavaScript`, async ({ page }) => {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.goto(url);
        await collect(page);
        expect(await report(page, url, 'no-js')).toBeLessThan(LIMIT);
      });
    }
  });
});
