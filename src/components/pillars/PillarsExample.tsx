import type { JSX } from 'preact';
import { storyFor, type LocalizedPillarsExample, type PillarsView } from '../../explainers/pillars';
import type { Translate } from '../../i18n/translate';
import { StoryIsland, type ExampleIslandProps } from '../explainer/StoryIsland';
import { TableView } from './TableView';
import './pillars.css';

const renderView = (view: PillarsView, t: Translate) => <TableView view={view} t={t} />;

/** Island: a Pillars of the Earth worked example; the engine plays it, the shared walkthrough steps through it. */
export default function PillarsExample(props: ExampleIslandProps<LocalizedPillarsExample>): JSX.Element {
  return <StoryIsland {...props} story={storyFor(props.example)} renderView={renderView} />;
}
