import type { APIRoute } from 'astro';
import { langOf, useTranslations } from '../../i18n';
import { LANGS } from '../../site/games';

/*
 * The web app manifest, one per language (the name and the first page are the reader's language),
 * for putting the site on a phone's home screen. Its addresses are relative to the manifest itself,
 * `{base}{lang}/manifest.webmanifest`, so they hold under any base path: the app opens the language's
 * list of games and covers the whole site. Colours are the light theme's page and header (the page's own
 * `theme-color` follows the dark theme too).
 */
export function getStaticPaths() {
  return LANGS.map((lang) => ({ params: { lang } }));
}

export const GET: APIRoute = (context) => {
  const lang = langOf(context);
  const t = useTranslations(lang);
  const manifest = {
    id: '../',
    name: t('site.name'),
    short_name: t('site.name'),
    description: t('site.description'),
    lang,
    start_url: './',
    scope: '../',
    display: 'standalone',
    background_color: '#fdfcf8',
    theme_color: '#f3f0e6',
    icons: [
      { src: '../icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: '../icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '../icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '../icons/icon-maskable.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
      { src: '../icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
  return new Response(JSON.stringify(manifest, null, 2), { headers: { 'content-type': 'application/manifest+json' } });
};
