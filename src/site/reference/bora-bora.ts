import {
  BONUS_POINTS,
  buildingPoints,
  DICE_PER_PLAYER,
  FISHING_POINTS,
  GOD_TILE_POINTS,
  ROUNDS,
  TASK_POINTS,
  templePointsPerPriest,
  tradeCost,
  actsAs,
} from '../../games/bora-bora';
import type { ReferenceCard } from './types';

/** Bora Bora on one sheet; the source is complete but for the board map, which the card never needs. */
export const boraBora: ReferenceCard = {
  sections: [
    { title: 'ref.s.round', lines: [{ to: 'round', text: 'ref.bora.round', params: { rounds: ROUNDS } }] },
    {
      title: 'ref.s.phaseA',
      lines: [
        { to: 'placing-dice', text: 'ref.bora.dice', params: { dice: DICE_PER_PLAYER } },
        { to: 'expand-action', text: 'ref.bora.expand' },
        { to: 'woman-man-actions', text: 'ref.bora.person' },
        { to: 'helper', text: 'ref.bora.helper', params: { one: tradeCost('point'), two: tradeCost('gift') } },
        { to: 'temple-action', text: 'ref.bora.temple' },
        { to: 'build-action', text: 'ref.bora.build', params: { p1: buildingPoints(1), p2: buildingPoints(3), p3: buildingPoints(5) } },
        { to: 'fire-bonus-rules', text: 'ref.bora.fire' },
        { to: 'fishing', text: 'ref.bora.fishing', params: { points: FISHING_POINTS } },
      ],
    },
    {
      title: 'ref.s.phaseB',
      lines: [
        { to: 'phase-b-people', text: 'ref.bora.people' },
        { to: 'combining-tiles', text: 'ref.bora.combine' },
      ],
    },
    {
      title: 'ref.s.phaseC',
      lines: [
        { to: 'status-track', text: 'ref.bora.status' },
        { to: 'temple-scoring', text: 'ref.bora.templeScore', params: { t1: templePointsPerPriest(1), t2: templePointsPerPriest(3), t3: templePointsPerPriest(5) } },
        { to: 'jewellery', text: 'ref.bora.jewellery' },
        { to: 'tasks', text: 'ref.bora.tasks', params: { unaided: TASK_POINTS.unaided, yellow: TASK_POINTS.yellow } },
      ],
    },
    {
      title: 'ref.s.gods',
      lines: [
        { to: 'playing-gods', text: 'ref.bora.gods' },
        { to: 'gods-rules', text: 'ref.bora.godList', params: { six: actsAs(1, true) } },
      ],
    },
    {
      title: 'ref.s.end',
      lines: [
        { to: 'game-end', text: 'ref.bora.end', params: { rounds: ROUNDS } },
        { to: 'end-scoring', text: 'ref.bora.final', params: { god: GOD_TILE_POINTS, bonus: BONUS_POINTS } },
        { to: 'ties', text: 'ref.bora.ties' },
      ],
    },
  ],
};
