import type { JSX } from 'preact';
import type { LocalizedPillarsExample, PillarsView } from '../../explainers/pillars';
import type { Translate } from '../../i18n/translate';
import { StoryIsland, type ExampleIslandProps } from '../explainer/StoryIsland';
import { TableView } from './TableView';

export const renderView = (view: PillarsView, t: Translate) => <TableView view={view} t={t} />;

/** Island: a Pillars of the Earth worked example; the engine plays it, the shared walkthrough steps through it. */
export default function PillarsExample(props: ExampleIslandProps<LocalizedPillarsExample>): JSX.Element {
  return <StoryIsland {...props} loadStory={(example: LocalizedPillarsExample) => import('../../explainers/pillars').then((m) => m.storyFor(example))} renderView={renderView} />;
}
