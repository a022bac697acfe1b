import { expect, pdfPages, test } from './fixtures';
import { examples, pages } from './site-index';

/** Every quick reference in dist/: `/{lang}/{game}/reference/`. */
const references = pages.filter((url) => /^\/(pl|en)\/[^/]+\/reference\/$/.test(url));

test('there is a quick reference for every game in both languages', () => {
  // A game's rulebook: `/{lang}/{game}/` with its worked examples (the teacher's lesson builder, `/{lang}/lesson/`, is no game).
  const rulebooks = pages.filter((url) => /^\/(pl|en)\/[^/]+\/$/.test(url) && examples.some((e) => e.page === url));
  expect(references.length).toBeGreaterThan(0);
  expect(references.sort()).toEqual(rulebooks.map((url) => `${url}reference/`).sort());
});

// Chromium's own print preview (page.pdf uses the print stylesheet): a card fits on two A4 pages.
for (const url of references) {
  test(`${url} (quick reference) prints on at most two A4 pages, without the header`, async ({ page }) => {
    await page.goto(url);
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.site-header')).toBeHidden();
    await expect(page.locator('.site-footer')).toBeHidden();
    const sheets = pdfPages(await page.pdf({ format: 'A4' }));
    console.log(`A4 pages, ${url}: ${sheets}`);
    expect(sheets).toBeGreaterThan(0);
    expect(sheets, `${url} prints on ${sheets} A4 pages`).toBeLessThanOrEqual(2);
  });
}

for (const lang of ['en', 'pl'] as const) {
  test(`the ${lang} home cards and every rulebook's top link to the quick reference (and Gheos to its sandbox)`, async ({ page }) => {
    await page.goto(`/${lang}/`);
    const cards = page.locator('.game-card');
    for (const url of references.filter((r) => r.startsWith(`/${lang}/`))) {
      const game = url.split('/')[2] as string;
      const card = cards.filter({ has: page.locator(`a[href$="/${lang}/${game}/"]`) });
      await expect(card.locator(`a[href$="/${lang}/${game}/reference/"]`)).toHaveCount(1);
      await expect(card.getByRole('img')).toHaveAttribute('aria-label', /\S/);
    }
    await expect(cards.locator(`a[href$="/${lang}/gheos/sandbox/"]`)).toHaveCount(1);
    // 7 Wonders' rulebook never states how many may play: its count links to the note that says how we read it (a learner, review v11).
    await expect(cards.locator(`.game-facts a[href="/${lang}/7-wonders/#age-decks"]`)).toHaveCount(1);
    for (const url of references.filter((r) => r.startsWith(`/${lang}/`))) {
      const rulebook = url.replace(/reference\/$/, '');
      await page.goto(rulebook);
      await expect(page.locator(`article .game-strip a[href$="${url}"]`)).toHaveCount(1);
      await expect(page.locator('article .game-facts a[href="#age-decks"]')).toHaveCount(rulebook.includes('/7-wonders/') ? 1 : 0);
    }
  });
}
