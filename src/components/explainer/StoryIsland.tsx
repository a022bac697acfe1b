import type { ComponentChildren, JSX } from 'preact';
import { useMemo, useRef } from 'preact/hooks';
import { unpack } from '../../explainers/pack';
import { resolveSteps, type PageSteps, type PageStory, type StepData } from '../../explainers/pageSteps';
import type { Inputs, Story } from '../../explainers/types';
import type { Lang } from '../../i18n/format';
import { resolveMessages, type PageMessages } from '../../i18n/pageMessages';
import type { Translate } from '../../i18n/translate';
import { Walkthrough } from './Walkthrough';
import type { CaptionTerms } from '../terms/captionTerms';

/** What every game's example island receives from `Example.astro` (`D`: the example's data, fetched with its steps' views). */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
export interface ExampleIslandProps<D> {
  exampleId: string;
  lang: Lang;
  /** The words, carried once by the page (`i18n/pageMessages`). */
  messages: PageMessages;
  /**
   * The story for the example's own inputs, computed at build time by the engine, and the example's
   * title, packed (`explainers/pack`) and carried by the page beside the island (`explainers/pageSteps`).
   */
  initial: PageSteps;
  /** The file of its steps' views and its data (`pages/[lang]/[game]/views/[id].json.ts`), fetched when the island wakes. */
  viewsHref: string;
  headingLevel?: 0 | 2 | 3 | 4;
  /** The example's own page: the "Present" link, and the title's link elsewhere (see Walkthrough). */
  href?: string;
  ownPage?: boolean;
  /** Where the glossary's entries are (`#term-` on the rulebook): the terms its captions use, to mark, come with its steps (terms/captionTerms.ts). */
  termsHref?: string;
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
  loadRenderer,
  initial,
  viewsHref,
  messages,
  termsHref,
  ...props
}: ExampleIslandProps<D> & {
  loadStory: (example: D) => Promise<Story<D, V>>;
  renderView: (view: V, t: Translate, id: string) => ComponentChildren;
  /** What `renderView` must fetch before it can draw (its code), if anything. */
  loadRenderer?: () => Promise<unknown>;
}): JSX.Element {
  const story = useMemo(() => unpack<PageStory<V>>(resolveSteps(initial)), [initial]);
  const words = useMemo(() => resolveMessages(messages), [messages]);
  const captionTerms = useMemo<CaptionTerms | undefined>(() => (story.terms?.length && termsHref !== undefined ? { terms: story.terms, href: termsHref } : undefined), [story, termsHref]);
  // The steps' views and the example's data, fetched once when the island wakes (or when a "what if" needs them first).
  const data = useRef<Promise<StepData<V, D>> | null>(null);
  const fetchData = () =>
    (data.current ??= fetch(viewsHref)
      .then((r) => (r.ok ? r.text() : Promise.reject(new Error(`${r.status} ${viewsHref}`))))
      .then((text) => unpack<StepData<V, D>>(text))
      .catch((error: unknown) => {
        data.current = null;
        throw error;
      }));
  return (
    <Walkthrough<V>
      {...props}
      captionTerms={captionTerms}
      messages={words}
      title={story.title}
      defaults={story.defaults}
      initial={{ steps: story.steps, specs: story.specs }}
      loadEngine={() =>
        fetchData().then(({ example }) =>
          loadStory(example).then((story) => ({
            compute: (inputs: Inputs) => story.steps(example, inputs),
            inputSpecs: (inputs: Inputs) => story.inputs(example, inputs),
          })),
        )
      }
      renderView={renderView}
      loadViews={() => Promise.all([fetchData(), loadRenderer?.()]).then(([{ views }]) => views)}
    />
  );
}
