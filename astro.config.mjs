// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import sitemap from '@astrojs/sitemap';
import { satteri } from '@astrojs/markdown-satteri';
import { headingAnchors } from './src/integrations/heading-anchors.mjs';
import { glossaryTerms } from './src/integrations/glossary-terms.mjs';
import { pagefindIndex } from './src/integrations/pagefind.mjs';
import { baseLinks } from './src/integrations/base-links.mjs';
import { scrollTables } from './src/integrations/scroll-tables.mjs';
import { offline } from './src/integrations/offline.mjs';
import { touchDirective } from './src/integrations/touch.mjs';

// Where the site lives, from two settings (README, "Where the site lives"):
//  - SITE_URL, its origin (`https://rules.example.com`): canonical URLs, og:url, absolute hreflang,
//    the sitemap and robots.txt's Sitemap line. Unset, the build writes no absolute URL at all.
//  - BASE_PATH, the path it is served under (`/rules-at-hand/` for a GitHub Pages project site);
//    every address the site writes goes through src/site/paths.ts, which reads it as BASE_URL.
const SITE_URL = process.env.SITE_URL?.trim() || undefined;
const BASE_PATH = `/${(process.env.BASE_PATH ?? '').replace(/^\/+|\/+$/g, '')}/`.replace('//', '/');

export default defineConfig({
  site: SITE_URL,
  base: BASE_PATH,
  trailingSlash: 'always',
  // Astro's i18n routing names each page's language (`Astro.currentLocale`) and writes its addresses
  // (`getRelativeLocaleUrl`, `getAbsoluteLocaleUrl` from `astro:i18n`, base path included). Every language
  // has its prefix, `/en/` as well as `/pl/`, and the root stays the language chooser: never a redirect.
  i18n: {
    locales: ['en', 'pl'],
    defaultLocale: 'en',
    routing: { prefixDefaultLocale: true, redirectToDefaultLocale: false },
  },
  // Stylesheets stay files: Astro inlines a small one into the pages that use it and leaves no file,
  // so an island imported later (a practice page drawing a 7 Wonders position) asked for a missing
  // stylesheet. As files they are also cached once for every page.
  build: { format: 'directory', inlineStylesheets: 'never' },
  // A strict Content Security Policy in a <meta> on every page (static hosting sends no headers):
  // Astro hashes the scripts and styles it emits (islands, bundled and inlined <script>s); Base.astro adds
  // the hash of its start-up script. No 'unsafe-inline' or 'unsafe-eval'; 'wasm-unsafe-eval' lets
  // Pagefind compile its WebAssembly. Data-driven styles use classes or SVG attributes, never style=.
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
      scriptDirective: { resources: ["'self'", "'wasm-unsafe-eval'"] },
      styleDirective: { resources: ["'self'"] },
    },
  },
  markdown: {
    // `## Heading {#id}` keeps the same id in both languages; anchors are added after. Glossary terms in
    // the text become links to their entries (src/integrations/glossary-terms.mjs).
    processor: satteri({ features: { headingAttributes: true }, hastPlugins: [glossaryTerms, headingAnchors, baseLinks(BASE_PATH), scrollTables] }),
  },
  // @xstate/react runs the examples' machines (DESIGN.md, "@xstate/react through Preact"). It imports
  // `react` and React's `use-sync-external-store`; each line keeps it on the one Preact, all ESM:
  vite: {
    resolve: {
      alias: {
        // `useSyncExternalStoreWithSelector` (its useSelector) from a pure ESM port, which imports its hooks
        // from `@lynx-js/react` (an npm alias of @preact/compat in package.json). React's own is CommonJS:
        // its `require('react')` would wrap Preact in CommonJS glue on every page (+1.2 KiB gzip) and, when
        // the server renders, load Preact's CommonJS build beside the ESM one (a second Preact).
        'use-sync-external-store/shim/with-selector': '@lynx-js/use-sync-external-store/with-selector',
        // `useSyncExternalStore` (its useMachine, useActor) is Preact's own, in preact/compat.
        'use-sync-external-store/shim': 'preact/compat',
      },
    },
    environments: {
      prerender: {
        resolve: {
          // Bundled when pages are rendered at build time, so the aliases above (and `react` → preact/compat,
          // from `compat: true` below) apply: left to Node, these two would load CommonJS React glue.
          noExternal: ['@xstate/react', 'use-isomorphic-layout-effect'],
        },
      },
    },
  },
  integrations: [
    mdx(),
    // `compat`: `react` imports resolve to preact/compat (the browser and the build's renderer alike).
    preact({ compat: true }),
    // Examples hydrate at the reader's first touch (src/components/explainer/touchDirective.ts).
    touchDirective(),
    // A sitemap lists absolute URLs, so there is one only when the origin is known.
    ...(SITE_URL
      ? [
          sitemap({
            filter: (page) => !page.endsWith('/404/'),
            i18n: { defaultLocale: 'en', locales: { en: 'en', pl: 'pl' } },
          }),
        ]
      : []),
    pagefindIndex(),
    // After Pagefind: the service worker saves its index too.
    offline({ langs: ['en', 'pl'] }),
  ],
});
