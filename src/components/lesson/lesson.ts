/**
 * A lesson page's slides: a title slide before every example, then the example's steps in its own
 * presenter view (the page's Walkthrough islands, driven through the `walkthrough` handle each
 * sets on its element). This script says which slide shows, moves on when a key or button would
 * step past either end of an example, keeps the slide in the address (`#{id}` for a title slide,
 * the step anchor otherwise) and opens the slide list on O. No framework: the page ships the
 * examples' islands and this.
 */
import { isSpeakerWindow, linkSpeaker, speakerPanel, type SpeakerWords } from '../explainer/speaker';
import { watchIdle } from '../explainer/idleControls';
import { pathInAnyLanguage } from '../explainer/language';
import { allSlides, drive, fromHash, ids, openDeck, show, shown, titles } from './deck';
import { trackPointer } from '../explainer/controlKeys';
import { lessonKeys, titleBack, titleForward } from './lessonKeys';

/**
 * Starts the lesson on this page: the slides and the position bar (deck.ts), the keys (lessonKeys.ts),
 * the slide list (overview.ts), Previous and Next at an example's ends, full screen kept, the speaker
 * view, the address.
 */
export function startLesson(): void {
  const root = document.querySelector<HTMLElement>('[data-lesson]');
  if (!root) return;
  openDeck(root);
  const dialog = root.querySelector<HTMLDialogElement>('dialog.lesson-overview');
  document.documentElement.classList.add('is-lesson');
  // A clean wall: the controls fade once the pointer rests (one watcher for every slide of the lesson).
  watchIdle();
  // The slide list (O) loads when first opened: a lesson that never opens it never downloads it.
  const openOverview = () => void import('./overview').then((m) => m.openOverview(dialog));
  trackPointer();
  addEventListener('keydown', lessonKeys(root.dataset.rulebook, dialog, openOverview), true);
  // Previous and Next at an example's ends move across too.
  addEventListener('click', crossAtEnds, true);
  // And a title slide's own, for a reader with no keyboard (a phone held upright had no way on).
  slideButtons(root);
  // An example leaves its presenter view when full screen ends; in a lesson it stays presented.
  addEventListener('fullscreenchange', () => {
    if (shown) drive(shown, [{ type: 'PRESENT' }]);
  });
  // The speaker view (`../explainer/speaker.ts`, shared with an example's own page): S opens this
  // page with `?speaker` in a second window; both keep to the slide the other moved to.
  const aside = root.querySelector<HTMLElement>('.lesson-speaker');
  const panel = isSpeakerWindow() && aside ? speakerPanel(JSON.parse(aside.dataset.words ?? '{}') as SpeakerWords, aside) : null;
  linkSpeaker({ channel: `lesson:${pathInAnyLanguage()}`, slides: allSlides, current: () => location.hash, go: (hash) => fromHash(hash, false), end: aside?.dataset.end ?? '' }, panel);
  addEventListener('hashchange', (e) => fromHash(new URL((e as HashChangeEvent).newURL).hash));
  fromHash(location.hash);
}

/**
 * Back and Next on every title slide: the keys and a clicker move a lesson, but a phone or a mouse alone had no
 * way past its first slide. A game's lesson draws them with the page (LessonNav.astro); a teacher's own, built
 * here, takes them from LessonChrome.astro's template, in the page's language. No Back on the first slide, no
 * Next on the last (its links lead on).
 */
function slideButtons(root: HTMLElement): void {
  const template = document.querySelector<HTMLTemplateElement>('template.lesson-nav-template');
  titles.forEach((title, i) => {
    if (!template || title.querySelector('[data-lesson-go]')) return;
    const nav = template.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
    if (!nav) return;
    if (i === 0) nav.querySelector('[data-lesson-go="back"]')?.remove();
    if (i === titles.length - 1) nav.querySelector('[data-lesson-go="next"]')?.remove();
    // Beside the slide's own buttons where it has them (the language's), else a line of their own before the keys.
    const tools = title.querySelector(':scope > .lesson-tools:not(.lesson-next)');
    if (tools) tools.prepend(...nav.children);
    else title.insertBefore(nav, title.querySelector(':scope > .lesson-keys'));
  });
  root.addEventListener('click', (e) => {
    const go = (e.target as HTMLElement | null)?.closest?.<HTMLElement>('[data-lesson-go]');
    if (!go) return;
    e.preventDefault();
    if (go.dataset.lessonGo === 'next') titleForward();
    else titleBack();
  });
}

/** A click on an example's Back at its first step, or Next at its last (answered), moves to the slide across. */
function crossAtEnds(e: MouseEvent): void {
  const button = (e.target as HTMLElement | null)?.closest?.<HTMLElement>('.example.presenting .example-buttons .button');
  const root = button?.closest<HTMLElement>('.example');
  if (!button || !root || !shown) return;
  const i = [...(button.parentElement?.querySelectorAll('.button') ?? [])].indexOf(button);
  const step = Number(root.dataset.step ?? 1);
  const back = i === 1 && step <= 1;
  const next = i === 2 && step >= Number(root.dataset.steps ?? 1) && root.dataset.asking !== 'true';
  if (!back && !next) return;
  e.stopImmediatePropagation();
  const at = ids.indexOf(shown);
  if (back) show(shown, 0);
  else if (at + 1 < ids.length) show(ids[at + 1] as string, 0);
}
