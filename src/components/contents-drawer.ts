/**
 * The phone header's script (ContentsDrawer.astro), loaded on the reader's first scroll or tap on the
 * contents button: names the section being read, marks it in the drawer, closes the drawer when a link
 * is followed, and tucks the header while scrolling down.
 */
export function startContentsDrawer() {
  if (started) return;
  started = true;
  const drawer = document.getElementById('contents-drawer');
  const header = document.querySelector<HTMLElement>('.site-header');
  const name = document.querySelector('[data-current-section-name]');
  const current = document.querySelector<HTMLAnchorElement>('[data-current-section]');
  const links = [...(drawer?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
  // A followed link closes the drawer (the browser then scrolls to its section).
  drawer?.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) drawer.hidePopover();
  });
  // Opened, it shows the section being read in its list.
  const reveal = () => {
    const link = links.find((a) => a.hasAttribute('aria-current'));
    if (drawer && link && drawer.matches(':popover-open')) drawer.scrollTop = link.offsetTop - drawer.clientHeight / 2;
  };
  drawer?.addEventListener('toggle', reveal);
  // The section being read: the last heading above the top third of the screen.
  const headings = links
    .map((a) => document.getElementById(decodeURIComponent(a.hash.slice(1))))
    .filter((h): h is HTMLElement => h !== null);
  let ticking = false;
  // Started by a first scroll: from the top of the page, unless it opened further down.
  let lastY = 0;
  // The section named now: written only when it changes, since a new name is laid out again, and a
  // scroll calls this at every frame (issue 29).
  let named = -1;
  const update = () => {
    ticking = false;
    const line = innerHeight / 3;
    let at = 0;
    for (let i = 0; i < headings.length; i++) if (headings[i]!.getBoundingClientRect().top <= line) at = i;
    const heading = headings[at];
    if (heading && name && current && at !== named) {
      named = at;
      name.textContent = heading.textContent;
      current.hash = heading.id;
      links.forEach((a, i) => (i === at ? a.setAttribute('aria-current', 'location') : a.removeAttribute('aria-current')));
    }
    // Down tucks the header up to its last row; any way up, or the top of the page, brings it back.
    const y = scrollY;
    if (performance.now() < holdUntil) lastY = y;
    else if (Math.abs(y - lastY) > 8) {
      header?.classList.toggle('tucked', y > lastY && y > 200);
      lastY = y;
    }
  };
  addEventListener(
    'scroll',
    () => {
      if (!ticking) requestAnimationFrame(update);
      ticking = true;
    },
    { passive: true },
  );
  // A link within the page (the drawer's, a heading's) lands its target under the header's last row, up or down.
  let holdUntil = 0;
  document.addEventListener('click', (event) => {
    if (!(event.target instanceof Element && event.target.closest('a[href^="#"]'))) return;
    header?.classList.add('tucked');
    holdUntil = performance.now() + 600;
  });
  // Focus in the header (Tab from the top) shows all of it.
  header?.addEventListener('focusin', () => header.classList.remove('tucked'));
  update();
  reveal();
}
let started = false;
