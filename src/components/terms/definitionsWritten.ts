/**
 * Build side: the glossary definitions an example page (or a lesson, with many examples) has written
 * already, per page being rendered, so each is written once (`Example.astro`).
 */
export const definitionsWritten = new WeakMap<Request, Set<string>>();
