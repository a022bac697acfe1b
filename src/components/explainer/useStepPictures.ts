import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { RefObject } from 'preact';
import type { Step } from '../../explainers/types';
import { DRAWN_EVENT } from './keepInView';
import { whenIdle } from './whenIdle';

export interface StepPictures<V> {
  /** The view a step is drawn from: its own (a step the engine computed), or the fetched one. */
  viewOf: (i: number) => V | undefined;
  /** Whether step `i` has its picture drawn, or keeps the server's frames (StepPicture). */
  drawn: (i: number) => boolean;
  /** Whether step `i` (asked as a question or not) keeps the drawing the server made of it, as it is (StepPicture). */
  kept: (i: number, asking: boolean) => boolean;
  /** Changes whenever a step is drawn without the step changing (views arrived, print). */
  version: unknown;
}

/**
 * Which steps have their picture drawn (issue 29): the one the server showed; then, once the
 * island is awake and the steps' views have arrived (`loadViews`), each step when it is first
 * shown, and every step when the page is printed (the storyboard, print.css). A step the engine
 * computed (a "what if") brings its own view.
 */
export function useStepPictures<V>({ rootRef, steps, index, hydrated, loadViews }: { rootRef: RefObject<HTMLElement>; steps: readonly Step<V>[]; index: number; hydrated: boolean; loadViews?: () => Promise<readonly V[]> }): StepPictures<V> {
  const shown = useRef(new Set([index])).current;
  const server = useServerDrawing(rootRef, steps, index);
  if (hydrated) shown.add(index);
  // The steps either side of the one shown are drawn ahead, hidden, while the page is idle: a press
  // then only shows a picture already built (issue 29; building a big board took a third of a step's time).
  const [, setAhead] = useState(0);
  const [views, setViews] = useState<readonly V[] | null>(null);
  const [printing, setPrinting] = useState(false);
  const fetching = useRef(false);
  useEffect(() => {
    if (!hydrated || views || !loadViews || fetching.current) return;
    fetching.current = true;
    // Failed (offline, say), they are asked for again at the next step.
    loadViews().then(setViews, () => (fetching.current = false));
  }, [hydrated, views, loadViews, index]);
  // Drawn in place once the views arrive: a page kept at a linked example puts it back in view (keepInView).
  useEffect(() => {
    if (views) dispatchEvent(new Event(DRAWN_EVENT));
  }, [views]);
  useEffect(() => {
    if (!hydrated || !views) return undefined;
    const near = [index + 1, index - 1].filter((i) => i >= 0 && i < steps.length && !shown.has(i));
    if (near.length === 0) return undefined;
    const draw = () => {
      for (const i of near) shown.add(i);
      setAhead((n) => n + 1);
    };
    // Once the step's own frame is painted and the page has nothing else to do.
    return whenIdle(draw);
  }, [hydrated, views, index, steps]);
  useEffect(() => {
    const print = () => setPrinting(true);
    // Some browsers tell a print by the media query alone.
    const media = matchMedia('print');
    const onMedia = () => media.matches && print();
    addEventListener('beforeprint', print);
    media.addEventListener('change', onMedia);
    return () => {
      removeEventListener('beforeprint', print);
      media.removeEventListener('change', onMedia);
    };
  }, []);
  // Steps the page carried come without views; steps the engine computed have their own.
  const viewOf = (i: number): V | undefined => (steps[i] as Step<V> | undefined)?.view ?? views?.[i];
  // The same value until views arrive or the page prints: the presenter refits the step only then (a new array each render refitted it at every render).
  const version = useMemo(() => [views, printing], [views, printing]);
  return {
    viewOf,
    drawn: (i) => viewOf(i) !== undefined && (shown.has(i) || printing),
    kept: server,
    version,
  };
}

/**
 * The step the server drew keeps the server's drawing while its steps are those it was drawn from: the
 * island does not draw it again when the views arrive. Drawn again, its picture was built anew a moment
 * after the reader's first touch (126 elements of a Gheos board), and a tap on its "try from here" link
 * that the new picture replaced under the pointer was lost. A picture holds no handlers, so the
 * server's is the island's. Whether the server drew it (a drawing, not frames) is read from the page
 * as the island mounts; until then it is left as it is, as every step is while hydrating.
 */
function useServerDrawing(rootRef: RefObject<HTMLElement>, steps: readonly Step<unknown>[], index: number): (i: number, asking: boolean) => boolean {
  // Only steps the page carried (they come without views) were drawn by the server; a step that brings its
  // own view (a sandbox's move, mounted in the browser) is drawn by the island from the start.
  const server = useRef({ steps, index, drew: steps[index]?.view === undefined }).current;
  useLayoutEffect(() => {
    const view = rootRef.current?.querySelector(':scope > ol.steps > li.current > .step-view');
    server.drew &&= Boolean(view && !view.classList.contains('step-frames'));
  }, []);
  // Once drawn anew (other steps, or the step asked as a question, which shows the picture before), never
  // the server's again: the island's drawing has replaced it.
  if (steps !== server.steps) server.drew = false;
  return (i, asking) => {
    if (i !== server.index) return false;
    if (asking) server.drew = false;
    return server.drew;
  };
}
