import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';

/**
 * Keeps the page's address on `query` (the sandbox's whole game: start, moves, how many are
 * shown), with `replaceState`, so a reload or a sent link opens the same moment and the
 * browser's history is not filled with every move. `null` leaves the address alone (nothing
 * worth writing yet). `keepHash` keeps the `#` part (a step under review).
 */
export function useAddress(query: string | null, keepHash = false): void {
  useLayoutEffect(() => {
    if (query === null) return;
    const url = `${location.pathname}${query}${keepHash ? location.hash : ''}`;
    if (`${location.pathname}${location.search}${location.hash}` !== url) history.replaceState(history.state, '', url);
  }, [query, keepHash]);
}

/** After `key` changes (not on the first render), focus moves to `ref`'s element, so keyboard readers follow. */
export function useFocusOnChange(key: unknown, ref: { current: HTMLElement | null }, when = true): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (when) ref.current?.focus({ preventScroll: true });
  }, [key]);
}

/** Where this browser keeps the address of the last game played in a game's sandbox. */
const lastKey = (game: string) => `sandbox.last.${game}`;

/**
 * Keeps `query` (the game's address, `?…`) as the last game of `game`'s sandbox in this browser, so a
 * visit without a game in its address can offer it again; `null` keeps what is there (a game not
 * yet begun would otherwise replace one played). Storage refused (private mode, full) keeps nothing.
 */
export function useRememberGame(game: string, query: string | null): void {
  useEffect(() => {
    if (query === null) return;
    try {
      localStorage.setItem(lastKey(game), query);
    } catch {
      // Nothing kept: the address still holds the game.
    }
  }, [game, query]);
}

/** The address of the last game of `game`'s sandbox played in this browser, or `null`. */
export function lastGame(game: string): string | null {
  try {
    const q = localStorage.getItem(lastKey(game));
    return q && q.startsWith('?') ? q : null;
  } catch {
    return null;
  }
}
