import { storyByKind } from '../storyByKind';
import { combineStory } from './combine';
import type { LocalizedBoraExample } from './data';
import { diceStory } from './dicePlacement';
import { finalStory } from './final';
import { helperStory } from './helper';
import { phaseCStory } from './phaseC';
import { fireStory, godsStory, templeStory } from './placement';
import { spreadStory } from './spread';
import type { BoraView } from './views';

const stories = { 'dice-placement': diceStory, spread: spreadStory, 'helper-action': helperStory, temple: templeStory, 'fire-bonus': fireStory, 'combine-tiles': combineStory, gods: godsStory, 'phase-c': phaseCStory, 'final-scoring': finalStory };

/** The story for an example, chosen by its `kind`. */
export const storyFor = storyByKind<LocalizedBoraExample, BoraView>(stories);

export type { LocalizedBoraExample } from './data';
export type { BoraView, PlayerView, SpotView, TempleField, RegionView, PathView, SheetView, SheetLine } from './views';
