import type { ComponentChildren, JSX } from 'preact';
import type { Inputs, InputSpec, Step, Story } from '../../explainers/types';
import type { Lang } from '../../i18n/format';
import type { Messages, Translate } from '../../i18n/translate';
import { Walkthrough } from './Walkthrough';

/** What every game's example island receives from `Example.astro`. */
export interface ExampleIslandProps<D> {
  exampleId: string;
  lang: Lang;
  messages: Messages;
  example: D;
  /** The story for the example's own inputs, computed at build time by the engine. */
  initial: { defaults: Inputs; steps: readonly Step<unknown>[]; specs: readonly InputSpec[] };
  headingLevel?: 0 | 2 | 3 | 4;
  standaloneHref?: string;
}

/**
 * A worked example as a walkthrough: the story turns the example into steps
 * (through the game's engine), the view draws one step. A game's island is
 * this with a loader for its story and its own view. The page ships the steps
 * already computed; the story and the engine behind it are fetched only when
 * the reader changes an input or a decision.
 */
export function StoryIsland<D extends { title: string }, V>({
  loadStory,
  renderView,
  example,
  initial,
  ...props
}: ExampleIslandProps<D> & {
  loadStory: () => Promise<Story<D, V>>;
  renderView: (view: V, t: Translate, id: string) => ComponentChildren;
}): JSX.Element {
  return (
    <Walkthrough<V>
      {...props}
      title={example.title}
      defaults={initial.defaults}
      initial={{ steps: initial.steps as readonly Step<V>[], specs: initial.specs }}
      loadEngine={() =>
        loadStory().then((story) => ({
          compute: (inputs: Inputs) => story.steps(example, inputs),
          inputSpecs: (inputs: Inputs) => story.inputs(example, inputs),
        }))
      }
      renderView={renderView}
    />
  );
}
