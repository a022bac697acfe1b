import type { Page } from '@playwright/test';
import { expect, interactive, langOf, strings, test } from './fixtures';
import { exampleSample, examples, mostSteps, stepId } from './site-index';

/*
 * Every example found in dist/: in its rulebook, in both languages, it opens on a step from its link
 * with a named picture at every step and a Present link to its own page, and (in English) the rulebook's longest steps to its end by
 * keyboard (one load per rulebook); without JavaScript every step link of every rulebook, both languages, lands on its
 * step (and of the sampled examples' own pages below).
 * Following every step link while open, the controls, the clamped link, presentation and the
 * language switch are the same code whatever the example, so they run on a sample of English
 * examples' own pages (`exampleSample`: per game the longest, printed).
 */

type Ex = (typeof examples)[number];

/** Checks that `ex` shows step `n`, alone, in view, with the caption the server wrote. */
async function expectOn(page: Page, ex: Ex, n: number) {
  const root = page.locator(`[data-example="${ex.id}"]`);
  await expect(root).toHaveAttribute('data-step', String(n));
  const step = page.locator(`#${stepId(ex, n)}`);
  await expect(step).toBeVisible();
  await expect(step).toBeInViewport();
  // The hydrated step says exactly what the server wrote for it.
  await expect(step.locator('.step-caption')).toHaveText(ex.captions[n - 1] as string);
  await expect(root.locator('ol.steps > li:visible')).toHaveCount(1);
}

/** Keys: Home, then → and PageDown (a clicker) to the end, End, PageUp and ←. */
async function stepByKeys(page: Page, ex: Ex) {
  const s = strings[langOf(ex.page)];
  const root = page.locator(`[data-example="${ex.id}"]`);
  await root.getByRole('button', { name: s.next }).focus();
  await page.keyboard.press('Home');
  await expect(root).toHaveAttribute('data-step', '1');
  for (let n = 2; n <= ex.steps; n++) {
    await page.keyboard.press(n % 2 ? 'ArrowRight' : 'PageDown');
    await expect(root).toHaveAttribute('data-step', String(n));
  }
  await expect(root.locator('[aria-live="polite"]')).toContainText(s.position(ex.steps, ex.steps));
  await expect(root.getByRole('button', { name: s.next })).toBeDisabled();
  await page.keyboard.press('PageUp');
  await expect(root).toHaveAttribute('data-step', String(Math.max(1, ex.steps - 1)));
  await page.keyboard.press('End');
  await expect(root).toHaveAttribute('data-step', String(ex.steps));
  await page.keyboard.press('ArrowLeft');
  await expect(root).toHaveAttribute('data-step', String(Math.max(1, ex.steps - 1)));
}

/**
 * A picture at every step: the island draws each step's picture when the step is first shown
 * (the page carries only the one shown, issue 29), and every step's at once for print; asked to
 * print, each step of the example holds an svg named for screen readers (role="img" with an
 * aria-label, a <title>, or aria-labelledby naming elements with text, such as Bora Bora's "the
 * same in words" paragraphs). One pass in the page.
 */
async function expectPictures(page: Page, ex: Ex) {
  await page.evaluate(() => dispatchEvent(new Event('beforeprint')));
  const unnamed = () =>
    page.evaluate((id) => {
      const steps = [...document.querySelectorAll(`[data-example="${id}"] ol.steps > li`)];
      return steps
        .map((li, i) => {
          const by = (svg: Element) => (svg.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean).map((ref) => document.getElementById(ref)?.textContent ?? '').join(' ');
          const named = [...li.querySelectorAll('svg[role="img"]')].some((svg) => (svg.getAttribute('aria-label') ?? svg.querySelector(':scope > title')?.textContent ?? by(svg)).trim().length > 0);
          return named ? 0 : i + 1;
        })
        .filter((n) => n > 0);
    }, ex.id);
  // The views arrive as the island wakes.
  await expect.poll(unnamed, { message: `${ex.id}: steps with no named svg picture` }).toEqual([]);
  await page.evaluate(() => dispatchEvent(new Event('afterprint')));
}

// A rulebook carries several examples: one load, then each example is reached by its step link and stepped by keys.
const rulebooks = new Map<string, Ex[]>();
for (const ex of examples) if (!ex.page.includes('/examples/')) rulebooks.set(ex.page, [...(rulebooks.get(ex.page) ?? []), ex]);
for (const [url, onPage] of rulebooks) {
  test(`${url}: each example opens on its step link${langOf(url) === 'en' ? ', and the keys step the longest to the end' : ''}`, async ({ page }) => {
    // The budget follows the page's steps: Bora Bora's rulebook has 9 examples and 107 steps, and
    // stepping all of them by keys took 50–60 s with two workers, at the edge of the 60 s default.
    const steps = onPage.reduce((n, ex) => n + ex.steps, 0);
    test.setTimeout(Math.max(60_000, 20_000 + 600 * steps));
    const first = onPage[0] as Ex;
    // The keys are the same code in every example and language: the rulebook's longest example is
    // stepped through by keys in English; every other example is landed on by its link.
    const keyed = langOf(url) === 'en' ? mostSteps(onPage) : null;
    if (keyed) console.log(`${url}: stepped through by keys: #${keyed.id} (${keyed.steps} steps of ${steps})`);
    await page.goto(`${url}#${stepId(first, Math.ceil(first.steps / 2))}`);
    for (const ex of onPage) {
      const middle = Math.ceil(ex.steps / 2);
      await interactive(page, ex.id);
      await page.evaluate((hash) => (location.hash = hash), `#${stepId(ex, middle)}`);
      await expectOn(page, ex, middle);
      // Its Present link: to its own page, presenting, at a step.
      const present = page.locator(`[data-example="${ex.id}"]`).getByRole('link', { name: strings[langOf(url)].present });
      await expect(present).toHaveAttribute('href', new RegExp(`/examples/${ex.id}/\\?present#${ex.id}-step-\\d+$`));
      await expect(present).toBeInViewport();
      // "Open on its own page" opens it at the step the reader is on, not at its start (a reader sent it to a friend).
      const own = page.locator(`[data-example="${ex.id}"] .example-standalone`);
      await expect(own).toHaveAttribute('href', middle > 1 ? new RegExp(`/examples/${ex.id}/#${stepId(ex, middle)}$`) : new RegExp(`/examples/${ex.id}/$`));
      await expectPictures(page, ex);
      if (ex === keyed) await stepByKeys(page, ex);
    }
  });
}

// A link to a later example's step, opened cold (a referee, review v16: 15 of 35 such loads at 1280×720 landed on the
// step and were then carried thousands of pixels away by a smooth scroll meant for a reader's own press, which the
// landing passed for one in the page's first second). The step must still be on screen once the page has settled.
test.describe('a step link to a rulebook’s last example, opened cold on a projector’s screen', () => {
  test.use({ viewport: { width: 1280, height: 720 } });
  for (const [url, onPage] of rulebooks) {
    const last = onPage.at(-1) as Ex;
    if (onPage.length < 2) continue;
    test(`${url}#${stepId(last, Math.ceil(last.steps / 2))} stays on its step`, async ({ page }) => {
      const n = Math.ceil(last.steps / 2);
      await page.goto(`${url}#${stepId(last, n)}`);
      await interactive(page, last.id);
      // Past the time a landing keeps its example in view while the page settles (keepInView.ts, 2 s).
      await page.waitForTimeout(2500);
      await expectOn(page, last, n);
    });
  }
});

test('the examples the interaction tests sample', () => {
  const own = examples.filter((ex) => ex.page.includes('/examples/') && langOf(ex.page) === 'en');
  console.log(`interaction tests on ${exampleSample.size} of ${own.length} English examples' own pages: ${[...exampleSample].join(' ')}`);
  const games = new Set(own.map((ex) => ex.page.replace(/examples\/.*$/, '')));
  for (const game of games) expect([...exampleSample].some((p) => p.startsWith(game)), `${game} is sampled`).toBe(true);
});

for (const ex of examples) {
  const s = strings[langOf(ex.page)];
  if (!exampleSample.has(ex.page)) continue;

  // (The keys are stepped through every example in its rulebook, both languages, above.)
  test(`${ex.page} #${ex.id}: every step link lands on its step`, async ({ page }) => {
    // Opening the page on a step link, then following every step link within the page.
    await page.goto(`${ex.page}#${stepId(ex, Math.ceil(ex.steps / 2))}`);
    await interactive(page, ex.id);
    await expectOn(page, ex, Math.ceil(ex.steps / 2));
    for (let n = 1; n <= ex.steps; n++) {
      await page.evaluate((hash) => (location.hash = hash), `#${stepId(ex, n)}`);
      await expectOn(page, ex, n);
    }
  });

  test(`${ex.page} #${ex.id}: the language switch keeps the step`, async ({ page }) => {
    const step = Math.min(3, ex.steps);
    await page.goto(ex.page);
    const root = await interactive(page, ex.id);
    for (let n = 1; n < step; n++) await root.getByRole('button', { name: s.next }).click();
    await page.getByRole('link', { name: s.switchLang }).click();
    const other = langOf(ex.page) === 'en' ? 'pl' : 'en';
    await expect(page).toHaveURL(new RegExp(`^[^#]*/${other}/.*#${stepId(ex, step)}$`));
    const switched = await interactive(page, ex.id);
    await expect(switched).toHaveAttribute('data-step', String(step));
  });

  test(`${ex.page} #${ex.id}: buttons, history, a clamped link and presentation`, async ({ page }) => {
    await page.goto(`${ex.page}#${ex.id}-step-${ex.steps + 40}`);
    let root = await interactive(page, ex.id);
    // A step out of range: the last step, a polite notice, and the address corrected.
    await expect(root).toHaveAttribute('data-step', String(ex.steps));
    await expect(root.locator('.example-step-notice')).toContainText(String(ex.steps + 40));
    await expect(page).toHaveURL(new RegExp(`#${stepId(ex, ex.steps)}$`));

    // Buttons move the hash along without filling the history.
    await page.goto(ex.page);
    root = await interactive(page, ex.id);
    const before = await page.evaluate(() => history.length);
    await root.getByRole('button', { name: s.next }).click();
    await expect(page).toHaveURL(new RegExp(`#${stepId(ex, 2)}$`));
    await root.getByRole('button', { name: s.last }).click();
    await expect(page).toHaveURL(new RegExp(`#${stepId(ex, ex.steps)}$`));
    await root.getByRole('button', { name: s.first }).click();
    await expect(page).toHaveURL(new RegExp(`#${stepId(ex, 1)}$`));
    expect(await page.evaluate(() => history.length)).toBe(before);

    // Presentation ("Present" is a link to this page with ?present, taken in place): keys act
    // page-wide (a clicker), Esc leaves, the step is kept. The caption grows for a projector
    // (the picture is fitted to the screen, e2e/presenter.spec.ts); the reader's own numbers stay in the page.
    const captionSize = () => root.locator('ol.steps > li:visible .step-caption').evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
    const normal = await captionSize();
    await root.getByRole('link', { name: s.present }).click();
    await expect(root).toHaveClass(/presenting/);
    expect(await captionSize(), 'the caption grows when presenting').toBeGreaterThan(normal * 1.3);
    await expect(root.locator('fieldset.example-inputs')).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`\\?present#${stepId(ex, 1)}$`));
    await page.locator('body').press('PageDown');
    await expect(root).toHaveAttribute('data-step', '2');
    await page.keyboard.press('Escape');
    await expect(root).not.toHaveClass(/presenting/);
    await expect(root).toHaveAttribute('data-step', '2');
    await expect(page).toHaveURL(new RegExp(`/examples/${ex.id}/#${stepId(ex, 2)}$`));
  });
}

/*
 * A hidden step keeps its drawings' visibility and is hidden by its opacity (presenter.css, issue 29):
 * the steps either side of the one shown, drawn and laid out ahead, must still be out of sight, out of
 * the pointer's way, out of the tab order and out of the accessibility tree.
 */
for (const ex of examples) {
  if (!exampleSample.has(ex.page) || ex.steps < 3) continue;
  test(`${ex.page} #${ex.id}: the steps drawn ahead of the one shown are out of sight and reach`, async ({ page }) => {
    await page.goto(`${ex.page}#${stepId(ex, 2)}`);
    const root = await interactive(page, ex.id);
    await expect(root.locator(':scope > ol.steps > li[hidden][data-warm]')).toHaveCount(2);
    // Their pictures drawn (ahead, while the page is idle): a drawing that replaced a frame between the protocol's query
    // and its read of the accessibility tree lost the node ("Could not find node with given id", once in CI).
    await expect(root.locator(':scope > ol.steps > li[hidden][data-warm] .step-frames')).toHaveCount(0);
    const problems = await root.evaluate((el) => {
      const items = [...el.querySelectorAll<HTMLElement>(':scope > ol.steps > li')];
      const shown = items.find((li) => !li.hidden) as HTMLElement;
      const out: string[] = [];
      for (const li of items.filter((i) => i.hidden && i.hasAttribute('data-warm'))) {
        if (getComputedStyle(li).opacity !== '0') out.push(`${li.id} shows`);
        if (li.getAttribute('aria-hidden') !== 'true') out.push(`${li.id} is not aria-hidden`);
        for (const f of li.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [tabindex]')) {
          f.focus();
          if (document.activeElement === f) out.push(`${li.id}: ${f.outerHTML.slice(0, 60)} takes the focus`);
        }
      }
      for (const svg of shown.querySelectorAll('.step-view svg')) {
        svg.scrollIntoView({ block: 'center' });
        const r = svg.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) continue;
        const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
        if (!hit || !shown.contains(hit)) out.push(`the pointer over ${shown.id}'s picture meets ${hit?.outerHTML.slice(0, 60)}`);
      }
      return out;
    });
    expect(problems).toEqual([]);
    // The browser's own accessibility tree (Chromium's, through the DevTools protocol) holds the step
    // shown, its words and its pictures, and nothing of the steps drawn ahead.
    const base = `[data-example="${ex.id}"] > ol.steps > li`;
    await root.evaluate((el) => {
      for (const svg of el.querySelectorAll(':scope > ol.steps > li:not([hidden]) .step-view svg[role="img"]')) if (svg.checkVisibility()) svg.setAttribute('data-probe', '');
    });
    expect(await ignoredInAccessibilityTree(page, `${base}:not([hidden]) :is(.step-caption, svg[data-probe])`)).not.toContain(true);
    const ahead = await ignoredInAccessibilityTree(page, `${base}[hidden][data-warm] :is(.step-caption, .step-view svg)`);
    expect(ahead.length).toBeGreaterThan(0);
    expect(ahead).not.toContain(false);
  });
}

/** For each element matching `selector`, whether Chromium leaves it out of the accessibility tree. */
async function ignoredInAccessibilityTree(page: Page, selector: string): Promise<boolean[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Accessibility.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector });
  const ignored: boolean[] = [];
  for (const nodeId of nodeIds) {
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    ignored.push(nodes[0]?.ignored ?? true);
  }
  await cdp.detach();
  return ignored;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  const byPage = new Map<string, typeof examples>();
  for (const ex of examples) byPage.set(ex.page, [...(byPage.get(ex.page) ?? []), ex]);
  // Every rulebook (every example, both languages) and the sampled examples' own pages in both
  // languages: an example's own page is the same markup as its block in the rulebook.
  const noJs = (url: string) => !url.includes('/examples/') || exampleSample.has(url.replace(/^\/pl\//, '/en/'));
  for (const [url, onPage] of [...byPage].filter(([url]) => noJs(url))) {
    test(`${url}: every step of every example is listed, and every step link lands on it`, async ({ page }) => {
      await page.goto(url);
      const anchors: string[] = [];
      for (const ex of onPage) {
        await expect(page.locator(`[data-example="${ex.id}"] ol.steps > li`)).toHaveCount(ex.steps);
        for (let n = 1; n <= ex.steps; n++) anchors.push(`${stepId(ex, n)}`);
      }
      // Following each link is a fragment navigation the browser scrolls for; checked in one pass
      // in the page (the page's own scripts are off; this is the test's).
      const missed = await page.evaluate((ids) => {
        const out: string[] = [];
        for (const id of ids) {
          location.hash = `#${id}`;
          const el = document.getElementById(id);
          const box = el?.getBoundingClientRect();
          const shown = !!el && el.checkVisibility() && box!.height > 0;
          const inView = !!box && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
          if (!shown || !inView || document.querySelector(':target') !== el) out.push(id);
        }
        return out;
      }, anchors);
      expect(missed, 'step links that do not land on a visible step').toEqual([]);
      // The step strip marks the step landed on, and the steps before it as done, as the island would
      // (it marked step 1 whatever the link named).
      const misMarked = await page.evaluate((ids) => {
        /** The background a colour variable paints, as computed. */
        const paint = (variable: string) => {
          const probe = document.body.appendChild(document.createElement('i'));
          probe.style.backgroundColor = `var(${variable})`;
          const colour = getComputedStyle(probe).backgroundColor;
          probe.remove();
          return colour;
        };
        const [done, current] = [paint('--bg-soft'), paint('--text')];
        const out: string[] = [];
        for (const id of ids) {
          location.hash = `#${id}`;
          const item = document.getElementById(id)!.closest('ol.steps > li')!;
          const at = [...item.parentElement!.children].indexOf(item);
          const marks = [...item.closest('.example')!.querySelectorAll(':scope > .step-timeline a')].map((a) => getComputedStyle(a).backgroundColor);
          const wrong = marks.findIndex((m, i) => (i === at ? m !== current : i < at ? m !== done : m === done || m === current));
          if (wrong >= 0) out.push(`${id}: mark ${wrong + 1}`);
        }
        return out;
      }, anchors);
      expect(misMarked, 'step links whose step the strip does not mark').toEqual([]);
      // On a phone the header stands over the page only while scripts can tuck it away: a linked step must
      // land with its caption clear of it (it landed under the header's 112 px, its first lines hidden).
      await page.setViewportSize({ width: 390, height: 844 });
      const hidden = await page.evaluate((ids) => {
        const header = document.querySelector('.site-header');
        return ids.filter((id) => {
          location.hash = `#${id}`;
          const top = document.getElementById(id)!.getBoundingClientRect().top;
          return top < (header?.getBoundingClientRect().bottom ?? 0) - 1;
        });
      }, anchors);
      expect(hidden, 'step links that land under the header on a phone').toEqual([]);
    });
  }
});
