import { stepAnchor } from '../explainer/stepHash';
import { exampleEl, fromHash, ids, shown, titleOf, titles } from './deck';

/**
 * The slide list (O): every title slide and every step, as links to their anchors, in a dialog.
 * Arrow keys move through the grid by place on screen; Enter follows the focused link; Esc closes
 * (the dialog's own), and focus goes back to the slide shown. Returns how to open it.
 */
export function lessonOverview(dialog: HTMLDialogElement | null): () => void {
  const grid = dialog?.querySelector<HTMLOListElement>('.lesson-grid');
  grid?.addEventListener('keydown', (e) => moveInGrid(grid, e));
  dialog?.addEventListener('close', () => {
    if (!shown) titles[ids.indexOf(titleOf)]?.focus({ preventScroll: true });
    else exampleEl(shown)?.focus({ preventScroll: true });
  });
  return () => {
    if (!dialog || !grid) return;
    grid.replaceChildren();
    let here: HTMLAnchorElement | null = null;
    const add = (hash: string, text: string, kind: string, isCurrent: boolean) => {
      const li = document.createElement('li');
      li.className = kind;
      const a = document.createElement('a');
      a.href = `#${hash}`;
      a.textContent = text;
      if (isCurrent) {
        a.setAttribute('aria-current', 'true');
        here = a;
      }
      a.addEventListener('click', (event) => {
        event.preventDefault();
        dialog.close();
        fromHash(a.hash);
      });
      li.append(a);
      grid.append(li);
    };
    titles.forEach((title, i) => {
      const id = ids[i] as string;
      const current = exampleEl(id)?.dataset.step;
      add(id, title.querySelector('h2')?.textContent ?? id, 'lesson-grid-title', shown === null && titleOf === id);
      exampleEl(id)
        ?.querySelectorAll<HTMLElement>(':scope > ol.steps > li')
        .forEach((li, j) => add(stepAnchor(id, j + 1), li.querySelector('.step-caption')?.textContent ?? '', 'lesson-grid-step', shown === id && current === String(j + 1)));
    });
    dialog.showModal();
    (here as HTMLAnchorElement | null)?.focus();
  };
}

function moveInGrid(grid: HTMLOListElement, e: KeyboardEvent): void {
  const links = [...grid.querySelectorAll<HTMLAnchorElement>('a')];
  const at = links.indexOf(document.activeElement as HTMLAnchorElement);
  if (at < 0) return;
  const top = links[0]?.getBoundingClientRect().top ?? 0;
  const columns = Math.max(1, links.filter((a) => a.getBoundingClientRect().top === top).length);
  const move: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: columns, ArrowUp: -columns, Home: -at, End: links.length };
  const by = move[e.key];
  if (by === undefined) return;
  e.preventDefault();
  const to = links[Math.min(Math.max(at + by, 0), links.length - 1)];
  to?.focus();
  to?.scrollIntoView({ block: 'nearest' });
}
