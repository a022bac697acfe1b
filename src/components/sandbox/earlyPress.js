document.addEventListener('click', function (e) {
  if (e.target.closest && e.target.closest('[data-sandbox-begin]')) document.documentElement.classList.add('sandbox-pressed');
}, true);
