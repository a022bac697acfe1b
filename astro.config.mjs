// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import sitemap from '@astrojs/sitemap';
import { satteri } from '@astrojs/markdown-satteri';
import { headingAnchors } from './src/integrations/heading-anchors.mjs';
import { pagefindIndex } from './src/integrations/pagefind.mjs';

// The site is plain static files; `site` only feeds canonical URLs, hreflang and the sitemap.
export default defineConfig({
  site: process.env.SITE_URL ?? 'https://rules.example.org',
  trailingSlash: 'always',
  build: { format: 'directory' },
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
  ],
});
