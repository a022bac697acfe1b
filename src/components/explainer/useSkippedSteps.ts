import { useEffect, useLayoutEffect } from 'preact/hooks';
import type { RefObject } from 'preact';
import { whenIdle } from './whenIdle';
import { forgetAhead, measureAhead } from './stepSnapshot';
import { fitAhead, forgetFit } from './fitStep';

/**
 * The hidden steps' content skipped by the browser (issue 29 item 2): every step shares one grid cell,
 * so a press restyled, laid out and painted every step of the example (Pillars' rulebook: ~8,800
 * layout objects a press). Once each step has been laid out as it is (two frames after the island
 * wakes, its steps change, it enters or leaves the presenter view, or its list changes width; unmarked
 * before the next paint), the example is marked `data-sized` and its
 * hidden steps take `content-visibility: hidden` (presenter.css): each keeps the size it was last
 * laid out at (`contain-intrinsic-size: auto`), so the list stays as tall as its tallest step and
 * nothing moves. Until it is marked, every step is laid out, as before.
 *
 * The steps either side of the shown one stay laid out (`data-warm`, set while the page is idle after
 * a move): a press then only shows a step already laid out, and lays out none (at 4× slow-down, laying
 * out the step shown was a third of a press in a rulebook). Then too, in the page their pieces are
 * measured for the next press's animations (stepSnapshot.ts `measureAhead`), and in the presenter
 * view, where they are laid out unseen beside the step shown (presenter.css), each is fitted to the
 * stage (fitStep.ts `fitAhead`).
 */
export function useSkippedSteps(rootRef: RefObject<HTMLElement>, hydrated: boolean, steps: unknown, presenting: boolean, index: number, drawn: unknown): void {
  useLayoutEffect(() => {
    const root = rootRef.current;
    const list = root?.querySelector(':scope > .steps');
    if (!root || !list || !hydrated) return;
    let frame = 0;
    let width = -1;
    delete root.dataset.sized;
    const measure = () => {
      delete root.dataset.sized;
      cancelAnimationFrame(frame);
      // One frame lays every step out (and records its size), the next may skip them.
      frame = requestAnimationFrame(() => (frame = requestAnimationFrame(() => (root.dataset.sized = ''))));
    };
    const resized = new ResizeObserver(([entry]) => {
      const w = Math.round(entry?.contentRect.width ?? 0);
      if (w === width) return;
      width = w;
      measure();
    });
    resized.observe(list);
    return () => {
      resized.disconnect();
      cancelAnimationFrame(frame);
      delete root.dataset.sized;
    };
  }, [rootRef, hydrated, steps, presenting]);
  useEffect(() => {
    const items = rootRef.current?.querySelectorAll<HTMLElement>(':scope > .steps > li');
    if (!items || !hydrated) return undefined;
    // Steps changed (a reader's "what if") or the view did: no step's pieces stand where they were measured, nor fit as fitted.
    items.forEach((li) => (forgetAhead(li), forgetFit(li)));
    const root = rootRef.current as HTMLElement;
    const warm = () => {
      items.forEach((li, i) => {
        const near = Math.abs(i - index) <= 1;
        if (near !== li.hasAttribute('data-warm')) li.toggleAttribute('data-warm', near);
      });
      // In the page, their pieces are measured now, for the animations of the next press (stepSnapshot.ts);
      // in the presenter view, the steps either side are fitted to the stage (fitStep.ts).
      items.forEach((li, i) => {
        if (Math.abs(i - index) > 1) return;
        if (!presenting) measureAhead(li);
        else if (i !== index) fitAhead(root, li);
      });
    };
    return whenIdle(warm);
    // `drawn`: the steps' views arrived, and the steps either side are drawn (useStepPictures, whose
    // idle work is asked for first): measured again, now that they have pieces.
  }, [rootRef, hydrated, steps, index, presenting, drawn]);
}
