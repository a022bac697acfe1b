import type { APIRoute } from 'astro';
import { sitePath } from '../site/paths';

/**
 * robots.txt, written at build time: everything may be crawled, and when the site's origin is known
 * (SITE_URL) the sitemap is named by its absolute URL, as the format requires; without it there is
 * no sitemap to name. Under a base path the file sits at the base (crawlers read it only at the
 * domain's root, so there it is a copy to merge into the root's own).
 */
export const GET: APIRoute = ({ site }) => {
  const lines = ['User-agent: *', 'Allow: /'];
  if (site) lines.push(`Sitemap: ${new URL(sitePath('sitemap-index.xml'), site).href}`);
  return new Response(`${lines.join('\n')}\n`, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
};
