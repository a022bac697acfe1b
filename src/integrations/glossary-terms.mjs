// @ts-check
/**
 * Sätteri hast plugin: marks the glossary's terms in a rulebook's text (`content/{game}/{lang}.mdx`,
 * glossary from `content/{game}/glossary.yaml`). The first time a term appears in a section (each
 * h2/h3 starts one) it becomes a link to its glossary entry, `<a class="term" href="#term-{id}"
 * aria-describedby="term-{id}-def">`, described by the entry's own definition: without JavaScript it
 * leads to the glossary, with it `src/components/terms/terms.ts` shows the definition in a pop-up.
 * Headings, links, code and components' own markup are left alone.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { termMatcher } from './term-matcher.mjs';

const SKIP = new Set(['a', 'button', 'code', 'pre', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'dfn', 'summary', 'svg', 'script', 'style']);
/** MDX components whose text is the rulebook's own prose. */
const PROSE_COMPONENTS = new Set(['Note']);

/** @type {Map<string, ReturnType<typeof termMatcher>>} */
const matchers = new Map();
function matcherFor(/** @type {string} */ file, /** @type {'pl' | 'en'} */ lang) {
  const path = join(dirname(file), 'glossary.yaml');
  const key = `${path}:${lang}`;
  let matcher = matchers.get(key);
  if (!matcher) {
    matcher = termMatcher(parse(readFileSync(path, 'utf8')), lang);
    matchers.set(key, matcher);
  }
  return matcher;
}

/** @type {import('satteri').HastPluginEntry} */
export const glossaryTerms = {
  name: 'glossary-terms',
  before(root, ctx) {
    const file = ctx.fileURL && fileURLToPath(ctx.fileURL);
    const m = file?.match(/[\\/]content[\\/][^\\/]+[\\/](pl|en)\.mdx$/);
    if (!file || !m) return;
    const lang = /** @type {'pl' | 'en'} */ (m[1]);
    let match;
    try {
      match = matcherFor(file, lang);
    } catch {
      return; // a rulebook with no glossary file: nothing to mark
    }
    /** @type {Set<string>} */
    let seen = new Set();
    /** @param {any} node */
    const walk = (node) => {
      for (const child of node.children ?? []) {
        if (child.type === 'element') {
          if (child.tagName === 'h2' || child.tagName === 'h3') {
            seen = new Set();
            continue;
          }
          if (SKIP.has(child.tagName)) continue;
          walk(child);
        } else if (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') {
          if (PROSE_COMPONENTS.has(child.name)) walk(child);
        } else if (child.type === 'text') {
          mark(child);
        }
      }
    };
    /** @param {any} text */
    const mark = (text) => {
      /** @type {any[]} */
      const out = [];
      let at = 0;
      for (const hit of match(text.value)) {
        if (seen.has(hit.id)) continue;
        seen.add(hit.id);
        if (hit.start > at) out.push({ type: 'text', value: text.value.slice(at, hit.start) });
        out.push({
          type: 'element',
          tagName: 'a',
          properties: { className: ['term'], href: `#term-${hit.id}`, ariaDescribedBy: `term-${hit.id}-def` },
          children: [{ type: 'text', value: text.value.slice(hit.start, hit.end) }],
        });
        at = hit.end;
      }
      if (out.length === 0) return;
      if (at < text.value.length) out.push({ type: 'text', value: text.value.slice(at) });
      ctx.replaceNode(text, out);
    };
    walk(root);
  },
};
