// html-validate's configuration for the built site (`node scripts/check-html.mjs`, a stage of `npm test`).
// Every rule of "html-validate:recommended" applies; each rule switched off is named here with its reason.
module.exports = {
  root: true,
  extends: ['html-validate:recommended'],
  rules: {
    // Preact's server renderer (preact-render-to-string, used by @astrojs/preact) always writes void
    // elements self-closed (`<input/>`, hard-coded, no option), while Astro writes them bare (`<meta>`);
    // both are valid HTML syntax, and this rule only asks that one spelling be used throughout, which
    // no setting can satisfy with both renderers on one page.
    'void-style': 'off',
  },
};
