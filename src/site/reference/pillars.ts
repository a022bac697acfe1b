import {
  BUILDERS_PER_PLAYER,
  builderCost,
  CRAFTSMAN_ROW_LIMIT,
  GOLD_PER_POINT_LOST,
  INITIAL_COST,
  LARGE_WORKER_VALUE,
  MAX_CARD_WORKERS,
  MIN_CARD_WORKERS,
  START_PLAYER_WEALTH,
  STARTING_POINTS,
  STARTING_WORKERS,
  TAX_GOLD,
  WEALTH_CAP,
  workerCount,
} from '../../games/pillars-of-the-earth';
import { card } from './types';

/** The prices on the cost track, from the first builder drawn until the first free one: 7, 6, …, 1. */
export const builderPrices = Array.from({ length: INITIAL_COST }, (_, i) => builderCost(i + 1));

/** The Pillars of the Earth on one sheet, as far as the source goes: Phase III step 4. */
export const pillars = card(
  'pillars',
  {
    'ref.s.setup': [['player-setup', { workers: workerCount(STARTING_WORKERS), large: LARGE_WORKER_VALUE, points: STARTING_POINTS, gold: START_PLAYER_WEALTH }]],
    'ref.s.round': ['round'],
    'ref.s.phase1': ['draft-turns', ['resource-cards', { min: MIN_CARD_WORKERS, max: MAX_CARD_WORKERS }], ['craftsman-cards', { row: CRAFTSMAN_ROW_LIMIT }], 'idle-workers'],
    'ref.s.phase2': [
      'drawing-builders',
      ['cost-track', { prices: builderPrices.join(', ') }],
      'passing-builders',
      ['two-players', { builders: 2 * BUILDERS_PER_PLAYER }],
    ],
    'ref.s.phase3': [['event', { tax: TAX_GOLD, per: GOLD_PER_POINT_LOST }], 'bishop', ['wool-mill-income', { large: LARGE_WORKER_VALUE, cap: WEALTH_CAP }], 'privilege-cards'],
    'ref.s.military': ['goal'],
  },
  'later-steps',
);
