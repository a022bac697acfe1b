import {
  BONUS_POINTS,
  buildingPoints,
  DICE_PER_PLAYER,
  DISPLAY_FIELDS,
  FISHING_POINTS,
  GOD_TILE_POINTS,
  ROUNDS,
  TASK_POINTS,
  templePointsPerPriest,
  taskDisplaySize,
  tradeCost,
  actsAs,
} from '../../games/bora-bora';
import { card } from './types';

/** Bora Bora on one sheet; the source is complete but for the board map, which the card never needs. */
export const boraBora = card('bora', {
  'ref.s.round': [['round', { rounds: ROUNDS }]],
  'ref.s.phaseA': [
    ['placing-dice', { dice: DICE_PER_PLAYER }],
    'expand-action',
    'woman-man-actions',
    ['helper', { one: tradeCost('point'), two: tradeCost('gift') }],
    'temple-action',
    ['build-action', { p1: buildingPoints(1), p2: buildingPoints(3), p3: buildingPoints(5) }],
    'fire-bonus-rules',
    ['fishing', { points: FISHING_POINTS }],
  ],
  'ref.s.phaseB': ['phase-b-people', 'combining-tiles'],
  'ref.s.phaseC': [
    'status-track',
    ['temple-scoring', { t1: templePointsPerPriest(1), t2: templePointsPerPriest(3), t3: templePointsPerPriest(5) }],
    'jewellery',
    ['tasks', { unaided: TASK_POINTS.unaided, yellow: TASK_POINTS.yellow, last: ROUNDS }],
    // The displays refilled between rounds; the task display holds players + 2 (taskDisplaySize).
    ['new-round', { persons: DISPLAY_FIELDS, extra: taskDisplaySize(2) - 2, last: ROUNDS }],
  ],
  'ref.s.gods': ['playing-gods', ['gods-rules', { six: actsAs(1, true) }]],
  'ref.s.end': [['game-end', { rounds: ROUNDS }], ['end-scoring', { god: GOD_TILE_POINTS, bonus: BONUS_POINTS }], 'ties'],
});
