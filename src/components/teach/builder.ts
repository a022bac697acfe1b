/**
 * The lesson builder (`/{lang}/lesson/`): the teacher's list of slides, kept in this page's address
 * and written as the player's (`code.ts`). Every action is a button (add, move up, move down,
 * remove), so the list is ordered by keyboard as well as by pointer; each change is announced.
 */
import { catalogueOf, exampleFromAddress, readLesson, variationFrom, writeLesson, MAX_NOTES, MAX_SLIDES, MAX_TITLE, type TeachSlide } from './code';
import type { TeachGame } from '../../site/teachCatalogue';

type Words = Record<
  'titleSlide' | 'slideTitle' | 'newTitle' | 'notes' | 'predict' | 'variation' | 'up' | 'down' | 'remove' | 'practice' | 'seed' | 'players' | 'copied' | 'moved' | 'removed' | 'added' | 'bad' | 'pasteNone' | 'openExample',
  string
>;

const json = <T>(selector: string): T => JSON.parse(document.querySelector(selector)?.textContent ?? 'null') as T;
const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));
const el = <K extends keyof HTMLElementTagNameMap>(tag: K, className = '', text?: string): HTMLElementTagNameMap[K] => {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
};

export function startBuilder(): void {
  const root = document.querySelector<HTMLElement>('.teach-builder');
  const list = root?.querySelector<HTMLOListElement>('.teach-slides-list');
  if (!root || !list) return;
  const games = json<TeachGame[]>('script[data-teach-catalogue]');
  const words = json<Words>('script[data-teach-words]');
  const status = root.querySelector<HTMLElement>('[data-teach-status]');
  const empty = root.querySelector<HTMLElement>('.teach-empty');
  const address = root.querySelector<HTMLInputElement>('#teach-address');
  const play = root.querySelector<HTMLAnchorElement>('[data-teach-play]');
  const player = root.dataset.player ?? '';
  const examples = games.flatMap((g) => g.parts.flatMap((p) => p.examples.map((e) => ({ ...e, game: g }))));

  const catalogue = catalogueOf(games);
  const read = readLesson(location.search, catalogue);
  // Each item keeps an id of its own, so focus can follow it as the list is reordered.
  let next = 0;
  let items = read.slides.map((slide) => ({ key: next++, slide }));
  /** Each example's variation, as pairs of the site's own form (`{id}.{input}`). */
  const variation = new Map<string, [string, string][]>();
  for (const [key, value] of read.variation) {
    const id = key.slice(0, key.indexOf('.'));
    variation.set(id, [...(variation.get(id) ?? []), [key, value]]);
  }
  const say = (text: string) => {
    if (status) status.textContent = text;
  };
  if (read.bad) say(words.bad);

  const nameOf = (slide: TeachSlide): string => {
    if (slide.type === 'title') return slide.title;
    if (slide.type === 'example') return examples.find((e) => e.id === slide.id)?.title ?? slide.id;
    return games.find((g) => g.slug === slide.game)?.kinds.find((k) => k.id === slide.kind)?.title ?? slide.kind;
  };

  /** The address of the lesson, written to the player link, the address field and this page's own address. */
  const write = () => {
    const query = writeLesson(
      items.map((i) => i.slide),
      [...variation.values()].flat(),
    );
    const href = `${player}${items.length ? query : ''}`;
    if (play) play.href = href;
    if (address) address.value = new URL(href, location.href).href;
    history.replaceState(history.state, '', `${location.pathname}${items.length ? query : ''}`);
    if (empty) empty.hidden = items.length > 0;
  };

  const render = (focus?: { key: number; action: string }) => {
    list.replaceChildren(...items.map((item, at) => row(item, at)));
    write();
    if (focus) {
      const li = list.querySelector<HTMLElement>(`[data-key="${focus.key}"]`);
      const button = li?.querySelector<HTMLButtonElement>(`[data-action="${focus.action}"]:not(:disabled)`) ?? li?.querySelector<HTMLButtonElement>('[data-action]:not(:disabled)');
      button?.focus();
    }
  };

  const move = (at: number, by: number) => {
    const to = at + by;
    const item = items[at];
    if (!item || to < 0 || to >= items.length) return;
    items.splice(at, 1);
    items.splice(to, 0, item);
    render({ key: item.key, action: by < 0 ? 'up' : 'down' });
    say(fill(words.moved, { title: nameOf(item.slide), n: to + 1, total: items.length }));
  };
  const remove = (at: number) => {
    const [item] = items.splice(at, 1);
    if (!item) return;
    if (item.slide.type === 'example') variation.delete(item.slide.id);
    const after = items[Math.min(at, items.length - 1)];
    render(after ? { key: after.key, action: 'remove' } : undefined);
    if (!after) root.querySelector<HTMLButtonElement>('[data-teach-add-title]')?.focus();
    say(fill(words.removed, { title: nameOf(item.slide) }));
  };
  const add = (slide: TeachSlide) => {
    if (items.length >= MAX_SLIDES) return;
    items.push({ key: next++, slide });
    render();
    say(fill(words.added, { title: nameOf(slide), n: items.length, total: items.length }));
  };

  function row(item: { key: number; slide: TeachSlide }, at: number): HTMLLIElement {
    const { slide } = item;
    const li = el('li', 'teach-slide');
    li.dataset.key = String(item.key);
    const body = el('div', 'teach-slide-body');
    const name = nameOf(slide);
    if (slide.type === 'title') {
      body.append(el('p', 'teach-slide-kind', words.titleSlide));
      const title = el('input');
      title.type = 'text';
      title.value = slide.title;
      title.maxLength = MAX_TITLE;
      title.addEventListener('input', () => {
        slide.title = title.value.trim() || words.newTitle;
        write();
      });
      const notes = el('textarea');
      notes.rows = 2;
      notes.value = slide.notes;
      notes.maxLength = MAX_NOTES;
      notes.addEventListener('input', () => {
        slide.notes = notes.value;
        write();
      });
      body.append(labelled(words.slideTitle, title), labelled(words.notes, notes));
    } else if (slide.type === 'example') {
      const info = examples.find((e) => e.id === slide.id);
      body.append(el('p', 'teach-slide-kind', `${info?.game.name ?? ''} · ${info?.section ?? ''}`), el('p', 'teach-slide-name', name));
      const predict = el('input');
      predict.type = 'checkbox';
      predict.checked = slide.predict;
      predict.addEventListener('change', () => {
        slide.predict = predict.checked;
        write();
      });
      const numbers = el('input');
      numbers.type = 'text';
      numbers.value = (variation.get(slide.id) ?? []).map(([k, v]) => `${k.slice(slide.id.length + 1)}=${v}`).join(' ');
      numbers.addEventListener('input', () => {
        variation.set(slide.id, variationFrom(numbers.value, slide.id));
        write();
      });
      const check = labelled(words.predict, predict);
      check.classList.add('teach-check');
      // The example's own page, with the numbers so far: change them there, then Copy link and paste it here.
      const page = el('a', '', words.openExample);
      const own = () => {
        const query = new URLSearchParams(variation.get(slide.id) ?? []).toString();
        page.href = `${info?.game.examples ?? ''}${slide.id}/${query ? `?${query}` : ''}`;
      };
      own();
      numbers.addEventListener('input', own);
      const open = el('p', 'teach-slide-kind');
      open.append(page);
      body.append(check, labelled(words.variation, numbers), open);
    } else {
      const game = games.find((g) => g.slug === slide.game);
      const kind = game?.kinds.find((k) => k.id === slide.kind);
      body.append(el('p', 'teach-slide-kind', `${game?.name ?? ''} · ${words.practice}`), el('p', 'teach-slide-name', name));
      const seed = number(slide.seed, 0, 0xffffffff, (n) => (slide.seed = n));
      const players = number(slide.players, kind?.min ?? 2, kind?.max ?? 4, (n) => (slide.players = n));
      const numbers = el('div', 'teach-numbers');
      numbers.append(labelled(words.seed, seed), labelled(words.players, players));
      body.append(numbers);
    }
    const tools = el('div', 'teach-slide-tools');
    tools.append(
      button('up', '↑', `${words.up}: ${name}`, at === 0, () => move(items.indexOf(item), -1)),
      button('down', '↓', `${words.down}: ${name}`, at === items.length - 1, () => move(items.indexOf(item), 1)),
      button('remove', '✕', `${words.remove}: ${name}`, false, () => remove(items.indexOf(item))),
    );
    li.append(body, tools);
    return li;
  }

  function labelled(text: string, control: HTMLElement): HTMLLabelElement {
    const label = el('label');
    const words = el('span', '', text);
    if (control instanceof HTMLInputElement && control.type === 'checkbox') label.append(control, words);
    else label.append(words, control);
    return label;
  }
  function number(value: number, min: number, max: number, set: (n: number) => void): HTMLInputElement {
    const input = el('input');
    input.type = 'number';
    input.min = String(min);
    input.max = String(max);
    input.step = '1';
    input.value = String(value);
    input.addEventListener('change', () => {
      const n = Math.round(Number(input.value));
      const kept = Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : value;
      input.value = String(kept);
      set(kept);
      write();
    });
    return input;
  }
  function button(action: string, text: string, label: string, disabled: boolean, act: () => void): HTMLButtonElement {
    const b = el('button', 'button', text);
    b.type = 'button';
    b.dataset.action = action;
    b.setAttribute('aria-label', label);
    b.disabled = disabled;
    b.addEventListener('click', act);
    return b;
  }

  root.addEventListener('click', (e) => {
    const target = (e.target as HTMLElement).closest<HTMLElement>('[data-teach-add-title], [data-teach-add-example], [data-teach-add-practice], [data-teach-copy]');
    if (!target) return;
    if (target.dataset.teachAddTitle !== undefined) add({ type: 'title', title: words.newTitle, notes: '' });
    else if (target.dataset.teachAddExample) {
      const id = target.dataset.teachAddExample;
      if (items.some((i) => i.slide.type === 'example' && i.slide.id === id)) {
        const there = items.findIndex((i) => i.slide.type === 'example' && i.slide.id === id);
        say(fill(words.added, { title: nameOf(items[there]!.slide), n: there + 1, total: items.length }));
      } else add({ type: 'example', id, predict: false });
    } else if (target.dataset.teachAddPractice) {
      const [game = '', kind = ''] = target.dataset.teachAddPractice.split(':');
      const info = games.find((g) => g.slug === game)?.kinds.find((k) => k.id === kind);
      const seed = crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
      add({ type: 'practice', game, kind, seed, players: Math.min(info?.max ?? 3, Math.max(info?.min ?? 3, 3)) });
    } else if (target.dataset.teachCopy !== undefined && address) {
      void navigator.clipboard?.writeText(address.value).then(
        () => say(words.copied),
        () => address.select(),
      );
    }
  });
  // An example from its address: added with its numbers and Predict first, or updated if already in.
  const paste = root.querySelector<HTMLFormElement>('[data-teach-paste]');
  paste?.addEventListener('submit', (e) => {
    e.preventDefault();
    const input = paste.querySelector('input');
    const found = exampleFromAddress(input?.value ?? '', catalogue.examples);
    if (!found) return say(words.pasteNone);
    variation.set(found.id, found.variation);
    const there = items.find((i) => i.slide.type === 'example' && i.slide.id === found.id);
    if (there?.slide.type === 'example') {
      there.slide.predict = found.predict;
      render();
      say(fill(words.added, { title: nameOf(there.slide), n: items.indexOf(there) + 1, total: items.length }));
    } else add({ type: 'example', id: found.id, predict: found.predict });
    if (input) input.value = '';
  });
  render();
}
