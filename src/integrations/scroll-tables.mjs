// @ts-check
/**
 * Sätteri hast plugin: a rulebook table of three columns or more, which a phone scrolls sideways inside
 * itself (global.css), takes the keyboard's focus, so that arrow keys scroll it too (a referee: the
 * columns past a phone's edge could not be reached without a finger). Two columns fit any screen.
 * @type {import('satteri').HastPluginEntry}
 */
export const scrollTables = {
  name: 'scroll-tables',
  element: {
    filter: ['table'],
    visit(node, ctx) {
      /** @param {any} n @param {string} tag */
      const child = (n, tag) => n?.children?.find((/** @type {any} */ c) => c.type === 'element' && c.tagName === tag);
      const head = child(child(node, 'thead'), 'tr');
      const columns = head ? head.children.filter((/** @type {any} */ c) => c.type === 'element').length : 0;
      if (columns >= 3) ctx.setProperty(node, 'tabIndex', 0);
    },
  },
};
