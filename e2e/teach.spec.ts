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

/** An example's step anchors in order. */
function stepIds(page: Page, id: string) {
  return page.locator(`[data-example="${id}"] > ol.steps > li`).evaluateAll((els) => els.map((el) => el.id));
}

/** The example's own page presenting, at its `step`-th step (by position); its step anchors. */
async function presenting(page: Page, lang: string, step: number, query = '') {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`${page_(lang)}?present${query}`);
  const root = await interactive(page, EX.id);
  const ids = await stepIds(page, EX.id);
  await page.evaluate((hash) => (location.hash = hash), ids[step - 1] as string);
  await expect(root).toHaveClass(/presenting/);
  await expect(root).toHaveAttribute('data-step', String(step));
  return { root, ids };
}

test('B, then PageDown: the same step again; three PageDowns 50 ms apart: three steps', async ({ page }) => {
  const { root } = await presenting(page, 'en', 2);
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

test('W whitens the room\'s screen as slide software does, and any key shows the same step again; on a lesson\'s title slide too', async ({ page }) => {
  // A host's keyboard habit: B black, W white. W did nothing.
  const { root } = await presenting(page, 'en', 2);
  const blank = root.locator('[data-blank]');
  await page.keyboard.press('w');
  await expect(blank).toBeVisible();
  await expect(blank).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect(page.locator('html')).toHaveClass(/room-dark/);
  await page.keyboard.press('PageDown');
  await expect(blank).toHaveCount(0);
  await expect(root).toHaveAttribute('data-step', '2');
  // A lesson's title slide has its own blank screen.
  await page.goto('/en/gheos/present/');
  const lessonBlank = page.locator('[data-lesson-blank]');
  await expect(lessonBlank).toBeHidden();
  await page.keyboard.press(',');
  await expect(lessonBlank).toBeVisible();
  await expect(lessonBlank).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await page.keyboard.press('ArrowRight');
  await expect(lessonBlank).toBeHidden();
});

test('L in the presenter view: the same step, presenting, predicting, in Polish; Esc leaves at that step', async ({ page }) => {
  const { ids } = await presenting(page, 'en', 3, '&predict');
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
  await expect(page).toHaveURL(new RegExp(`#${ids[2]}$`));
});

test('a lesson: a fast double press on a title slide is not lost; L and Esc keep the step', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/en/gheos/present/');
  // The first example of the lesson with three steps or more.
  const first = await page.locator('[data-title-of]:not([data-card])').evaluateAll(
    (els) => els.map((el) => (el as HTMLElement).dataset.titleOf as string).find((id) => Number(document.querySelector(`[data-example="${id}"]`)?.getAttribute('data-steps')) >= 3) as string,
  );
  await page.evaluate((id) => (location.hash = id), first);
  await expect(page.locator(`[data-title-of="${first}"]`)).toBeVisible();
  await page.keyboard.press('PageDown');
  await page.keyboard.press('PageDown');
  const root = page.locator(`[data-example="${first}"]`);
  await expect(root).toHaveClass(/presenting/);
  await expect(root).toHaveAttribute('data-step', '2');
  const second = (await stepIds(page, first))[1] as string;
  await expect(page).toHaveURL(new RegExp(`#${second}$`));
  // L: the Polish lesson on the same slide.
  await page.keyboard.press('L');
  await page.waitForURL(/\/pl\/gheos\/present\//);
  const pl = page.locator(`[data-example="${first}"]`);
  await expect(pl).toHaveClass(/presenting/);
  await expect(pl).toHaveAttribute('data-step', '2');
  // Esc: the rulebook, on that step.
  await page.keyboard.press('Escape');
  await page.waitForURL(/\/pl\/gheos\/#/);
  expect(new URL(page.url()).hash).toBe(`#${second}`);
  await expect(page.locator(`[data-example="${first}"]`)).toHaveAttribute('data-step', '2');
});

test('the speaker view alone: both pictures and captions, counts, part, clock, Back and Next', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`${page_('en')}?present&speaker`);
  await interactive(page, EX.id);
  const ids = await stepIds(page, EX.id);
  await page.evaluate((hash) => (location.hash = hash), ids[1] as string);
  const panel = page.locator('.speaker-view');
  await expect(panel).toBeVisible();
  // Drawn pictures, not the empty frames a step not yet shown is served as (StepPicture).
  for (const which of ['now', 'next']) {
    const box = panel.locator(`[data-speaker-picture="${which}"]`);
    await expect(box.locator('svg').first()).toBeVisible();
    await expect(box.locator('.step-frames')).toHaveCount(0);
  }
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

/*
 * The speaker window's copy of a step is drawn as the projector draws it: a Bora Bora step shows only
 * the pictures it is about, Pillars its projector picture, 7 Wonders its projector layout. The copy,
 * zoomed to fit its box, had its words 4–5 px high for a Bora Bora score pad, the Pillars table and
 * a 7 Wonders hand. Measured where the host meets it, at 1280×720: the height of each line of words
 * drawn in the box (a text range's rectangles), and the pictures shown against the step's own.
 */
for (const [game, id, step] of [
  ['bora-bora', 'dice-placement', 3],
  ['bora-bora', 'final-scoring', 5],
  // Its caption runs to 60 words.
  ['bora-bora', 'helper-action', 4],
  ['pillars-of-the-earth', 'resource-draft', 3],
  ['7-wonders', 'card-passing', 3],
  ['gheos', 'war-2', 3],
] as const) {
  test(`the speaker view draws ${id}'s step ${step} as the projector does, readable at a glance`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(`/en/${game}/examples/${id}/?present&speaker#${id}-step-${step}`);
    const root = await interactive(page, id);
    const box = page.locator('.speaker-view [data-speaker-picture="now"]');
    await expect(box.locator('svg:visible').first()).toBeVisible();
    if (game === 'bora-bora') {
      const about = await root.locator(':scope > ol.steps > li.current .bb-pics > svg').evaluateAll((svgs) => svgs.map((s) => s.classList.contains('bb-pj')));
      expect(about.includes(true) && about.includes(false), 'the step is about some of its pictures').toBe(true);
      // Polled: the box copies the step again once its picture is drawn (speaker.ts), and a busy machine can look between the two.
      await expect.poll(() => box.locator('.bb-pics > svg').evaluateAll((svgs) => svgs.map((s) => getComputedStyle(s).display !== 'none')), { message: 'the pictures drawn' }).toEqual(about);
    }
    const measure = () => box.evaluate((el) => {
      const frame = el.getBoundingClientRect();
      const heights: number[] = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let t = walker.nextNode(); t; t = walker.nextNode()) {
        if (!t.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(t);
        for (const r of range.getClientRects()) if (r.height > 0 && r.bottom > frame.top && r.top < frame.bottom) heights.push(r.height);
      }
      return heights.sort((a, b) => a - b);
    });
    // The copy is zoomed to its box once drawn (speaker.ts shrinkInto).
    await expect.poll(async () => (await measure()).length, { message: 'words are drawn' }).toBeGreaterThan(0);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const lines = await measure();
    const median = lines[Math.floor(lines.length / 2)]!;
    console.log(`speaker view, ${id} step ${step}: ${lines.length} lines of words, median ${median.toFixed(1)} px high`);
    expect(median, 'the median line of words, px high').toBeGreaterThanOrEqual(12);
    // Both copies, this step's and the next one's, are zoomed until they fit their boxes (the window
    // draws the next step's copy again once its picture is drawn).
    for (const which of ['now', 'next']) {
      const over = () => page.locator(`.speaker-view [data-speaker-picture="${which}"]`).evaluate((b) => b.firstElementChild!.getBoundingClientRect().height - b.clientHeight);
      await expect.poll(over, { message: `the ${which} picture overflows its box by (px)` }).toBeLessThanOrEqual(1);
    }
    // A key sized by its own markup (Gheos' legend) is never drawn larger than that.
    const keys = await page.locator('.speaker-picture svg[width]').evaluateAll((svgs) => svgs.map((s) => s.getBoundingClientRect().width / Number(s.getAttribute('width'))));
    for (const grown of keys) expect(grown, 'a key drawn at this many times its own size').toBeLessThanOrEqual(1.01);
    // The window holds it all: a long caption leaves the picture above it less room, it does not run off the bottom.
    const below = await page.locator('.speaker-view').evaluate((v) => v.scrollHeight - v.clientHeight);
    expect(below, 'px of the speaker window under its bottom edge').toBeLessThanOrEqual(1);
    // Zoomed to its box's height, a copy stands in the middle of its column.
    const sides = await box.evaluate((b) => { const r = b.getBoundingClientRect(), c = b.firstElementChild!.getBoundingClientRect(); return [c.left - r.left, r.right - c.right]; });
    expect(Math.abs(sides[0]! - sides[1]!), 'px more on one side of the copy than on the other').toBeLessThanOrEqual(2);
  });
}

test('the speaker window held upright: the next step’s column starts under this one’s words', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/bora-bora/examples/helper-action/?present&speaker#helper-action-step-4');
  await interactive(page, 'helper-action');
  const now = page.locator('.speaker-view .speaker-now');
  await expect(now).not.toBeEmpty();
  const [words, next] = await Promise.all([now.boundingBox(), page.locator('.speaker-view .speaker-column-next').boundingBox()]);
  expect(next!.y, 'px the next column starts under the words of this one').toBeGreaterThanOrEqual(words!.y + words!.height);
});

test('a clean wall: the controls fade when the pointer rests and come back when it moves', async ({ page }) => {
  const { root } = await presenting(page, 'en', 2);
  const opacity = () => root.locator('.example-controls').evaluate((e) => getComputedStyle(e).opacity);
  await page.mouse.move(600, 300);
  await expect.poll(opacity).toBe('1');
  await expect.poll(opacity, { timeout: 6000 }).toBe('0');
  // The room still sees the caption, the picture and the progress bar.
  for (const part of ['.step.current .step-caption', '.step.current .step-view', '.present-progress'])
    expect(await root.locator(part).evaluate((e) => getComputedStyle(e).opacity), part).toBe('1');
  // And no pointer over any of it, a button or a link included.
  const cursors = await root.locator('*').evaluateAll((els) => [...new Set(els.filter((e) => e.getClientRects().length).map((e) => getComputedStyle(e).cursor))]);
  expect(cursors, 'cursors over the presenter view').toEqual(['none']);
  await page.keyboard.press('PageDown');
  expect(await opacity(), 'a key does not bring the controls back').toBe('0');
  await page.mouse.move(700, 350);
  await expect.poll(opacity).toBe('1');
});

test('Q: a QR code of the step’s address, drawn in the page, that decodes to it', async ({ page, baseURL }) => {
  const { root, ids } = await presenting(page, 'en', 4, '&predict');
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
  expect(code?.data).toBe(`${baseURL}${page_('en')}?predict#${ids[3]}`);
  // The next step's address follows the step.
  await page.keyboard.press('PageDown');
  await expect(root.locator('.present-qr')).toHaveAttribute('data-address', `${baseURL}${page_('en')}?predict#${ids[4]}`);
  // While it shows, it covers nothing of the step: the step is fitted beside it (over the picture, it hid a Pillars step's gold).
  await expect
    .poll(() =>
      root.evaluate((el) => {
        const qr = el.querySelector('.present-qr')!.getBoundingClientRect();
        const covered = [...el.querySelectorAll(':scope > ol.steps > li.current :is(.step-view, .step-text) *')].filter((part) => {
          const r = part.getBoundingClientRect();
          return r.width > 0 && r.height > 0 && Math.min(r.right, qr.right) - Math.max(r.left, qr.left) > 1 && Math.min(r.bottom, qr.bottom) - Math.max(r.top, qr.top) > 1;
        });
        return covered.length;
      }),
    )
    .toBe(0);
});

const GAMES = ['gheos', '7-wonders', 'pillars-of-the-earth', 'bora-bora'];

test('every lesson opens with the game in brief and its setup, for every player count, in both languages', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  for (const game of GAMES) {
    // Both languages name the same slides first: goal, components, a round or turn, the end, the setup.
    for (const lang of ['en', 'pl']) {
      const html = await (await request.get(`/${lang}/${game}/present/`)).text();
      const first = [...html.matchAll(/data-title-of="([a-z0-9-]+)"/g)].slice(0, 5).map((m) => m[1]);
      expect(first, `${lang} ${game}`).toEqual(['intro-goal', 'intro-components', expect.stringMatching(/^intro-(turn|round)$/), 'intro-end', 'intro-setup']);
    }
    await page.goto(`/en/${game}/present/#intro-setup`);
    const setup = page.locator('[data-title-of="intro-setup"]');
    await expect(setup).toBeVisible();
    await expect(setup.locator('.lesson-points li').first()).toBeVisible();
    const counts = setup.locator('input[type="radio"]');
    await expect(counts.first()).toBeVisible();
    const seen = new Set<string>();
    for (let i = 0; i < (await counts.count()); i++) {
      const n = (await counts.nth(i).getAttribute('value')) as string;
      await counts.nth(i).check();
      await expect(page).toHaveURL(new RegExp(`[?&]players=${n}\\b`));
      const text = (await setup.locator('.setup-box').innerText()).replace(/\s+/g, ' ');
      expect(text, `${game}, ${n} players`).toMatch(new RegExp(`\\b${n}\\b`));
      seen.add(text);
    }
    expect(seen.size, `${game}: each player count its own setup`).toBe(await counts.count());
    // It fits the projector.
    const overflow = await setup.evaluate((el) => el.scrollHeight - el.clientHeight);
    expect(overflow, `${game}: the setup slide overflows`).toBeLessThanOrEqual(0);
  }
});

test('a lesson’s position bar, and its slide list grouped by part, with pictures, finding a slide by typing', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/en/bora-bora/present/');
  const position = page.locator('.lesson-position');
  const parts = JSON.parse((await page.locator('[data-lesson]').getAttribute('data-parts')) as string) as string[];
  const total = (await page.locator('[data-title-of]').count()) + (await page.locator('[data-example] > ol.steps > li').count());
  await expect(position).toHaveText(`Part 1 of ${parts.length} · slide 1 of ${total}`);
  await page.keyboard.press('PageDown');
  await expect(position).toHaveText(`Part 1 of ${parts.length} · slide 2 of ${total}`);
  // The gods are taught after the three phases, not first.
  const order = await page.locator('[data-title-of]').evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.titleOf));
  expect(order.indexOf('gods')).toBeGreaterThan(order.indexOf('phase-c'));
  // The slide list: one group per part, a picture on every step, and typing narrows it.
  await page.keyboard.press('o');
  const dialog = page.locator('dialog.lesson-overview');
  await expect(dialog.locator('.lesson-grid-part > h3')).toHaveText(parts);
  // Every step in sight shows its drawing, whole in its box: the steps not yet shown in the page, as
  // most are, have only empty frames there, and are drawn for the list by their examples.
  const thumbsInSight = () =>
    dialog.locator('.lesson-grid-step .lesson-thumb').evaluateAll((boxes) => {
      const frame = document.querySelector('dialog.lesson-overview')!.getBoundingClientRect();
      const seen = boxes.filter((box) => {
        const r = box.getBoundingClientRect();
        return r.bottom > frame.top && r.top < frame.bottom;
      });
      const drawn = seen.filter((box) => box.querySelector('svg :is(path, rect, circle, text)') && !box.querySelector('.step-frames'));
      const whole = drawn.filter((box) => (box.firstElementChild as HTMLElement).getBoundingClientRect().height <= box.clientHeight + 1);
      return { seen: seen.length, drawn: drawn.length, whole: whole.length };
    });
  const steps = dialog.locator('.lesson-grid-step');
  for (const at of [0, Math.floor((await steps.count()) / 2), -1]) {
    await steps.nth(at).scrollIntoViewIfNeeded();
    await expect.poll(async () => { const t = await thumbsInSight(); return t.seen >= 3 && t.drawn === t.seen && t.whole === t.seen ? 'all drawn whole' : JSON.stringify(t); }).toBe('all drawn whole');
  }
  await page.keyboard.type('priest');
  const found = dialog.locator('.lesson-grid li:not([hidden]) a');
  await expect.poll(() => found.count()).toBeGreaterThan(0);
  for (const text of await found.allInnerTexts()) expect(text.toLowerCase()).toContain('priest');
  const hash = await found.first().evaluate((a) => (a as HTMLAnchorElement).hash);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect.poll(() => page.evaluate(() => location.hash)).toBe(hash);
  await expect(position).toHaveText(new RegExp(`^Part [3-7] of ${parts.length} · slide \\d+ of ${total}$`));
});
