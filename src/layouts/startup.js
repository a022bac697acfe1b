// Before first paint: the reader's saved theme, else the system's; and remember the language.
// Inlined by Base.astro, which adds this text's hash to the page's Content Security Policy.
(function () {
  var saved = null;
  try { saved = localStorage.getItem('theme'); } catch (e) {}
  var dark = saved ? saved === 'dark' : matchMedia('(prefers-color-scheme: dark)').matches;
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
  var lang = document.documentElement.lang;
  try { if (location.pathname.indexOf('/' + lang + '/') === 0) localStorage.setItem('lang', lang); } catch (e) {}
})();
