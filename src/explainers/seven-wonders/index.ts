import type { Localized } from '../localize';
import { storyByKind } from '../storyByKind';
import type { SevenWondersExample } from '../../schemas/seven-wonders-example';
import { cardPassing } from './cardPassing';
import { militaryConflict, militaryRing } from './military';
import { turnActions } from './turnActions';
import type { SevenWondersView } from './views';

export type LocalizedSevenWondersExample = Localized<SevenWondersExample>;

const stories = { 'military-conflict': militaryConflict, 'military-ring': militaryRing, 'card-passing': cardPassing, 'turn-actions': turnActions };

/** The story for an example, chosen by its `kind`. */
export const storyFor = storyByKind<LocalizedSevenWondersExample, SevenWondersView>(stories);

export type { SevenWondersView } from './views';
