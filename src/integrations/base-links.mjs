// @ts-check
/**
 * Sätteri hast plugin: a link the rulebook text writes from the site's root (`[sandbox](/en/gheos/sandbox/)`)
 * gets the site's base path in front (`/rules-at-hand/en/gheos/sandbox/`), so authors write addresses
 * as README's table gives them and the pages still work under a base (src/site/paths.ts does the same
 * for code). Links to other sites (`//host/…`, `https:`) and fragments are left alone.
 * @param {string} base the base path, with a slash at both ends
 * @returns {import('satteri').HastPluginEntry}
 */
export function baseLinks(base) {
  return {
    name: 'base-links',
    element: {
      filter: ['a'],
      visit(node, ctx) {
        const href = node.properties?.href;
        if (base === '/' || typeof href !== 'string' || !href.startsWith('/') || href.startsWith('//') || href.startsWith(base)) return;
        ctx.setProperty(node, 'href', `${base}${href.slice(1)}`);
      },
    },
  };
}
