import type { JSX } from 'preact';
import type { LocalizedSevenWondersExample } from '../../explainers/seven-wonders';
import { StoryIsland, type ExampleIslandProps } from '../explainer/StoryIsland';
import { renderView } from './renderView';

/** Island: a 7 Wonders example, its story computed by the engine, shown by the shared walkthrough. */
export default function SevenWondersExample(props: ExampleIslandProps<LocalizedSevenWondersExample>): JSX.Element {
  return <StoryIsland {...props} loadStory={(example: LocalizedSevenWondersExample) => import('../../explainers/seven-wonders').then((m) => m.storyFor(example))} renderView={renderView} />;
}
