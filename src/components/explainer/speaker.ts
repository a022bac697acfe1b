/**
 * The speaker view, one for a lesson (`/{lang}/{game}/present/`) and for an example's own page in
 * the presenter view: S opens the same page with `?speaker` in a second window, which shows the
 * words of the slide showing, those of the next one, and the time since it opened. Both windows
 * tell each other over a BroadcastChannel which slide they moved to (its address hash), so stepping
 * in either moves the other. An example's page loads this module with `import()` only when S is
 * pressed (or the page is a speaker window), so no page pays for it on load.
 */
import type { Translate } from '../../i18n/translate';
import { msg } from '../../explainers/messages';
import type { WalkthroughEvent } from '../../explainers/walkthroughMachine';
import { LANGUAGE_SWITCH, speakerName, switchLanguage } from './language';
import { parseStepHash, positionOfLink, stepAnchor } from './stepHash';
import { blankOf, isBlankKey } from './useStepKeys';

/** One slide: the hash that shows it, its words, and what the speaker view shows beside them. */
export interface Slide {
  hash: string;
  text: string;
  /** The slide's picture as the room sees it (a step's `.step-view`), copied into the speaker view. */
  picture?: () => Element | null;
  /** The part of the lesson the slide belongs to. */
  part?: string;
  /** Notes for the presenter, where the lesson has them. */
  note?: string;
  /** Where a step stands in its example ("step 3 of 12"); none on a title slide. */
  step?: { n: number; total: number };
}

/** What a presenting page tells the speaker view. */
export interface SpeakerDeck {
  /** The channel's name, the same in both windows (the page's path). */
  channel: string;
  /** Every slide in order. */
  slides: () => readonly Slide[];
  /** The hash of the slide showing. */
  current: () => string;
  /** Shows the slide the other window moved to. */
  go: (hash: string) => void;
  /** Shown as "next" on the last slide. */
  end: string;
}

/** The speaker view's words, in the page's language; `{n}` and `{total}` are filled in. */
export interface SpeakerWords {
  label: string;
  now: string;
  next: string;
  elapsed: string;
  clock: string;
  /** "Step {n} of {total}" */
  step: string;
  /** "Slide {n} of {total}" */
  slide: string;
  part: string;
  notes: string;
  back: string;
  forward: string;
  /** Said while the room's screen is black (B or . in either window). */
  blank: string;
}

/** True in the speaker window (`?speaker`). */
export function isSpeakerWindow(): boolean {
  return new URLSearchParams(location.search).has('speaker');
}

/**
 * Opens this page with `?speaker` in a second window (one per page: S again brings it back), and
 * remembers for this tab that it did, so a reloaded presenter keeps talking to it.
 */
export function openSpeaker(): void {
  const url = new URL(location.href);
  url.searchParams.set('speaker', '');
  try {
    sessionStorage.setItem(speakerName(), '1');
  } catch {
    // Storage refused: the window opens all the same; only a reload forgets it.
  }
  open(url.href.replace(/([?&](?:present|speaker))=(?=[&#]|$)/g, '$1'), speakerName(), 'popup');
}

const fill = (template: string, n: number, total: number) => template.replace('{n}', String(n)).replace('{total}', String(total));

/**
 * The speaker window's panel, over the whole page (or filling `into`, a lesson's own aside): the
 * time since it opened and the clock, the step and slide counts, the lesson's part, this slide's
 * picture and words beside the next one's, the notes, and Back and Next. Fields carry
 * `data-speaker="now" | "next" | "elapsed" | "clock" | "position" | "part" | "notes"`, pictures
 * `data-speaker-picture="now" | "next"`; styled by `.speaker-view` in presenter.css.
 */
export function speakerPanel(words: SpeakerWords, into?: HTMLElement): HTMLElement {
  const panel = into ?? document.createElement('aside');
  panel.classList.add('speaker-view');
  panel.setAttribute('aria-label', words.label);
  panel.replaceChildren();
  const el = <K extends keyof HTMLElementTagNameMap>(tag: K, props: { text?: string; field?: string; className?: string } = {}, ...children: Node[]) => {
    const e = document.createElement(tag);
    if (props.text) e.textContent = props.text;
    if (props.field) e.dataset.speaker = props.field;
    if (props.className) e.className = props.className;
    e.append(...children);
    return e;
  };
  const timed = (label: string, field: string, start: string) => el('p', { className: `speaker-time speaker-${field}` }, document.createTextNode(`${label}: `), el('span', { field, text: start }));
  const button = (text: string, move: string) => {
    const b = el('button', { text, className: `button speaker-${move}` });
    b.type = 'button';
    b.dataset.speakerMove = move;
    return b;
  };
  const column = (heading: string, field: 'now' | 'next') => {
    const picture = el('div', { className: 'speaker-picture' });
    picture.dataset.speakerPicture = field;
    return el('section', { className: `speaker-column speaker-column-${field}` }, el('h2', { text: heading }), picture, el('p', { field, className: `speaker-${field}` }));
  };
  panel.append(
    el(
      'div',
      { className: 'speaker-head' },
      timed(words.elapsed, 'elapsed', '0:00'),
      timed(words.clock, 'clock', ''),
      el('p', { field: 'position', className: 'speaker-position' }),
      el('p', { field: 'part', className: 'speaker-part' }),
      el('p', { field: 'room', className: 'speaker-room', text: words.blank }),
      el('div', { className: 'speaker-buttons' }, button(words.back, 'back'), button(words.forward, 'forward')),
    ),
    el('div', { className: 'speaker-columns' }, column(words.now, 'now'), column(words.next, 'next')),
    el('section', { className: 'speaker-notes' }, el('h2', { text: words.notes }), el('p', { field: 'notes' })),
  );
  panel.dataset.words = JSON.stringify({ step: words.step, slide: words.slide, part: words.part });
  panel.querySelector<HTMLElement>('.speaker-room')!.hidden = true;
  if (!into) document.body.append(panel);
  panel.hidden = false;
  return panel;
}

/**
 * A step's picture copied for the eyes only (the speaker view, the slide list): no id is on the page
 * twice, and its links, controls and words-for-readers (the sandbox link, "the same in words") stay out.
 */
export function pictureCopy(picture: Element): Element {
  const copy = picture.cloneNode(true) as Element;
  copy.removeAttribute('id');
  for (const e of copy.querySelectorAll('[id]')) e.removeAttribute('id');
  return forTheEyes(copy);
}

/** A picture's links, controls and words-for-readers taken out: nothing in it takes focus or is read. */
export function forTheEyes(copy: Element): Element {
  for (const e of copy.querySelectorAll('a, button, input, select, textarea, details, .step-try')) e.remove();
  for (const e of copy.querySelectorAll('[tabindex]')) e.removeAttribute('tabindex');
  copy.setAttribute('aria-hidden', 'true');
  return copy;
}

/** Whether a slide's picture is still the frame of a step not yet drawn (its drawing comes later). */
function isFrame(slide: Slide | undefined): boolean {
  return !!slide?.picture?.()?.classList.contains('step-frames');
}

/** A slide's picture for the speaker view (none for a title slide). */
function slidePicture(slide: Slide | undefined): Node[] {
  const picture = slide?.picture?.();
  return picture ? [pictureCopy(picture)] : [];
}

/**
 * Zooms a copied picture down until it fits its box (by the CSSOM, which the page's policy allows,
 * not a style attribute): a tall board or a long score sheet shows whole, if small. Zoomed, a copy lays
 * itself out again, wider in its own smaller pixels: pictures then stand side by side, which suits the
 * slide list's small boxes (laid out wider, a copy is measured twice more, and zoomed down by what is
 * still cut). `exact` (the speaker window) lays the copy out at its box's width before zooming it,
 * and measures it once more to correct what is left, so it fits its box: a Bora Bora step's
 * next picture, as wide as that narrower column, grew as fast as it was zoomed and stayed cut under it.
 */
export function shrinkInto(box: HTMLElement, exact = false): void {
  const copy = box.firstElementChild as HTMLElement | null;
  if (!copy) return;
  copy.style.zoom = '1';
  if (exact) copy.style.width = `${box.clientWidth}px`;
  let scale = Math.min(1, box.clientHeight / Math.max(1, copy.scrollHeight), box.clientWidth / Math.max(1, copy.scrollWidth));
  copy.style.zoom = String(Math.max(0.1, scale));
  // Measured again, what is left is corrected: once for a copy at its box's width, twice for one laid out wider as it shrinks.
  for (let round = exact ? 1 : 0; round < 2; round++) {
    const drawn = copy.getBoundingClientRect().height;
    if (drawn <= box.clientHeight) break;
    scale = (scale * box.clientHeight) / drawn;
    copy.style.zoom = String(Math.max(0.1, scale));
  }
}

const linked = new Set<string>();

/**
 * When this window first opened, kept for the tab (sessionStorage, named as its channel is, whatever the
 * language): a change of language reloads the speaker window, and its clock had started again at 0:00.
 */
function openedAt(): number {
  const key = `${speakerName()}:opened`;
  try {
    const kept = Number(sessionStorage.getItem(key));
    if (kept > 0) return kept;
    const now = Date.now();
    sessionStorage.setItem(key, String(now));
    return now;
  } catch {
    return Date.now();
  }
}

/**
 * Keeps this window and the other one on the same slide, both ways; with a `panel` (the speaker
 * window), fills it four times a second. Once per channel: pressing S again links nothing more.
 */
export function linkSpeaker(deck: SpeakerDeck, panel: HTMLElement | null): void {
  if (linked.has(deck.channel)) return;
  linked.add(deck.channel);
  const opened = openedAt();
  const channel = 'BroadcastChannel' in window ? new BroadcastChannel(deck.channel) : null;
  // A window that links says `hello`, and the other answers with its slide: a window still loading (both
  // reload on a change of language) takes the slide the other moved to meanwhile, rather than sending
  // it back to its own. Then each says its slide's hash when it moves, or `lang:{lang}` when it goes to
  // that language: the other goes too.
  let told = deck.current();
  let toldDark: boolean | null = null;
  channel?.addEventListener('message', (e: MessageEvent<string>) => {
    if (e.data === 'hello') {
      channel.postMessage(deck.current());
      toldDark = null; // and, at the next tick, whether its screen is black
      return;
    }
    // B or . (W or ,) in the speaker window blanks the room's screen, or shows it again: the key is the projector's.
    if (e.data === 'key:b' || e.data === 'key:w') {
      if (!panel) document.dispatchEvent(new KeyboardEvent('keydown', { key: e.data.slice(4), bubbles: true, cancelable: true }));
      return;
    }
    if (e.data.startsWith('dark:')) {
      panel?.querySelector<HTMLElement>('.speaker-room')?.toggleAttribute('hidden', e.data !== 'dark:1');
      return;
    }
    if (e.data.startsWith('lang:')) {
      if (e.data !== `lang:${document.documentElement.lang}`) switchLanguage();
      return;
    }
    told = e.data;
    if (deck.current() !== e.data) deck.go(e.data);
  });
  channel?.postMessage('hello');
  // Said on the page, for whoever drives it (a test waits for both windows to be linked before stepping).
  document.documentElement.toggleAttribute('data-speaker-linked', true);
  addEventListener(LANGUAGE_SWITCH, (e) => channel?.postMessage(`lang:${(e as CustomEvent<string | null>).detail ?? ''}`));
  const field = (name: string) => panel?.querySelector<HTMLElement>(`[data-speaker="${name}"]`);
  const words = JSON.parse(panel?.dataset.words ?? '{}') as Partial<Pick<SpeakerWords, 'step' | 'slide' | 'part'>>;
  const set = (name: string, text: string) => {
    const f = field(name);
    if (f && f.textContent !== text) f.textContent = text;
  };
  let drawn = '';
  const slidesNow = () => deck.slides();
  if (panel)
    addEventListener(
      'keydown',
      (e: KeyboardEvent) => {
        if (e.altKey || e.ctrlKey || e.metaKey || !isBlankKey(e.key)) return;
        e.preventDefault();
        e.stopImmediatePropagation();
        channel?.postMessage(blankOf(e.key) === 'white' ? 'key:w' : 'key:b');
      },
      true,
    );
  // Back and Next in the speaker window move both windows (the projector follows over the channel).
  panel?.addEventListener('click', (e) => {
    const move = (e.target as HTMLElement | null)?.closest<HTMLElement>('[data-speaker-move]')?.dataset.speakerMove;
    if (!move) return;
    const list = slidesNow();
    const at = list.findIndex((s) => s.hash === deck.current());
    const to = list[at + (move === 'forward' ? 1 : -1)];
    if (to) deck.go(to.hash);
  });
  const tick = () => {
    const hash = deck.current();
    if (hash !== told) {
      told = hash;
      channel?.postMessage(hash);
    }
    if (!panel) {
      const dark = roomIsDark();
      if (dark !== toldDark) channel?.postMessage(`dark:${dark ? 1 : 0}`);
      toldDark = dark;
      return;
    }
    const list = slidesNow();
    const at = list.findIndex((s) => s.hash === hash);
    const now = list[at];
    const next = list[at + 1];
    set('now', now?.text ?? '');
    set('next', next?.text ?? deck.end);
    const counts = [now?.step && words.step ? fill(words.step, now.step.n, now.step.total) : '', words.slide && at >= 0 ? fill(words.slide, at + 1, list.length) : ''];
    set('position', counts.filter(Boolean).join(' · '));
    set('part', now?.part && words.part ? words.part.replace('{part}', now.part) : '');
    set('notes', now?.note ?? '');
    panel.querySelector<HTMLElement>('.speaker-notes')?.toggleAttribute('hidden', !now?.note);
    // Pictures are copied when the slide changes, or when a step shown as its empty frame (StepPicture)
    // has since been drawn: not four times a second.
    const state = `${hash} ${isFrame(now)} ${isFrame(next)}`;
    if (drawn !== state) {
      drawn = state;
      for (const [field, slide] of [['now', now], ['next', next]] as const) {
        const box = panel.querySelector<HTMLElement>(`[data-speaker-picture="${field}"]`);
        box?.replaceChildren(...slidePicture(slide));
        if (box) shrinkInto(box, true);
      }
      const buttons = panel.querySelectorAll<HTMLButtonElement>('[data-speaker-move]');
      buttons[0]?.toggleAttribute('disabled', at <= 0);
      buttons[1]?.toggleAttribute('disabled', at < 0 || at >= list.length - 1);
    }
    const seconds = Math.floor((Date.now() - opened) / 1000);
    set('elapsed', `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`);
    const clock = new Date();
    set('clock', `${clock.getHours()}:${String(clock.getMinutes()).padStart(2, '0')}`);
  };
  tick();
  setInterval(tick, 250);
}

/** Whether the room's screen is black: an example's (PresentBlank) or a lesson title slide's, each marks the page while it shows. */
const roomIsDark = () => document.documentElement.classList.contains('room-dark');

/** A caption's words alone: its glossary terms read as text, without the term pop-up parked beside one. */
export function captionText(caption: Element | null): string {
  if (!caption) return '';
  const copy = caption.cloneNode(true) as Element;
  copy.querySelector('.term-pop')?.remove();
  return copy.textContent ?? '';
}

/** The speaker view's words from the explainer's dictionary (an example's own page). */
export function speakerWords(t: Translate): SpeakerWords {
  return {
    label: t(msg('explainer.speaker.label')),
    now: t(msg('explainer.speaker.now')),
    next: t(msg('explainer.speaker.next')),
    elapsed: t(msg('explainer.speaker.elapsed')),
    clock: t(msg('explainer.speaker.clock')),
    // Templates, filled as the slides change: their placeholders pass through as themselves.
    step: t(msg('explainer.speaker.step', { n: '{n}', total: '{total}' })),
    slide: t(msg('explainer.speaker.slide', { n: '{n}', total: '{total}' })),
    part: t(msg('explainer.speaker.part', { part: '{part}' })),
    notes: t(msg('explainer.speaker.notes')),
    back: t(msg('explainer.back')),
    forward: t(msg('explainer.next')),
    blank: t(msg('explainer.speaker.blank')),
  };
}

/**
 * An example's own page in the presenter view: its steps are the slides, its step anchors the
 * hashes; `open` opens the speaker window too, `speaker` says this page is that window.
 */
/** A step of an example as a slide: its anchor, caption, picture and place in the example. */
export function stepSlide(exampleId: string, li: HTMLElement, i: number, total: number): Slide {
  return {
    hash: `#${li.id || stepAnchor(exampleId, i + 1)}`,
    text: captionText(li.querySelector('.step-caption')),
    picture: () => li.querySelector('.step-view'),
    step: { n: i + 1, total },
    // The example's summary is the speaker's to read out, not the room's (presenter.css hides it there).
    note: li.querySelector('.step-summary')?.textContent?.trim() || undefined,
  };
}

export function linkExampleSpeaker({ root, exampleId, t, open, speaker }: { root: HTMLElement & { walkthrough?: (e: WalkthroughEvent) => void }; exampleId: string; t: Translate; open: boolean; speaker: boolean }): void {
  if (open) openSpeaker();
  const steps = () => [...root.querySelectorAll<HTMLElement>(':scope > ol.steps > li')];
  linkSpeaker(
    {
      channel: speakerName(),
      slides: () => steps().map((li, i, all) => stepSlide(exampleId, li, i, all.length)),
      current: () => `#${steps()[Number(root.dataset.step) - 1]?.id ?? stepAnchor(exampleId, Number(root.dataset.step))}`,
      go: (hash) => {
        const target = parseStepHash(hash);
        if (target?.exampleId === exampleId) root.walkthrough?.({ type: 'GOTO', step: positionOfLink(steps().length, target.step) });
      },
      end: t(msg('explainer.speaker.end')),
    },
    speaker ? speakerPanel(speakerWords(t)) : null,
  );
}
