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
import { parseStepHash, stepAnchor } from './stepHash';

/** One slide: the hash that shows it and its words. */
export interface Slide {
  hash: string;
  text: string;
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

export interface SpeakerWords {
  label: string;
  now: string;
  next: string;
  elapsed: string;
}

const remembered = (path: string) => `speaker:${path}`;

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
    sessionStorage.setItem(remembered(location.pathname), '1');
  } catch {
    // Storage refused: the window opens all the same; only a reload forgets it.
  }
  open(url.href.replace(/([?&](?:present|speaker))=(?=[&#]|$)/g, '$1'), remembered(location.pathname), 'popup');
}

/** True when this tab opened a speaker window for this page (see `openSpeaker`). */
export function speakerOpened(): boolean {
  try {
    return sessionStorage.getItem(remembered(location.pathname)) === '1';
  } catch {
    return false;
  }
}

/**
 * The speaker window's panel, over the whole page: the same parts as a lesson's
 * (`[data-speaker="now" | "next" | "elapsed"]`), styled by `.speaker-view` in presenter.css.
 */
export function speakerPanel(words: SpeakerWords): HTMLElement {
  const panel = document.createElement('aside');
  panel.className = 'speaker-view';
  panel.setAttribute('aria-label', words.label);
  const line = (tag: 'p' | 'h2', text: string, field?: string, className?: string) => {
    const el = document.createElement(tag);
    el.textContent = text;
    if (field) el.dataset.speaker = field;
    if (className) el.className = className;
    return el;
  };
  const time = line('p', `${words.elapsed}: `, undefined, 'speaker-time');
  const elapsed = document.createElement('span');
  elapsed.dataset.speaker = 'elapsed';
  elapsed.textContent = '0:00';
  time.append(elapsed);
  panel.append(time, line('h2', words.now), line('p', '', 'now', 'speaker-now'), line('h2', words.next), line('p', '', 'next', 'speaker-next'));
  document.body.append(panel);
  return panel;
}

const linked = new Set<string>();

/**
 * Keeps this window and the other one on the same slide, both ways; with a `panel` (the speaker
 * window), fills it four times a second. Once per channel: pressing S again links nothing more.
 */
export function linkSpeaker(deck: SpeakerDeck, panel: HTMLElement | null): void {
  if (linked.has(deck.channel)) return;
  linked.add(deck.channel);
  const opened = Date.now();
  const channel = 'BroadcastChannel' in window ? new BroadcastChannel(deck.channel) : null;
  let told = '';
  channel?.addEventListener('message', (e: MessageEvent<string>) => {
    told = e.data;
    if (deck.current() !== e.data) deck.go(e.data);
  });
  const field = (name: string) => panel?.querySelector<HTMLElement>(`[data-speaker="${name}"]`);
  const tick = () => {
    const hash = deck.current();
    if (hash !== told) {
      told = hash;
      channel?.postMessage(hash);
    }
    if (!panel) return;
    const list = deck.slides();
    const at = list.findIndex((s) => s.hash === hash);
    const now = field('now');
    const next = field('next');
    if (now) now.textContent = list[at]?.text ?? '';
    if (next) next.textContent = list[at + 1]?.text ?? deck.end;
    const seconds = Math.floor((Date.now() - opened) / 1000);
    const elapsed = field('elapsed');
    if (elapsed) elapsed.textContent = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  };
  tick();
  setInterval(tick, 250);
}

/**
 * An example's own page in the presenter view: its steps are the slides, its step anchors the
 * hashes; `open` opens the speaker window too, `speaker` says this page is that window.
 */
/** A caption's words alone: its glossary terms read as text, without the term pop-up parked beside one. */
function captionText(caption: Element | null): string {
  if (!caption) return '';
  const copy = caption.cloneNode(true) as Element;
  copy.querySelector('.term-pop')?.remove();
  return copy.textContent ?? '';
}

export function linkExampleSpeaker({ root, exampleId, t, open, speaker }: { root: HTMLElement & { walkthrough?: (e: WalkthroughEvent) => void }; exampleId: string; t: Translate; open: boolean; speaker: boolean }): void {
  if (open) openSpeaker();
  const steps = () => [...root.querySelectorAll<HTMLElement>(':scope > ol.steps > li')];
  linkSpeaker(
    {
      channel: `speaker:${location.pathname}`,
      slides: () => steps().map((li, i) => ({ hash: `#${stepAnchor(exampleId, i + 1)}`, text: captionText(li.querySelector('.step-caption')) })),
      current: () => `#${stepAnchor(exampleId, Number(root.dataset.step))}`,
      go: (hash) => {
        const target = parseStepHash(hash);
        if (target?.exampleId === exampleId) root.walkthrough?.({ type: 'GOTO', step: target.step });
      },
      end: t(msg('explainer.speaker.end')),
    },
    speaker
      ? speakerPanel({
          label: t(msg('explainer.speaker.label')),
          now: t(msg('explainer.speaker.now')),
          next: t(msg('explainer.speaker.next')),
          elapsed: t(msg('explainer.speaker.elapsed')),
        })
      : null,
  );
}
