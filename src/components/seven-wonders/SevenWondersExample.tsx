import type { JSX } from 'preact';
import type { LocalizedSevenWondersExample, SevenWondersView } from '../../explainers/seven-wonders';
import type { Translate } from '../../i18n/translate';
import { StoryIsland, type ExampleIslandProps } from '../explainer/StoryIsland';
import { CityView } from './CityView';
import { HandsView } from './HandsView';
import { RingView } from './RingView';

export function renderView(view: SevenWondersView, t: Translate) {
  switch (view.kind) {
    case 'ring':
      return <RingView view={view} t={t} />;
    case 'hands':
      return <HandsView view={view} t={t} />;
    case 'city':
      return <CityView view={view} t={t} />;
  }
}

/** Island: a 7 Wonders example, its story computed by the engine, shown by the shared walkthrough. */
export default function SevenWondersExample(props: ExampleIslandProps<LocalizedSevenWondersExample>): JSX.Element {
  return <StoryIsland {...props} loadStory={(example: LocalizedSevenWondersExample) => import('../../explainers/seven-wonders').then((m) => m.storyFor(example))} renderView={renderView} />;
}
