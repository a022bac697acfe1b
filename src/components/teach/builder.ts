/**
 * The lesson builder (`/{lang}/lesson/`): the teacher's list of slides, kept in this page's address
 * and written as the player's (`code.ts`). Every action is a button (add, move up, move down,
 * remove), so the list is ordered by keyboard as well as by pointer; each change is announced.
 */
import { catalogueOf, exampleFromAddress, readLesson, variationFrom, writeLesson, MAX_NOTES, MAX_SLIDES, MAX_TITLE, type Catalogue, type TeachSlide } from './code';
import { button, el, fill, json, labelled, numberInput } from './dom';
import type { TeachExample, TeachGame } from '../../site/teachCatalogue';

type Words = Record<
  'titleSlide' | 'slideTitle' | 'newTitle' | 'notes' | 'predict' | 'variation' | 'up' | 'down' | 'remove' | 'practice' | 'seed' | 'players' | 'copied' | 'moved' | 'removed' | 'added' | 'bad' | 'pasteNone' | 'openExample',
  string
>;
type ExampleSlide = Extract<TeachSlide, { type: 'example' }>;

/** A slide in the list, with an id of its own, so focus can follow it as the list is reordered. */
interface Item {
  key: number;
  slide: TeachSlide;
}

/** The builder's page and its list: what every part below reads and changes. */
interface Builder {
  root: HTMLElement;
  list: HTMLOListElement;
  games: TeachGame[];
  words: Words;
  examples: (TeachExample & { game: TeachGame })[];
  catalogue: Catalogue;
  items: Item[];
  next: number;
  /** Each example's variation, as pairs of the site's own form (`{id}.{input}`). */
  variation: Map<string, [string, string][]>;
}

export function startBuilder(): void {
  const root = document.querySelector<HTMLElement>('.teach-builder');
  const list = root?.querySelector<HTMLOListElement>('.teach-slides-list');
  if (!root || !list) return;
  const b = builderOf(root, list);
  root.addEventListener('click', (e) => onClick(b, e));
  // An example from its address: added with its numbers and Predict first, or updated if already in.
  const paste = root.querySelector<HTMLFormElement>('[data-teach-paste]');
  paste?.addEventListener('submit', (e) => {
    e.preventDefault();
    onPaste(b, paste);
  });
  render(b);
}

/** The builder as this page's address left it (a bad code keeps what can be read, and says so). */
function builderOf(root: HTMLElement, list: HTMLOListElement): Builder {
  const games = json<TeachGame[]>('script[data-teach-catalogue]');
  const words = json<Words>('script[data-teach-words]');
  const catalogue = catalogueOf(games);
  const read = readLesson(location.search, catalogue);
  const examples = games.flatMap((g) => g.parts.flatMap((p) => p.examples.map((e) => ({ ...e, game: g }))));
  const items = read.slides.map((slide, key) => ({ key, slide }));
  const variation = new Map<string, [string, string][]>();
  for (const [key, value] of read.variation) {
    const id = key.slice(0, key.indexOf('.'));
    variation.set(id, [...(variation.get(id) ?? []), [key, value]]);
  }
  const b: Builder = { root, list, games, words, examples, catalogue, items, next: items.length, variation };
  if (read.bad) say(b, words.bad);
  return b;
}

// ---- The list model: its names, the address it writes, and its changes.

function say(b: Builder, text: string): void {
  const status = b.root.querySelector<HTMLElement>('[data-teach-status]');
  if (status) status.textContent = text;
}

function nameOf(b: Builder, slide: TeachSlide): string {
  if (slide.type === 'title') return slide.title;
  if (slide.type === 'example') return b.examples.find((e) => e.id === slide.id)?.title ?? slide.id;
  return b.games.find((g) => g.slug === slide.game)?.kinds.find((k) => k.id === slide.kind)?.title ?? slide.kind;
}

/** The address of the lesson, written to the player link, the address field and this page's own address. */
function write(b: Builder): void {
  const query = writeLesson(
    b.items.map((i) => i.slide),
    [...b.variation.values()].flat(),
  );
  const href = `${b.root.dataset.player ?? ''}${b.items.length ? query : ''}`;
  const play = b.root.querySelector<HTMLAnchorElement>('[data-teach-play]');
  const address = b.root.querySelector<HTMLInputElement>('#teach-address');
  const empty = b.root.querySelector<HTMLElement>('.teach-empty');
  if (play) play.href = href;
  if (address) address.value = new URL(href, location.href).href;
  history.replaceState(history.state, '', `${location.pathname}${b.items.length ? query : ''}`);
  if (empty) empty.hidden = b.items.length > 0;
}

/** The list drawn again, focus kept on the item's button that was pressed (or its first one left). */
function render(b: Builder, focus?: { key: number; action: string }): void {
  b.list.replaceChildren(...b.items.map((item, at) => row(b, item, at)));
  write(b);
  if (!focus) return;
  const li = b.list.querySelector<HTMLElement>(`[data-key="${focus.key}"]`);
  const pressed = li?.querySelector<HTMLButtonElement>(`[data-action="${focus.action}"]:not(:disabled)`) ?? li?.querySelector<HTMLButtonElement>('[data-action]:not(:disabled)');
  pressed?.focus();
}

function move(b: Builder, at: number, by: number): void {
  const to = at + by;
  const item = b.items[at];
  if (!item || to < 0 || to >= b.items.length) return;
  b.items.splice(at, 1);
  b.items.splice(to, 0, item);
  render(b, { key: item.key, action: by < 0 ? 'up' : 'down' });
  say(b, fill(b.words.moved, { title: nameOf(b, item.slide), n: to + 1, total: b.items.length }));
}

function remove(b: Builder, at: number): void {
  const [item] = b.items.splice(at, 1);
  if (!item) return;
  if (item.slide.type === 'example') b.variation.delete(item.slide.id);
  const after = b.items[Math.min(at, b.items.length - 1)];
  render(b, after ? { key: after.key, action: 'remove' } : undefined);
  if (!after) b.root.querySelector<HTMLButtonElement>('[data-teach-add-title]')?.focus();
  say(b, fill(b.words.removed, { title: nameOf(b, item.slide) }));
}

function add(b: Builder, slide: TeachSlide): void {
  if (b.items.length >= MAX_SLIDES) return;
  b.items.push({ key: b.next++, slide });
  render(b);
  say(b, fill(b.words.added, { title: nameOf(b, slide), n: b.items.length, total: b.items.length }));
}

/** Said for an example already in the list, instead of adding it twice. */
function sayAlreadyIn(b: Builder, item: Item): void {
  say(b, fill(b.words.added, { title: nameOf(b, item.slide), n: b.items.indexOf(item) + 1, total: b.items.length }));
}

const exampleItem = (b: Builder, id: string) => b.items.find((i) => i.slide.type === 'example' && i.slide.id === id);

// ---- One row per slide: its fields by type, then its tools.

function row(b: Builder, item: Item, at: number): HTMLLIElement {
  const { slide } = item;
  const li = el('li', 'teach-slide');
  li.dataset.key = String(item.key);
  const body = el('div', 'teach-slide-body');
  const name = nameOf(b, slide);
  if (slide.type === 'title') body.append(...titleFields(b, slide));
  else if (slide.type === 'example') body.append(...exampleFields(b, slide, name));
  else body.append(...practiceFields(b, slide, name));
  const tools = el('div', 'teach-slide-tools');
  const { words, items } = b;
  tools.append(
    button('up', '↑', `${words.up}: ${name}`, at === 0, () => move(b, items.indexOf(item), -1)),
    button('down', '↓', `${words.down}: ${name}`, at === items.length - 1, () => move(b, items.indexOf(item), 1)),
    button('remove', '✕', `${words.remove}: ${name}`, false, () => remove(b, items.indexOf(item))),
  );
  li.append(body, tools);
  return li;
}

function titleFields(b: Builder, slide: Extract<TeachSlide, { type: 'title' }>): HTMLElement[] {
  const title = el('input');
  title.type = 'text';
  title.value = slide.title;
  title.maxLength = MAX_TITLE;
  title.addEventListener('input', () => {
    slide.title = title.value.trim() || b.words.newTitle;
    write(b);
  });
  const notes = el('textarea');
  notes.rows = 2;
  notes.value = slide.notes;
  notes.maxLength = MAX_NOTES;
  notes.addEventListener('input', () => {
    slide.notes = notes.value;
    write(b);
  });
  return [el('p', 'teach-slide-kind', b.words.titleSlide), labelled(b.words.slideTitle, title), labelled(b.words.notes, notes)];
}

function exampleFields(b: Builder, slide: ExampleSlide, name: string): HTMLElement[] {
  const info = b.examples.find((e) => e.id === slide.id);
  const predict = el('input');
  predict.type = 'checkbox';
  predict.checked = slide.predict;
  predict.addEventListener('change', () => {
    slide.predict = predict.checked;
    write(b);
  });
  const numbers = el('input');
  numbers.type = 'text';
  numbers.value = (b.variation.get(slide.id) ?? []).map(([k, v]) => `${k.slice(slide.id.length + 1)}=${v}`).join(' ');
  numbers.addEventListener('input', () => {
    b.variation.set(slide.id, variationFrom(numbers.value, slide.id));
    write(b);
  });
  const check = labelled(b.words.predict, predict);
  check.classList.add('teach-check');
  // The example's own page, with the numbers so far: change them there, then Copy link and paste it here.
  const page = el('a', '', b.words.openExample);
  const own = () => {
    const query = new URLSearchParams(b.variation.get(slide.id) ?? []).toString();
    page.href = `${info?.game.examples ?? ''}${slide.id}/${query ? `?${query}` : ''}`;
  };
  own();
  numbers.addEventListener('input', own);
  const open = el('p', 'teach-slide-kind');
  open.append(page);
  const kind = el('p', 'teach-slide-kind', `${info?.game.name ?? ''} · ${info?.section ?? ''}`);
  return [kind, el('p', 'teach-slide-name', name), check, labelled(b.words.variation, numbers), open];
}

function practiceFields(b: Builder, slide: Extract<TeachSlide, { type: 'practice' }>, name: string): HTMLElement[] {
  const game = b.games.find((g) => g.slug === slide.game);
  const kind = game?.kinds.find((k) => k.id === slide.kind);
  const seed = numberInput(slide.seed, 0, 0xffffffff, (n) => {
    slide.seed = n;
    write(b);
  });
  const players = numberInput(slide.players, kind?.min ?? 2, kind?.max ?? 4, (n) => {
    slide.players = n;
    write(b);
  });
  const numbers = el('div', 'teach-numbers');
  numbers.append(labelled(b.words.seed, seed), labelled(b.words.players, players));
  return [el('p', 'teach-slide-kind', `${game?.name ?? ''} · ${b.words.practice}`), el('p', 'teach-slide-name', name), numbers];
}

// ---- The page's buttons (add a slide, copy the address) and the paste form.

function onClick(b: Builder, e: MouseEvent): void {
  const target = (e.target as HTMLElement).closest<HTMLElement>('[data-teach-add-title], [data-teach-add-example], [data-teach-add-practice], [data-teach-copy]');
  if (!target) return;
  const { teachAddTitle, teachAddExample, teachAddPractice, teachCopy } = target.dataset;
  if (teachAddTitle !== undefined) add(b, { type: 'title', title: b.words.newTitle, notes: '' });
  else if (teachAddExample) addExample(b, teachAddExample);
  else if (teachAddPractice) addPractice(b, teachAddPractice);
  else if (teachCopy !== undefined) copyAddress(b);
}

function addExample(b: Builder, id: string): void {
  const there = exampleItem(b, id);
  if (there) sayAlreadyIn(b, there);
  else add(b, { type: 'example', id, predict: false });
}

/** A practice question (`{game}:{kind}`) on a fresh seed, for three players where its kind allows. */
function addPractice(b: Builder, what: string): void {
  const [game = '', kind = ''] = what.split(':');
  const info = b.games.find((g) => g.slug === game)?.kinds.find((k) => k.id === kind);
  const seed = crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
  add(b, { type: 'practice', game, kind, seed, players: Math.min(info?.max ?? 3, Math.max(info?.min ?? 3, 3)) });
}

function copyAddress(b: Builder): void {
  const address = b.root.querySelector<HTMLInputElement>('#teach-address');
  if (!address) return;
  void navigator.clipboard?.writeText(address.value).then(
    () => say(b, b.words.copied),
    () => address.select(),
  );
}

function onPaste(b: Builder, form: HTMLFormElement): void {
  const input = form.querySelector('input');
  const found = exampleFromAddress(input?.value ?? '', b.catalogue.examples);
  if (!found) return say(b, b.words.pasteNone);
  b.variation.set(found.id, found.variation);
  const there = exampleItem(b, found.id);
  if (there?.slide.type === 'example') {
    there.slide.predict = found.predict;
    render(b);
    sayAlreadyIn(b, there);
  } else add(b, { type: 'example', id: found.id, predict: found.predict });
  if (input) input.value = '';
}
