/**
 * The address of a practice question: `/{lang}/{game}/practice/?kind={kind}&seed={seed}&players={n}`,
 * and `&present` for the presenter view. Reading never trusts the address: a kind the game does not
 * have, a seed that is not a plain whole number from 0 to 2^32−1, or a player count outside the
 * kind's range makes the reader's question a fresh one, with a notice that does not repeat the input.
 */
export interface KindInfo {
  id: string;
  min: number;
  max: number;
}

export interface Asked {
  kind: string;
  seed: number;
  players: number;
}

/**
 * `wants`: a kind or a player count asked for without a seed (`?kind=migration`, `?players=4`, a link a person
 * writes by hand): a fresh question of that kind, for that many players. A referee's `?kind=migration` had opened
 * another kind for two players.
 */
export type Read = { asked: Asked | null; bad: boolean; present: boolean; wants?: { kind: string; players?: number } };

const SEED = /^(0|[1-9][0-9]{0,9})$/;
const COUNT = /^[1-9]$/;

/** What the query asks for: a question, nothing (a plain visit), or something that does not decode (`bad`). */
export function readAddress(search: string, kinds: readonly KindInfo[]): Read {
  const q = new URLSearchParams(search);
  const present = q.has('present');
  const kind = q.get('kind');
  const seed = q.get('seed');
  const players = q.get('players');
  if (kind === null && seed === null && players === null) return { asked: null, bad: false, present };
  const info = kinds.find((k) => k.id === kind);
  if (seed === null) return wanted(kind === null ? null : (info ?? false), players, kinds, present);
  const s = seed !== null && SEED.test(seed) ? Number(seed) : NaN;
  const p = players !== null && COUNT.test(players) ? Number(players) : NaN;
  if (!info || !(s <= 0xffffffff) || !(p >= info.min && p <= info.max)) return { asked: null, bad: true, present };
  return { asked: { kind: info.id, seed: s, players: p }, bad: false, present };
}

/** A kind (null: any; false: not one of the game's) or a player count without a seed: `wants`, or `bad` if either does not decode. */
function wanted(info: KindInfo | null | false, players: string | null, kinds: readonly KindInfo[], present: boolean): Read {
  const range = info ? [info] : kinds;
  const p = players !== null && COUNT.test(players) ? Number(players) : NaN;
  const fits = players === null || range.some((k) => p >= k.min && p <= k.max);
  if (info === false || !fits) return { asked: null, bad: true, present };
  return { asked: null, bad: false, present, wants: { kind: info?.id ?? 'any', ...(players === null ? {} : { players: p }) } };
}

/** The query of a question (`present` kept when asked); other parameters are dropped, so the address is tidy. */
export function writeAddress(asked: Asked | null, present: boolean): string {
  const parts = asked ? [`kind=${encodeURIComponent(asked.kind)}`, `seed=${asked.seed}`, `players=${asked.players}`] : [];
  if (present) parts.push('present');
  return parts.length ? `?${parts.join('&')}` : '';
}

/** A fresh seed: any whole number up to 2^32−1 (the page's only randomness; the question follows from it). */
export function freshSeed(random: () => number = Math.random): number {
  return Math.floor(random() * 0x100000000) >>> 0;
}

/** The seed of the question a practice page opens on, dealt at build time (`firstAsked`). */
const FIRST_SEED = 1;

/** The question a seed deals: of the kind picked (or any, by the seed), the player count picked clamped to the kind's range. */
export function askedFor(kinds: readonly KindInfo[], seed: number, choice: string, count: number): Asked | null {
  const pool = choice === 'any' ? kinds : kinds.filter((k) => k.id === choice);
  const info = pool[seed % pool.length] ?? kinds[0];
  return info ? { kind: info.id, seed, players: Math.min(info.max, Math.max(info.min, count)) } : null;
}

/** The question a page opens on: as a fresh one is picked (any kind, by the seed; the fewest players the first kind takes), from `FIRST_SEED`. */
export const firstAsked = (kinds: readonly KindInfo[]): Asked | null => askedFor(kinds, FIRST_SEED, 'any', kinds[0]?.min ?? 0);
