import type { JSX } from 'preact';
import { storyFor, type LocalizedPillarsExample, type PillarsView as Model } from '../../explainers/pillars';
import type { Lang } from '../../i18n/format';
import type { Messages, Translate } from '../../i18n/translate';
import { Walkthrough } from '../explainer/Walkthrough';
import { TableView } from './TableView';
import './pillars.css';

interface Props {
  exampleId: string;
  lang: Lang;
  messages: Messages;
  example: LocalizedPillarsExample;
  headingLevel?: 0 | 2 | 3 | 4;
  standaloneHref?: string;
}

const renderView = (view: Model, t: Translate) => <TableView view={view} t={t} />;

/** Island: a Pillars of the Earth worked example; the engine plays it, the shared walkthrough steps through it. */
export default function PillarsExample({ exampleId, lang, messages, example, headingLevel, standaloneHref }: Props): JSX.Element {
  const story = storyFor(example);
  return (
    <Walkthrough<Model>
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
