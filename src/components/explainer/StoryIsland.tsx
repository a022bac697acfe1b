import type { ComponentChildren, JSX } from 'preact';
import type { Story } from '../../explainers/types';
import type { Lang } from '../../i18n/format';
import type { Messages, Translate } from '../../i18n/translate';
import { Walkthrough } from './Walkthrough';

/** What every game's example island receives from `Example.astro`. */
export interface ExampleIslandProps<D> {
  exampleId: string;
  lang: Lang;
  messages: Messages;
  example: D;
  headingLevel?: 0 | 2 | 3 | 4;
  standaloneHref?: string;
}

/**
 * A worked example as a walkthrough: the story turns the example into steps
 * (through the game's engine), the view draws one step. A game's island is
 * this with its own story and view.
 */
export function StoryIsland<D extends { title: string }, V>({
  story,
  renderView,
  example,
  ...props
}: ExampleIslandProps<D> & { story: Story<D, V>; renderView: (view: V, t: Translate, id: string) => ComponentChildren }): JSX.Element {
  return (
    <Walkthrough<V>
      {...props}
      title={example.title}
      defaults={story.defaults(example)}
      compute={(inputs) => story.steps(example, inputs)}
      inputSpecs={(inputs) => story.inputs(example, inputs)}
      renderView={renderView}
    />
  );
}
