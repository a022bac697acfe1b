import type { Story } from '../types';
import { builderStory } from './builders';
import type { LocalizedPillarsExample } from './data';
import { draftStory } from './draft';
import { taxStory } from './tax';
import type { PillarsView } from './views';
import { woolMillStory } from './woolMill';

const stories = {
  'builder-placement': builderStory,
  'two-player-track': builderStory,
  'resource-draft': draftStory,
  'wool-mill': woolMillStory,
  'tax-event': taxStory,
} as const;

/** The story for an example, chosen by its `kind`. */
export function storyFor(example: LocalizedPillarsExample): Story<LocalizedPillarsExample, PillarsView> {
  return stories[example.kind] as unknown as Story<LocalizedPillarsExample, PillarsView>;
}

export type { LocalizedPillarsExample } from './data';
export type { PillarsView, PlayerView, TrackView, PoolCard, MillRow } from './views';
