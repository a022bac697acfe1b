// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import sitemap from '@astrojs/sitemap';
import { satteri } from '@astrojs/markdown-satteri';
import { headingAnchors } from './src/integrations/heading-anchors.mjs';
import { pagefindIndex } from './src/integrations/pagefind.mjs';
import { offline } from './src/integrations/offline.mjs';

// The site is plain static files; `site` only feeds canonical URLs, hreflang and the sitemap.
export default defineConfig({
  site: process.env.SITE_URL ?? 'https://rules.example.org',
  trailingSlash: 'always',
  build: { format: 'directory' },
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
    // `## Heading {#id}` keeps the same id in both languages; anchors are added after.
    processor: satteri({ features: { headingAttributes: true }, hastPlugins: [headingAnchors] }),
  },
  integrations: [
    mdx(),
    preact({ compat: true }),
    sitemap({
      filter: (page) => !page.endsWith('/404/'),
      i18n: { defaultLocale: 'en', locales: { en: 'en', pl: 'pl' } },
    }),
    pagefindIndex(),
    // After Pagefind: the service worker saves its index too.
    offline({ langs: ['en', 'pl'] }),
  ],
});
