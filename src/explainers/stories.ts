/**
 * Build-time registry: the story of any game's example. `Example.astro` uses
 * it to compute the steps into the page; the islands fetch their own story
 * only when a reader asks a "what if", so this module never reaches a browser.
 */
import type { ExampleGame, ExampleOf } from '../schemas/examples';
import type { Localized } from './localize';
import type { Inputs, InputSpec, Step, Story } from './types';
import { storyFor as sevenWondersStory, type SevenWondersView } from './seven-wonders';
import { gheosStory } from './gheos/story';
import type { BoardView as GheosView } from './gheos/views';
import { storyFor as pillarsStory, type PillarsView } from './pillars';
import { storyFor as boraStory, type BoraView } from './bora-bora';

/** The view each game's steps draw. */
interface ViewOf {
  '7-wonders': SevenWondersView;
  gheos: GheosView;
  'pillars-of-the-earth': PillarsView;
  'bora-bora': BoraView;
}

export interface InitialStory<V = ViewOf[ExampleGame]> {
  defaults: Inputs;
  steps: readonly Step<V>[];
  specs: readonly InputSpec[];
}

/** A story played for an example: its own inputs, then `change` over them. */
function played<D, V>(story: Story<D, V>, example: D, change: Inputs): InitialStory<V> {
  const defaults = story.defaults(example);
  return { defaults, steps: story.steps(example, { ...defaults, ...change }), specs: story.inputs(example, defaults) };
}

const BY_GAME: { readonly [G in ExampleGame]: (example: Localized<ExampleOf[G]>, change: Inputs) => InitialStory<ViewOf[G]> } = {
  '7-wonders': (e, change) => played(sevenWondersStory(e), e, change),
  gheos: (e, change) => played(gheosStory, e, change),
  'pillars-of-the-earth': (e, change) => played(pillarsStory(e), e, change),
  'bora-bora': (e, change) => played(boraStory(e), e, change),
};

/**
 * The example's steps and input fields for its own inputs, or with some of them changed
 * (`change`), as a reader would change them.
 */
export function initialStory<G extends ExampleGame>(game: G, example: Localized<ExampleOf[G]>, change: Inputs = {}): InitialStory<ViewOf[G]> {
  return BY_GAME[game](example, change);
}
