// @ts-check
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Writes the service worker (`sw.js`, from src/offline/sw.ts) into the built site, with the lists
 * of files it saves for offline use, made by Workbox's `getManifest` (each file with a revision: its
 * content hash, or none where the name carries a hash). It must come after `pagefindIndex()` in
 * `integrations`: Astro runs the `astro:build:done` hooks in that order, and the search index is
 * part of what is saved. Groups (see sw.ts): `shell`, `scripts`, and one per language.
 * @param {{ langs: readonly string[] }} options
 * @returns {import('astro').AstroIntegration}
 */
export function offline({ langs }) {
  return {
    name: 'offline',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const { build, groups } = await writeServiceWorker(fileURLToPath(dir), langs, (m) => logger.warn(m));
        const sizes = Object.entries(groups).map(([g, e]) => `${g} ${e.length}`).join(', ');
        logger.info(`sw.js (build ${build}) saves for offline use, files per group: ${sizes}`);
      },
    },
  };
}

/**
 * Lists the built site's files in groups, with their revisions, and bundles the worker with those
 * lists into `{site}/sw.js`. Also run by e2e/offline.spec.ts on a changed copy of dist/, as a new
 * deployment would be. Returns the build's id (a hash of every list) and the lists.
 * @param {string} site the built site's folder
 * @param {readonly string[]} langs
 * @param {(message: string) => void} [warn]
 */
export async function writeServiceWorker(site, langs, warn = console.warn) {
  const { getManifest } = await import('workbox-build');
  const { build: bundle } = await import('esbuild');
  // The root and the language home pages, and what they load, are the shell.
  const homes = ['index.html', ...langs.map((l) => `${l}/index.html`)];
  const shellScripts = await scriptsOf(site, homes);
  /** @param {string[]} globPatterns @param {string[]} [globIgnores] */
  const list = async (globPatterns, globIgnores = []) => {
    const { manifestEntries, warnings } = await getManifest({
      globDirectory: site,
      globPatterns,
      globIgnores,
      // Astro's and Pagefind's hashed names are their own revision.
      dontCacheBustURLsMatching: /^_astro\/|^pagefind\/(index|fragment|filter)\/|\.pf_meta$/,
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      // A page is saved under the address a reader opens: `en/gheos/`, not `en/gheos/index.html`.
      manifestTransforms: [(entries) => ({ manifest: entries.map((e) => ({ ...e, url: e.url.replace(/(^|\/)index\.html$/, '$1') || './' })), warnings: [] })],
    });
    if (warnings.length) warn(warnings.join('\n'));
    if (!manifestEntries?.length) throw new Error(`offline: no files match ${globPatterns.join(', ')}`);
    return manifestEntries.map(({ url, revision }) => ({ url, revision }));
  };
  /** @type {Record<string, { url: string; revision: string | null }[]>} */
  const groups = {
    shell: await list([...homes, '_astro/*.css', ...shellScripts, 'favicon.svg', 'icons/*', '*/manifest.webmanifest']),
    scripts: await list(['_astro/*.js', 'pagefind/pagefind.js', 'pagefind/pagefind-entry.json'], shellScripts),
  };
  for (const lang of langs) {
    groups[lang] = await list(
      [`${lang}/**/index.html`, `${lang}/**/*.json`, `pagefind/wasm.${lang}.pagefind`, `pagefind/pagefind.${lang}_*.pf_meta`, `pagefind/*/${lang}_*`],
      [`${lang}/index.html`],
    );
  }
  const build = createHash('sha256').update(JSON.stringify(groups)).digest('hex').slice(0, 12);
  await bundle({
    entryPoints: [fileURLToPath(new URL('../offline/sw.ts', import.meta.url))],
    outfile: join(site, 'sw.js'),
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    define: { __OFFLINE__: JSON.stringify({ build, groups }), 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  return { build, groups };
}

/**
 * The scripts the given pages load: their module scripts, islands and renderers, and what those
 * import (the home pages' own `import()`s are light: the worker's registration).
 * @param {string} site @param {string[]} pages @returns {Promise<string[]>}
 */
async function scriptsOf(site, pages) {
  const found = new Set();
  const queue = [];
  for (const page of pages) {
    const html = await readFile(join(site, page), 'utf8');
    for (const [, name] of html.matchAll(/(?:src|href|component-url|renderer-url)="[^"]*?_astro\/([\w.-]+\.js)"/g)) queue.push(name);
  }
  while (queue.length) {
    const name = /** @type {string} */ (queue.pop());
    if (found.has(name)) continue;
    found.add(name);
    const code = await readFile(join(site, '_astro', name), 'utf8');
    for (const [, dep] of code.matchAll(/(?:from|import)\s*\(?\s*["'`]\.\/([\w.-]+\.js)["'`]/g)) queue.push(dep);
  }
  return [...found].sort().map((n) => `_astro/${n}`);
}
