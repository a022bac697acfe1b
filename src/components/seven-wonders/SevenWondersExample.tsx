import type { JSX } from 'preact';
import { storyFor, type LocalizedSevenWondersExample, type SevenWondersView } from '../../explainers/seven-wonders';
import type { Lang } from '../../i18n/format';
import type { Messages, Translate } from '../../i18n/translate';
import { Walkthrough } from '../explainer/Walkthrough';
import { CityView } from './CityView';
import { HandsView } from './HandsView';
import { RingView } from './RingView';

interface Props {
  exampleId: string;
  lang: Lang;
  messages: Messages;
  example: LocalizedSevenWondersExample;
  headingLevel?: 0 | 2 | 3 | 4;
  standaloneHref?: string;
}

function renderView(view: SevenWondersView, t: Translate) {
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
export default function SevenWondersExample({ exampleId, lang, messages, example, headingLevel, standaloneHref }: Props): JSX.Element {
  const story = storyFor(example);
  return (
    <Walkthrough<SevenWondersView>
      exampleId={exampleId}
      lang={lang}
      title={example.title}
      messages={messages}
      defaults={story.defaults(example)}
      compute={(inputs) => story.steps(example, inputs)}
      inputSpecs={(inputs) => story.inputs(example, inputs)}
      renderView={renderView}
      headingLevel={headingLevel}
      standaloneHref={standaloneHref}
    />
  );
}
