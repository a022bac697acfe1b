/** What the page makes of `?players=`: the count it shows, and whether the reader should be told why. */
export interface PlayerCountReading {
  players: number;
  /** `clamped`: a whole number outside the game's range, shown as the nearest count; `unread`: not a count at all, shown as the default. */
  notice: 'clamped' | 'unread' | null;
  /** The address should be rewritten to say `players={players}` (it said something else, or the same number another way). */
  tidy: boolean;
}

/**
 * Reads `?players=` strictly: only plain decimal digits (with an optional minus) are a count, so
 * `0x3`, `3e0`, `3.0`, ` 3`, `abc` and an empty value are not read as 3 but fall back to the
 * game's default; a whole number out of range (`-2`, `99`, 400 digits) becomes the nearest count.
 * @example readPlayerCount('99', [3, 4, 5, 6, 7], 5) // { players: 7, notice: 'clamped', tidy: true }
 */
export function readPlayerCount(raw: string | null, counts: readonly number[], fallback: number): PlayerCountReading {
  if (raw === null) return { players: fallback, notice: null, tidy: false };
  if (!/^-?\d+$/.test(raw)) return { players: fallback, notice: 'unread', tidy: true };
  const n = Number(raw);
  if (counts.includes(n)) return { players: n, notice: null, tidy: String(n) !== raw };
  const min = Math.min(...counts);
  const max = Math.max(...counts);
  return { players: n < min ? min : max, notice: 'clamped', tidy: true };
}
