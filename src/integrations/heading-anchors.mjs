// @ts-check
/**
 * Sätteri hast plugin: wraps every h2/h3 that has an id in `div.heading-wrapper`
 * with a "#" link beside it (Starlight's pattern), named by its `aria-label`. The link sits outside
 * the heading, so the table of contents text stays clean. The label's language
 * comes from the file name (`pl.mdx` / `en.mdx`). Search leaves the link out of
 * its index (`data-pagefind-ignore`), so excerpts never read "Link to this section".
 */
const labels = { pl: 'Link do tej sekcji', en: 'Link to this section' };

/** @type {import('satteri').HastPluginEntry} */
export const headingAnchors = {
  name: 'heading-anchors',
  element: {
    filter: ['h2', 'h3'],
    visit(node, ctx) {
      const id = node.properties?.id;
      if (typeof id !== 'string') return;
      const lang = ctx.fileURL?.pathname.endsWith('/pl.mdx') ? 'pl' : 'en';
      const text = ctx.textContent(node);
      ctx.wrapNode(node, {
        type: 'element',
        tagName: 'div',
        properties: { className: ['heading-wrapper', `level-${node.tagName}`] },
        children: [
          {
            type: 'element',
            tagName: 'a',
            // Its name is its label; the "#" it shows is drawn by CSS (global.css), two spans fewer a heading
            // (about 2 KB of the Bora Bora rulebook, which stands at its 400 KB budget).
            properties: { className: ['heading-anchor'], href: `#${id}`, ariaLabel: `${labels[lang]}: ${text}`, dataPagefindIgnore: '' },
            children: [],
          },
        ],
      });
    },
  },
};
