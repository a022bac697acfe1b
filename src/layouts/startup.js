// Before first paint: the reader's saved theme, else the system's; and remember the language.
// Inlined by Base.astro, which adds this text's hash to the page's Content Security Policy.
(function () {
  var root = document.documentElement;
  // Styles can tell a page that will run its scripts (examples laid out as their islands will be,
  // the contents closed on a phone) from one read without them.
  root.classList.add('js');
  // A lesson fills the screen from its first paint, not when its script starts.
  if (/\/present\/$/.test(location.pathname)) root.classList.add('is-lesson');
  // An example's page opened presenting (`?present`) shows nothing until the presenter view is up, so
  // the page is never seen, and never moves, on its way there (still.css; shown anyway after 4 s).
  if (/\/examples\//.test(location.pathname) && /[?&]present(&|=|$)/.test(location.search)) root.classList.add('present-pending');
  // A practice page asked for a question by its address hides the one it was built with until it is dealt (practice.css).
  if (/\/practice\/$/.test(location.pathname) && /[?&](kind|seed|players)=/.test(location.search)) root.classList.add('practice-asked');
  // Predicting (`?predict`), nothing on the page may tell an outcome before it is asked (presenter.css).
  if (/[?&]predict(&|=|$)/.test(location.search)) root.classList.add('predicting');
  var saved = null;
  try { saved = localStorage.getItem('theme'); } catch (e) {}
  var dark = saved ? saved === 'dark' : matchMedia('(prefers-color-scheme: dark)').matches;
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
  var lang = document.documentElement.lang;
  // Only a page of one language (it links its pair; the root and the 404 page do not), wherever the site is based.
  try { if (document.querySelector('link[rel="alternate"][hreflang="' + lang + '"]')) localStorage.setItem('lang', lang); } catch (e) {}
})();
