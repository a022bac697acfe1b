/**
 * Practice question kinds for The Pillars of the Earth (issue 19), each on a rule the
 * rulebook explains, on a first round the engine plays from the seed.
 */
import type { PillarsView } from '../../explainers/pillars/views';
import type { QuestionKind } from '../types';
import { builderCostKind } from './builderCost';
import { draftCardsKind } from './draftCards';
import type { RoundRecord } from './round';
import { taxKind } from './tax';
import { woolMillKind } from './woolMill';

export const KINDS: readonly QuestionKind<PillarsView, RoundRecord>[] = [draftCardsKind, builderCostKind, taxKind, woolMillKind];
