/**
 * Runs `work` once the page has nothing else to do (at most a second later; 200 ms where the browser
 * has no idle callbacks). Returns what cancels it: an effect's cleanup.
 */
export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, 200);
  return () => clearTimeout(id);
}
