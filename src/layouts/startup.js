// Before first paint: the reader's saved theme, else the system's; and remember the language.
// Inlined by Base.astro, which adds this text's hash to the page's Content Security Policy.
(function () {
  var saved = null;
  try { saved = localStorage.getItem('theme'); } catch (e) {}
  var dark = saved ? saved === 'dark' : matchMedia('(prefers-color-scheme: dark)').matches;
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
  var lang = document.documentElement.lang;
  // Only a page of one language (it links its pair; the root and the 404 page do not), wherever the site is based.
  try { if (document.querySelector('link[rel="alternate"][hreflang="' + lang + '"]')) localStorage.setItem('lang', lang); } catch (e) {}
})();
