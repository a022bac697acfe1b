import type { z } from 'zod';
import type { cardPassing, militaryConflict, militaryRing, turnActions } from '../../schemas/seven-wonders-example';

export type MilitaryConflictExample = z.infer<typeof militaryConflict>;
export type MilitaryRingExample = z.infer<typeof militaryRing>;
export type CardPassingExample = z.infer<typeof cardPassing>;
export type TurnActionsExample = z.infer<typeof turnActions>;
