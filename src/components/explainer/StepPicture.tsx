import type { ComponentChildren, JSX } from 'preact';
import { memo } from 'preact/compat';
import type { Translate } from '../../i18n/translate';
import { pictureFrames } from './pictureFrames';

type Render = (view: unknown, t: Translate, id: string) => ComponentChildren;

// The server writes a step not yet shown as its view's frames (pictureFrames); the browser's build drops this line.
let toHtml: ((children: ComponentChildren) => string) | null = null;
if (import.meta.env.SSR) {
  const { renderToString } = await import('preact-render-to-string');
  toHtml = (children) => renderToString(<>{children}</>);
}

/** What a step not yet drawn holds until it is: the server's frames, which the island leaves as they are. */
const KEPT = { __html: '' };

/**
 * A step's picture (issue 29). Only a drawn step has its drawing: on the server the step shown
 * (the first), in the browser each step once it has been shown (or when the page is printed).
 * Every other step is its view with the drawings left out (`pictureFrames`): each `<svg>` keeps its
 * size, so the list is as tall as it will be and nothing moves when a picture is drawn, and the
 * view's words stay, for a reader without JavaScript whom a step link brings there. The island
 * hydrates that markup as it is (Preact leaves `dangerouslySetInnerHTML` alone while hydrating, and
 * afterwards while the string is unchanged), so a page of a hundred steps builds a hundred small
 * frames, not a hundred drawings.
 */
export function StepPicture({ drawn, kept = false, view, t, id, render }: { drawn: boolean; kept?: boolean; view: unknown; t: Translate; id: string; render: Render }): JSX.Element {
  // The step the server drew, in the browser: its drawing stays the server's (useStepPictures).
  if (kept && !toHtml) return <div class="step-view" dangerouslySetInnerHTML={KEPT} />;
  if (drawn) {
    return (
      <div class="step-view">
        <StepView view={view} t={t} id={id} render={render} />
      </div>
    );
  }
  const frames = toHtml ? { __html: pictureFrames(toHtml(render(view, t, id))) } : KEPT;
  // Search leaves every `.step-view` out (integrations/pagefind.mjs).
  return <div class="step-view step-frames" dangerouslySetInnerHTML={frames} />;
}

/**
 * One step's picture, drawn again only when its view changes: stepping re-renders the shell,
 * not every step's board (a lesson of 31 steps would otherwise redraw 31 boards a key press).
 */
const StepView = memo(function StepView({ view, t, id, render }: { view: unknown; t: Translate; id: string; render: Render }) {
  return <>{render(view, t, id)}</>;
});
