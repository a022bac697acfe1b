import type { WalkthroughEvent } from '../../explainers/walkthroughMachine';
import { isSpeakerWindow, openSpeaker } from '../explainer/speaker';
import { keptByControl } from '../explainer/controlKeys';
import { switchLanguage } from '../explainer/language';
import { blankOf, isBlankKey, MODIFIERS, type Blank } from '../explainer/useStepKeys';
import { exampleEl, ids, ready, show, showEnd, shown, titleOf, titles } from './deck';

const FORWARD = new Set(['ArrowRight', 'ArrowDown', 'PageDown', 'Enter', ' ']);
const BACKWARD = new Set(['ArrowLeft', 'ArrowUp', 'PageUp']);

/** What a step key asks of an example (null: not a step key). */
/**
 * Runs `then` once the example presents and has settled on the slide it was asked for (a frame
 * after): a key pressed while it woke steps from there, not from where it first lands.
 */
function whenReady(id: string, then: () => void, tries = 0): void {
  if (ready(id)) requestAnimationFrame(() => requestAnimationFrame(then));
  else if (tries < 600) requestAnimationFrame(() => whenReady(id, then, tries + 1));
}

function stepEvent(key: string, shift: boolean): WalkthroughEvent | null {
  if (key === ' ') return { type: shift ? 'BACK' : 'NEXT' };
  if (FORWARD.has(key)) return { type: 'NEXT' };
  if (BACKWARD.has(key)) return { type: 'BACK' };
  if (key === 'Home') return { type: 'FIRST' };
  if (key === 'End') return { type: 'LAST' };
  return null;
}

/**
 * The lesson's keys. On a title slide all are the lesson's; in an example, only the ones that would
 * step past its ends (caught before the presenter view sees them), Esc (back to the rulebook), O (the
 * slide list), L, S, and F (the whole lesson goes full screen, so it stays so from one example to the next).
 * Returns the listener for the window's capture phase.
 */
export function lessonKeys(rulebook: string | undefined, dialog: HTMLDialogElement | null, openOverview: () => void) {
  let digits = false;
  return (e: KeyboardEvent) => {
    if (e.altKey || e.ctrlKey || e.metaKey || dialog?.open) return;
    const target = e.target as HTMLElement | null;
    if (keptByControl(target, e.key)) return;
    const key = e.key;
    // In the speaker window B and . blank the room's screen, not this one (speaker.ts sends them there).
    if (isSpeakerWindow() && isBlankKey(key)) return;
    const typing = digits;
    digits = /^[0-9]$/.test(key) || (digits && key === 'Backspace');
    if (typing && (key === 'Enter' || key === 'Escape' || key === 'Backspace')) return; // "number then Enter" is the example's
    // A black screen is the example's: its next key, whatever it is, shows the same step again.
    if (shown && exampleEl(shown)?.querySelector('[data-blank]')) return;
    // On a title slide the lesson's own, likewise: the next key shows the slide again (a clicker's Next must not move on unseen).
    const blank = document.querySelector<HTMLElement>('[data-lesson-blank]');
    if (blank && !blank.hidden) {
      if (MODIFIERS.has(key)) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      setBlank(blank, null);
      return;
    }
    const at = ids.indexOf(titleOf);
    let act: (() => void) | null = null;
    if (key === 'o' || key === 'O') act = openOverview;
    else if (key === 'l' || key === 'L') act = switchLanguage;
    else if (key === 's' || key === 'S') act = openSpeaker;
    else if (key === 'f' || key === 'F')
      act = () => void (document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen?.())?.catch(() => undefined);
    else if (key === 'Escape') act = () => (location.href = `${rulebook}${location.search}${rulebookHash()}`);
    else if (!shown && isBlankKey(key)) act = () => blank && setBlank(blank, blankOf(key));
    else if (shown && !ready(shown)) {
      // The example is still waking (its first slide was asked for a moment ago): its keys wait with it.
      const event = stepEvent(key, e.shiftKey);
      const id = shown;
      // Pressed again once it presents, the key is decided as any other (it may cross to the next slide).
      if (event) act = () => whenReady(id, () => document.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey: e.shiftKey, bubbles: true, cancelable: true })));
    } else if (shown) {
      const el = exampleEl(shown);
      const step = Number(el?.dataset.step ?? 1);
      // A step asked first (Predict) shows its answer before the lesson moves on.
      const last = step >= Number(el?.dataset.steps ?? 1) && el?.dataset.asking !== 'true';
      const back = BACKWARD.has(key) || (key === ' ' && e.shiftKey);
      if (FORWARD.has(key) && !back && last) act = () => (at + 1 < ids.length ? show(ids[at + 1] as string, 0) : undefined);
      else if (back && step <= 1) act = () => show(titleOf, 0);
    } else if (key === ' ' && e.shiftKey) act = titleBack;
    else if (FORWARD.has(key) && !((key === 'Enter' || key === ' ') && target?.closest?.('a, button'))) act = titleForward;
    else if (BACKWARD.has(key)) act = titleBack;
    else if (key === 'Home') act = () => show(ids[0] as string, 0);
    else if (key === 'End') act = () => showEnd(ids.length - 1);
    if (!act) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    act();
  };
}

/** From a title slide, forward: its example's first step, or the next slide when it has no example. */
export function titleForward(): void {
  const at = ids.indexOf(titleOf);
  if (exampleEl(titleOf)) show(titleOf, 1);
  else if (at + 1 < ids.length) show(ids[at + 1] as string, 0);
}

/** From a title slide, back: the last step of the slide before (nothing before the first). */
export function titleBack(): void {
  showEnd(ids.indexOf(titleOf) - 1);
}

/** A title slide's blank screen (black or white), shown or taken away; the page is marked `room-dark` while it shows, as for an example's (ExampleHead.tsx). */
function setBlank(blank: HTMLElement, colour: Blank | null): void {
  blank.hidden = colour === null;
  blank.classList.toggle('white', colour === 'white');
  document.documentElement.classList.toggle('room-dark', colour !== null);
}

/** Where Esc lands in the rulebook: the step or the example shown, or the section a card names. */
function rulebookHash(): string {
  if (shown || exampleEl(titleOf)) return location.hash;
  const anchor = titles[ids.indexOf(titleOf)]?.dataset.anchor;
  return anchor ? `#${anchor}` : '';
}
