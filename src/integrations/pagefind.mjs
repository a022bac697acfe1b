// @ts-check
import { fileURLToPath } from 'node:url';

/**
 * Builds the Pagefind index after `astro build`, through Pagefind's Node API.
 * Pagefind splits the index by `<html lang>`, so Polish and English pages get
 * one index each and a search only returns pages in the reader's language.
 * @returns {import('astro').AstroIntegration}
 */
export function pagefindIndex() {
  return {
    name: 'pagefind-index',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const pagefind = await import('pagefind');
        const { index, errors } = await pagefind.createIndex({});
        if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
        const site = fileURLToPath(dir);
        const added = await index.addDirectory({ path: site });
        if (added.errors.length) throw new Error(`Pagefind: ${added.errors.join('; ')}`);
        await index.writeFiles({ outputPath: `${site}/pagefind` });
        await pagefind.close();
        logger.info(`Pagefind indexed ${added.page_count} pages`);
      },
    },
  };
}
