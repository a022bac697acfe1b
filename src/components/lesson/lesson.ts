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
import { allSlides, drive, fromHash, ids, openDeck, show, shown } from './deck';
import { trackPointer } from '../explainer/controlKeys';
import { lessonKeys } from './lessonKeys';

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
