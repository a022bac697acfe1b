import { gzipSync } from 'node:zlib';
import type { Browser, CDPSession, Locator, Page } from '@playwright/test';
import { expect, interactive, test } from './fixtures';
import { examples, mostDrawn, mostSteps, pages } from './site-index';

/*
 * Fast on a mid-range phone (issue 29), measured where the reader is: a 412×823 phone with the CPU
 * slowed 4× (as Lighthouse does). Per page kind and per game:
 *  - the JavaScript the page downloads from navigation until 2 s after load, without input (every
 *    script response, dynamic imports included; gzip, as a host serves it): target 30 KiB;
 *  - the blocking time while it loads (each long task's time over 50 ms, until 2 s after load):
 *    target 200 ms;
 *  - how long a step takes to answer (the Event Timing API's `event` entries for the Next press,
 *    from the press to the next frame), on each game's longest example in the rulebook, on its own
 *    page, in the presenter view and in the game's lesson, and, in the rulebook, on the example whose
 *    step is the heaviest to show (the most elements drawn): target 50 ms; the median of seven presses, or of as many as the example has (a first press, which meets code not yet run, and one slowed by the machine do not decide it).
 * Every figure is printed; the test fails above twice its target, a bound with room for a busy
 * machine (this is not a timing race: blocking time or a median step over its bound is measured
 * again in a fresh context, the least of three kept). Printed with OVER when over its target but
 * within the bound: any page's JavaScript, any median step. A lesson (Bora Bora's, the heaviest), the sandbox, every game's
 * practice page, a quick reference and the home page are measured for JavaScript and blocking time. The presenter view and a lesson load their
 * example at once (the address asks for it), so only their steps are measured. About 90 s. It runs
 * alone, after the rest of the suite (`PERF_STAGE=1 npx playwright test`; npm test's "performance"
 * stage): beside other tests it would measure the machine.
 */

const JS_TARGET = 30 * 1024;
const TBT_TARGET = 200;
const STEP_TARGET = 50;
const SLOWDOWN = 4;
const PRESSES = 7;

test.use({ viewport: { width: 412, height: 823 } });

interface Load {
  js: number;
  scripts: number;
  tbt: number;
}

/** Loads `url` with the CPU slowed, and measures what it downloads and blocks until 2 s after load (or `settle` ms), untouched. */
async function load(page: Page, url: string, settle = 2000, rate = SLOWDOWN): Promise<{ cdp: CDPSession; figures: Load }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const bodies: Promise<number>[] = [];
  let open = true;
  page.on('response', (r) => {
    if (!open || r.request().resourceType() !== 'script') return;
    bodies.push(
      r.body().then(
        (b) => gzipSync(b, { level: 9 }).length,
        () => 0,
      ),
    );
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __blocking: number };
    w.__blocking = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__blocking += Math.max(0, e.duration - 50);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(settle);
  open = false;
  const sizes = await Promise.all(bodies);
  const tbt = await page.evaluate(() => (window as unknown as { __blocking: number }).__blocking);
  return {
    cdp,
    figures: {
      js: sizes.reduce((a, b) => a + b, 0),
      scripts: sizes.length,
      tbt: Math.round(tbt),
    },
  };
}

/** The median of a few figures: one press slowed by the machine's other work does not decide. */
const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

/**
 * The longest Event Timing entry (press to next frame) of each of a few Next presses on the example.
 * Each press waits, as a reader reading a step does, until the page has done what it does after a
 * step (the step either side drawn ahead while idle: at most 3 s).
 */
async function stepLatency(page: Page, id: string, force = false): Promise<number[]> {
  // An example shorter than PRESSES + 1 steps is pressed to its end (Gheos war-1, the heaviest to show, has 7).
  const presses = Math.min(PRESSES, (await page.locator(`[data-example="${id}"] > .steps > li`).count()) - 1);
  const root = await interactive(page, id);
  // Awake, the example fetches its steps' pictures (their views): a step pressed after that is drawn at once.
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/views/')));
  await page.evaluate(() => {
    const w = window as unknown as {
      __events: { name: string; start: number; duration: number }[];
    };
    w.__events = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        w.__events.push({
          name: e.name,
          start: e.startTime,
          duration: e.duration,
        });
      // @ts-expect-error durationThreshold is Event Timing's own option (16 ms, its smallest)
    }).observe({ type: 'event', durationThreshold: 16, buffered: false });
  });
  const next = root.locator('.example-controls .button.primary');
  const worst: number[] = [];
  for (let i = 0; i < presses; i++) {
    await settled(page, id);
    const step = Number(await root.getAttribute('data-step'));
    const before = await press(page, next, force);
    await expect(root).not.toHaveAttribute('data-step', String(step));
    // Event Timing reports an entry once its frame has been presented.
    await page.waitForTimeout(150);
    const entries = await page.evaluate(
      (t) =>
        (
          window as unknown as {
            __events: { name: string; start: number; duration: number }[];
          }
        ).__events.filter((e) => e.start >= t),
      before,
    );
    worst.push(Math.max(0, ...entries.filter((e) => /^(pointer(down|up)|click|mouse(down|up))$/.test(e.name)).map((e) => e.duration)));
  }
  return worst;
}

/**
 * Presses a button as a person does: the pointer comes to it, rests, goes down and, a moment later, up.
 * Not Playwright's `click()`, whose own listeners in the page (it checks that the press lands on the
 * element it aimed at) ran inside the measured events: at 4× slow-down, about 8 ms of every press
 * (a CPU profile of Bora Bora's phase-c) was the test's, not the page's. `force`: the button may be
 * faded (a lesson's controls while the pointer rests); the pointer's arrival brings them back.
 * Returns the time just before the press, from which its entries are read.
 */
async function press(page: Page, button: Locator, force: boolean): Promise<number> {
  if (!force) await expect(button).toBeEnabled();
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  if (!box) throw new Error('the Next button has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  // What the pointer's arrival changes (hover, a lesson's controls shown) is drawn before the press.
  await page.waitForTimeout(150);
  const before = await page.evaluate(() => performance.now());
  await page.mouse.down();
  await page.waitForTimeout(80);
  await page.mouse.up();
  return before;
}

/** The example's next step has its picture drawn (drawn ahead while the page is idle), or 3 s have passed. */
async function settled(page: Page, id: string) {
  await page.waitForFunction((id) => !document.querySelector(`[data-example="${CSS.escape(id)}"] li.current + li .step-frames`), id, { timeout: 3000 }).catch(() => undefined);
}

const games = [...new Set(examples.map((e) => e.page.split('/')[2] as string))].sort();
const lines: string[] = [];
const fmt = (l: Load) => `JS ${(l.js / 1024).toFixed(1).padStart(5)} KiB gz (${l.scripts} files)  blocking ${String(l.tbt).padStart(4)} ms`;

/**
 * Blocking time over its bound is measured again, in a fresh context, up to twice more, and the least
 * is kept: other work on a shared machine only ever adds long tasks, so the least of three loads is the
 * page's own cost (every sample is printed). JavaScript bytes do not vary and are the first load's.
 */
async function leastBlocking(browser: Browser, url: string, first: Load, settle: number): Promise<Load> {
  const samples = [first.tbt];
  while (samples.length < 3 && Math.min(...samples) > 2 * TBT_TARGET) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
    const { cdp, figures } = await load(await context.newPage(), url, settle);
    samples.push(figures.tbt);
    await cdp.detach();
    await context.close();
  }
  if (samples.length > 1) console.log(`  blocking measured again on ${url}: ${samples.join(' / ')} ms, the least kept`);
  return { ...first, tbt: Math.min(...samples) };
}

function checkLoad(url: string, l: Load) {
  expect.soft(l.js, `${url}: JavaScript before input`).toBeLessThanOrEqual(2 * JS_TARGET);
  expect.soft(l.tbt, `${url}: blocking time while loading`).toBeLessThanOrEqual(2 * TBT_TARGET);
}

test.setTimeout(240_000);

for (const game of games) {
  const lang = game === 'bora-bora' || game === 'gheos' ? 'pl' : 'en';
  const own = examples.filter((e) => e.page.startsWith(`/${lang}/${game}/examples/`));
  if (own.length === 0) continue;
  const longest = mostSteps(own);
  // Among examples of six steps or more: a few presses are enough to take a median of.
  const heaviest = mostDrawn(own.filter((e) => e.steps >= 6));
  const rulebook = `/${lang}/${game}/`;

  test(`${game}: the rulebook, the longest example's own page, its presenter view and the lesson load light and step at once`, async ({ browser }) => {
    const runs: [string, string, boolean, string][] = [
      ['rulebook', rulebook, false, longest.id],
      ['example', longest.page, false, longest.id],
      ['presenter', `${longest.page}?present`, true, longest.id],
      // The game's lesson, at the example's first step (a lesson presents the example its address names).
      ['lesson', `/${lang}/${game}/present/#${longest.id}-step-1`, true, longest.id],
    ];
    // And, in the rulebook, the example whose steps are the heaviest to show (the most elements drawn).
    if (heaviest.id !== longest.id) runs.splice(1, 0, ['heaviest', rulebook, false, heaviest.id]);
    for (const [kind, url, present, id] of runs) {
      const first = await loadAndStep(browser, kind, url, present, id);
      // A median over its bound is measured again, in a fresh context, up to twice more, and the least
      // kept: a busy machine only ever slows a press (every sample is printed).
      const samples = [first.latency];
      while (samples.length < 3 && Math.min(...samples.map(median)) > 2 * STEP_TARGET) samples.push((await loadAndStep(browser, kind, url, present, id)).latency);
      const latency = samples.reduce((a, b) => (median(b) < median(a) ? b : a));
      const typical = median(latency);
      const figures = present ? first.figures : await leastBlocking(browser, url, first.figures, 2000);
      const again = samples.length > 1 ? `  (measured again: medians ${samples.map(median).join(' / ')} ms, the least kept)` : '';
      const line = `${kind.padEnd(9)} ${game.padEnd(20)} ${present ? ''.padEnd(49) : fmt(figures)}  step median ${String(typical).padStart(3)} ms of ${latency.join(' / ')}  (${url}, ${id})${again}`;
      console.log(line);
      lines.push(line);
      if (!present) checkLoad(url, figures);
      expect.soft(typical, `${url}: the median step (press to next frame)`).toBeLessThanOrEqual(2 * STEP_TARGET);
      if (typical > STEP_TARGET) console.log(`  OVER the target: the median step took ${typical} ms (target ${STEP_TARGET}, bound ${2 * STEP_TARGET})`);
    }
  });
}

/**
 * Loads `url` in a fresh context at 4× slow-down, measures what it downloads and blocks (the presenter
 * view and a lesson are asked for by the address and load their example at once, by design: only their
 * steps count), then its steps' latency.
 */
async function loadAndStep(browser: Browser, kind: string, url: string, present: boolean, id: string): Promise<{ figures: Load; latency: number[] }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
  const p = await context.newPage();
  const { cdp, figures } = await load(p, url, present ? 0 : 2000);
  if (present) {
    await p.setViewportSize({ width: 1280, height: 720 });
    await expect(p.locator(`[data-example="${id}"].presenting`)).toBeVisible({ timeout: 15_000 });
  }
  // A lesson's controls fade while the pointer rests; its Next button still answers.
  const latency = await stepLatency(p, id, kind === 'lesson');
  await cdp.detach();
  await context.close();
  return { figures, latency };
}

// The other page kinds, once each (the lesson: the heaviest, Bora Bora's; every lesson loads the same scripts).
// Practice: every game's (each opens on a question drawn by the server; its kinds and engine load at the first touch).
const practice = games.map((g) => `/${g === 'bora-bora' || g === 'gheos' ? 'pl' : 'en'}/${g}/practice/`);
const others = ['/pl/bora-bora/present/', '/en/gheos/sandbox/', ...practice, '/en/bora-bora/reference/', '/pl/'].filter((u) => pages.includes(u));

test('lessons, the sandbox, practice, a quick reference and the home page load light', async ({ browser }) => {
  for (const url of others) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    const { figures: loaded } = await load(page, url, 2000);
    const figures = await leastBlocking(browser, url, loaded, 2000);
    const line = `${'page'.padEnd(9)} ${fmt(figures)}  (${url})`;
    console.log(line);
    lines.push(line);
    checkLoad(url, figures);
    if (figures.js > JS_TARGET) console.log(`  OVER the target: ${url} downloads ${(figures.js / 1024).toFixed(1)} KiB before input (target ${JS_TARGET / 1024}, bound ${(2 * JS_TARGET) / 1024})`);
    await context.close();
  }
});
