import type { Page } from '@playwright/test';
import { dictionaries, type Lang } from '../src/i18n';
import { translator } from '../src/i18n/translate';
import { computeRegions, continents, decodePosition, placementCells, replaceableCells, uninhabitedContinents, type GheosState } from '../src/games/gheos';
import { freshTurn, playAtTable, type Table } from '../src/games/gheos/sandbox';
import { readAddress } from '../src/explainers/gheos/sandbox/address';
import { outcome } from '../src/explainers/gheos/sandbox/rules';
import { axeViolations, expect, interactive, test } from './fixtures';

/*
 * The Gheos sandbox, through its UI as a player uses it: a game from the three-player setup played
 * turn by turn by pointer and by keyboard, with a refused move, undo and redo; a worked example's
 * position opened with "try from here"; every kind of impossible position code refused with its
 * notice; a rules chunk that fails to load offers to try again.
 */

const say = (lang: Lang) => {
  const t = translator(lang, dictionaries[lang]);
  return (key: string, params: Record<string, string | number | { key: string; params?: Record<string, unknown> }> = {}) => t({ key, params } as never);
};

async function ready(page: Page) {
  const sandbox = page.locator('[data-sandbox]');
  // The rules of play load at the reader's first input once the island is up (a pointer, as here).
  await expect(async () => {
    await page.mouse.move(5 + Math.random() * 50, 5 + Math.random() * 50);
    await expect(sandbox).toHaveAttribute('data-ready', 'true', { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  return sandbox;
}

/** The table the address shows, worked out by the same engine (start position, then the moves up to `n`). */
function tableOf(url: string): Table {
  const a = readAddress(new URL(url).search);
  const start = decodePosition(a.position ?? '');
  if (!start.ok) throw new Error(`bad position in ${url}`);
  let table: Table = { state: start.value, turn: freshTurn() };
  for (const move of a.moves.slice(0, a.cursor ?? a.moves.length)) {
    const r = outcome(table, move.action, move.inputs);
    if (!r.ok) throw new Error(r.reason);
    table = r.table;
  }
  return table;
}

/** A placement of a tile in hand (hand, space, turns) that makes an uninhabited continent, else any placement. */
function goodPlacement(state: GheosState, empty: string[]): { hand: number; cell: string; rot: number } {
  let fallback = { hand: 0, cell: empty[0] ?? '0,1', rot: 0 };
  for (const [hand] of (state.players[state.active]?.hand ?? []).entries()) {
    for (const cell of empty) {
      for (const rot of [0, 1, 2] as const) {
        const [r, c] = cell.split(',').map(Number) as [number, number];
        const after = playAtTable({ state, turn: freshTurn() }, { type: 'place', hand, at: [r, c], rot });
        if (after.ok && uninhabitedContinents(after.table.state).length > 0) return { hand, cell, rot };
        if (after.ok) fallback = { hand, cell, rot };
      }
    }
  }
  return fallback;
}

test('en: a game from the three-player setup, several turns by pointer and by keyboard, with a refused move, undo and redo', async ({ page }) => {
  const s = say('en');
  await page.addInitScript(() => {
    Math.random = () => 0.4242;
  });
  await page.goto('/en/gheos/sandbox/');
  const sandbox = await ready(page);
  await sandbox.getByRole('button', { name: s('gheos.sandbox.start.players', { n: 3 }) }).click();
  const game = sandbox.locator('[data-mode]');
  await expect(game).toHaveAttribute('data-mode', 'playing');
  const rows = sandbox.locator('.sandbox-players tbody tr');
  await expect(rows).toHaveCount(3);
  for (let i = 0; i < 3; i++) await expect(rows.nth(i).locator('td').nth(2)).toHaveText('2');
  const turnOf = (n: number) => s('gheos.sandbox.whoseTurn', { player: s('gheos.sandbox.defaultName', { n }) });
  await expect(sandbox.locator('.sandbox-turn')).toHaveText(turnOf(1));

  // A refused move: drawing before laying a tile says why, in the rulebook's words, with the rule's link.
  // (The button looks unavailable and says why on focus; a click still reaches the rules, which refuse it.)
  await sandbox.getByRole('button', { name: s('gheos.sandbox.draw') }).click({ force: true });
  const refusal = sandbox.locator('.sandbox-refusal');
  await expect(refusal).toContainText(s('gheos.refused', { reason: { key: 'gheos.reason.tile-first' } }));
  await expect(refusal.getByRole('link', { name: s('sandbox.seeRule') })).toHaveAttribute('href', /\/en\/gheos\/#turn$/);

  // Player 1, by pointer: choose a tile, turn it, see it previewed under the pointer, lay it.
  let table = tableOf(page.url());
  const empty = await sandbox.locator('.g-pick-empty').evaluateAll((els) => els.map((e) => e.getAttribute('data-cell') ?? ''));
  const lay = goodPlacement(table.state, empty);
  await sandbox.getByRole('button', { name: new RegExp(`^${s('gheos.sandbox.handButton', { n: lay.hand + 1, tile: 'X' }).split('X')[0]}`) }).click();
  for (let i = 0; i < lay.rot; i++) await sandbox.getByRole('button', { name: s('gheos.sandbox.rotate') }).click();
  const space = sandbox.locator(`[data-cell="${lay.cell}"]`);
  await space.hover();
  await expect(sandbox.locator('.g-preview-ok')).toHaveCount(1);
  await space.click();
  await expect(page).toHaveURL(new RegExp(`&m=place_${lay.hand}_${lay.cell.replace(',', '_')}_${lay.rot}$`));
  await expect(sandbox.locator('.sandbox-step')).toHaveText(s('gheos.sandbox.now.2'));

  // A second tile in the same turn is refused.
  // (Its button says so on focus, and a click is refused with the rule's words; no "lay here" outline is left on the board.)
  await expect(sandbox.locator('.g-pick-empty')).toHaveCount(0);
  await sandbox.getByRole('button', { name: /^Tile 1: / }).click({ force: true });
  await expect(refusal).toContainText(s('gheos.reason.tile-already-played'));

  table = tableOf(page.url());
  const founded = uninhabitedContinents(table.state).length > 0;
  expect(founded, 'this setup lets the first tile make a continent').toBe(true);
  if (founded) {
    await sandbox.getByRole('button', { name: s('gheos.sandbox.foundColour', { colour: { key: 'gheos.colour.red' } }) }).click();
    // Where to found it is said where the player is looking: the panel's step, not only the hint under the board.
    await expect(sandbox.locator('.sandbox-step')).toHaveText(s('gheos.sandbox.now.2found', { colour: { key: 'gheos.colour.red' } }));
    const home = uninhabitedContinents(table.state)[0]!.cells[0]!;
    await sandbox.locator(`[data-cell="${home}"]`).click();
    await expect(sandbox.locator('.g-marker')).toHaveCount(1);
    // Founding and then taking a follower in the same turn: refused.
    await sandbox.getByRole('button', { name: s('gheos.sandbox.takeColour2', { colourOf: { key: 'gheos.colourOf.red' } }) }).click({ force: true });
    await expect(refusal).toContainText(s('gheos.reason.civilization-already-done'));
  }
  await sandbox.getByRole('button', { name: s('gheos.sandbox.draw') }).click();
  await expect(sandbox.locator('.sandbox-turn')).toHaveText(turnOf(2));

  // Undo by button goes back into Player 1's turn; Ctrl+Y redoes.
  await sandbox.getByRole('button', { name: s('sandbox.undo') }).click();
  await expect(sandbox.locator('.sandbox-turn')).toHaveText(turnOf(1));
  await expect(page).toHaveURL(/&n=\d+$/);
  await page.keyboard.press('Control+y');
  await expect(sandbox.locator('.sandbox-turn')).toHaveText(turnOf(2));

  // Player 2, by keyboard only: the cursor walks the board with arrow keys, R turns the tile, Enter lays it.
  const board = sandbox.locator('svg.sandbox-svg');
  await board.focus();
  for (let i = 0; i < 20 && (await sandbox.locator('.g-pick-selected.g-pick-empty').count()) === 0; i++) await page.keyboard.press('ArrowRight');
  for (let i = 0; i < 20 && (await sandbox.locator('.g-pick-selected.g-pick-empty').count()) === 0; i++) await page.keyboard.press('ArrowDown');
  const target = await sandbox.locator('.g-pick-selected.g-pick-empty').getAttribute('data-cell');
  expect(target).not.toBeNull();
  await expect(board).toHaveAttribute('aria-label', new RegExp(`cursor on [A-Z]+\\d+: ${s('gheos.sandbox.cursorLegal')}$`));
  await expect(sandbox.locator('.g-preview')).toHaveCount(1);
  const help = sandbox.locator('#sandbox-board-help');
  await expect(help).toHaveText(s('gheos.sandbox.boardHelp'));
  await page.keyboard.press('r');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`!place_0_${target!.replace(',', '_')}_1$`));
  // Under the board, what it is for now: no longer a tile to lay.
  await expect(help).toHaveText(s('gheos.sandbox.takeHelp'));
  table = tableOf(page.url());
  const pressButton = async (name: string) => {
    await sandbox.getByRole('button', { name }).focus();
    await page.keyboard.press('Enter');
  };
  if (founded) {
    await pressButton(s('gheos.sandbox.takeColour2', { colourOf: { key: 'gheos.colourOf.red' } }));
    await expect(sandbox.locator('.sandbox-players tbody tr').nth(1).locator('td').nth(3)).toContainText('red ×1');
    // Ctrl+Z takes the follower back, Ctrl+Y gives it again.
    await page.keyboard.press('Control+z');
    await expect(sandbox.locator('.sandbox-players tbody tr').nth(1).locator('td').nth(3)).toHaveText(s('gheos.sandbox.noneLeft'));
    await page.keyboard.press('Control+y');
    await expect(sandbox.locator('.sandbox-players tbody tr').nth(1).locator('td').nth(3)).toContainText('red ×1');
  }
  await pressButton(s('gheos.sandbox.draw'));
  await expect(sandbox.locator('.sandbox-turn')).toHaveText(turnOf(3));

  // The address holds the whole game: a reload shows the same moment, and redo history is kept with n=.
  const moves = (new URL(page.url()).searchParams.get('m') ?? '').split('!').length;
  expect(moves).toBeGreaterThanOrEqual(4);
  await page.reload();
  await ready(page);
  await expect(page.locator('.sandbox-turn')).toHaveText(turnOf(3));
  expect(tableOf(page.url()).state.active).toBe(2);
});

for (const lang of ['en', 'pl'] as const) {
  const s = say(lang);
  const colour = (c: string) => ({ key: `gheos.colour.${c}` });

  test(`${lang}: a colour picked to found, the panel's step says to click a highlighted continent`, async ({ page }) => {
    // A referee found the instruction only in the hint under the board, not in the panel they were reading.
    await page.addInitScript(() => {
      Math.random = () => 0.4242;
    });
    await page.goto(`/${lang}/gheos/sandbox/`);
    const sandbox = await ready(page);
    await sandbox.getByRole('button', { name: s('gheos.sandbox.start.players', { n: 3 }) }).click();
    const empty = await sandbox.locator('.g-pick-empty').evaluateAll((els) => els.map((e) => e.getAttribute('data-cell') ?? ''));
    const lay = goodPlacement(tableOf(page.url()).state, empty);
    await sandbox.locator('.sandbox-hand').nth(lay.hand).click();
    for (let i = 0; i < lay.rot; i++) await sandbox.getByRole('button', { name: s('gheos.sandbox.rotate') }).click();
    await sandbox.locator(`[data-cell="${lay.cell}"]`).click();
    const step = sandbox.locator('.sandbox-step');
    await expect(step).toHaveText(s('gheos.sandbox.now.2'));
    await sandbox.getByRole('button', { name: s('gheos.sandbox.foundColour', { colour: colour('blue') }) }).click();
    await expect(step).toHaveText(s('gheos.sandbox.now.2found', { colour: colour('blue') }));
    await expect(sandbox.locator('.g-pick-target').first()).toBeVisible();
    // Picked again, the colour is put down, and the step asks what it asked before.
    await sandbox.getByRole('button', { name: s('gheos.sandbox.foundColour', { colour: colour('blue') }) }).click();
    await expect(step).toHaveText(s('gheos.sandbox.now.2'));
  });

  test(`${lang}: plays a war from a worked example's position, keeps it, undoes it`, async ({ page }) => {
    await page.goto(`/${lang}/gheos/examples/war-1/`);
    await interactive(page, 'war-1');
    await page.locator('#war-1-step-1').getByRole('link', { name: s('gheos.sandbox.tryHere') }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/gheos/sandbox/\\?p=`));
    const sandbox = await ready(page);
    const before = page.url();
    const facts = sandbox.locator('.gheos-facts');
    await expect(facts).toContainText(s('gheos.board.inhabited', { colour: colour('yellow') }));
    await sandbox.locator('[data-cell="0,2"]').click();
    const review = page.locator('[data-example="sandbox-move"]');
    await expect(review).toBeFocused();
    const total = Number(await review.getAttribute('data-steps'));
    for (let n = 2; n <= total; n++) {
      await page.keyboard.press('ArrowRight');
      await expect(review).toHaveAttribute('data-step', String(n));
    }
    await expect(review).toContainText(s('gheos.ev.war-won', { colour: colour('red'), losers: colour('yellow') }));
    // The follower paid (the first held, until the reader picks another) is said before "Keep this result", with its step.
    const choices = sandbox.locator('.sandbox-choices');
    await expect(choices).toContainText(s('gheos.sandbox.choices', { count: 1 }));
    await expect(choices.getByRole('listitem')).toContainText(s('gheos.option.follower', { colour: colour('red'), colourOf: { key: 'gheos.colourOf.red' } }));
    await sandbox.getByRole('button', { name: s('gheos.sandbox.accept') }).click();
    await expect(sandbox.locator('[data-mode]')).toHaveAttribute('data-mode', 'playing');
    await expect(facts).not.toContainText(s('gheos.board.inhabited', { colour: colour('yellow') }));
    // The reader kept the first follower offered (red): the address says so.
    await expect(page).toHaveURL(/&m=place_0_0_2_0\*pay1\.red$/);
    await sandbox.getByRole('button', { name: s('sandbox.undo') }).click();
    await expect(facts).toContainText(s('gheos.board.inhabited', { colour: colour('yellow') }));
    await expect(page).toHaveURL(`${before}&m=place_0_0_2_0*pay1.red&n=0`);
  });
}

test('a phone: the players’ table shows every column without a sideways scroll, in both languages', async ({ page }) => {
  // A referee (review v14) met the Followers column 19 px behind a scroll, from war-1's "try from here" (three players).
  await page.setViewportSize({ width: 390, height: 844 });
  for (const lang of ['en', 'pl'] as const) {
    await page.goto(`/${lang}/gheos/examples/war-1/`);
    await interactive(page, 'war-1');
    await page.goto((await page.locator('#war-1-step-1 a[href*="/sandbox/?p="]').first().getAttribute('href'))!);
    await ready(page);
    const wrap = page.locator('.sandbox-table-wrap');
    expect(await wrap.evaluate((el) => el.scrollWidth - el.clientWidth), lang).toBeLessThanOrEqual(1);
  }
});

test('en: a move under review is in the address with the reader’s choice, and the link reopens it on the same step', async ({ page }) => {
  const s = say('en');
  const code = '1!0_-1_1_css.S~0_0_0_*sll.W~0_1_0_sll~0_3_0_sll~0_4_0_sll.W!r0_0_L~y0_4_L!Adam-0-3-r1y1-sll.W~Ewa-0-3-r2~Tom-0-3-y2!0!!0';
  await page.goto(`/en/gheos/sandbox/?p=${encodeURIComponent(code)}`);
  const sandbox = await ready(page);
  await sandbox.locator('[data-cell="0,2"]').click();
  const review = page.locator('[data-example="sandbox-move"]');
  for (let n = 1; n < 10 && (await review.getByRole('radio').count()) === 0; n++) await review.getByRole('button', { name: s('explainer.next') }).click();
  const yellow = s('gheos.option.follower', { colour: { key: 'gheos.colour.yellow' } });
  const choices = sandbox.locator('.sandbox-choices li');
  await expect(choices).toHaveText(`${s('gheos.decision.payment', { player: 'Adam' })} — ${s('gheos.option.follower', { colour: { key: 'gheos.colour.red' } })}`);
  await review.getByRole('radio', { name: yellow }).check();
  // The reader's choice, before "Keep this result"; its question leads to its step.
  await expect(choices).toHaveText(`${s('gheos.decision.payment', { player: 'Adam' })} — ${yellow}`);
  await choices.getByRole('link').click();
  await expect(review).toHaveAttribute('data-step', String(await review.locator(':scope > ol.steps > li:has(input[type=radio])').evaluate((li) => [...li.parentElement!.children].indexOf(li) + 1)));
  const step = await review.getAttribute('data-step');
  // The step's link: its own id.
  const anchor = await review.locator(':scope > ol.steps > li.current').getAttribute('id');
  await expect(page).toHaveURL(new RegExp(`&r=place_0_0_2_0\\*pay1\\.yellow#${anchor}$`));
  const other = await page.context().newPage();
  await other.goto(page.url());
  const reopened = other.locator('[data-example="sandbox-move"]');
  await expect(reopened).toHaveAttribute('data-step', String(step));
  await expect(reopened.getByRole('radio', { name: yellow })).toBeChecked();
  await other.getByRole('button', { name: s('gheos.sandbox.accept') }).click();
  await expect(other).toHaveURL(/&m=place_0_0_2_0\*pay1\.yellow$/);
  await other.close();
});

test('en: the first screen says what it is, and "Start playing" pressed before the page’s scripts have loaded starts the game once they have', async ({ page }) => {
  // A referee met a blank rectangle, and a press on "Start playing" before the island woke was lost.
  const s = say('en');
  const held: (() => void)[] = [];
  let holding = true;
  await page.route(/\.js(\?.*)?$/, async (route) => {
    if (holding) await new Promise<void>((go) => held.push(go));
    await route.continue();
  });
  await page.goto('/en/gheos/sandbox/', { waitUntil: 'commit' });
  const sandbox = page.locator('[data-sandbox]');
  const start = sandbox.getByRole('button', { name: s('sandbox.begin') });
  await expect(start).toBeVisible();
  // Server-drawn: the space the start tile will lie on, with its star, and a line of what the page is for.
  await expect(sandbox.locator('.g-start-space')).toHaveCount(1);
  await expect(sandbox.locator('.g-start')).toHaveCount(1);
  await expect(sandbox.locator('.sandbox-hint')).toHaveText(s('gheos.sandbox.firstHint', { begin: { key: 'sandbox.begin' } }));
  await expect(page.locator('astro-island:has([data-sandbox])')).toHaveAttribute('ssr', '');
  await start.click();
  await page.waitForTimeout(1000);
  expect(held.length, 'scripts held').toBeGreaterThan(0);
  await expect(sandbox).not.toHaveAttribute('data-ready', 'true');
  holding = false;
  for (const go of held.splice(0)) go();
  // No further input: the press before the scripts is what starts the game.
  await expect(sandbox).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
  await expect(sandbox.locator('[data-mode]')).toHaveAttribute('data-mode', 'playing');
  // The start tile of the game dealt carries the star, and the board's list of tiles names it.
  await expect(sandbox.locator('svg.sandbox-svg .g-start')).toHaveCount(1);
  await expect(sandbox.locator('.gheos-facts')).toContainText(`M10: ${s('gheos.sandbox.tile.start')}: `);
});

test('en: every kind of impossible position code opens an empty board with a notice that says what was wrong', async ({ page }) => {
  const s = say('en');
  const players = 'A-0-3-~B-0-3-';
  const tiles = (n: number, t = 'lll') => Array.from({ length: n }, () => t).join('-');
  const cases: [string, string][] = [
    ['code', '1!0_0_0_lll~x!!Adam!9!!0'],
    ['too-many-landscape-tiles', `1!0_0_0_*lll!!${players}!0!${tiles(55)}!0`],
    ['too-many-epoch-tiles', `1!0_0_0_*lll!!${players}!0!${tiles(9, 'E')}!0`],
    ['epoch-past-the-end', `1!0_0_0_*lll!!${players}!0!!6`],
    ['too-many-epoch-tiles', `1!0_0_0_*lll!!${players}!0!!9`],
    ['bad-player-count', `1!0_0_0_*lll!!${players}~C-0-3-~D-0-3-~E-0-3-!0!!0`],
    ['two-start-tiles', `1!0_0_0_*lll~0_1_0_*lll!!${players}!0!!0`],
    ['bad-marker', `1!0_0_0_*lll!r0_3_L!${players}!0!!0`],
    ['followers-not-conserved', `1!0_0_0_*lll~0_1_0_lll!r0_0_L!A-0-3-r4~B-0-3-r4!0!!0`],
    ['follower-of-absent-civilization', `1!0_0_0_*lll~0_1_0_lll!!A-0-3-b1~B-0-3-!0!!0`],
  ];
  for (const [why, code] of cases) {
    await page.goto(`/en/gheos/sandbox/?p=${encodeURIComponent(code)}`);
    const sandbox = await ready(page);
    await expect(sandbox.locator('.sandbox-notice p')).toHaveText(s('gheos.sandbox.badLink', { why: { key: `gheos.sandbox.bad.${why}` } }));
    await expect(sandbox.locator('[data-mode]')).toHaveAttribute('data-mode', 'editing');
    await expect(sandbox.locator('.gheos-facts')).toContainText(s('gheos.sandbox.noTiles'));
    await expect(sandbox.locator('.sandbox-notice')).not.toContainText(code.slice(0, 12));
  }
  // A shared move that cannot be played is not dropped silently.
  await page.goto(`/en/gheos/sandbox/?p=${encodeURIComponent('1!0_0_0_*lll.W~0_1_0_lll!!A-0-3--lll~B-0-3-!0!lll!0')}&m=take_red`);
  const sandbox = await ready(page);
  await expect(sandbox.locator('.sandbox-notice p')).toHaveText(s('sandbox.badMove', { n: 1, reason: { key: 'gheos.refused', params: { reason: { key: 'gheos.reason.tile-first' } } } }));
  // And the address is tidied: the unplayable move is gone.
  await expect(page).toHaveURL(/\?p=[^&]+$/);
});

test('en: if the rules of play cannot be fetched, a plain message and a button to try again', async ({ page }) => {
  const s = say('en');
  let fail = true;
  await page.route(/\/_astro\/play\.[^/]*\.js$/, (route) => (fail ? route.abort() : route.continue()));
  await page.goto('/en/gheos/sandbox/');
  const sandbox = page.locator('[data-sandbox]');
  await expect(async () => {
    await page.mouse.move(5 + Math.random() * 50, 5 + Math.random() * 50);
    await expect(sandbox).toHaveAttribute('data-failed', 'true', { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await expect(sandbox.getByRole('alert')).toContainText(s('sandbox.loadFailed'));
  fail = false;
  await sandbox.getByRole('button', { name: s('sandbox.retry') }).click();
  await ready(page);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`pl (${scheme}): playing and reviewing a move pass axe too`, async ({ page }) => {
    const s = say('pl');
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/pl/gheos/examples/war-1/');
    await page.locator('#war-1-step-1').getByRole('link', { name: s('gheos.sandbox.tryHere') }).click();
    const sandbox = await ready(page);
    expect(await axeViolations(page)).toEqual([]);
    await sandbox.locator('[data-cell="0,2"]').click();
    await expect(page.locator('[data-example="sandbox-move"]')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    expect(await axeViolations(page)).toEqual([]);
    await sandbox.getByRole('button', { name: s('gheos.sandbox.discard') }).click();
    await sandbox.getByRole('button', { name: s('gheos.sandbox.mode.setUp') }).click();
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('en: sets up a position from the palette, and the language switch keeps it', async ({ page }) => {
  const s = say('en');
  await page.goto('/en/gheos/sandbox/');
  const sandbox = await ready(page);
  // The page opens ready to play; setting up a position is one click away.
  await sandbox.getByRole('button', { name: s('gheos.sandbox.start.empty') }).click();
  await sandbox.getByRole('radio', { name: s('gheos.sandbox.shape.lll') }).check();
  await sandbox.getByLabel(s('gheos.symbol.wheat'), { exact: true }).selectOption('1');
  await sandbox.getByRole('button', { name: s('gheos.sandbox.putTile', { cell: 'M10' }) }).click();
  await sandbox.getByLabel(s('gheos.symbol.wheat'), { exact: true }).selectOption('0');
  await sandbox.locator('[data-cell="0,1"]').click();
  await sandbox.getByRole('button', { name: s('gheos.sandbox.putTile', { cell: 'N10' }) }).click();
  await expect(page).toHaveURL(/\?p=1!0_0_0_lll\.W~0_1_0_lll!/);
  await sandbox.getByLabel(s('gheos.sandbox.colour')).selectOption('green');
  await sandbox.getByRole('button', { name: s('gheos.sandbox.found') }).click();
  await page.getByRole('link', { name: 'Czytaj po polsku' }).click();
  await expect(page).toHaveURL(/\/pl\/gheos\/sandbox\/\?p=/);
  const pl = await ready(page);
  await expect(pl.locator('.gheos-facts')).toContainText(say('pl')('gheos.board.inhabited', { colour: { key: 'gheos.colour.green' } }));
});

test('en: the sandbox opens ready to play: the two-player setup in play, the board on the first screen, each legal space on its own, refused actions saying why', async ({ page }) => {
  const s = say('en');
  for (const size of [{ width: 1280, height: 720 }, { width: 1440, height: 900 }]) {
    await page.setViewportSize(size);
    await page.goto('/en/gheos/sandbox/');
    const sandbox = await ready(page);
    await expect(sandbox.locator('[data-mode]')).toHaveAttribute('data-mode', 'playing');
    await expect(sandbox.locator('.sandbox-players tbody tr')).toHaveCount(2);
    const top = await sandbox.locator('svg.sandbox-svg').evaluate((el) => el.getBoundingClientRect().top);
    expect(top, `board top at ${size.width}x${size.height}`).toBeLessThan(size.height - 100);
  }
  const sandbox = page.locator('[data-sandbox]');
  // Tiles in hand are drawn as tiles, with their symbols.
  await expect(sandbox.locator('.sandbox-hand svg.sandbox-shape-large').first()).toBeVisible();
  // Every space the chosen tile may go on is its own shape: as many as the rules allow, none overlapping.
  const table = tableOf(page.url());
  const legal = new Set([...placementCells(table.state), ...replaceableCells(table.state)].map((c) => c.join(',')));
  const targets = sandbox.locator('.g-pick-target');
  await expect(targets).toHaveCount(legal.size);
  // Each is hit on its own at its middle: the point belongs to that space and no other.
  const own = await targets.evaluateAll((els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect();
      return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2) === e;
    }),
  );
  expect(own).toEqual(own.map(() => true));
  // Only what the rules allow now looks available: drawing before a tile says why on focus.
  const draw = sandbox.getByRole('button', { name: s('gheos.sandbox.draw') });
  await expect(draw).toHaveAttribute('aria-disabled', 'true');
  await draw.focus();
  await expect(sandbox.locator('.sandbox-why:visible')).toHaveText(s('gheos.reason.tile-first'));
  const found = sandbox.getByRole('button', { name: s('gheos.sandbox.foundColour', { colour: { key: 'gheos.colour.red' } }) });
  await expect(found).toHaveAttribute('aria-disabled', 'true');
  // After a tile is laid, its outlines go; in step 2 the continents that can be founded or joined are highlighted.
  const before = page.url();
  await targets.first().click();
  await expect(page).not.toHaveURL(before);
  const after = tableOf(page.url());
  const map = computeRegions(after.state.board);
  const open = continents(map).flatMap((r) => r.cells);
  // The setup is dealt at random: a first tile that leaves no continent at all (none to found on, none to
  // take a follower from) passes step 2, and the turn says so.
  await expect(sandbox.locator('.sandbox-step')).toHaveText(s(open.length ? 'gheos.sandbox.now.2' : 'gheos.sandbox.now.2none'));
  await expect(sandbox.locator('.g-pick-target')).toHaveCount(open.length);
  await expect(sandbox.locator('.g-pick-empty')).toHaveCount(0);
});
