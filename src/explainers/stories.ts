/**
 * Build-time registry: the story of any game's example. `Example.astro` uses
 * it to compute the steps into the page; the islands fetch their own story
 * only when a reader asks a "what if", so this module never reaches a browser.
 */
import type { Inputs, InputSpec, Step, Story } from './types';
import { storyFor as sevenWondersStory } from './seven-wonders';
import { gheosStory } from './gheos/story';
import { storyFor as pillarsStory } from './pillars';
import { storyFor as boraStory } from './bora-bora';

type AnyStory = Story<unknown, unknown>;

const BY_GAME: Record<string, (example: never) => AnyStory> = {
  '7-wonders': (e) => sevenWondersStory(e) as unknown as AnyStory,
  gheos: () => gheosStory as unknown as AnyStory,
  'pillars-of-the-earth': (e) => pillarsStory(e) as unknown as AnyStory,
  'bora-bora': (e) => boraStory(e) as unknown as AnyStory,
};

export interface InitialStory {
  defaults: Inputs;
  steps: readonly Step<unknown>[];
  specs: readonly InputSpec[];
}

/** A game's story for one example (for tests that play it with other inputs). */
export function storyFor(game: string, example: unknown): AnyStory {
  const of = BY_GAME[game];
  if (!of) throw new Error(`No story registered for game "${game}"`);
  return of(example as never);
}

/** The example's steps and input fields for its own inputs. */
export function initialStory(game: string, example: unknown): InitialStory {
  const of = BY_GAME[game];
  if (!of) throw new Error(`No story registered for game "${game}"`);
  const story = of(example as never);
  const defaults = story.defaults(example);
  return { defaults, steps: story.steps(example, defaults), specs: story.inputs(example, defaults) };
}
