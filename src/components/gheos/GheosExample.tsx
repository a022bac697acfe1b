import type { JSX } from 'preact';
import type { LocalizedGheosExample } from '../../explainers/gheos/story';
import { StoryIsland, type ExampleIslandProps } from '../explainer/StoryIsland';
import { renderView } from './BoardView';

/** Island: a Gheos worked example; the engine resolves the move, the shared walkthrough steps through it. */
export default function GheosExample(props: ExampleIslandProps<LocalizedGheosExample>): JSX.Element {
  return <StoryIsland {...props} loadStory={() => import('../../explainers/gheos/story').then((m) => m.gheosStory)} renderView={renderView} />;
}
