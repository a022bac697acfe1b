import type { JSX } from 'preact';
import { Suspense } from 'preact/compat';
import type { BoraView, LocalizedBoraExample } from '../../explainers/bora-bora';
import type { Translate } from '../../i18n/translate';
import { StoryIsland, type ExampleIslandProps } from '../explainer/StoryIsland';
import type { BoardView as BoardViewType } from './BoardView';

type Board = typeof BoardViewType;
/**
 * The pictures' code. The server draws the step shown, and hydration keeps its drawing (a
 * component that suspends while hydrating leaves its DOM as it is), so the page loads the
 * code only when a step must be drawn: with the steps' views when the island wakes
 * (`loadRenderer`), and with the story when the reader changes a number.
 */
let board: Board | null = null;
// On the server (and in tests) the pictures are drawn at once; the browser's build drops this line.
if (import.meta.env.SSR) board = (await import('./BoardView')).BoardView;
let loading: Promise<void> | null = null;
let ready: () => void = () => {};
const loaded = new Promise<void>((resolve) => (ready = resolve));
function loadBoard(): Promise<void> {
  return (loading ??= import('./BoardView').then((m) => {
    board = m.BoardView;
    ready();
  }));
}

function LazyBoard(props: { view: BoraView; t: Translate; id: string }): JSX.Element {
  if (!board) throw loaded;
  const Drawn = board;
  return <Drawn {...props} />;
}

export const renderView = (view: BoraView, t: Translate, id: string) => (
  <Suspense fallback={null}>
    <LazyBoard view={view} t={t} id={id} />
  </Suspense>
);

/** Island: a Bora Bora worked example; the engine plays it, the shared walkthrough steps through it. */
export default function BoraBoraExample(props: ExampleIslandProps<LocalizedBoraExample>): JSX.Element {
  return (
    <StoryIsland
      {...props}
      loadStory={(example: LocalizedBoraExample) => Promise.all([import('../../explainers/bora-bora'), loadBoard()]).then(([m]) => m.storyFor(example))}
      renderView={renderView}
      loadRenderer={loadBoard}
    />
  );
}
