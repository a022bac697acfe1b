import type { JSX } from 'preact';
import type { LocalizedGheosExample } from '../../explainers/gheos/story';
import type { BoardView as Model } from '../../explainers/gheos/views';
import type { Translate } from '../../i18n/translate';
import { StoryIsland, type ExampleIslandProps } from '../explainer/StoryIsland';
import { BoardView } from './BoardView';

export const renderView = (view: Model, t: Translate, id: string) => <BoardView view={view} t={t} id={id} />;

/** Island: a Gheos worked example; the engine resolves the move, the shared walkthrough steps through it. */
export default function GheosExample(props: ExampleIslandProps<LocalizedGheosExample>): JSX.Element {
  return <StoryIsland {...props} loadStory={() => import('../../explainers/gheos/story').then((m) => m.gheosStory)} renderView={renderView} />;
}
