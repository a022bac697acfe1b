/**
 * Build-time registry: the story of any game's example. `Example.astro` uses
 * it to compute the steps into the page; the islands fetch their own story
 * only when a reader asks a "what if", so this module never reaches a browser.
 */
import { REGISTRY, type ExampleOf, type GameId, type ViewOf } from '../registry';
import type { Localized } from './localize';
import type { Inputs, InputSpec, Step, Story } from './types';

export interface InitialStory<V = ViewOf[GameId]> {
  defaults: Inputs;
  steps: readonly Step<V>[];
  specs: readonly InputSpec[];
}

/** A story played for an example: its own inputs, then `change` over them. */
function played<D, V>(story: Story<D, V>, example: D, change: Inputs): InitialStory<V> {
  const defaults = story.defaults(example);
  return { defaults, steps: story.steps(example, { ...defaults, ...change }), specs: story.inputs(example, defaults) };
}

/**
 * The example's steps and input fields for its own inputs, or with some of them changed
 * (`change`), as a reader would change them.
 */
export function initialStory<G extends GameId>(game: G, example: Localized<ExampleOf[G]>, change: Inputs = {}): InitialStory<ViewOf[G]> {
  return played(REGISTRY[game].examples.story(example), example, change);
}
