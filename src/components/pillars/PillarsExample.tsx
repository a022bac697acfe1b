import type { JSX } from 'preact';
import type { LocalizedPillarsExample } from '../../explainers/pillars';
import { StoryIsland, type ExampleIslandProps } from '../explainer/StoryIsland';
import { renderView } from './TableView';

/** Island: a Pillars of the Earth worked example; the engine plays it, the shared walkthrough steps through it. */
export default function PillarsExample(props: ExampleIslandProps<LocalizedPillarsExample>): JSX.Element {
  return <StoryIsland {...props} loadStory={(example: LocalizedPillarsExample) => import('../../explainers/pillars').then((m) => m.storyFor(example))} renderView={renderView} />;
}
