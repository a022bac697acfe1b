import type { Page } from '@playwright/test';
import { dictionaries, type Lang } from '../src/i18n';
import { translator } from '../src/i18n/translate';
import { axeViolations, expect, test } from './fixtures';

/*
 * The Gheos sandbox, through its UI as a reader uses it: open a worked example's position with
 * "try from here", play a war and a migration, keep the result, undo; set a position up from the
 * palette by keyboard; a refused move says why; a tampered address opens an empty board with a notice.
 */

const say = (lang: Lang) => {
  const t = translator(lang, dictionaries[lang]);
  return (key: string, params: Record<string, string | number | { key: string }> = {}) => t({ key, params });
};

async function ready(page: Page) {
  const sandbox = page.locator('[data-sandbox]');
  await expect(sandbox).toHaveAttribute('data-ready', 'true');
  return sandbox;
}

/** Opens a worked example's first step in the sandbox through its "try from here" link. */
async function tryFrom(page: Page, lang: Lang, example: string) {
  const s = say(lang);
  await page.goto(`/${lang}/gheos/examples/${example}/`);
  await expect(page.locator(`[data-example="${example}"]`)).toHaveAttribute('data-interactive', 'true');
  await page.locator(`#${example}-step-1`).getByRole('link', { name: s('gheos.sandbox.tryHere') }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/gheos/sandbox/\\?p=`));
  const sandbox = await ready(page);
  await expect(sandbox).toHaveAttribute('data-mode', 'playing');
  return sandbox;
}

/** Steps a move's walkthrough to its end with the keyboard; returns the captions seen. */
async function stepToEnd(page: Page, lang: Lang) {
  const s = say(lang);
  const review = page.locator('[data-example="sandbox-move"]');
  await expect(review).toBeFocused();
  const total = Number(await review.getAttribute('data-steps'));
  expect(total).toBeGreaterThan(2);
  for (let n = 2; n <= total; n++) {
    await page.keyboard.press('ArrowRight');
    await expect(review).toHaveAttribute('data-step', String(n));
  }
  await expect(review.locator('[aria-live="polite"]')).toContainText(s('explainer.position', { n: total, total }));
  return review;
}

for (const lang of ['en', 'pl'] as const) {
  const s = say(lang);
  const colour = (c: string) => ({ key: `gheos.colour.${c}` });
  const colourOf = (c: string) => ({ key: `gheos.colourOf.${c}` });

  test(`${lang}: plays a war from a worked example's position, keeps it, undoes it`, async ({ page }) => {
    const sandbox = await tryFrom(page, lang, 'war-1');
    const facts = sandbox.locator('.gheos-facts');
    await expect(facts).toContainText(s('gheos.board.inhabited', { colour: colour('yellow') }));
    const before = page.url();

    await sandbox.getByLabel(s('gheos.sandbox.space')).selectOption('0,2');
    await sandbox.getByRole('button', { name: s('gheos.sandbox.doPlace') }).click();
    const review = await stepToEnd(page, lang);
    await expect(review).toContainText(s('gheos.ev.war-won', { colour: colour('red'), losers: colour('yellow') }));

    // The reader pays with a yellow follower instead of the first one offered: go back to that step and choose.
    await review.getByRole('button', { name: s('explainer.first') }).click();
    for (let n = 1; n < 10 && (await review.getByRole('radio').count()) === 0; n++) await review.getByRole('button', { name: s('explainer.next') }).click();
    await review.getByRole('radio', { name: s('gheos.option.follower', { colour: colour('yellow'), colourOf: colourOf('yellow') }) }).check();

    await sandbox.getByRole('button', { name: s('gheos.sandbox.accept') }).click();
    await expect(sandbox).toHaveAttribute('data-mode', 'playing');
    await expect(facts).not.toContainText(s('gheos.board.inhabited', { colour: colour('yellow') }));
    await expect(facts).toContainText(s('gheos.board.inhabited', { colour: colour('red') }));
    await expect(page).not.toHaveURL(before);

    await sandbox.getByRole('button', { name: s('gheos.sandbox.undo') }).click();
    await expect(facts).toContainText(s('gheos.board.inhabited', { colour: colour('yellow') }));
    await expect(page).toHaveURL(before);
  });

  test(`${lang}: plays a migration from a worked example's position`, async ({ page }) => {
    const sandbox = await tryFrom(page, lang, 'migration-1');
    await sandbox.getByLabel(s('gheos.sandbox.space')).selectOption('0,2');
    await sandbox.getByRole('button', { name: s('gheos.sandbox.doReplace') }).click();
    const review = await stepToEnd(page, lang);
    await expect(review.locator('.step-caption:visible')).toHaveCount(1);
    await expect(review.locator('ol.steps')).toContainText(s('gheos.ev.continent-split', { colour: colour('red'), colourOf: colourOf('red'), pieces: 2 }).slice(0, 12));
    await sandbox.getByRole('button', { name: s('gheos.sandbox.accept') }).click();
    await expect(sandbox).toHaveAttribute('data-mode', 'playing');
    await expect(sandbox.locator('.gheos-facts')).toContainText(s('gheos.board.inhabited', { colour: colour('red') }));
  });

  test(`${lang}: a war with no follower to pay is refused with the reason`, async ({ page }) => {
    // war-1's position with Adam's followers handed back to the supply.
    const code = '1!0_-1_1_css.S~0_0_0_*sll.W~0_1_0_sll~0_3_0_sll~0_4_0_sll.W!r0_0_L~y0_4_L!Adam-0-3--sll.W~Ewa-0-3-r2~Noah-0-3-y2!0!!0';
    await page.goto(`/${lang}/gheos/sandbox/?p=${encodeURIComponent(code)}`);
    const sandbox = await ready(page);
    await sandbox.getByLabel(s('gheos.sandbox.space')).selectOption('0,2');
    await sandbox.getByRole('button', { name: s('gheos.sandbox.doPlace') }).click();
    await expect(sandbox.getByRole('status').last()).toHaveText(s('gheos.refused', { reason: { key: 'gheos.reason.no-follower-to-pay' } }));
    await expect(sandbox).toHaveAttribute('data-mode', 'playing');
  });
}

test('en: a tampered address opens an empty board with a notice', async ({ page }) => {
  const s = say('en');
  await page.goto('/en/gheos/sandbox/?p=1!0_0_0_lll~x!!Adam!9!!0');
  const sandbox = await ready(page);
  await expect(sandbox.getByRole('status').first()).toHaveText(s('gheos.sandbox.badLink'));
  await expect(sandbox).toHaveAttribute('data-mode', 'editing');
  await expect(sandbox.locator('.gheos-facts')).toContainText(s('gheos.sandbox.noTiles'));
});

test('en: sets up a position from the palette with the keyboard, and undo/redo', async ({ page }) => {
  const s = say('en');
  await page.goto('/en/gheos/sandbox/');
  const sandbox = await ready(page);
  const pressButton = async (name: string) => {
    await sandbox.getByRole('button', { name }).focus();
    await page.keyboard.press('Enter');
  };
  // An all-landmass tile with one wheat on the centre space, then a bare one beside it.
  await sandbox.getByRole('radio', { name: s('gheos.sandbox.shape.lll') }).check();
  await sandbox.getByLabel(s('gheos.symbol.wheat')).selectOption('1');
  await pressButton(s('gheos.sandbox.putTile', { cell: s('gheos.sandbox.cell', { row: 0, col: 0 }) }));
  await sandbox.getByLabel(s('gheos.symbol.wheat')).selectOption('0');
  await sandbox.getByLabel(s('gheos.sandbox.space')).selectOption('0,1');
  await pressButton(s('gheos.sandbox.putTile', { cell: s('gheos.sandbox.cell', { row: 0, col: 1 }) }));
  await expect(page).toHaveURL(/\?p=1!0_0_0_lll\.W~0_1_0_lll!/);

  await sandbox.getByLabel(s('gheos.sandbox.colour')).selectOption('blue');
  await pressButton(s('gheos.sandbox.found'));
  const facts = sandbox.locator('.gheos-facts');
  await expect(facts).toContainText(s('gheos.board.inhabited', { colour: { key: 'gheos.colour.blue' } }));
  await sandbox.getByLabel(s('gheos.sandbox.followers', { colour: { key: 'gheos.colourOf.blue' } })).first().selectOption('3');
  await expect(facts).toContainText(`${s('gheos.colour.blue')} ×3`);
  await sandbox.getByLabel(s('gheos.sandbox.playerCount')).selectOption('3');
  await expect(sandbox.locator('fieldset.sandbox-player')).toHaveCount(3);

  await pressButton(s('gheos.sandbox.undo'));
  await expect(sandbox.locator('fieldset.sandbox-player')).toHaveCount(2);
  await pressButton(s('gheos.sandbox.redo'));
  await expect(sandbox.locator('fieldset.sandbox-player')).toHaveCount(3);

  // The address carries it all: a reload shows the same position, ready to play.
  const playersInAddress = () => (new URL(page.url()).searchParams.get('p') ?? '').split('!')[3]?.split('~').length;
  await expect.poll(playersInAddress).toBe(3);
  await page.reload();
  await ready(page);
  await expect(sandbox).toHaveAttribute('data-mode', 'playing');
  await expect(facts).toContainText(`${s('gheos.colour.blue')} ×3`);
  await expect(sandbox.locator('.gheos-facts li')).toHaveCount(3 + 1 + 2);
});

test('en: a move under review is in the address, with the reader’s choice, and the link reopens it on the same step', async ({ page }) => {
  const s = say('en');
  const code = '1!0_-1_1_css.S~0_0_0_*sll.W~0_1_0_sll~0_3_0_sll~0_4_0_sll.W!r0_0_L~y0_4_L!Adam-0-3-r1y1-sll.W~Ewa-0-3-r2~Noah-0-3-y2!0!!0';
  await page.goto(`/en/gheos/sandbox/?p=${encodeURIComponent(code)}`);
  const sandbox = await ready(page);
  await sandbox.getByLabel(s('gheos.sandbox.space')).selectOption('0,2');
  await sandbox.getByRole('button', { name: s('gheos.sandbox.doPlace') }).click();
  const review = page.locator('[data-example="sandbox-move"]');
  for (let n = 1; n < 10 && (await review.getByRole('radio').count()) === 0; n++) await review.getByRole('button', { name: s('explainer.next') }).click();
  const yellow = s('gheos.option.follower', { colour: { key: 'gheos.colour.yellow' } });
  await review.getByRole('radio', { name: yellow }).check();
  const step = await review.getAttribute('data-step');
  await expect(page).toHaveURL(new RegExp(`&m=place_0_0_2_0&c=pay1\\.yellow#sandbox-move-step-${step}$`));
  const link = page.url();

  const other = await page.context().newPage();
  await other.goto(link);
  const reopened = other.locator('[data-example="sandbox-move"]');
  await expect(reopened).toHaveAttribute('data-step', String(step));
  await expect(reopened.getByRole('radio', { name: yellow })).toBeChecked();
  await other.getByRole('button', { name: s('gheos.sandbox.accept') }).click();
  await expect(other.locator('[data-sandbox]')).toHaveAttribute('data-mode', 'playing');
  await expect(other).toHaveURL(/\?p=[^&#]+$/);
  await expect(other.locator('.gheos-facts')).toContainText('Adam (active) · 0 points · red ×1');
  await other.close();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`pl (${scheme}): playing and reviewing a move pass axe too`, async ({ page }) => {
    const s = say('pl');
    await page.emulateMedia({ colorScheme: scheme });
    const axe = () => axeViolations(page);
    const sandbox = await tryFrom(page, 'pl', 'war-1');
    expect(await axe()).toEqual([]);
    await sandbox.getByLabel(s('gheos.sandbox.space')).selectOption('0,2');
    await sandbox.getByRole('button', { name: s('gheos.sandbox.doPlace') }).click();
    await expect(page.locator('[data-example="sandbox-move"]')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    expect(await axe()).toEqual([]);
    await sandbox.getByRole('button', { name: s('gheos.sandbox.discard') }).click();
    await sandbox.getByRole('button', { name: s('gheos.sandbox.mode.setUp') }).click();
    await sandbox.getByLabel(s('gheos.sandbox.space')).selectOption('0,2');
    expect(await axe()).toEqual([]);
  });
}

test('en: the language switch keeps the position', async ({ page }) => {
  const code = '1!0_0_0_lll.W~0_1_0_lll!g0_0_L!Ann-0-3-g2~Ben-0-3-!1!!0';
  await page.goto(`/en/gheos/sandbox/?p=${encodeURIComponent(code)}`);
  await ready(page);
  await page.getByRole('link', { name: 'Czytaj po polsku' }).click();
  await expect(page).toHaveURL(/\/pl\/gheos\/sandbox\/\?p=/);
  const sandbox = await ready(page);
  await expect(sandbox.locator('.gheos-facts')).toContainText(say('pl')('gheos.board.inhabited', { colour: { key: 'gheos.colour.green' } }));
  await expect(sandbox.locator('.sandbox-turn')).toContainText('Ben');
});
