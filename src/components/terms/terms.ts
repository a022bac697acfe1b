/**
 * Glossary term pop-ups: a marked term (`a.term`, a link to its glossary entry) shows the entry's
 * meaning in `#term-pop` on hover (mouse), on keyboard focus and on a tap or Enter, which keeps it
 * open; Esc, a tap elsewhere or leaving the term closes it (the Popover API's light dismiss does the
 * first two). Without JavaScript the term is a plain link to the glossary, and a screen reader hears
 * the meaning as the link's description (`aria-describedby` on the glossary's `<dd>`) either way.
 */
const HOVER_DELAY = 250;

export function enhanceTerms(root: Document = document): (event: Event) => void {
  const pop = root.getElementById('term-pop');
  if (!pop || !('showPopover' in pop)) return () => {};
  const name = pop.querySelector('.term-pop-name');
  const def = pop.querySelector('.term-pop-def');
  const link = pop.querySelector<HTMLAnchorElement>('.term-pop-link');
  let current: HTMLAnchorElement | null = null;
  let pinned = false;
  // Showing a pop-up can move focus (the browser's own steps), which would ask for it again mid-way.
  let showing = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const isOpen = () => pop.matches(':popover-open');
  const hide = () => {
    clearTimeout(timer);
    if (isOpen()) pop.hidePopover();
  };
  const show = (term: HTMLAnchorElement, pin: boolean) => {
    clearTimeout(timer);
    if (showing) return;
    pinned = pinned && term === current ? true : pin;
    if (term === current && isOpen()) return;
    const entry = root.getElementById(decodeURIComponent(term.hash.slice(1)));
    if (!entry) return;
    hide();
    if (name) name.textContent = entry.querySelector('dfn')?.textContent ?? term.textContent;
    if (def) def.textContent = entry.querySelector('dd')?.textContent ?? '';
    if (link) link.href = term.href;
    current?.setAttribute('aria-expanded', 'false');
    current = term;
    term.setAttribute('aria-controls', pop.id);
    term.setAttribute('aria-expanded', 'true');
    // Beside its term in the document, so Tab goes from the term into the pop-up's link; a term in an
    // example's caption is inside an island that owns its markup (and may be waking): after the island.
    (term.closest('astro-island') ?? term).after(pop);
    showing = true;
    try {
      pop.showPopover({ source: term } as ShowPopoverOptions);
    } finally {
      showing = false;
    }
  };
  const later = (fn: () => void) => {
    clearTimeout(timer);
    timer = setTimeout(fn, HOVER_DELAY);
  };
  const termOf = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLAnchorElement>('a.term') : null;

  // Closing with focus inside hands focus back to the term: that focus must not open it again.
  let closing = false;
  pop.addEventListener('beforetoggle', (event) => {
    if ((event as ToggleEvent).newState !== 'closed') return;
    closing = true;
    setTimeout(() => (closing = false));
  });
  pop.addEventListener('toggle', (event) => {
    // A toggle event arrives after the fact: one for a pop-up already shown again (beside another term) is old news.
    if ((event as ToggleEvent).newState === 'closed' && !isOpen()) {
      current?.setAttribute('aria-expanded', 'false');
      pinned = false;
    }
  });
  const handlers: Record<string, (event: Event) => void> = {};
  handlers.click = (event) => {
    const term = termOf(event.target);
    if (!term) return;
    event.preventDefault();
    if (term === current && isOpen() && pinned) hide();
    else show(term, true);
  };
  handlers.pointerover = (event) => {
    if ((event as PointerEvent).pointerType !== 'mouse') return;
    const term = termOf(event.target);
    if (term) later(() => term.matches(':hover') && show(term, false));
    else if (pop.contains(event.target as Node)) clearTimeout(timer);
  };
  handlers.pointerout = (event) => {
    if ((event as PointerEvent).pointerType !== 'mouse' || pinned) return;
    const from = event.target as Node;
    const to = (event as PointerEvent).relatedTarget as Node | null;
    if ((termOf(from) || pop.contains(from)) && !(to && (pop.contains(to) || termOf(to) === current))) later(hide);
  };
  handlers.focusin = (event) => {
    const term = termOf(event.target);
    if (term && !closing && term.matches(':focus-visible')) show(term, false);
  };
  handlers.focusout = (event) => {
    const to = (event as FocusEvent).relatedTarget as Node | null;
    const from = event.target as Node;
    if (pinned || !(termOf(from) === current || pop.contains(from))) return;
    if (!(to && (pop.contains(to) || termOf(to) === current))) hide();
  };
  for (const [kind, handler] of Object.entries(handlers)) root.addEventListener(kind, handler);
  // An event that arrived while this code loaded is answered as if it had been listening.
  return (event) => handlers[event.type]?.(event);
}
