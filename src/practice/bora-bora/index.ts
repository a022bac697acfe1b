/**
 * Practice question kinds for Bora Bora (issue 19), each on a rule the rulebook
 * explains, on a game the engine plays from the seed.
 */
import type { BoraView } from '../../explainers/bora-bora/views';
import type { QuestionKind } from '../types';
import { buildKind, type BuildPosition } from './build';
import { dieSpotsKind } from './dieSpots';
import type { GameRecord } from './play';
import { godTileKind, templePointsKind } from './temple';
import { turnOrderKind } from './turnOrder';

/** Where a question's position comes from: a played game's record, or a laid-out position (the build kind). */
export type BoraPosition = GameRecord | BuildPosition;

export const KINDS: readonly QuestionKind<BoraView, BoraPosition>[] = [
  dieSpotsKind as QuestionKind<BoraView, BoraPosition>,
  turnOrderKind as QuestionKind<BoraView, BoraPosition>,
  templePointsKind as QuestionKind<BoraView, BoraPosition>,
  godTileKind as QuestionKind<BoraView, BoraPosition>,
  buildKind as QuestionKind<BoraView, BoraPosition>,
];
