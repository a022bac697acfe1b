/**
 * Plays a teacher's own lesson from its address (`code.ts`): writes its slides into the page in the
 * shape a game lesson has (`[data-title-of]` slides, each example after its title slide), then hands
 * the page to the game lessons' own driver (`../lesson/lesson.ts`), so the keys, the position bar,
 * the slide list, the speaker view and the language switch are theirs.
 *
 * An example is brought in from its own page (`/{lang}/{game}/examples/{id}/`, fetched, same site,
 * nothing run from it): its island (hydrated by Astro's runtime on this page, at its first touch like
 * anywhere), its game's words and glossary definitions, and its stylesheets. Its variation is already
 * in the address in the site's own form, so the example reads it itself; Predict first is switched for
 * each example as it is shown.
 */
import { startLesson } from '../lesson/lesson';
import { catalogueOf, readLesson, writeLesson, type TeachSlide } from './code';
import type { TeachGame } from '../../site/teachCatalogue';

type Words = Record<'keys' | 'part' | 'section' | 'practiceKicker' | 'practiceOpen' | 'practiceWhat' | 'language' | 'loadFailed', string>;

const FLAGS = ['predict', 'speaker'];

function json<T>(selector: string): T {
  return JSON.parse(document.querySelector(selector)?.textContent ?? 'null') as T;
}

const el = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] => {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
};
const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));

export async function playLesson(): Promise<void> {
  const root = document.querySelector<HTMLElement>('[data-lesson]');
  const host = root?.querySelector<HTMLElement>('.teach-slides');
  if (!root || !host) return;
  const games = json<TeachGame[]>('script[data-teach-catalogue]');
  const words = json<Words>('script[data-teach-words]');
  const read = readLesson(location.search, catalogueOf(games));

  // The address tidied to what was read (a bad code opens what can be read, with a notice).
  const flags = FLAGS.filter((f) => new URLSearchParams(location.search).has(f));
  const tidy = writeLesson(read.slides, read.variation, flags);
  if (read.bad) {
    history.replaceState(history.state, '', `${location.pathname}${tidy}${location.hash}`);
    const notice = root.querySelector<HTMLElement>('.teach-notice');
    if (notice) notice.hidden = false;
    // Said once: the first key or press of the lesson takes it away.
    for (const type of ['keydown', 'pointerdown']) addEventListener(type, () => notice && (notice.hidden = true), { once: true });
  }
  if (read.slides.length === 0) {
    const none = root.querySelector<HTMLElement>('.teach-none');
    if (none) none.hidden = false;
    const link = none?.querySelector('a');
    if (link) link.href = `${link.pathname}${tidy}`;
    return;
  }

  const gameOf = (id: string) => games.find((g) => g.parts.some((p) => p.examples.some((e) => e.id === id)));
  const infoOf = (id: string) => gameOf(id)?.parts.flatMap((p) => p.examples).find((e) => e.id === id);
  // Each title slide starts a part; slides before the first are the lesson's own.
  const parts: string[] = read.slides[0]?.type === 'title' ? [] : [words.part];
  const pages = new Map<string, Promise<Document | null>>();
  const pageOf = (href: string) => {
    if (!pages.has(href))
      pages.set(
        href,
        fetch(href)
          .then((r) => (r.ok ? r.text() : Promise.reject(new Error(String(r.status)))))
          .then((html) => new DOMParser().parseFromString(html, 'text/html'))
          .catch(() => null),
      );
    return pages.get(href) as Promise<Document | null>;
  };

  const slides = await Promise.all(
    read.slides.map(async (slide, i) => {
      if (slide.type === 'title') parts.push(slide.title);
      const part = Math.max(0, parts.length - 1);
      return buildSlide(slide, i, part);
    }),
  );
  host.replaceChildren(...slides.filter((s): s is HTMLElement => s !== null));
  root.dataset.parts = JSON.stringify(parts);

  // Predict first, per example: switched for the page as each example starts presenting.
  let presented: string | null = null;
  new MutationObserver(() => {
    const now = root.querySelector<HTMLElement>('.example.presenting[data-example]');
    const id = now?.dataset.example ?? null;
    if (id === presented) return;
    presented = id;
    const slide = read.slides.find((s) => s.type === 'example' && s.id === id);
    if (slide?.type === 'example') dispatchEvent(new CustomEvent('rules:predict', { detail: slide.predict || flags.includes('predict') }));
  }).observe(host, { subtree: true, attributes: true, attributeFilter: ['class'] });

  // A practice question's frame: loaded as its slide first shows. The clicker's keys (Page Down, Page Up)
  // and Esc pressed inside it are the lesson's, not the question's.
  new MutationObserver(() => {
    for (const frame of host.querySelectorAll<HTMLIFrameElement>('.lesson-title:not([hidden]) iframe[data-src]')) {
      frame.src = frame.dataset.src ?? '';
      delete frame.dataset.src;
      frame.addEventListener('load', () => {
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
      });
    }
  }).observe(host, { subtree: true, attributes: true, attributeFilter: ['hidden'] });

  startLesson();

  async function buildSlide(slide: TeachSlide, i: number, part: number): Promise<HTMLElement | null> {
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
    if (slide.type === 'title') {
      section.classList.add('lesson-card');
      section.dataset.titleOf = `slide-${i + 1}`;
      section.dataset.card = '';
      kicker.remove();
      heading.textContent = slide.title;
      if (slide.notes) {
        const note = el('p', 'lesson-note', slide.notes);
        note.dataset.note = '';
        note.hidden = true;
        section.append(note);
      }
    } else if (slide.type === 'practice') {
      const game = games.find((g) => g.slug === slide.game);
      const kind = game?.kinds.find((k) => k.id === slide.kind);
      section.classList.add('lesson-card');
      section.dataset.titleOf = `slide-${i + 1}`;
      section.dataset.card = '';
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
    } else {
      const game = gameOf(slide.id);
      const info = infoOf(slide.id);
      if (!game || !info) return null;
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
    }
    section.append(el('p', 'lesson-keys', words.keys));
    return wrap;
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
    // Its game's words (one per page), glossary definitions, and stylesheets.
    for (const script of page.querySelectorAll('script[data-messages]')) {
      const name = script.getAttribute('data-messages') ?? '';
      if (!document.querySelector(`script[data-messages="${CSS.escape(name)}"]`)) document.body.append(document.importNode(script, true));
    }
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
    return document.importNode(island, true) as HTMLElement;
  }
}
