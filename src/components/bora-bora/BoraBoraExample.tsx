import type { JSX } from 'preact';
import type { BoraView, LocalizedBoraExample } from '../../explainers/bora-bora';
import type { Translate } from '../../i18n/translate';
import { StoryIsland, type ExampleIslandProps } from '../explainer/StoryIsland';
import { BoardView } from './BoardView';
import './bora-bora.css';

export const renderView = (view: BoraView, t: Translate) => <BoardView view={view} t={t} />;

/** Island: a Bora Bora worked example; the engine plays it, the shared walkthrough steps through it. */
export default function BoraBoraExample(props: ExampleIslandProps<LocalizedBoraExample>): JSX.Element {
  return <StoryIsland {...props} loadStory={() => import('../../explainers/bora-bora').then((m) => m.storyFor(props.example))} renderView={renderView} />;
}
