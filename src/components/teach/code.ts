/**
 * A teacher's own lesson, written in its address (`/{lang}/lesson/play/?v=1&s=…&s=…`): one `s` per
 * slide, in order, so the address reads as the lesson does.
 *
 * - `t:{title}|{notes}`: a title slide (it starts a part) with the presenter's notes (optional);
 * - `e:{example-id}`, `e:{example-id}:p`: a worked example, `:p` with Predict first;
 * - `q:{game}:{kind}:{seed}:{players}`: a practice question, as the practice page's address names it.
 *
 * An example's variation is the site's own (`?{example-id}.{input}=…`, explainer/variation.ts), kept
 * beside the slides in the same query, so the examples read it as they do anywhere. `v` is the
 * version of this format. Reading never trusts the address: what cannot be read is left out and said.
 */
export const VERSION = '1';
export const MAX_SLIDES = 80;
export const MAX_TITLE = 120;
export const MAX_NOTES = 1000;

export type TeachSlide =
  | { type: 'title'; title: string; notes: string }
  | { type: 'example'; id: string; predict: boolean }
  | { type: 'practice'; game: string; kind: string; seed: number; players: number };

/** What the site has: every example's id, and every practice kind by game with its player counts. */
export interface Catalogue {
  examples: ReadonlySet<string>;
  kinds: Readonly<Record<string, readonly { id: string; min: number; max: number }[]>>;
}

/** The catalogue from the pages' list of games (`site/teachCatalogue.ts`). */
export function catalogueOf(games: readonly { slug: string; parts: readonly { examples: readonly { id: string }[] }[]; kinds: Catalogue['kinds'][string] }[]): Catalogue {
  return {
    examples: new Set(games.flatMap((g) => g.parts.flatMap((p) => p.examples.map((e) => e.id)))),
    kinds: Object.fromEntries(games.map((g) => [g.slug, g.kinds])),
  };
}

export interface ReadLesson {
  slides: TeachSlide[];
  /** Variation parameters (`{example-id}.{input}`) of examples in the lesson, as they were. */
  variation: [string, string][];
  /** Something could not be read (and was left out), or the version is not this one. */
  bad: boolean;
}

const SEED = /^(0|[1-9][0-9]{0,9})$/;

/** One slide from its `s` value (null: it does not decode). */
export function readSlide(raw: string, catalogue: Catalogue): TeachSlide | null {
  const colon = raw.indexOf(':');
  const type = raw.slice(0, colon);
  const rest = raw.slice(colon + 1);
  if (colon < 0) return null;
  if (type === 't') {
    const bar = rest.indexOf('|');
    const title = (bar < 0 ? rest : rest.slice(0, bar)).trim();
    const notes = bar < 0 ? '' : rest.slice(bar + 1).trim();
    if (!title || title.length > MAX_TITLE || notes.length > MAX_NOTES) return null;
    return { type: 'title', title, notes };
  }
  if (type === 'e') {
    const [id = '', flag, ...more] = rest.split(':');
    if (more.length || (flag !== undefined && flag !== 'p') || !catalogue.examples.has(id)) return null;
    return { type: 'example', id, predict: flag === 'p' };
  }
  if (type === 'q') {
    const [game = '', kind = '', seed = '', players = '', ...more] = rest.split(':');
    const info = catalogue.kinds[game]?.find((k) => k.id === kind);
    const n = Number(players);
    if (more.length || !info || !SEED.test(seed) || Number(seed) > 0xffffffff || !/^[1-9]$/.test(players) || n < info.min || n > info.max) return null;
    return { type: 'practice', game, kind, seed: Number(seed), players: n };
  }
  return null;
}

/** A slide's `s` value. */
export function writeSlide(slide: TeachSlide): string {
  if (slide.type === 'title') {
    const title = slide.title.replace(/\|/g, '/').trim().slice(0, MAX_TITLE);
    const notes = slide.notes.trim().slice(0, MAX_NOTES);
    return `t:${title}${notes ? `|${notes}` : ''}`;
  }
  if (slide.type === 'example') return `e:${slide.id}${slide.predict ? ':p' : ''}`;
  return `q:${slide.game}:${slide.kind}:${slide.seed}:${slide.players}`;
}

/** The lesson a query names. An example named twice is shown once (its variation is the address's, one per example). */
export function readLesson(search: string, catalogue: Catalogue): ReadLesson {
  const query = new URLSearchParams(search);
  let bad = query.has('s') && query.get('v') !== VERSION;
  const slides: TeachSlide[] = [];
  const seen = new Set<string>();
  for (const raw of query.getAll('s')) {
    const slide = readSlide(raw, catalogue);
    if (!slide || slides.length >= MAX_SLIDES || (slide.type === 'example' && seen.has(slide.id))) {
      bad = true;
      continue;
    }
    if (slide.type === 'example') seen.add(slide.id);
    slides.push(slide);
  }
  const variation: [string, string][] = [];
  for (const [key, value] of query) {
    const dot = key.indexOf('.');
    if (dot > 0 && seen.has(key.slice(0, dot))) variation.push([key, value]);
    else if (dot > 0) bad = true;
  }
  return { slides, variation, bad };
}

/** The query (with its `?`) of a lesson; flags the page keeps (`predict` for all, `speaker`) go along bare. */
export function writeLesson(slides: readonly TeachSlide[], variation: readonly [string, string][] = [], flags: readonly string[] = []): string {
  const query = new URLSearchParams();
  query.set('v', VERSION);
  for (const s of slides) query.append('s', writeSlide(s));
  const ids = new Set(slides.flatMap((s) => (s.type === 'example' ? [s.id] : [])));
  for (const [key, value] of variation) if (ids.has(key.slice(0, key.indexOf('.')))) query.append(key, value);
  // Readable: `:` and `|` stay as they are; a space is `+` (URLSearchParams' own).
  const text = query.toString().replace(/%3A/g, ':').replace(/%7C/g, '|');
  return `?${[text, ...flags].join('&')}`;
}

/** A variation pasted as an example's address (or its query, or `input=value` pairs) for one example. */
export function variationFrom(text: string, exampleId: string): [string, string][] {
  const trimmed = text.trim();
  if (!trimmed) return [];
  const query = trimmed.includes('?') ? trimmed.slice(trimmed.indexOf('?') + 1).replace(/#.*$/, '') : trimmed.replace(/#.*$/, '');
  const out: [string, string][] = [];
  for (const [key, value] of new URLSearchParams(query.replace(/[\s,;]+/g, '&'))) {
    const name = key.startsWith(`${exampleId}.`) ? key.slice(exampleId.length + 1) : key.includes('.') ? '' : key;
    if (name && value !== '' && /^[A-Za-z0-9_-]+$/.test(name)) out.push([`${exampleId}.${name}`, value]);
  }
  return out;
}

/**
 * The example an address names (an example's own page, a step link `#{id}-step-{n}`, or a variation
 * `?{id}.{input}=`), with its variation and whether it asks Predict first; null when it names none.
 */
export function exampleFromAddress(text: string, examples: ReadonlySet<string>): { id: string; predict: boolean; variation: [string, string][] } | null {
  let url: URL;
  try {
    url = new URL(text.trim(), 'https://x.invalid/');
  } catch {
    return null;
  }
  const named = [
    ...url.pathname.split('/').reverse(),
    /^#(.+)-step-\d+$/.exec(url.hash)?.[1] ?? url.hash.slice(1),
    ...[...url.searchParams.keys()].map((k) => k.slice(0, k.indexOf('.'))),
  ];
  const id = named.find((n) => examples.has(n));
  if (!id) return null;
  return { id, predict: url.searchParams.has('predict'), variation: variationFrom(url.search, id) };
}
