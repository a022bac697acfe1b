import type { Page } from '@playwright/test';
import { expect, interactive, strings, test, tileWords } from './fixtures';
import { dictionaries } from '../src/i18n';

/*
 * One rule, fast, on a phone mid-game (390 × 844, touch): the header names the current game and opens
 * the others without sideways scrolling, and takes at most 56 px while reading; every control, link and
 * glossary term is at least 44 × 44 px; no drawing in the rule text overflows its box at 360 px;
 * presenting from the phone lists no keyboard keys. Figures are printed.
 */

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
test.use(PHONE);

const GAMES = ['gheos', '7-wonders', 'pillars-of-the-earth', 'bora-bora'] as const;

test('the header names the current game, opens the others in one tap, and keeps 56 px while reading', async ({ page }) => {
  const heights: string[] = [];
  for (const [i, game] of GAMES.entries()) {
    const lang = i % 2 ? 'pl' : 'en';
    const t = dictionaries[lang];
    await page.goto(`/${lang}/${game}/`);
    const header = page.locator('.site-header');
    const menu = page.locator('.game-menu-open');
    await expect(menu).toContainText(t[`game.${game}`].slice(0, 10));
    await expect(menu).toBeInViewport({ ratio: 1 });
    expect(await header.evaluate((h) => h.scrollWidth <= h.clientWidth), 'nothing in the header scrolls sideways').toBe(true);

    // One tap shows every game, each whole on screen.
    await menu.tap();
    const links = page.locator('#game-nav a');
    await expect(links).toHaveCount(GAMES.length + 1);
    for (const link of await links.all()) await expect(link).toBeInViewport({ ratio: 1 });
    await page.keyboard.press('Escape');

    // Reading: scrolled down, the header keeps one row that still names the game.
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight / 3));
    await page.evaluate(() => scrollBy(0, 200));
    await expect(header).toHaveClass(/tucked/);
    await expect.poll(async () => (await header.boundingBox())!.y + (await header.boundingBox())!.height).toBeLessThanOrEqual(56);
    const box = (await header.boundingBox())!;
    await expect(page.locator('.current-game')).toBeInViewport();
    await expect(page.locator('.current-game')).toHaveText(t[`game.${game}`]);
    heights.push(`${lang}/${game}: ${Math.round(box.y + box.height)} px while reading (${Math.round(box.height)} px at the top)`);
  }
  // A tap on another game goes there.
  await page.goto('/en/bora-bora/');
  await page.locator('.game-menu-open').tap();
  await page.locator('#game-nav a', { hasText: 'Gheos' }).tap();
  await expect(page).toHaveURL(/\/en\/gheos\/$/);
  console.log(`Phone header (390 × 844): ${heights.join('; ')}`);
});

/** Every visible control on the page that is smaller than 44 × 44 px (a checkbox or radio is measured by its label). */
async function smallTargets(page: Page) {
  return page.evaluate(() => {
    const seen = new Set<Element>();
    const found: { what: string; w: number; h: number }[] = [];
    let count = 0;
    let least = { what: '', w: Infinity, h: Infinity };
    const selector = 'a[href], button, input, select, textarea, summary, [role="button"], [tabindex="0"]';
    for (let el of document.querySelectorAll(selector)) {
      if (el.matches('input[type="checkbox"], input[type="radio"]')) el = el.closest('label') ?? el;
      if (seen.has(el) || el.closest('[popover]:not(:popover-open), dialog:not([open]), .sr-only, [hidden]')) continue;
      seen.add(el);
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (!r.width || !r.height || style.visibility === 'hidden' || el.classList.contains('skip-link')) continue;
      count++;
      const what = `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''} “${(el.textContent ?? '').trim().slice(0, 24)}”`;
      if (Math.min(r.width, r.height) < Math.min(least.w, least.h)) least = { what, w: r.width, h: r.height };
      if (r.width < 43.5 || r.height < 43.5) found.push({ what, w: Math.round(r.width), h: Math.round(r.height) });
    }
    return { count, least, found };
  });
}

test('every button, link, input and glossary term is at least 44 × 44 px', async ({ page }) => {
  test.setTimeout(90_000);
  const lines: string[] = [];
  const failures: string[] = [];
  const pages = ['/en/', ...GAMES.map((g, i) => `/${i % 2 ? 'pl' : 'en'}/${g}/`), '/en/gheos/examples/war-1/', '/pl/7-wonders/reference/'];
  for (const url of pages) {
    await page.goto(url);
    const { count, least, found } = await smallTargets(page);
    lines.push(`  ${url}: ${count} targets, smallest ${Math.round(least.w)}×${Math.round(least.h)} (${least.what})`);
    for (const f of found.slice(0, 12)) failures.push(`${url} ${f.what} ${f.w}×${f.h}`);
    if (found.length > 12) failures.push(`${url}: ${found.length - 12} more`);
  }
  console.log(`Tap targets at 390 × 844 (every visible link, button, input, term):\n${lines.join('\n')}`);
  expect(failures, 'targets under 44 × 44 px').toEqual([]);
});

test('no drawing in the rule text overflows its box at 360 px, and its words stay inside their shapes at 11 px or more', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const lines: string[] = [];
  const failures: string[] = [];
  for (const lang of ['en', 'pl'] as const) {
    for (const game of GAMES) {
      await page.goto(`/${lang}/${game}/`);
      const report = await page.evaluate(() => {
        const bad: string[] = [];
        let drawings = 0;
        const main = document.querySelector('main')!.getBoundingClientRect();
        // Drawings in the rule text: everything but the examples' step pictures and the game strip.
        for (const svg of document.querySelectorAll<SVGSVGElement>('main svg')) {
          if (svg.closest('.example, .game-strip, [hidden]') || !svg.getClientRects().length) continue;
          drawings++;
          const name = svg.getAttribute('aria-label')?.slice(0, 40) ?? svg.className.baseVal;
          const box = svg.getBoundingClientRect();
          const frame = (svg.closest('figure') ?? svg.parentElement)!.getBoundingClientRect();
          if (box.left < main.left - 0.5 || box.right > Math.min(main.right, innerWidth) + 0.5) bad.push(`${name}: wider than the text (${Math.round(box.width)} px)`);
          if (box.right > frame.right + 0.5 || box.bottom > frame.bottom + 0.5) bad.push(`${name}: spills out of its figure`);
          for (const text of svg.querySelectorAll('text')) {
            if (!text.textContent?.trim()) continue;
            const t = text.getBBox();
            // The shape framing a word: a rect of its own group around the word's middle.
            const cx = t.x + t.width / 2;
            const cy = t.y + t.height / 2;
            const frameRect = [...(text.parentElement?.querySelectorAll(':scope > rect') ?? [])]
              .map((r) => (r as SVGRectElement).getBBox())
              .find((r) => cx >= r.x && cx <= r.x + r.width && cy >= r.y && cy <= r.y + r.height);
            if (frameRect && (t.x < frameRect.x - 0.5 || t.x + t.width > frameRect.x + frameRect.width + 0.5)) bad.push(`${name}: “${text.textContent}” spills out of its shape`);
          }
        }
        return { drawings, bad };
      });
      // Each drawing's words as the screen draws them (drawnWords: the drawing's scale, a squeeze to its box): 11 px
      // or more, as in the examples' pictures.
      const drawn = await Promise.all(
        (await page.locator('main svg:not(:is(.example, .game-strip, [hidden]) svg)').all()).map(async (d) => ({ name: (await d.getAttribute('aria-label'))?.slice(0, 40) ?? '', words: await d.evaluate(drawnWords) })),
      );
      const smallest = Math.min(...drawn.flatMap((d) => d.words.map((w) => w.px)));
      for (const d of drawn) for (const w of d.words) if (w.px < 11) report.bad.push(`${d.name}: “${w.text}” is drawn at ${w.px.toFixed(1)} px`);
      lines.push(`${lang}/${game}: ${report.drawings} drawings, smallest word ${smallest === Infinity ? '—' : `${smallest.toFixed(1)} px`}`);
      failures.push(...report.bad.map((b) => `${lang}/${game} ${b}`));
    }
  }
  console.log(`Drawings at 360 px: ${lines.join('; ')}`);
  expect(failures).toEqual([]);
});

/**
 * Each visible word drawn in the pictures (`<svg>`) in or at `el`, at the size the screen shows it (its font
 * size through every transform); a word squeezed to fit (`textLength`) counts at its squeezed width.
 * Self-contained: it runs in the page.
 */
function drawnWords(el: Element) {
  const words: { text: string; px: number; squeeze: number }[] = [];
  for (const text of el.querySelectorAll('svg text')) {
    const said = text.textContent?.trim();
    const m = (text as SVGTextElement).getScreenCTM();
    if (!said || !m || !text.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    let squeeze = 1;
    if (text.hasAttribute('textLength')) {
      const free = text.cloneNode(true) as SVGTextElement;
      free.removeAttribute('textLength');
      text.after(free);
      squeeze = Math.min(1, (text as SVGTextElement).textLength.baseVal.value / free.getComputedTextLength());
      free.remove();
    }
    words.push({ text: said, px: parseFloat(getComputedStyle(text).fontSize) * Math.hypot(m.a, m.b) * squeeze, squeeze });
  }
  return words;
}

/** An example's height once the steps either side of the shown one are drawn (while the page is idle: useStepPictures.ts). */
async function heightOnceDrawn(page: Page, id: string): Promise<number> {
  await page.waitForFunction((id) => !document.querySelector(`[data-example="${CSS.escape(id)}"] :is(li.current + li, li:has(+ li.current)) .step-frames`), id);
  return page.locator(`[data-example="${id}"]`).evaluate((el) => new Promise<number>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(Math.round(el.getBoundingClientRect().height))))));
}

/** Wakes an example as a reader's first touch does (its title), and waits until it steps. */
async function wake(example: ReturnType<Page['locator']>) {
  await example.locator('.example-title').tap();
  await expect(example).toHaveAttribute('data-interactive', 'true');
}

/** Whether the current step's caption of an example lies between the header and the example's sticky controls. */
async function captionShown(page: Page, id: string) {
  return page.evaluate((id) => {
    const root = document.getElementById(id)!;
    const caption = root.querySelector('.steps > li.current .step-caption')!.getBoundingClientRect();
    const header = document.querySelector('.site-header')!.getBoundingClientRect();
    const bar = root.querySelector('.example-controls')!.getBoundingClientRect();
    const bottom = bar.bottom >= innerHeight - 1 && bar.top > 0 ? bar.top : innerHeight;
    return caption.top >= Math.max(0, header.bottom) - 1 && caption.bottom <= bottom + 1;
  }, id);
}

test('Next and Previous on a phone show the changed step without the reader scrolling', async ({ page }) => {
  // Sampled: one example of more than one step per rulebook, the last and the first by turns, the
  // languages alternating by game; every example shares the one stepping code (stepInView.ts), and the
  // sample covers each game's views, both languages and both ends of a page.
  const lines: string[] = [];
  for (const [g, game] of GAMES.entries()) {
    const lang = g % 2 ? 'pl' : 'en';
    const t = dictionaries[lang];
    await page.goto(`/${lang}/${game}/`);
    const ids = await page.locator('main .example').evaluateAll((els) => els.filter((e) => e.querySelectorAll('.steps > li').length > 1).map((e) => e.id));
    const id = g % 2 ? ids[0]! : ids.at(-1)!;
    const example = page.locator(`[id="${id}"]`);
    await wake(example);
    // As a reader arriving at the rule: the example's head low on the screen, its step below it,
    // the step bar stuck to the bottom edge.
    await example.evaluate((e) => scrollTo(0, scrollY + e.getBoundingClientRect().top - innerHeight * 0.6));
    const before = await captionShown(page, id);
    await example.getByRole('button', { name: t['explainer.next'] }).tap();
    await expect.poll(() => captionShown(page, id), { message: `${id}: Next shows the new caption` }).toBe(true);
    await expect(example.locator('.steps > li.current .step-number')).toHaveText('2.');
    // Scrolled on past the caption, Previous brings the step back into sight.
    await example.evaluate((e) => scrollTo(0, scrollY + e.querySelector('.steps > li.current')!.getBoundingClientRect().bottom - 120));
    await example.getByRole('button', { name: t['explainer.back'] }).tap();
    await expect.poll(() => captionShown(page, id), { message: `${id}: Previous shows the new caption` }).toBe(true);
    lines.push(`${lang}/${game}#${id} (caption in sight before: ${before})`);
  }
  console.log(`Stepping at 390 × 844, caption in sight after Next and after Previous on: ${lines.join(', ')}`);
});

// A referee on a 390 px phone (review v13): the Pillars players' table was 478 px wide in a 316 px box, the
// wool mill's column half shown and the cards taken hidden; step 12's point, the 12 workers Green sends
// to the mill, stood in the column out of sight. On a phone each player is a block of named figures.
test('the Pillars players table fits a phone: every figure in sight and named, in both languages', async ({ page }) => {
  const lines: string[] = [];
  for (const lang of ['pl', 'en'] as const) {
    for (const url of [`/${lang}/pillars-of-the-earth/examples/resource-draft/#resource-draft-step-12`, `/${lang}/pillars-of-the-earth/practice/?kind=draft-cards&seed=3103053284&players=2`]) {
      await page.goto(url);
      // The table the reader sees: the step shown (its link's, before the example wakes), or the question's.
      const box = page.locator(url.includes('#') ? 'li:target .pi-table-scroll' : '.practice-question .practice-body .pi-table-scroll').first();
      // An example waking draws its step again: read the table once a drawn one stands.
      if (url.includes('#')) await interactive(page, 'resource-draft');
      await expect(box.locator('tbody td').first()).toBeVisible();
      const read = () => box.evaluate((el) => ({
        wide: el.scrollWidth,
        room: el.clientWidth,
        cells: [...el.querySelectorAll('tbody td')].filter((td) => td.getClientRects().length > 0).map((td) => ({ label: td.getAttribute('data-label') ?? '', shown: getComputedStyle(td, '::before').content, right: td.getBoundingClientRect().right })),
        right: el.getBoundingClientRect().right,
      }));
      // The figures as the poll that found them drawn read them: a second read could meet the step drawn again, empty.
      let fit = await read();
      await expect.poll(async () => (fit = await read()).cells.length, { message: `${url}: no figure drawn` }).toBeGreaterThan(0);
      lines.push(`${url}: ${fit.wide} px of table in ${fit.room} px`);
      expect(fit.wide, `${url}: the table scrolls sideways`).toBeLessThanOrEqual(fit.room);
      expect(fit.cells.length, `${url}: no figure drawn`).toBeGreaterThan(0);
      for (const c of fit.cells) {
        expect(c.right, `${url}: a figure past the box's edge`).toBeLessThanOrEqual(fit.right + 0.5);
        expect(c.label.length, `${url}: a figure without its column's name`).toBeGreaterThan(0);
        expect(c.shown, `${url}: the column's name is not shown beside its figure`).toContain(c.label);
      }
    }
  }
  console.log(`Pillars players table on a 390 px phone: ${lines.join('; ')}`);
});

test('a rulebook table wider than a phone says it goes on, scrolls from the keyboard, and keeps each row named', async ({ page }) => {
  const seen: string[] = [];
  const wrong: string[] = [];
  for (const lang of ['pl', 'en'])
    for (const game of GAMES) {
      await page.goto(`/${lang}/${game}/`);
      const tables = page.locator('.rulebook table:not(.step-view table)');
      for (const [i, table] of (await tables.all()).entries()) {
        const where = `/${lang}/${game}/ table ${i + 1}`;
        const [client, scroll] = await table.evaluate((t) => [t.clientWidth, t.scrollWidth]);
        if (scroll <= client + 1) continue;
        seen.push(`${where}: ${scroll} px in ${client}`);
        // A shadow on the edge that goes on (a referee read the gods' effects cut mid-word, with nothing to say so).
        if (!(await table.evaluate((t) => getComputedStyle(t).backgroundImage.includes('radial-gradient')))) wrong.push(`${where}: no shadow at its edge`);
        // The keyboard reaches the rest.
        await table.focus();
        if ((await table.evaluate((t) => document.activeElement === t)) === false) {
          wrong.push(`${where}: takes no focus`);
          continue;
        }
        const first = table.locator('tbody tr:last-child > :first-child');
        const left = (await first.boundingBox())!.x;
        for (let k = 0; k < 4; k++) await page.keyboard.press('ArrowRight');
        await expect.poll(() => table.evaluate((t) => t.scrollLeft), `${where}: scrolled by the arrow keys`).toBeGreaterThan(0);
        // Its rows' names stay in sight as the rest scrolls past them.
        if (Math.abs((await first.boundingBox())!.x - left) > 1) wrong.push(`${where}: the row's name scrolled away`);
      }
    }
  console.log(`rulebook tables wider than a 390 px phone: ${seen.join('; ')}`);
  expect(seen.length, 'the Bora Bora rulebook has tables wider than a phone').toBeGreaterThan(0);
  expect(wrong).toEqual([]);
});

test('a number out of range says beside its field what was typed, why, and what is used', async ({ page }) => {
  for (const [lang, url] of [['en', '/en/7-wonders/'], ['pl', '/pl/7-wonders/']] as const) {
    await page.goto(url);
    const field = page.locator('#military-conflict-input-s0');
    const notice = page.locator('#military-conflict-input-s0-notice');
    await field.scrollIntoViewIfNeeded();
    await wake(page.locator('[id="military-conflict"]'));
    await field.fill('99');
    await field.press('Enter');
    await expect(field).toHaveValue('30');
    await expect(notice).toContainText('99');
    await expect(notice).toContainText('30');
    await expect(notice).toBeInViewport();
    await expect(field).toHaveAttribute('aria-describedby', 'military-conflict-input-s0-notice');
    const said = await notice.innerText();
    // A number in range clears it.
    await field.fill('4');
    await field.press('Enter');
    await expect(notice).toBeEmpty();
    console.log(`Out of range (${lang}): typed 99 in "Shields: Ala" → 30, beside it: “${said}”`);
  }
});

test('presenting from a phone held upright: the keys a keyboard would use are not listed, and the buttons are at hand', async ({ page }) => {
  await page.goto('/en/gheos/examples/war-2/?present#war-2-step-3');
  const root = await interactive(page, 'war-2');
  await expect(root).toHaveClass(/presenting/);
  await expect(root.locator('.example-buttons .primary')).toBeInViewport({ ratio: 1 });
  await expect(root.locator('.example-keys')).toBeHidden();
});

test('a Bora Bora picture grows into its line on a phone (a small map read at 9 px), and its smallest number is printed', async ({ page }) => {
  // A phone reader met 160 px maps with 9 px numbers, drawn at their drawing's own size beside a line of empty room.
  const sizes: string[] = [];
  for (const id of ['combine-tiles', 'gods', 'final-scoring', 'spread']) {
    await page.goto(`/en/bora-bora/examples/${id}/`);
    const found = await page.evaluate((id) => {
      const out = { narrow: [] as string[], smallest: Infinity };
      for (const svg of document.querySelectorAll<SVGSVGElement>(`[data-example="${id}"] > ol.steps > li svg.bb-pic`)) {
        const box = svg.getBoundingClientRect();
        const m = svg.getScreenCTM();
        if (!m || box.width === 0) continue;
        const line = svg.parentElement!.getBoundingClientRect().width;
        const wanted = Math.min(line, 1.6 * svg.viewBox.baseVal.width);
        if (box.width < wanted - 1) out.narrow.push(`${svg.dataset.pic} ${Math.round(box.width)} px of ${Math.round(wanted)}`);
        if (svg.dataset.pic === 'map') for (const t of svg.querySelectorAll('text')) if (/^\d+$/.test(t.textContent ?? '')) out.smallest = Math.min(out.smallest, parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b));
      }
      return out;
    }, id);
    sizes.push(`${id} ${found.smallest.toFixed(1)} px`);
    expect(found.narrow, `${id}: pictures drawn narrower than their line allows`).toEqual([]);
  }
  console.log(`Bora Bora maps on a 390 px phone, smallest number: ${sizes.join(', ')}`);
});

test.describe('on a 412 × 823 phone', () => {
  test.use({ viewport: { width: 412, height: 823 } });
  test('the final-scoring map’s hut letters read at 11 px or more on every step, in both languages, and the map stays on the screen', async ({ page }) => {
    // A referee read the letters of huts moved aside at about 7 px on this map, the smallest words on the site.
    const sizes: string[] = [];
    for (const lang of ['en', 'pl'] as const) {
      await page.goto(`/${lang}/bora-bora/examples/final-scoring/`);
      const root = await interactive(page, 'final-scoring');
      const next = root.getByRole('button', { name: strings[lang].next });
      const small: string[] = [];
      let least = Infinity;
      let steps = 0;
      for (;;) {
        steps++;
        const found = await root.evaluate((el) => {
          const svg = el.querySelector<SVGSVGElement>('ol.steps > li.current svg[data-pic="map"]');
          if (!svg) return null;
          const m = svg.getScreenCTM()!;
          const k = Math.hypot(m.a, m.b);
          const box = svg.getBoundingClientRect();
          const letters = [...svg.querySelectorAll('.bb-hut')].map((hut) => {
            const text = hut.parentElement!.querySelector('text')!;
            return { letter: text.textContent ?? '', px: parseFloat(getComputedStyle(text).fontSize) * k };
          });
          return { letters, right: box.right, page: document.documentElement.scrollWidth };
        });
        if (found) {
          expect(found.right, `${lang} step ${steps}: the map past the screen's side`).toBeLessThanOrEqual(412);
          expect(found.page, `${lang} step ${steps}: the page scrolls sideways`).toBeLessThanOrEqual(412);
          for (const l of found.letters) {
            least = Math.min(least, l.px);
            if (l.px < 11) small.push(`step ${steps}: ${l.letter} ${l.px.toFixed(1)} px`);
          }
        }
        if (await next.isDisabled()) break;
        await next.click();
      }
      sizes.push(`${lang} ${steps} steps, smallest hut letter ${least.toFixed(1)} px`);
      expect(least, `${lang}: no hut letter measured`).toBeLessThan(Infinity);
      expect(small, `${lang}: hut letters under 11 px`).toEqual([]);
    }
    console.log(`Final-scoring map at 412 × 823: ${sizes.join('; ')}`);
  });

  // A referee read the 7 Wonders seats' "7 cards in hand", the city's cards and stages, "Card in play" and the
  // conflict tokens at 7 to 9 px on this phone; then Pillars' purses' initials and a card's workers at 9.5, Bora
  // Bora's die owners at 7.3 and the 1 to 6 a die fits at 9.3, a one-row Gheos board's markers at 9.6. Every example
  // of the rulebook, every step, stepped by Next: in both languages for 7 Wonders, in Polish (the longest words, which
  // a squeeze to their box's width would shrink) for the others, whose sizes are the same in English.
  // And stepping moves nothing under an example (issue 29): the list of steps is as tall as its tallest step, so a
  // step must be as tall hidden as shown, and as tall drawn (in the browser, when it or the step beside it is first
  // shown) as the frame the server sent: after each step, once the steps either side are drawn, the example is as
  // tall as it woke (this stepping was layout-shift.spec's own, a second pass over the same steps).
  const pictureLanguages = { '7-wonders': ['en', 'pl'], gheos: ['pl'], 'pillars-of-the-earth': ['pl'], 'bora-bora': ['pl'] } as const;
  for (const [game, langs] of Object.entries(pictureLanguages))
  test(`every word and number in a ${game} example’s picture reads at 11 px or more, and the example keeps its height, at every step, in ${langs.join(' and ')}`, async ({ page }) => {
    test.setTimeout(120_000);
    const lines: string[] = [];
    const small: string[] = [];
    const moved: string[] = [];
    for (const lang of langs) {
      await page.goto(`/${lang}/${game}/`);
      const ids = await page.locator('main .example').evaluateAll((els) => els.map((e) => e.id));
      for (const id of ids) {
        const root = await interactive(page, id);
        const steps = Number(await root.getAttribute('data-steps'));
        let least = { px: Infinity, text: '', step: 0 };
        let woke = 0;
        for (let n = 1; n <= steps; n++) {
          if (n > 1) await root.getByRole('button', { name: strings[lang].next }).click();
          await expect(root).toHaveAttribute('data-step', String(n));
          // Measured as the step ends: pieces that fade or move in are finished first.
          await page.evaluate(() => document.getAnimations().forEach((a) => a.finish()));
          const shown = root.locator('ol.steps > li.current');
          await expect.poll(() => shown.evaluate((li) => !li.querySelector('.step-frames') && li.querySelector('svg') !== null), { message: `${lang} ${id} step ${n}: a drawn picture` }).toBe(true);
          const words = await shown.evaluate(drawnWords);
          const under = words.filter((w) => w.px < 11).sort((a, b) => a.px - b.px);
          for (const w of words) if (w.px < least.px) least = { ...w, step: n };
          if (under.length) small.push(`${lang} ${id} step ${n}: ${under.length} under 11 px, “${under[0]!.text}” ${under[0]!.px.toFixed(1)} px${under[0]!.squeeze < 1 ? ` (squeezed to ${Math.round(under[0]!.squeeze * 100)} %)` : ''}`);
          const tall = await heightOnceDrawn(page, id);
          if (n === 1) woke = tall;
          else if (Math.abs(tall - woke) > 1) moved.push(`${lang} ${id} step ${n}: ${woke} → ${tall} px`);
        }
        lines.push(`${lang} ${id}: ${steps} steps, smallest ${least.px.toFixed(1)} px (step ${least.step}: “${least.text}”)`);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${lang}: the page scrolls sideways`).toBeLessThanOrEqual(412);
    }
    console.log(`${game} pictures at 412 × 823:\n  ${lines.join('\n  ')}`);
    expect.soft(small, 'picture words under 11 px').toEqual([]);
    expect(moved, 'examples whose height changed while stepping').toEqual([]);
  });

  // A referee (review v13): a practice city of five colours set every card's name at 8.7 px on a 390 px phone, and
  // which buildings are red was read from those names. Four colours or more take two bands of wider cards.
  test('a crowded 7 Wonders practice city names its cards at 11 px or more, in both languages', async ({ page }) => {
    const lines: string[] = [];
    for (const lang of ['pl', 'en'] as const) {
      for (const q of ['kind=card-use&seed=1373261718&players=4', 'kind=military-strength&seed=1898547121&players=3']) {
        await page.goto(`/${lang}/7-wonders/practice/?${q}`);
        const city = page.locator('.practice-question .practice-body svg:has(.sw-pic-citycard)').first();
        await expect(city).toBeVisible();
        // Each card's name as drawn, a squeeze to its card's width included (drawnWords).
        const sizes = (await Promise.all((await city.locator('.sw-pic-citycard').all()).map((card) => card.evaluate(drawnWords)))).flat().map((w) => w.px);
        lines.push(`${lang} ${q}: ${sizes.length} names, smallest ${Math.min(...sizes).toFixed(1)} px`);
        expect(sizes.length, `${lang} ${q}: a city of cards`).toBeGreaterThanOrEqual(8);
        expect(Math.min(...sizes), `${lang} ${q}: the smallest card name`).toBeGreaterThanOrEqual(11);
      }
    }
    console.log(`7 Wonders practice cities at 412 × 823: ${lines.join('; ')}`);
  });

  test('every Bora Bora action tile’s name reads at 11 px or more and stays inside its frame, on a sample of steps of every example, in both languages', async ({ page }) => {
    // A host met "Man/Woman" touching its tile's frame (0.9 px of room); a wider picture had set every name at 9.1 px here.
    // Sampled (every step took 48 s of the suite): on the page the tiles keep one size whatever the step, and what a
    // step changes is the dice on them and which one is marked (a thicker frame). Every example's first three steps,
    // where its first dice go down and mark their tiles, and its last; every example holds one of the three sets.
    test.setTimeout(120_000);
    // Per language and name, where it had the least room and its smallest size.
    const names = new Map<string, { room: number; px: number; where: string }>();
    const sampled: string[] = [];
    for (const lang of ['en', 'pl'] as const) {
      await page.goto(`/${lang}/bora-bora/`);
      const ids = await page.locator('main .example').evaluateAll((els) => els.map((e) => e.id));
      for (const id of ids) {
        const root = await interactive(page, id);
        const steps = Number(await root.getAttribute('data-steps'));
        const sample = [...new Set([1, 2, 3, steps])].filter((n) => n <= steps);
        sampled.push(`${lang} ${id} ${sample.join(', ')}`);
        for (const n of sample) {
          if (n === steps && n > 3) await root.getByRole('button', { name: strings[lang].last }).click();
          else if (n > 1) await root.getByRole('button', { name: strings[lang].next }).click();
          await expect(root).toHaveAttribute('data-step', String(n));
          await page.evaluate(() => document.getAnimations().forEach((a) => a.finish()));
          for (const w of await root.evaluate(tileWords)) {
            const key = `${lang} “${w.text}”`;
            const was = names.get(key) ?? { room: Infinity, px: Infinity, where: '' };
            names.set(key, { room: Math.min(was.room, w.room), px: Math.min(was.px, w.px), where: w.room < was.room ? `${id} step ${n}${w.focus ? ', marked' : ''}` : was.where });
          }
        }
      }
    }
    const all = [...names].map(([name, w]) => `${name} ${w.px.toFixed(2)} px, ${w.room.toFixed(1)} px room (${w.where})`);
    console.log(`Bora Bora action tiles at 412 × 823 (steps sampled: ${sampled.join('; ')}):\n  ${all.join('\n  ')}`);
    expect(names.size, 'action tiles measured in both languages').toBeGreaterThanOrEqual(20);
    expect.soft([...names].filter(([, w]) => w.room < 2).map(([name, w]) => `${name}: ${w.room.toFixed(1)} px (${w.where})`), 'names within 2 px of their frame').toEqual([]);
    expect.soft([...names].filter(([, w]) => w.px < 11).map(([name, w]) => `${name}: ${w.px.toFixed(2)} px`), 'names under 11 px').toEqual([]);
  });
});

test.describe('on a 1280 × 720 screen', () => {
  test.use({ viewport: { width: 1280, height: 720 }, isMobile: false, hasTouch: false });
  test('the starting craftsmen’s names read at 11 px or more, each inside its card', async ({ page }) => {
    // A referee read "Mortar mixer", "Woodworker" and "Stonecutter" at 8 px on this screen.
    const lines: string[] = [];
    for (const lang of ['en', 'pl'] as const) {
      await page.goto(`/${lang}/pillars-of-the-earth/#craftsman-cards`);
      const drawing = page.locator('main svg.piece-craftsmen');
      const words = await drawing.evaluate(drawnWords);
      const outside = await drawing.evaluate((svg) =>
        [...svg.querySelectorAll('text')].flatMap((text) => {
          const card = text.closest('g')!.querySelector('rect')!.getBoundingClientRect();
          const r = text.getBoundingClientRect();
          return r.left < card.left || r.right > card.right || r.top < card.top || r.bottom > card.bottom ? [text.textContent ?? ''] : [];
        }),
      );
      lines.push(`${lang}: ${words.map((w) => `“${w.text}” ${w.px.toFixed(1)} px`).join(', ')}`);
      expect(words.length, `${lang}: the names drawn`).toBeGreaterThanOrEqual(3);
      expect(words.filter((w) => w.px < 11).map((w) => `${w.text} ${w.px.toFixed(1)} px`), `${lang}: names under 11 px`).toEqual([]);
      expect(outside, `${lang}: names past their card's edge`).toEqual([]);
    }
    console.log(`Starting craftsmen at 1280 × 720: ${lines.join('; ')}`);
  });
});

test('a sandbox’s “Start playing” is on a phone’s first screen, before the empty board', async ({ page }) => {
  // A referee found the Gheos sandbox's button a screen down, under an empty board and its facts.
  await page.setViewportSize({ width: 412, height: 823 });
  for (const url of ['/en/gheos/sandbox/', '/pl/bora-bora/sandbox/']) {
    await page.goto(url);
    await expect(page.locator('.sandbox-panel .button.primary'), url).toBeInViewport({ ratio: 1 });
  }
});

// A step's picture comes under its caption on a phone, its details after it: stacked in the page's order, Bora Bora's
// dice placement pushed its picture below the screen after Next, under six or seven lines of pips and points (0 % of it
// in sight at steps 5 and 6 on a 360 px phone; review v17).
test('on a 360 px phone, each Next on Bora Bora’s dice placement shows the top of the step’s picture', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto('/pl/bora-bora/#dice-placement-step-1');
  const example = page.locator('[id="dice-placement"]');
  await wake(example);
  const steps = await example.locator('.steps > li').count();
  const hidden: string[] = [];
  for (let n = 2; n <= steps; n++) {
    await example.locator('.example-controls .button.primary').tap();
    await expect(example.locator('.steps > li.current .step-number')).toHaveText(`${n}.`);
    const inSight = async () =>
      example.evaluate((root) => {
        const view = root.querySelector('.steps > li.current > .step-view')!.getBoundingClientRect();
        const header = Math.max(0, ...[...document.querySelectorAll('header')].map((h) => h.getBoundingClientRect().bottom));
        const bar = root.querySelector('.example-controls')!.getBoundingClientRect();
        const bottom = bar.top > 0 && bar.bottom >= innerHeight - 1 ? bar.top : innerHeight;
        return Math.min(view.bottom, bottom) - Math.max(view.top, header) >= 80;
      });
    await expect.poll(inSight, { timeout: 3000 }).toBe(true).catch(() => hidden.push(`step ${n}`));
  }
  await context.close();
  expect(hidden, 'steps whose picture stayed below the screen after Next').toEqual([]);
});
