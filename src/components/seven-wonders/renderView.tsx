import type { SevenWondersView } from '../../explainers/seven-wonders';
import type { Translate } from '../../i18n/translate';
import { CityView } from './CityView';
import { HandsView } from './HandsView';
import { RingView } from './RingView';

/** One 7 Wonders step's picture. Its own module: practice draws its positions with it, without the walkthrough (issue 29). */
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
