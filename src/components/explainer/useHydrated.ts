import { useEffect, useState } from 'preact/hooks';

/**
 * False on the server and in the first render in the browser, true from then on: what depends on
 * JavaScript (one step at a time, the keys) changes only after the page's markup has been adopted.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
