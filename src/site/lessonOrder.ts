/**
 * A lesson's order: the `<Example id=…>` tags of a rulebook's MDX in the order they appear, each
 * with the heading it sits under (its text and `{#anchor}`), so a title slide can name the rule
 * and link back to it.
 */
export interface LessonEntry {
  id: string;
  section: string;
  anchor: string;
}

export function lessonOrder(mdx: string): LessonEntry[] {
  const out: LessonEntry[] = [];
  let section = '';
  let anchor = '';
  for (const line of mdx.split('\n')) {
    const heading = /^#{2,4}\s+(.*?)\s*(?:\{#([a-z0-9-]+)\})?\s*$/.exec(line);
    if (heading) {
      section = (heading[1] ?? '').replace(/[*_`]/g, '');
      anchor = heading[2] ?? '';
      continue;
    }
    for (const m of line.matchAll(/<Example\s+id="([a-z0-9-]+)"/g)) out.push({ id: m[1] as string, section, anchor });
  }
  return out;
}
