// @ts-check
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Builds the Pagefind index after `astro build`, through Pagefind's Node API.
 * Pagefind splits the index by `<html lang>`, so Polish and English pages get
 * one index each and a search only returns pages in the reader's language.
 *
 * An example's own page (`/{lang}/{game}/examples/{id}/`) is left out: every
 * example is also on its rulebook, where a result lands on the step's anchor
 * (`#{id}-step-{n}`) among the rules around it, and one hit is not listed twice.
 * A quick reference (`/{lang}/{game}/reference/`) is left out too: it sums up its rulebook; and so
 * is a lesson (`/{lang}/{game}/present/`): it is the rulebook's examples again, as slides; and a
 * practice page (`/{lang}/{game}/practice/`): its questions are dealt in the browser, not text to find;
 * and a teacher's own lesson, its builder and player (`/{lang}/lesson/…`): a list of titles, and slides read from the address.
 * @returns {import('astro').AstroIntegration}
 */
export function pagefindIndex() {
  return {
    name: 'pagefind-index',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const pagefind = await import('pagefind');
        // A step's picture is never searched (its words are the caption's); excluded here rather than by an
        // attribute on each of a rulebook's hundred pictures (issue 29: every byte of a rulebook counts).
        const { index, errors } = await pagefind.createIndex({ excludeSelectors: ['.step-view'] });
        if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
        const site = fileURLToPath(dir);
        let pages = 0;
        for (const file of await htmlFiles(site)) {
          const sourcePath = relative(site, file).split(sep).join('/');
          if (/^(pl|en)\/[^/]+\/(examples|reference|present|practice)\//.test(sourcePath) || /^(pl|en)\/lesson\//.test(sourcePath)) continue;
          const added = await index.addHTMLFile({ sourcePath, content: await readFile(file, 'utf8') });
          if (added.errors.length) throw new Error(`Pagefind: ${sourcePath}: ${added.errors.join('; ')}`);
          pages++;
        }
        await index.writeFiles({ outputPath: `${site}/pagefind` });
        await pagefind.close();
        logger.info(`Pagefind indexed ${pages} pages (examples' own pages, quick references, lessons and practice pages left out: they repeat their rulebook)`);
      },
    },
  };
}

/** @param {string} dir @returns {Promise<string[]>} */
async function htmlFiles(dir) {
  const found = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'pagefind' && entry.name !== '_astro') found.push(...(await htmlFiles(path)));
    else if (entry.isFile() && entry.name.endsWith('.html')) found.push(path);
  }
  return found.sort();
}
