import { axeViolations, expect, test } from './fixtures';

/**
 * A teacher's own lesson (`/{lang}/lesson/`, `/{lang}/lesson/play/`): built by keyboard in the
 * builder, its address copied, opened, and played with the same slides, variation and Predict
 * first; the language switch and Esc keep it; a bad code opens what can be read, with a notice.
 */

/** The slides of the player, in order: a title slide's heading, an example's id. */
const slidesOf = (page: import('@playwright/test').Page) =>
  page.locator('[data-title-of]').evaluateAll((els) => els.map((el) => ((el as HTMLElement).dataset.card !== undefined ? `card:${el.querySelector('h2')?.textContent}` : (el as HTMLElement).dataset.titleOf)));

test('a teacher lesson address round-trips: build, copy, open, same slides', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/en/lesson/');
  // A title slide with notes, two examples from two games, a practice question.
  await page.getByRole('button', { name: 'Add a title slide' }).click();
  await page.getByLabel('Title', { exact: true }).fill('Tonight: wars');
  await page.getByLabel('Notes for you (shown in the speaker view)').fill('Ask who has played before.');
  await page.getByRole('button', { name: 'Add: Military conflicts at the end of Age II' }).click();
  const gheos = page.locator('[data-teach-add-example]').first();
  const gheosId = (await gheos.getAttribute('data-teach-add-example')) as string;
  await gheos.click();
  await page.locator('[data-teach-add-practice="gheos:war-winner"]').click();
  // By keyboard: the Gheos example moves up above 7 Wonders', focus following it.
  await page.locator('.teach-slide').nth(2).getByRole('button', { name: /^Move up/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.teach-slide').nth(1)).toContainText(await page.locator(`[data-teach-add-example="${gheosId}"] + span`).innerText());
  await expect(page.locator('[data-teach-status]')).toContainText('now 2 of 4');
  // 7 Wonders' example: Predict first and Ala's shields at 9, by pasting the address of its step.
  await page.locator('#teach-paste').fill('http://127.0.0.1/en/7-wonders/examples/military-conflict/?present&predict&military-conflict.s0=9#military-conflict-step-2');
  await page.locator('#teach-paste').press('Enter');
  const military = page.locator('.teach-slide').nth(2);
  await expect(military.getByLabel('Predict first')).toBeChecked();
  await expect(military.getByRole('textbox')).toHaveValue('s0=9');
  await expect(military.getByRole('link')).toHaveAttribute('href', '/en/7-wonders/examples/military-conflict/?military-conflict.s0=9');

  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Copy the address' }).click();
  await expect(page.locator('[data-teach-status]')).toHaveText('Address copied.');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await page.locator('#teach-address').inputValue());
  expect(new URL(copied).search).toMatch(/^\?v=1&s=t:Tonight:\+wars\|Ask\+who\+has\+played\+before\.&s=e:[a-z-]+&s=e:military-conflict:p&s=q:gheos:war-winner:\d+:3&military-conflict\.s0=9$/);

  // Opened: the same slides, in the same order; the notes are the speaker's.
  await page.goto(copied);
  await expect.poll(() => slidesOf(page)).toEqual(['card:Tonight: wars', gheosId, 'military-conflict', 'card:Who wins a war']);
  await expect(page.locator('.lesson-position')).toHaveText('Part 1 of 1 · slide 1 of ' + (await page.locator('.lesson-position').innerText()).split(' of ').pop());
  // The notes are the speaker's: S opens the speaker window, which shows them beside the slide.
  const [speaker] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('s')]);
  const panel = speaker.locator('.lesson-speaker');
  await expect(panel.locator('[data-speaker="now"]')).toHaveText('Tonight: wars');
  await expect(panel.locator('[data-speaker="notes"]')).toHaveText('Ask who has played before.');
  await speaker.close();
  await page.bringToFront();
  // Its first slide has Next and no Back, as a game's lesson's (lesson.ts adds them to the slides it builds).
  const first = page.locator('.lesson-title:not([hidden])');
  await expect(first.getByRole('button', { name: 'Next slide' })).toBeVisible();
  await expect(first.getByRole('button', { name: 'Previous slide' })).toHaveCount(0);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.locator(`[data-example="${gheosId}"]`)).toHaveClass(/presenting/);
  await expect(page.locator(`[data-example="${gheosId}"]`)).toHaveAttribute('data-step', '1');
  // 7 Wonders' example: Predict first asks before a result, and the engine works from the teacher's numbers.
  const position = page.locator('.lesson-position');
  const before = await position.innerText();
  await page.evaluate(() => (location.hash = 'military-conflict'));
  const example = page.locator('[data-example="military-conflict"]');
  // The lesson has moved to that slide before the first press (pressed earlier, a key could act on the slide before).
  await expect(position).not.toHaveText(before);
  const asked: string[] = [];
  for (let i = 0; i < 4 && !asked.includes('true'); i++) {
    await page.keyboard.press('ArrowRight');
    await expect(example).toHaveAttribute('data-step', String(i + 1));
    asked.push((await example.getAttribute('data-asking')) ?? '');
  }
  expect(asked).toContain('true');
  await page.keyboard.press('ArrowRight');
  await expect(example).not.toHaveAttribute('data-asking', 'true');
  await expect(example.locator(':scope > ol.steps > li.current [role="img"]')).toHaveAttribute('aria-label', /Ala, 9 shields/);

  // L: the same lesson and slide in Polish; Esc: back to the builder with the lesson.
  await page.keyboard.press('l');
  await expect(page).toHaveURL(/\/pl\/lesson\/play\/\?v=1&s=t:Tonight/);
  await expect.poll(() => slidesOf(page)).toEqual(['card:Tonight: wars', gheosId, 'military-conflict', 'card:Kto wygrywa wojnę']);
  await expect(page.locator('[data-example="military-conflict"]')).toHaveClass(/presenting/);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/pl\/lesson\/\?v=1&s=t:Tonight/);
  await expect(page.locator('.teach-slide')).toHaveCount(4);
});

test('a teacher lesson address that does not read: what can be read, a notice, a tidy address', async ({ page }) => {
  await page.goto('/en/lesson/play/?v=1&s=e:no-such-example&s=e:military-conflict&s=q:gheos:war-winner:1:9&nope.x=1');
  await expect(page.locator('.teach-notice')).toBeVisible();
  await expect.poll(() => slidesOf(page)).toEqual(['military-conflict']);
  await expect(page).toHaveURL(/\/en\/lesson\/play\/\?v=1&s=e:military-conflict(#|$)/);
});

test('a practice question plays in its slide, and the clicker moves on from inside it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/en/lesson/play/?v=1&s=q:gheos:war-winner:42:3&s=t:The+end');
  const frame = page.frameLocator('[data-title-of="slide-1"] iframe');
  await expect(frame.locator('.practice-prompt')).toContainText('wins the war');
  await frame.locator('.practice-choice').first().click();
  await page.keyboard.press('PageDown');
  await expect(page.locator('[data-title-of="slide-2"]')).toBeVisible();
  await expect.poll(() => page.evaluate(() => location.hash)).toBe('#slide-2');
});
