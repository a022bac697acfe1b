import { defineMiddleware } from 'astro:middleware';

/*
 * Every page passes through here once as it is built, to put two things Astro writes where HTML
 * and the Content Security Policy want them (each moved unchanged, so every CSP hash still matches):
 *  - the policy's <meta>, which Astro writes at the end of <head>, goes right after the charset, so it
 *    governs every script of the page, the start-up script in <head> included;
 *  - the islands' one style rule (`astro-island{display:contents}`), which Astro writes as a <style>
 *    just before the first island, inside <article> where HTML allows no <style>, goes into <head>.
 */
const POLICY = /<meta http-equiv="content-security-policy"[^>]*>/;
const ISLAND_STYLE = /<style>astro-island[^<]*<\/style>/g;
const CHARSET = '<meta charset="utf-8">';

export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  let html = await response.text();
  const policy = html.match(POLICY)?.[0];
  if (policy && html.includes(CHARSET)) html = html.replace(policy, '').replace(CHARSET, `${CHARSET}${policy}`);
  const style = html.match(ISLAND_STYLE)?.[0];
  if (style && html.includes('</head>')) html = html.replace(ISLAND_STYLE, '').replace('</head>', `${style}</head>`);
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
});
