import type { Localized } from '../localize';
import type { Story } from '../types';
import type { SevenWondersExample } from '../../schemas/seven-wonders-example';
import { cardPassing } from './cardPassing';
import { militaryConflict, militaryRing } from './military';
import { turnActions } from './turnActions';
import type { SevenWondersView } from './views';

export type LocalizedSevenWondersExample = Localized<SevenWondersExample>;

const stories = {
  'military-conflict': militaryConflict,
  'military-ring': militaryRing,
  'card-passing': cardPassing,
  'turn-actions': turnActions,
} as const;

/** The story for an example, chosen by its `kind`. */
export function storyFor(example: LocalizedSevenWondersExample): Story<LocalizedSevenWondersExample, SevenWondersView> {
  return stories[example.kind] as unknown as Story<LocalizedSevenWondersExample, SevenWondersView>;
}

export type { SevenWondersView } from './views';
