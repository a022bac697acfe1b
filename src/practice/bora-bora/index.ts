/**
 * Practice question kinds for Bora Bora (issue 19), each on a rule the rulebook
 * explains, on a game the engine plays from the seed.
 */
import type { BoraView } from '../../explainers/bora-bora/views';
import type { QuestionKind } from '../types';
import { dieSpotsKind } from './dieSpots';
import type { GameRecord } from './play';
import { godTileKind, templePointsKind } from './temple';
import { turnOrderKind } from './turnOrder';

export const KINDS: readonly QuestionKind<BoraView, GameRecord>[] = [dieSpotsKind, turnOrderKind, templePointsKind, godTileKind];
