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
import type { ReferenceCard } from './types';

/** The prices on the cost track, from the first builder drawn until the first free one: 7, 6, …, 1. */
export const builderPrices = Array.from({ length: INITIAL_COST }, (_, i) => builderCost(i + 1));

/** The Pillars of the Earth on one sheet, as far as the source goes: Phase III step 4. */
export const pillars: ReferenceCard = {
  sections: [
    {
      title: 'ref.s.setup',
      lines: [
        {
          to: 'player-setup',
          text: 'ref.pillars.setup',
          params: { workers: workerCount(STARTING_WORKERS), large: LARGE_WORKER_VALUE, points: STARTING_POINTS, gold: START_PLAYER_WEALTH },
        },
      ],
    },
    { title: 'ref.s.round', lines: [{ to: 'round', text: 'ref.pillars.round' }] },
    {
      title: 'ref.s.phase1',
      lines: [
        { to: 'draft-turns', text: 'ref.pillars.draft' },
        { to: 'resource-cards', text: 'ref.pillars.resource', params: { min: MIN_CARD_WORKERS, max: MAX_CARD_WORKERS } },
        { to: 'craftsman-cards', text: 'ref.pillars.craftsman', params: { row: CRAFTSMAN_ROW_LIMIT } },
        { to: 'idle-workers', text: 'ref.pillars.idle' },
      ],
    },
    {
      title: 'ref.s.phase2',
      lines: [
        { to: 'drawing-builders', text: 'ref.pillars.draw' },
        { to: 'cost-track', text: 'ref.pillars.cost', params: { prices: builderPrices.join(', ') } },
        { to: 'passing-builders', text: 'ref.pillars.pass' },
        { to: 'two-players', text: 'ref.pillars.two', params: { builders: 2 * BUILDERS_PER_PLAYER } },
      ],
    },
    {
      title: 'ref.s.phase3',
      lines: [
        { to: 'event', text: 'ref.pillars.event', params: { tax: TAX_GOLD, per: GOLD_PER_POINT_LOST } },
        { to: 'bishop', text: 'ref.pillars.bishop' },
        { to: 'wool-mill-income', text: 'ref.pillars.wool', params: { large: LARGE_WORKER_VALUE, cap: WEALTH_CAP } },
        { to: 'privilege-cards', text: 'ref.pillars.privilege' },
      ],
    },
    { title: 'ref.s.military', lines: [{ to: 'goal', text: 'ref.pillars.goal' }] },
  ],
  stop: { to: 'later-steps', text: 'ref.pillars.stop' },
};
