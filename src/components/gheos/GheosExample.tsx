import type { JSX } from 'preact';
import { gheosStory, type LocalizedGheosExample } from '../../explainers/gheos/story';
import type { BoardView as Model } from '../../explainers/gheos/views';
import type { Lang } from '../../i18n/format';
import type { Messages, Translate } from '../../i18n/translate';
import { Walkthrough } from '../explainer/Walkthrough';
import { BoardView } from './BoardView';

interface Props {
  exampleId: string;
  lang: Lang;
  messages: Messages;
  example: LocalizedGheosExample;
  headingLevel?: 0 | 2 | 3 | 4;
  standaloneHref?: string;
}

const renderView = (view: Model, t: Translate, id: string) => <BoardView view={view} t={t} id={id} />;

/** Island: a Gheos worked example; the engine resolves the move, the shared walkthrough steps through it. */
export default function GheosExample({ exampleId, lang, messages, example, headingLevel, standaloneHref }: Props): JSX.Element {
  return (
    <Walkthrough<Model>
      exampleId={exampleId}
      lang={lang}
      title={example.title}
      messages={messages}
      defaults={gheosStory.defaults(example)}
      compute={(inputs) => gheosStory.steps(example, inputs)}
      inputSpecs={(inputs) => gheosStory.inputs(example, inputs)}
      renderView={renderView}
      headingLevel={headingLevel}
      standaloneHref={standaloneHref}
    />
  );
}
