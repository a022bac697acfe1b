/**
 * Plays a teacher's own lesson from its address (`code.ts`): writes its slides into the page in the
 * shape a game lesson has (`[data-title-of]` slides, each example after its title slide), then hands
 * the page to the game lessons' own driver (`../lesson/lesson.ts`), so the keys, the position bar,
 * the slide list, the speaker view and the language switch are theirs.
 *
 * An example is brought in from its own page (`/{lang}/{game}/examples/{id}/`, fetched, same site,
 * nothing run from it): its island (hydrated by Astro's runtime on this page, at its first touch like
 * anywhere), the scripts it reads by name (its game's words, its steps' words), its glossary
 * definitions, and its stylesheets; its steps' pictures it fetches itself, from its views file. Its
 * variation is already in the address in the site's own form, so the example reads it itself; Predict
 * first is switched for each example as it is shown.
 */
import { startLesson } from '../lesson/lesson';
import { catalogueOf, readLesson, writeLesson, type TeachSlide } from './code';
import { el, fill, json } from './dom';
import type { TeachGame } from '../../site/teachCatalogue';
import { STEPS_ATTRIBUTE } from '../../explainers/pageSteps';
import { MESSAGES_ATTRIBUTE } from '../../i18n/pageMessages';

type Words = Record<'keys' | 'part' | 'section' | 'practiceKicker' | 'practiceOpen' | 'practiceWhat' | 'language' | 'loadFailed', string>;

/** What every slide is built from: the site's games and this page's words. */
interface Site {
  games: TeachGame[];
  words: Words;
}

const FLAGS = ['predict', 'speaker'];

export async function playLesson(): Promise<void> {
  const root = document.querySelector<HTMLElement>('[data-lesson]');
  const host = root?.querySelector<HTMLElement>('.teach-slides');
  if (!root || !host) return;
  const site: Site = { games: json<TeachGame[]>('script[data-teach-catalogue]'), words: json<Words>('script[data-teach-words]') };
  const read = readLesson(location.search, catalogueOf(site.games));

  // The address tidied to what was read (a bad code opens what can be read, with a notice).
  const flags = FLAGS.filter((f) => new URLSearchParams(location.search).has(f));
  const tidy = writeLesson(read.slides, read.variation, flags);
  if (read.bad) showRepaired(root, tidy);
  if (read.slides.length === 0) return showNone(root, tidy);

  const { parts, partOf } = partsOf(read.slides, site.words);
  const slides = await Promise.all(read.slides.map((slide, i) => buildSlide(site, slide, i, partOf[i] ?? 0)));
  host.replaceChildren(...slides.filter((s): s is HTMLElement => s !== null));
  root.dataset.parts = JSON.stringify(parts);
  watchPredict(root, host, read.slides, flags.includes('predict'));
  watchPracticeFrames(host);
  startLesson();
}

/** The address tidied, with a notice said once: the first key or press of the lesson takes it away. */
function showRepaired(root: HTMLElement, tidy: string): void {
  history.replaceState(history.state, '', `${location.pathname}${tidy}${location.hash}`);
  const notice = root.querySelector<HTMLElement>('.teach-notice');
  if (notice) notice.hidden = false;
  for (const type of ['keydown', 'pointerdown']) addEventListener(type, () => notice && (notice.hidden = true), { once: true });
}

/** No slides to play: the page says so, its link back to the builder keeping the address's flags. */
function showNone(root: HTMLElement, tidy: string): void {
  const none = root.querySelector<HTMLElement>('.teach-none');
  if (none) none.hidden = false;
  const link = none?.querySelector('a');
  if (link) link.href = `${link.pathname}${tidy}`;
}

/** Each title slide starts a part; slides before the first are the lesson's own. */
function partsOf(slides: readonly TeachSlide[], words: Words): { parts: string[]; partOf: number[] } {
  const parts: string[] = slides[0]?.type === 'title' ? [] : [words.part];
  const partOf = slides.map((slide) => {
    if (slide.type === 'title') parts.push(slide.title);
    return Math.max(0, parts.length - 1);
  });
  return { parts, partOf };
}

// ---- The slides.

/** A slide's frame: its part, its section with a kicker and a heading, in the wrapper a lesson part has. */
function slideFrame(i: number, part: number) {
  const wrap = el('div', 'lesson-part');
  const section = el('section', 'lesson-title');
  section.tabIndex = -1;
  section.dataset.part = String(part);
  const heading = el('h2', '');
  heading.id = `lesson-slide-${i + 1}`;
  section.setAttribute('aria-labelledby', heading.id);
  const kicker = el('p', 'lesson-kicker');
  section.append(kicker, heading);
  wrap.append(section);
  return { wrap, section, heading, kicker };
}
type Frame = ReturnType<typeof slideFrame>;

async function buildSlide(site: Site, slide: TeachSlide, i: number, part: number): Promise<HTMLElement | null> {
  const frame = slideFrame(i, part);
  if (slide.type === 'title') titleSlide(frame, slide, i);
  else if (slide.type === 'practice') practiceSlide(site, frame, slide, i);
  else if (!(await exampleSlide(site, frame, slide))) return null;
  frame.section.append(el('p', 'lesson-keys', site.words.keys));
  return frame.wrap;
}

/** A slide that is a card of its own (not an example's title). */
function asCard(section: HTMLElement, i: number): void {
  section.classList.add('lesson-card');
  section.dataset.titleOf = `slide-${i + 1}`;
  section.dataset.card = '';
}

function titleSlide({ section, heading, kicker }: Frame, slide: Extract<TeachSlide, { type: 'title' }>, i: number): void {
  asCard(section, i);
  kicker.remove();
  heading.textContent = slide.title;
  if (!slide.notes) return;
  const note = el('p', 'lesson-note', slide.notes);
  note.dataset.note = '';
  note.hidden = true;
  section.append(note);
}

function practiceSlide({ games, words }: Site, { section, heading, kicker }: Frame, slide: Extract<TeachSlide, { type: 'practice' }>, i: number): void {
  const game = games.find((g) => g.slug === slide.game);
  const kind = game?.kinds.find((k) => k.id === slide.kind);
  asCard(section, i);
  kicker.textContent = `${fill(words.practiceKicker, { game: game?.name ?? '' })} · ${fill(words.practiceWhat, { players: slide.players, seed: slide.seed })}`;
  heading.textContent = kind?.title ?? slide.kind;
  const open = el('a', 'button', words.practiceOpen);
  open.href = `${game?.practice ?? ''}?kind=${slide.kind}&seed=${slide.seed}&players=${slide.players}&present`;
  const tools = el('p', 'lesson-tools');
  tools.append(open);
  // The question itself, in the practice page's presenter view, framed (same site): loaded when its slide first shows.
  const frame = el('iframe', 'teach-practice');
  frame.title = heading.textContent ?? '';
  frame.dataset.src = open.href;
  section.classList.add('teach-practice-slide');
  section.append(frame, tools);
}

/** An example's title slide, then its island from its own page; false for an example the site lacks. */
async function exampleSlide({ games, words }: Site, { wrap, section, heading, kicker }: Frame, slide: Extract<TeachSlide, { type: 'example' }>): Promise<boolean> {
  const game = games.find((g) => g.parts.some((p) => p.examples.some((e) => e.id === slide.id)));
  const info = game?.parts.flatMap((p) => p.examples).find((e) => e.id === slide.id);
  if (!game || !info) return false;
  section.dataset.titleOf = slide.id;
  kicker.textContent = game.name;
  heading.textContent = info.title;
  const rule = el('p', 'lesson-section');
  const link = el('a', '', fill(words.section, { section: info.section }));
  link.href = `${game.rulebook}#${info.anchor}`;
  rule.append(link);
  section.append(rule);
  const island = await islandOf(`${game.examples}${slide.id}/`, slide.id);
  if (island) wrap.append(island);
  else section.append(el('p', 'lesson-note', fill(words.loadFailed, { title: info.title })));
  return true;
}

// ---- An example's page, and what its island needs from it.

const pages = new Map<string, Promise<Document | null>>();

/** A page of this site, fetched and parsed once (null when it cannot be had). */
function pageOf(href: string): Promise<Document | null> {
  if (!pages.has(href))
    pages.set(
      href,
      fetch(href)
        .then((r) => (r.ok ? r.text() : Promise.reject(new Error(String(r.status)))))
        .then((html) => new DOMParser().parseFromString(html, 'text/html'))
        .catch(() => null),
    );
  return pages.get(href) as Promise<Document | null>;
}

/** An example's island from its own page, as a lesson shows it, with what it needs from that page. */
async function islandOf(href: string, id: string): Promise<HTMLElement | null> {
  const page = await pageOf(href);
  const example = page?.querySelector(`[data-example="${CSS.escape(id)}"]`);
  const island = example?.closest('astro-island');
  if (!page || !island) return null;
  // The island as a lesson renders it: not its own page (no speaker window or address of its own).
  const props = JSON.parse(island.getAttribute('props') ?? '{}') as Record<string, unknown>;
  delete props.ownPage;
  island.setAttribute('props', JSON.stringify(props));
  // The data it reads from its page by name: its game's words and its steps' words. (Its steps' pictures
  // come from the views file, a site address in its props, fetched from here as from its own page.)
  copyScripts(page, MESSAGES_ATTRIBUTE);
  copyScripts(page, STEPS_ATTRIBUTE);
  copyDefinitions(page);
  await copyStylesheets(page);
  return document.importNode(island, true) as HTMLElement;
}

/** The page's scripts named by `attribute` (a JSON script an island reads by its name), each brought once. */
function copyScripts(page: Document, attribute: string): void {
  for (const script of page.querySelectorAll(`script[${attribute}]`)) {
    const name = script.getAttribute(attribute) ?? '';
    if (!document.querySelector(`script[${attribute}="${CSS.escape(name)}"]`)) document.body.append(document.importNode(script, true));
  }
}

/** Its glossary definitions, into one hidden list of this page's own. */
function copyDefinitions(page: Document): void {
  for (const def of page.querySelectorAll('dl.term-defs > div[id]')) {
    if (document.getElementById(def.id)) continue;
    let defs = document.querySelector<HTMLElement>('dl.term-defs[data-teach]');
    if (!defs) {
      defs = el('dl', 'term-defs');
      defs.hidden = true;
      defs.dataset.teach = '';
      document.body.append(defs);
    }
    defs.append(document.importNode(def, true));
  }
}

/** Its stylesheets this page lacks, settled (loaded or failed) before the island is shown. */
async function copyStylesheets(page: Document): Promise<void> {
  await Promise.all(
    [...page.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => {
      const href = link.getAttribute('href') ?? '';
      if ([...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some((l) => l.getAttribute('href') === href)) return undefined;
      const copy = el('link', '');
      copy.rel = 'stylesheet';
      copy.href = href;
      document.head.append(copy);
      return new Promise((done) => {
        copy.addEventListener('load', done);
        copy.addEventListener('error', done);
      });
    }),
  );
}

// ---- While the lesson plays.

/** Predict first, per example: switched for the page as each example starts presenting. */
function watchPredict(root: HTMLElement, host: HTMLElement, slides: readonly TeachSlide[], always: boolean): void {
  let presented: string | null = null;
  new MutationObserver(() => {
    const now = root.querySelector<HTMLElement>('.example.presenting[data-example]');
    const id = now?.dataset.example ?? null;
    if (id === presented) return;
    presented = id;
    const slide = slides.find((s) => s.type === 'example' && s.id === id);
    if (slide?.type === 'example') dispatchEvent(new CustomEvent('rules:predict', { detail: slide.predict || always }));
  }).observe(host, { subtree: true, attributes: true, attributeFilter: ['class'] });
}

/** A practice question's frame: loaded as its slide first shows. */
function watchPracticeFrames(host: HTMLElement): void {
  new MutationObserver(() => {
    for (const frame of host.querySelectorAll<HTMLIFrameElement>('.lesson-title:not([hidden]) iframe[data-src]')) {
      frame.src = frame.dataset.src ?? '';
      delete frame.dataset.src;
      frame.addEventListener('load', () => passClickerKeys(frame));
    }
  }).observe(host, { subtree: true, attributes: true, attributeFilter: ['hidden'] });
}

/** The clicker's keys (Page Down, Page Up) and Esc pressed inside a frame are the lesson's, not the question's. */
function passClickerKeys(frame: HTMLIFrameElement): void {
  frame.contentWindow?.addEventListener(
    'keydown',
    (e) => {
      if (!['PageDown', 'PageUp', 'Escape'].includes(e.key)) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      frame.closest<HTMLElement>('.lesson-title')?.focus({ preventScroll: true });
      document.dispatchEvent(new KeyboardEvent('keydown', { key: e.key, shiftKey: e.shiftKey, bubbles: true, cancelable: true }));
    },
    true,
  );
}
