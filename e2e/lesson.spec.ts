import type { Page } from '@playwright/test';
import { expect, interactive, test } from './fixtures';

/**
 * A lesson (`/{lang}/{game}/present/`): a title slide before every example, the same keys across
 * example boundaries both ways, the slide list on O, the title slide's link to its rule, every
 * slide fitting a 1280×720 projector, and how long keying through the largest lesson takes.
 */

/**
 * The slide showing (`title:{id}` or `{id}:{step}`), the address, and how far the document or the
 * slide overflows (0: it fits), in one look.
 */
function look(page: Page) {
  return page.evaluate(() => {
    const title = document.querySelector<HTMLElement>('[data-title-of]:not([hidden])');
    const presenting = document.querySelector<HTMLElement>('.example.presenting');
    const slide = presenting ? `${presenting.dataset.example}:${presenting.dataset.step}` : title ? `title:${title.dataset.titleOf}` : 'none';
    const doc = document.documentElement;
    const els = [doc, ...document.querySelectorAll<HTMLElement>('.example.presenting, .example.presenting > ol.steps, [data-title-of]:not([hidden])')];
    const overflow = Math.max(0, ...els.map((el) => Math.max(el.scrollHeight - el.clientHeight, el.scrollWidth - el.clientWidth)));
    // The smallest line of the step's words as drawn (a text range's rectangles), zoom and all.
    const lines: number[] = [];
    const text = presenting?.querySelector(':scope > ol.steps > li.current > .step-text');
    const walker = text && document.createTreeWalker(text, NodeFilter.SHOW_TEXT);
    for (let t = walker?.nextNode(); walker && t; t = walker.nextNode()) {
      if (!t.textContent?.trim() || t.parentElement?.closest('[hidden], .sr-only')) continue;
      const range = document.createRange();
      range.selectNodeContents(t);
      for (const r of range.getClientRects()) if (r.height > 0) lines.push(r.height);
    }
    // How far any word drawn in the step's pictures runs past the stage's sides (cut off there), its
    // pieces where they stop (a piece sliding in from elsewhere passes over the edge on its way).
    for (const a of document.getAnimations()) if (a.id.startsWith('step-')) a.finish();
    let cut = 0;
    const stage = presenting?.querySelector(':scope > ol.steps')?.getBoundingClientRect();
    for (const word of presenting?.querySelectorAll(':scope > ol.steps > li.current > .step-view svg text') ?? []) {
      const r = word.getBoundingClientRect();
      if (r.width && stage) cut = Math.max(cut, stage.left - r.left, r.right - stage.right);
    }
    return { slide, hash: location.hash, overflow, line: Math.min(Infinity, ...lines), cut: Math.round(cut) };
  });
}

/** The id of an example's `n`th step: the anchor its link names. */
const idOf = (page: Page, id: string, n: number) => page.locator(`[data-example="${id}"] > ol.steps > li`).nth(n - 1).getAttribute('id');
/** The examples of a lesson, in teaching order (the opening's and the setup's slides have none). */
function exampleIds(page: Page) {
  return page.locator('[data-title-of]:not([data-card])').evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.titleOf as string));
}

/** The slide showing, with the address. */
async function showing(page: Page) {
  const { slide, hash } = await look(page);
  return { slide, hash };
}

test('a lesson: keys across an example boundary both ways, the title slide links its rule, the address keeps the slide', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/en/gheos/present/');
  const ids = await exampleIds(page);
  expect(ids.length).toBeGreaterThan(3);
  const [first, second] = ids as [string, string];
  // The opening and setup come first (tested below); this test starts at the first example's title slide.
  await page.evaluate((id) => (location.hash = id), first);
  await interactive(page, first);
  expect(await showing(page)).toEqual({ slide: `title:${first}`, hash: `#${first}` });
  const link = page.locator(`[data-title-of="${first}"] .lesson-section a`);
  await expect(link).toHaveAttribute('href', '/en/gheos/#placing-tiles');

  // B on a title slide blanks the wall; the next key, a clicker's Next too, only shows the slide again.
  const blank = page.locator('[data-lesson-blank]');
  await page.keyboard.press('b');
  await expect(blank).toBeVisible();
  // Black all over: the position bar at the foot of the screen is under it too.
  expect(await page.evaluate(() => !!document.elementFromPoint(innerWidth - 20, innerHeight - 8)?.closest('[data-lesson-blank]'))).toBe(true);
  await page.keyboard.press('PageDown');
  await expect(blank).toBeHidden();
  expect(await showing(page)).toEqual({ slide: `title:${first}`, hash: `#${first}` });

  await page.keyboard.press('ArrowRight');
  await expect.poll(() => showing(page)).toEqual({ slide: `${first}:1`, hash: `#${first}-step-1` });
  const steps = Number(await page.locator(`[data-example="${first}"]`).getAttribute('data-steps'));
  await page.keyboard.press('End');
  await expect.poll(() => showing(page)).toEqual({ slide: `${first}:${steps}`, hash: `#${await idOf(page, first, steps)}` });
  // Next on the last step: the next example's title slide; Back there: this example's last step.
  await page.keyboard.press('PageDown');
  await expect.poll(() => showing(page)).toEqual({ slide: `title:${second}`, hash: `#${second}` });
  await page.keyboard.press('PageUp');
  await expect.poll(() => showing(page)).toEqual({ slide: `${first}:${steps}`, hash: `#${await idOf(page, first, steps)}` });
  // The Next button at the end moves on too, and says so: not disabled (it looked greyed out, and told a screen reader it was).
  const nextButton = page.locator(`[data-example="${first}"] .example-buttons .primary`);
  await expect(nextButton).not.toHaveAttribute('aria-disabled', 'true');
  await nextButton.click();
  await expect.poll(() => showing(page)).toEqual({ slide: `title:${second}`, hash: `#${second}` });
  await page.keyboard.press(' ');
  await expect.poll(() => showing(page)).toEqual({ slide: `${second}:1`, hash: `#${second}-step-1` });
  // Back on an example's first step: its title slide.
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => showing(page)).toEqual({ slide: `title:${second}`, hash: `#${second}` });

  // A reload and the language switch land on the same slide.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => showing(page)).toEqual({ slide: `${second}:2`, hash: `#${await idOf(page, second, 2)}` });
  await page.reload();
  await interactive(page, second);
  await expect.poll(() => showing(page)).toEqual({ slide: `${second}:2`, hash: `#${await idOf(page, second, 2)}` });
  await page.goto(`/pl/gheos/present/#${second}`);
  await expect.poll(() => showing(page)).toEqual({ slide: `title:${second}`, hash: `#${second}` });
});

test('a lesson: the slide list on O, arrow keys and Enter pick a slide, Esc closes it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/pl/bora-bora/present/');
  const ids = await page.locator('[data-title-of]').evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.titleOf as string));
  await interactive(page, (await exampleIds(page))[0] as string);
  const dialog = page.locator('dialog.lesson-overview');
  await page.keyboard.press('o');
  await expect(dialog).toBeVisible();
  const slides = dialog.locator('.lesson-grid a');
  const total = await slides.count();
  const stepCount = await page.locator('[data-example] > ol.steps > li').count();
  expect(total).toBe(ids.length + stepCount);
  await expect(slides.first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // O again closes it, as a clicker's or a host's second press means; other letters start finding a slide.
  await page.keyboard.press('o');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('o');
  await expect(dialog).toBeHidden();
  await page.keyboard.press('o');
  await expect(dialog).toBeVisible();
  await page.keyboard.type('fo');
  await expect(dialog.locator('.lesson-find')).toHaveValue('fo');
  // Words no slide has: the list says so, rather than standing empty; with the field cleared, every slide is back.
  await page.keyboard.type('qqxz');
  await expect(dialog.locator('.lesson-find-none')).toBeVisible();
  await expect(dialog.locator('.lesson-grid a:visible')).toHaveCount(0);
  for (let i = 0; i < 6; i++) await page.keyboard.press('Backspace');
  await expect(dialog.locator('.lesson-find-none')).toBeHidden();
  await expect(dialog.locator('.lesson-grid a:visible')).toHaveCount(total);
  await page.keyboard.type('fo');
  // Esc in the search field clears it first (the field's own), then closes the list.
  await page.keyboard.press('Escape');
  await expect(dialog.locator('.lesson-find')).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.keyboard.press('O');
  await page.keyboard.press('ArrowRight');
  await expect(slides.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const columns = await slides.evaluateAll((els) => els.filter((el) => el.getBoundingClientRect().top === els[0]!.getBoundingClientRect().top).length);
  await expect(slides.nth(1 + columns)).toBeFocused();
  const hash = await slides.nth(1 + columns).evaluate((a) => (a as HTMLAnchorElement).hash);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect.poll(() => page.evaluate(() => location.hash)).toBe(hash);
  await page.screenshot({ path: '/tmp/lesson-after-overview.png' });
});

test('a lesson: on a step, one Esc closes the slide list and leaves the step presented as it was', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/en/gheos/present/#war-2-step-3');
  const root = await interactive(page, 'war-2');
  await expect(root).toHaveClass(/presenting/);
  const position = await page.locator('.lesson-position').textContent();
  const dialog = page.locator('dialog.lesson-overview');
  for (let i = 0; i < 2; i++) {
    await page.keyboard.press('o');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // The example under the list kept presenting: the Esc was the list's, not the presenter view's.
    await expect(root).toHaveClass(/presenting/);
    await expect(page.locator('.lesson-position')).toHaveText(position ?? '');
    expect(new URL(page.url()).pathname).toBe('/en/gheos/present/');
  }
});

for (const lang of ['en', 'pl']) test(`a lesson: every slide of the largest lesson fits at 1280×720, in ${lang}; stepping through it by keyboard (a figure)`, async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`/${lang}/bora-bora/present/`);
  const ids = await page.locator('[data-title-of]').evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.titleOf as string));
  for (const id of await exampleIds(page)) await interactive(page, id);
  const steps = await page.locator('[data-example] > ol.steps > li').count();
  const slides = ids.length + steps;
  const started = Date.now();
  let worst = 0;
  let smallest = { line: Infinity, slide: '' };
  let cut = { px: 0, slide: '' };
  const seen: string[] = [];
  // The position bar ("Part 3 of 5 · slide 9 of 68") is read by the room too: 16 px was small from the back (review v16).
  expect(await page.locator('.lesson-position').evaluate((el) => parseFloat(getComputedStyle(el).fontSize)), 'the position bar, px').toBeGreaterThanOrEqual(18);
  let now = await look(page);
  for (let i = 0; i < slides; i++) {
    const before = now.slide;
    seen.push(before);
    worst = Math.max(worst, now.overflow);
    if (now.line < smallest.line) smallest = { line: now.line, slide: now.slide };
    if (now.cut > cut.px) cut = { px: now.cut, slide: now.slide };
    await page.keyboard.press('ArrowRight');
    // One look a poll, every 20 ms: the one that sees the next slide also measures it. A slide changes
    // within a frame or two, and a lesson has over a hundred.
    if (i < slides - 1) await expect.poll(async () => (now = await look(page)).slide, { intervals: [20] }).not.toBe(before);
  }
  const seconds = (Date.now() - started) / 1000;
  expect(new Set(seen).size).toBe(slides);
  expect(worst, 'pixels that overflow on the worst slide').toBe(0);
  console.log(`lesson /${lang}/bora-bora/present/: ${slides} slides (${ids.length} title slides, ${steps} steps) stepped by keyboard in ${seconds.toFixed(1)} s, largest overflow ${worst} px, smallest line of a step's words ${smallest.line.toFixed(1)} px (${smallest.slide}), words past the stage's sides by ${cut.px} px at most${cut.px ? ` (${cut.slide})` : ''}`);
  expect(cut.px, `px a word in a picture runs past the stage's side (${cut.slide})`).toBeLessThanOrEqual(1);
  // Read from the back of a room: fitted to the stage, a step's details shrank to 8 px beside a picture with room to spare.
  expect(smallest.line, `the smallest line of a step's words, px high (${smallest.slide})`).toBeGreaterThanOrEqual(14);
});

/**
 * The smallest type holding words in `el`, its zoom included (a setup is zoomed to fit its slide); with `shown`, only
 * what is on show. Self-contained: it runs in the page.
 */
function smallestWords(el: Element, shown: boolean): number {
  const holders = [...el.querySelectorAll<HTMLElement>('*')].filter((e) => (!shown || e.checkVisibility()) && [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent?.trim()));
  return Math.min(...holders.map((e) => parseFloat(getComputedStyle(e).fontSize) * ((e as HTMLElement & { currentCSSZoom?: number }).currentCSSZoom ?? 1)));
}

test('every lesson’s setup slide, in both languages and for every player count, lies within the screen at 1280×720, its words 14 px or more', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  const outside: string[] = [];
  // Each lesson's smallest setup words over its player counts: the counts are read from the seats (review v17: 14.7–17.5 px).
  const least: Record<string, number> = {};
  for (const lang of ['en', 'pl']) {
    for (const game of ['gheos', '7-wonders', 'pillars-of-the-earth', 'bora-bora']) {
      await page.goto(`/${lang}/${game}/present/#intro-setup`);
      const card = page.locator('[data-title-of="intro-setup"]');
      await expect(card).toBeVisible();
      const counts = card.locator('.lesson-setup input[type="radio"]');
      await expect(counts.first()).toBeEnabled();
      for (let i = 0; i < (await counts.count()); i++) {
        await counts.nth(i).check();
        // Fitted as the setup changes size (lesson/fitTitle.ts): every part of the slide between its top and the position bar.
        await expect
          .poll(() =>
            card.evaluate((el) => {
              const room = el.getBoundingClientRect();
              const boxes = [...el.children].map((c) => c.getBoundingClientRect()).filter((b) => b.height > 0);
              return Math.round(Math.max(room.top - Math.min(...boxes.map((b) => b.top)), Math.max(...boxes.map((b) => b.bottom)) - room.bottom, 0));
            }),
          )
          .toBe(0)
          .catch(() => outside.push(`/${lang}/${game}/present/#intro-setup, player count ${i + 1} of the choices`));
        // And read from the back of a room: the setup's smallest words, zoom and all (12.9 px at 0.7em, zoomed to fit).
        const smallest = await card.locator('.lesson-setup').evaluate(smallestWords, false);
        if (smallest < 14) outside.push(`/${lang}/${game}/present/#intro-setup, player count ${i + 1}: words ${smallest.toFixed(1)} px`);
        least[`${lang}/${game}`] = Math.min(least[`${lang}/${game}`] ?? Infinity, smallest);
      }
    }
  }
  console.log(`Setup slides at 1280×720, smallest words: ${Object.entries(least).map(([k, v]) => `${k} ${v.toFixed(1)} px`).join(', ')}`);
  expect(outside, 'setup slides running past the screen').toEqual([]);
  // Every setup reads at the 18 px a room needs but Pillars' in Polish, the longest, at 16 (14.7 and 16.6 px for Pillars before its lines were held closer).
  expect(Object.entries(least).filter(([k, v]) => v < (k === 'pl/pillars-of-the-earth' ? 16 : 18)), 'setups under 18 px').toEqual([]);
});

test('on a phone, a lesson is moved by taps alone: each title slide has Back and Next, and no keys line', async ({ browser }) => {
  // With no keyboard there was no way past the first slide: the keys and a clicker were the only way on.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto('/pl/7-wonders/present/');
  const first = page.locator('.lesson-title:not([hidden])');
  await expect(first).toBeVisible();
  await expect(first.locator('.lesson-keys')).toBeHidden();
  await expect(first.getByRole('button', { name: 'Poprzedni slajd' })).toHaveCount(0);
  // Untouched for longer than a resting pointer takes to fade a projector's controls (idleControls.ts), they stay.
  await page.waitForTimeout(3300);
  await expect(page.locator('html')).not.toHaveClass(/presenter-idle/);
  await expect(first.getByRole('button', { name: 'Następny slajd' })).toHaveCSS('opacity', '1');
  const opened = [page.url().split('#')[1] ?? ''];
  // Title slides by Next until one opens its example, then that example's first step.
  for (let i = 0; i < 12 && (await page.locator('.lesson-title:not([hidden])').count()); i++) {
    await page.locator('.lesson-title:not([hidden])').getByRole('button', { name: 'Następny slajd' }).tap();
    await expect.poll(() => page.url().split('#')[1]).not.toBe(opened.at(-1));
    opened.push(page.url().split('#')[1] ?? '');
  }
  const example = page.locator('.example.presenting');
  await expect(example).toHaveAttribute('data-step', '1');
  // The example's Back at its first step returns to its title slide, whose Back goes to the slide before.
  await example.locator('.example-buttons .button').nth(1).tap();
  await expect(page.locator('.example.presenting')).toHaveCount(0);
  await page.locator('.lesson-title:not([hidden])').getByRole('button', { name: 'Poprzedni slajd' }).tap();
  await expect.poll(() => page.url().split('#')[1]).toBe(opened.at(-3));
  console.log(`Tapped through a lesson on a phone: ${opened.join(' → ')}`);
  await context.close();
});

test('on a phone held upright every lesson’s setup slide reads at 14 px or more, its setup under its steps, without sideways scrolling', async ({ browser }) => {
  // Two columns there left the setup a third of the screen, zoomed to fit: its words at 10 px (a review of the 7 Wonders lesson).
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
  const page = await context.newPage();
  const small: string[] = [];
  const sizes: string[] = [];
  for (const [i, game] of ['gheos', '7-wonders', 'pillars-of-the-earth', 'bora-bora'].entries()) {
    const lang = i % 2 ? 'pl' : 'en';
    await page.goto(`/${lang}/${game}/present/#intro-setup`);
    const card = page.locator('[data-title-of="intro-setup"]');
    await expect(card.locator('.lesson-setup input[type="radio"]').first()).toBeEnabled();
    // The words shown (a touch screen hides the keys' line), zoom and all.
    const found = { smallest: await card.evaluate(smallestWords, true), ...(await card.evaluate((el) => {
      const setup = el.querySelector('.lesson-setup')!.getBoundingClientRect();
      const points = el.querySelector('.lesson-points')?.getBoundingClientRect();
      return { under: !points || setup.top >= points.bottom - 1, wide: el.scrollWidth > el.clientWidth + 1 };
    })) };
    sizes.push(`${lang}/${game} ${found.smallest.toFixed(1)} px`);
    if (found.smallest < 14) small.push(`/${lang}/${game}/present/: words at ${found.smallest.toFixed(1)} px`);
    if (!found.under) small.push(`/${lang}/${game}/present/: the setup beside the steps`);
    if (found.wide) small.push(`/${lang}/${game}/present/: scrolls sideways`);
  }
  console.log(`Setup slides on a 390 px phone, smallest words: ${sizes.join(', ')}`);
  expect(small).toEqual([]);
  await context.close();
});

test('a lesson: after a click on the setup slide’s player count, the clicker moves on and L keeps the slide; reached by keyboard, the arrows still pick a count', async ({ page }) => {
  // A referee clicked "3", then pressed the clicker: ArrowRight picked 4 players, PageDown and L did nothing.
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/en/bora-bora/present/#intro-setup');
  const counts = page.locator('[data-title-of="intro-setup"] .lesson-setup input[type="radio"]');
  await expect(counts.first()).toBeEnabled();
  // By keyboard, a radio group keeps its arrows.
  await counts.nth(0).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/[?&]players=3\b.*#intro-setup$/);
  // By pointer, the slide's keys are the lesson's again.
  await counts.nth(2).click();
  await expect(page).toHaveURL(/[?&]players=4\b.*#intro-setup$/);
  await page.keyboard.press('ArrowRight');
  await expect(page).not.toHaveURL(/#intro-setup$/);
  await expect(page).toHaveURL(/[?&]players=4\b/);
  await page.keyboard.press('PageUp');
  await expect(page).toHaveURL(/#intro-setup$/);
  await counts.nth(1).click();
  await page.keyboard.press('PageDown');
  await expect(page).not.toHaveURL(/#intro-setup$/);
  await page.keyboard.press('PageUp');
  await counts.nth(1).click();
  await page.keyboard.press('l');
  await expect(page).toHaveURL(/\/pl\/bora-bora\/present\/.*#intro-setup$/);
});

test('a lesson: S opens a speaker window that follows the projector, and the projector follows it', async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  // 7 Wonders: its first example has several steps (Gheos' first is one step since its filler folded).
  await page.goto('/en/7-wonders/present/');
  const first = (await exampleIds(page))[0] as string;
  await page.evaluate((id) => (location.hash = id), first);
  await interactive(page, first);
  const [speaker] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('s')]);
  await speaker.waitForLoadState();
  expect(new URL(speaker.url()).searchParams.has('speaker')).toBe(true);
  await interactive(speaker, first);
  const panel = speaker.locator('.lesson-speaker');
  await expect(panel).toBeVisible();
  await expect(panel.locator('[data-speaker="now"]')).toHaveText(await page.locator(`[data-title-of="${first}"] h2`).innerText());
  const caption = (n: number) => page.locator(`#${first}-step-${n} .step-caption`).textContent();
  await expect(panel.locator('[data-speaker="next"]')).toHaveText((await caption(1)) ?? '');
  // The projector steps: the speaker window follows.
  await page.bringToFront();
  await page.keyboard.press('ArrowRight');
  await expect(panel.locator('[data-speaker="now"]')).toHaveText((await caption(1)) ?? '');
  await expect(panel.locator('[data-speaker="next"]')).toHaveText((await caption(2)) ?? '');
  await expect(panel.locator('[data-speaker="elapsed"]')).toHaveText(/^\d+:\d\d$/);
  // The speaker window steps: the projector follows.
  await speaker.bringToFront();
  await speaker.keyboard.press('ArrowRight');
  await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#${first}-step-2`);
  await expect(page.locator(`[data-example="${first}"]`)).toHaveAttribute('data-step', '2');
  // B in the speaker window blanks the room's screen and says so there, in an example and on a title slide.
  const room = panel.locator('[data-speaker="room"]');
  await speaker.keyboard.press('b');
  await expect(page.locator('[data-blank]')).toBeVisible();
  await expect(room).toBeVisible();
  // Black all over: the lesson's position bar stayed lit at the foot of the wall.
  await expect(page.locator('.lesson-position')).toBeHidden();
  await speaker.keyboard.press('b');
  await expect(page.locator('[data-blank]')).toHaveCount(0);
  await expect(room).toBeHidden();
  await speaker.keyboard.press('ArrowLeft');
  await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#${first}-step-1`);
  await speaker.keyboard.press('ArrowLeft');
  await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#${first}`);
  await speaker.keyboard.press('b');
  await expect(page.locator('[data-lesson-blank]')).toBeVisible();
  await expect(room).toBeVisible();
  await expect(speaker.locator('[data-lesson-blank]')).toBeHidden();
  await speaker.keyboard.press('b');
  await expect(page.locator('[data-lesson-blank]')).toBeHidden();
  await speaker.keyboard.press('ArrowRight');
  await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#${first}-step-1`);
  await speaker.keyboard.press('ArrowRight');
  await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#${first}-step-2`);
  // L in the speaker window: both windows go to the other language on the same slide, and stay linked.
  await speaker.keyboard.press('l');
  await expect(speaker).toHaveURL(new RegExp(`/pl/7-wonders/present/.*speaker.*#${first}-step-2$`));
  await expect(page).toHaveURL(new RegExp(`/pl/7-wonders/present/#${first}-step-2$`));
  await interactive(page, first);
  await interactive(speaker, first);
  for (const p of [page, speaker]) await expect(p.locator('html[data-speaker-linked]')).toHaveCount(1);
  await page.bringToFront();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => speaker.evaluate(() => location.hash)).toBe(`#${first}-step-3`);
});

test('a lesson ends on a slide that says so and leads on: PageDown from the last step shows it, PageUp goes back', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/pl/bora-bora/present/');
  const last = (await exampleIds(page)).at(-1) as string;
  await page.evaluate((id) => (location.hash = id), last);
  const root = await interactive(page, last);
  await page.keyboard.press('ArrowRight');
  await expect(root).toHaveClass(/presenting/);
  await page.keyboard.press('End');
  const steps = await root.getAttribute('data-steps');
  await expect(root).toHaveAttribute('data-step', steps!);
  // PageDown on the last step did nothing: no closing slide. The last example may be followed by a rule's own slide
  // (a section with no example: Bora Bora's ties), from which PageDown comes to the end, and PageUp goes back.
  const slides = await page.locator('[data-title-of]').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.titleOf as string));
  const next = slides[slides.indexOf(last) + 1] as string;
  const back = next === 'end' ? `#${last}-step-${steps}` : `#${slides.at(-2)}`;
  await page.keyboard.press('PageDown');
  await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#${next}`);
  if (next !== 'end') {
    await page.evaluate((id) => (location.hash = id), slides.at(-2) as string);
    await expect(page.locator(`[data-title-of="${slides.at(-2)}"]`)).toBeVisible();
    await page.keyboard.press('PageDown');
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#end');
  }
  const end = page.locator('[data-title-of="end"]');
  await expect(end.locator('h2')).toHaveText('Koniec lekcji');
  await expect(end.getByRole('link', { name: 'Wróć do instrukcji' })).toHaveAttribute('href', '/pl/bora-bora/');
  await expect(end.getByRole('link', { name: 'Ćwiczenia' })).toHaveAttribute('href', '/pl/bora-bora/practice/');
  await expect(end.getByRole('link', { name: 'Piaskownica' })).toHaveAttribute('href', '/pl/bora-bora/sandbox/');
  // Where the room goes next stays on the wall while the pointer rests (the slide's tools fade; these are its words).
  await page.evaluate(() => document.documentElement.classList.add('presenter-idle'));
  await expect.poll(() => end.locator('.lesson-next').evaluate((el) => Number(getComputedStyle(el).opacity))).toBe(1);
  await page.keyboard.press('PageUp');
  await expect.poll(() => page.evaluate(() => location.hash)).toBe(back);
});

/**
 * A slide's words for a rule are the quick reference's line for its section. A line that goes on from the one before it
 * on the sheet ("…or take one follower…") comes after that line: a slide never opens on "…or" (Gheos' "Taking a
 * follower" did).
 */
function expectSheetLine(text: string, line: string, what: string) {
  expect(text, `${what}: opens on the rule, not on "…"`).not.toMatch(/^…/);
  // Nor ends on it, cut off (Gheos' "Step 1: lay one of your tiles so that it borders the board…"; review v17).
  expect(text, `${what}: ends on the rule, not on "…"`).not.toMatch(/…$/);
  if (line.startsWith('…')) {
    expect(text.endsWith(`, ${line.slice(1)}`), `${what}: "${text}" ends on its own line`).toBe(true);
    expect(text.length, `${what}: the line it continues comes first`).toBeGreaterThan(line.length + 10);
  } else if (line.endsWith('…')) {
    expect(text.startsWith(`${line.slice(0, -1)}, `), `${what}: "${text}" opens on its own line`).toBe(true);
    expect(text.length, `${what}: the line that continues it follows`).toBeGreaterThan(line.length + 10);
  } else expect(text, `${what}: the quick reference's line`).toBe(line);
}

// A referee (review v15) met a Bora Bora lesson that never said how to build, take a man or a woman, fish or meet a
// task: only sections with a worked example had slides. A section of the plan with no example has a slide of its
// own, with the quick reference's words for it (the same sheet a host prints), linked to the rule.
test('every lesson states on a slide of its own each rule it names that has no example, in the quick reference’s words', async ({ page }) => {
  const found: string[] = [];
  for (const game of ['bora-bora', 'gheos', '7-wonders', 'pillars-of-the-earth'])
    for (const lang of ['en', 'pl']) {
      await page.goto(`/${lang}/${game}/reference/`);
      const sheet = new Map(
        await page.locator('.ref-section li').evaluateAll((lis) =>
          lis.map((li) => [li.querySelector('a')!.getAttribute('href')!.split('#')[1]!, li.textContent!.split(' – ').slice(1).join(' – ').trim()] as [string, string]),
        ),
      );
      await page.goto(`/${lang}/${game}/present/`);
      // Every title slide names what it shows (an example's title slides had lost theirs in this change's first form).
      expect(await page.locator('[data-title-of] h2').evaluateAll((hs) => hs.filter((h) => !h.textContent?.trim()).map((h) => h.id)), `${lang} ${game}: title slides without a title`).toEqual([]);
      const rules = await page.locator('[data-title-of^="rule-"]').evaluateAll((els) =>
        els.map((el) => ({ anchor: el.getAttribute('data-title-of')!.slice(5), text: el.querySelector('.lesson-rule-text')!.textContent!.trim(), href: el.querySelector('.lesson-section a')!.getAttribute('href')! })),
      );
      for (const r of rules) {
        expectSheetLine(r.text, sheet.get(r.anchor) ?? '', `${lang} ${game} ${r.anchor}`);
        expect(r.href, `${lang} ${game} ${r.anchor}: the link to the rule`).toBe(`/${lang}/${game}/#${r.anchor}`);
      }
      // An example's title slide states the rule it shows as well (review v16: the Pillars lesson taught resource cards
      // and passing only inside the examples' captions), a section's later examples too (review v17: Gheos' "War,
      // example 2" was a bare title).
      const titles = await page.locator('[data-title-of]:not([data-title-of^="rule-"], [data-title-of^="intro-"], [data-title-of="end"])').evaluateAll((els) =>
        els.map((el) => ({ id: el.getAttribute('data-title-of')!, anchor: el.querySelector('.lesson-section a')!.getAttribute('href')!.split('#')[1]!, text: el.querySelector('.lesson-rule-text')?.textContent?.trim() ?? null })),
      );
      for (const ex of titles) {
        const line = sheet.get(ex.anchor);
        if (line) expectSheetLine(ex.text ?? '', line, `${lang} ${game} ${ex.id} (#${ex.anchor})`);
      }
      if (game === 'pillars-of-the-earth') expect(titles.filter((x) => x.text).map((x) => x.anchor)).toEqual(expect.arrayContaining(['resource-cards', 'passing-builders']));
      found.push(`${lang} ${game}: ${rules.map((r) => r.anchor).join(', ')}`);
      if (game === 'bora-bora') expect(rules.map((r) => r.anchor)).toEqual(expect.arrayContaining(['woman-man-actions', 'build-action', 'fishing', 'tasks']));
    }
  console.log(`rules taught on their own slides:\n  ${found.join('\n  ')}`);
});

// A host who presses Esc on a rule's slide to read its wording lands on that rule, as from an example's step; it went
// to the top of the rulebook from every rule slide (review v17).
test('Esc on a rule slide opens the rulebook at that rule', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/en/gheos/present/');
  const rule = page.locator('[data-title-of^="rule-"]').first();
  const id = (await rule.getAttribute('data-title-of'))!;
  const anchor = (await rule.locator('.lesson-section a').getAttribute('href'))!.split('#')[1]!;
  await page.goto(`/en/gheos/present/#${id}`);
  await expect(page.locator(`[data-title-of="${id}"]`)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(new RegExp(`/en/gheos/#${anchor}$`));
});

test('a lesson step’s layout is the same opened from its link as walked to, and a picture holds its place when a step has no lines to make room for', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  /** The step shown: whether its words took 45 % of the stage, its caption's size on screen, and where its picture stands. */
  const shown = () =>
    page.evaluate(() => {
      const li = document.querySelector<HTMLElement>('.example.presenting > ol.steps > li.current');
      if (!li) return { id: '', wide: false, caption: 0, left: 0 };
      const caption = li.querySelector<HTMLElement & { currentCSSZoom: number }>('.step-caption')!;
      const view = li.querySelector('.step-view')!.getBoundingClientRect();
      return { id: li.id, wide: li.hasAttribute('data-words-wide'), caption: Math.round(parseFloat(getComputedStyle(caption).fontSize) * caption.currentCSSZoom * 10) / 10, left: Math.round(view.left) };
    });
  const settle = async (id: string) => {
    await expect.poll(() => shown().then((s) => s.id)).toBe(id);
    await page.waitForTimeout(400);
  };
  // Opened from its link and walked to from the step before: a reload had narrowed the words and shrunk the caption (review v19).
  await page.goto('/pl/bora-bora/present/#helper-action-step-4');
  await settle('helper-action-step-4');
  const opened = await shown();
  await page.goto('/pl/bora-bora/present/#helper-action-step-3');
  await settle('helper-action-step-3');
  await page.keyboard.press('PageDown');
  await settle('helper-action-step-4');
  expect(await shown(), 'walked to').toEqual(opened);
  // The spread example's steps have no detail lines: its map stays where it is (it slid 70 px aside at step 4 for a caption 3 px larger).
  await page.goto('/pl/bora-bora/present/#spread-step-2');
  await settle('spread-step-2');
  const places = [(await shown()).left];
  for (let n = 3; n <= 8; n++) {
    await page.keyboard.press('PageDown');
    await settle(`spread-step-${n}`);
    places.push((await shown()).left);
  }
  expect(new Set(places).size, `the map's left edge at steps 2 to 8: ${places.join(', ')}`).toBe(1);

  // On a smaller projector the details shrink only to 18 px before the caption gives way: at 1024×768 a 30.7 px caption stood over them at 16.9 (review v19).
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/en/bora-bora/examples/helper-action/?present#helper-action-step-4');
  await settle('helper-action-step-4');
  const sizes = await page.evaluate(() => {
    const li = document.querySelector('.example.presenting > ol.steps > li.current')!;
    const px = (el: Element) => parseFloat(getComputedStyle(el).fontSize) * (el as HTMLElement & { currentCSSZoom: number }).currentCSSZoom;
    return { caption: px(li.querySelector('.step-caption')!), details: Math.min(...[...li.querySelectorAll('.step-detail')].filter((d) => d.getClientRects().length).map(px)) };
  });
  expect(sizes.details >= 18 || sizes.caption <= sizes.details * 1.5, `a ${sizes.caption.toFixed(1)} px caption over details of ${sizes.details.toFixed(1)} px`).toBe(true);
});
