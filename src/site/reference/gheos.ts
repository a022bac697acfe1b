import { epochsToEnd, HAND_SIZE, MAX_PLAYERS, MIN_PLAYERS, SCORING_TOKENS_PER_PLAYER } from '../../games/gheos/state';
import { card } from './types';

const counts = Array.from({ length: MAX_PLAYERS - MIN_PLAYERS + 1 }, (_, i) => MIN_PLAYERS + i);

/** Gheos on one sheet; the source is complete, so the card has no stop line. */
export const gheos = card('gheos', {
  'ref.s.setup': [['setup', { tokens: SCORING_TOKENS_PER_PLAYER, hand: HAND_SIZE }]],
  'ref.s.turn': ['turn', 'placing-tiles', 'replacing-tiles', 'new-civilization', 'take-follower', 'individual-scoring-tokens', ['draw', { hand: HAND_SIZE }]],
  'ref.s.conflicts': ['war-payment', 'war-winner', 'three-way-war', 'migrations', 'migration-target', 'migration-island', 'war-during-migration'],
  'ref.s.scoring': [
    'temple-points',
    'epoch-rounds',
    ['game-end', { ends: counts.map(epochsToEnd).join(' / '), players: counts.join(' / ') }],
    'final-scoring',
  ],
});
