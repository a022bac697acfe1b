import { storyByKind } from '../storyByKind';
import { builderStory } from './builders';
import type { LocalizedPillarsExample } from './data';
import { draftStory } from './draft';
import { taxStory } from './tax';
import type { PillarsView } from './views';
import { woolMillStory } from './woolMill';

const stories = { 'builder-placement': builderStory, 'two-player-track': builderStory, 'resource-draft': draftStory, 'wool-mill': woolMillStory, 'tax-event': taxStory };

/** The story for an example, chosen by its `kind`. */
export const storyFor = storyByKind<LocalizedPillarsExample, PillarsView>(stories);

export type { LocalizedPillarsExample } from './data';
export type { PillarsView, PlayerView, TrackView, PoolCard, MillRow } from './views';
