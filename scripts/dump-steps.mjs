#!/usr/bin/env node
/**
 * Every example's rendered steps in dist/, one line per step: page, step anchor, a hash of the
 * step's markup, and its caption and details as text. Used to hold a refactor still: dump before,
 * dump after, and `diff` the two (README, "How the code is laid out").
 *
 *   node scripts/dump-steps.mjs [dist] > /tmp/steps.txt
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createHash } from 'node:crypto';
import { parse } from 'node-html-parser';

const root = process.argv[2] ?? 'dist';
const pages = [];
(function walk(dir) {
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p);
    else if (name.endsWith('.html')) pages.push(p);
  }
})(root);

const hash = (s) => createHash('sha256').update(s).digest('hex').slice(0, 12);
const text = (el) => el.textContent.replace(/\s+/g, ' ').trim();

let steps = 0;
for (const page of pages) {
  const doc = parse(readFileSync(page, 'utf8'));
  for (const island of doc.querySelectorAll('astro-island')) {
    const section = island.querySelector('section[data-example]');
    if (!section) continue;
    // The island's props, and the steps its page carries beside it (explainers/pageSteps.ts), are what a reader's browser steps through after waking.
    const carried = doc.querySelector(`script[data-steps="${section.id}"]`)?.text ?? '';
    console.log(`${relative(root, page)} ${section.id} props ${hash(island.getAttribute('props') ?? '')} steps ${hash(carried)}`);
  }
  for (const li of doc.querySelectorAll('li[id*="-step-"]')) {
    steps++;
    const caption = li.querySelector('.step-caption');
    const details = li.querySelectorAll('.step-detail').map(text).join(' | ');
    console.log(`${relative(root, page)} #${li.id} ${hash(li.toString())} ${caption ? text(caption) : ''}${details ? ` || ${details}` : ''}`);
  }
}
console.error(`dump-steps: ${steps} steps on ${pages.length} pages`);
