/**
 * `client:touch`: an example's island hydrates at the reader's first touch, not with the page.
 *
 * The server already draws the example as the island will (the step shown, the rest collapsed, the
 * controls in place: `explainer/still.css`), so nothing moves when it wakes, and a page loads no
 * explainer JavaScript until someone reaches for an example (the 30 KiB budget, issue 13 item 9).
 * It wakes on a pointer over it, a touch, focus or a key inside it, on `island:wake` (a lesson
 * asks for its next example with it), and at once when the address speaks to it: a step link to it
 * (or to an example the page does not have, for its first example, which answers with a notice),
 * a variation of it, or `?present`; an island marked `data-wake-query` (practice) at any query, and at a key pressed on the bare page. A button pressed or a step key typed while it wakes is
 * replayed once it is awake, so the first touch is never lost (a list, practice's, works by itself: the island reads it as it wakes). The page's words and the example's
 * steps, which the page names files for instead of carrying them, are fetched beside the island's
 * code (i18n/pageWords.ts).
 *
 * Bundled on its own by Astro and inlined into the pages that use it (`integrations/touch.mjs`).
 */
import type { ClientDirective } from 'astro';
import { parseStepHash } from './stepHash';
import { WAKE_EVENT } from './wake';
import { fillFromFiles, fillPageWords } from '../../i18n/pageWords';
const TOUCHES = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'click', WAKE_EVENT];
/** Keys the example answers (`useStepKeys`), replayed when pressed before it woke. */
const STEP_KEYS = /^(Arrow(Left|Right|Up|Down)|Page(Up|Down)|Home|End|Enter| |[0-9bBfF.])$/;

const touchDirective: ClientDirective = (load, _options, island) => {
  const example = () => island.querySelector<HTMLElement>('[data-example]');
  const id = example()?.dataset.example ?? '';
  let woken = false;
  let awake = false;
  const replay: (() => void)[] = [];

  /** Does the address speak to this example? */
  const named = (hash: string) => {
    const step = parseStepHash(hash);
    if (!step) return false;
    if (step.exampleId === id) return true;
    // A step link to an example the page lacks: the page's first example opens, with a notice.
    return !document.querySelector(`[data-example="${CSS.escape(step.exampleId)}"]`) && document.querySelector('[data-example]') === example();
  };
  const asked = () => {
    // An island that reads the whole query (practice: `data-wake-query`) wakes at any query.
    if (island.querySelector('[data-wake-query]')) return location.search.length > 1;
    const query = new URLSearchParams(location.search);
    return named(location.hash) || query.has('present') || [...query.keys()].some((k) => k.startsWith(`${id}.`));
  };

  const onTouch = (event: Event) => {
    if (!awake) hold(event);
    void wake();
  };
  const onPageKey = (event: KeyboardEvent) => {
    if (event.target === document.body && !awake) onTouch(event);
  };
  const onHash = () => {
    if (named(location.hash)) void wake();
  };
  const wake = async () => {
    if (woken) return;
    woken = true;
    removeEventListener('hashchange', onHash);
    // The page's words and the example's steps arrive beside the island's code, when the page names their files (i18n/pageWords.ts).
    const [hydrate] = await Promise.all([load(), fillPageWords(), fillFromFiles(`script[data-steps="${CSS.escape(id)}"]`)]);
    await hydrate();
    // The island marks its example interactive once its effects have run: then it takes keys too.
    const root = example();
    const done = () => {
      awake = true;
      for (const type of TOUCHES) island.removeEventListener(type, onTouch, true);
      removeEventListener('keydown', onPageKey, true);
      replayNext();
    };
    // An island with no example to mark itself interactive (practice) listens from its effects, which run after
    // the frame it hydrates in: what was held back is replayed then.
    if (!root) return void requestAnimationFrame(() => setTimeout(done));
    if (root.dataset.interactive) return done();
    const watch = new MutationObserver(() => {
      if (!root.dataset.interactive) return;
      watch.disconnect();
      done();
    });
    watch.observe(root, { attributes: true, attributeFilter: ['data-interactive'] });
  };

  /** What was held back, in order, a task apart: each answer renders before the next key (a number, then Enter) reads it. */
  const replayNext = () => {
    const run = replay.shift();
    if (!run) return;
    run();
    if (replay.length) setTimeout(replayNext);
  };

  /** A button press, a step key, or a field touched that came before the island could answer it: kept for later. */
  const hold = (event: Event) => {
    const target = event.target as HTMLElement | null;
    if (!target?.closest) return;
    // A field works by itself; the island reads it as it wakes (practice's lists: PracticeSetup.tsx).
    if (target.closest('select, input, textarea')) return;
    if (event.type === 'click') {
      // A button, or a step of the timeline (awake, it steps in place; its link would scroll the page).
      // Other links ("Present", "open on its own page") work by themselves.
      const control = target.closest<HTMLElement>('button, .step-timeline a');
      if (!control) return;
      event.preventDefault();
      event.stopPropagation();
      replay.push(() => control.isConnected && control.click());
    } else if (event instanceof KeyboardEvent && STEP_KEYS.test(event.key) && !event.altKey && !event.ctrlKey && !event.metaKey) {
      if (target.closest('a, button') && (event.key === 'Enter' || event.key === ' ')) return; // the click follows
      event.preventDefault();
      const { key, shiftKey } = event;
      replay.push(() => target.isConnected && target.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true })));
    }
  };

  // Only a click or a key may need holding back; the rest only wake.
  for (const type of TOUCHES) island.addEventListener(type, onTouch, { capture: true, passive: type !== 'click' && type !== 'keydown' });
  // Practice (`data-wake-query`) answers its keys on the bare page too, nothing focused (practiceKeys.ts): such a
  // key wakes it and is replayed, as one inside it is. Before, 1–4 and Enter did nothing until a touch.
  if (island.querySelector('[data-wake-query]')) addEventListener('keydown', onPageKey, true);
  addEventListener('hashchange', onHash);
  if (asked()) void wake();
};

export default touchDirective;
