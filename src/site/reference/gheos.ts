import { epochsToEnd, HAND_SIZE, MAX_PLAYERS, MIN_PLAYERS, SCORING_TOKENS_PER_PLAYER } from '../../games/gheos/state';
import type { ReferenceCard } from './types';

const counts = Array.from({ length: MAX_PLAYERS - MIN_PLAYERS + 1 }, (_, i) => MIN_PLAYERS + i);

/** Gheos on one sheet; the source is complete, so the card has no stop line. */
export const gheos: ReferenceCard = {
  sections: [
    { title: 'ref.s.setup', lines: [{ to: 'setup', text: 'ref.gheos.setup', params: { tokens: SCORING_TOKENS_PER_PLAYER, hand: HAND_SIZE } }] },
    {
      title: 'ref.s.turn',
      lines: [
        { to: 'turn', text: 'ref.gheos.turn' },
        { to: 'placing-tiles', text: 'ref.gheos.place' },
        { to: 'replacing-tiles', text: 'ref.gheos.replace' },
        { to: 'new-civilization', text: 'ref.gheos.found' },
        { to: 'take-follower', text: 'ref.gheos.follower' },
        { to: 'individual-scoring-tokens', text: 'ref.gheos.token' },
        { to: 'draw', text: 'ref.gheos.draw', params: { hand: HAND_SIZE } },
      ],
    },
    {
      title: 'ref.s.conflicts',
      lines: [
        { to: 'war-payment', text: 'ref.gheos.warPay' },
        { to: 'war-winner', text: 'ref.gheos.warWin' },
        { to: 'three-way-war', text: 'ref.gheos.war3' },
        { to: 'migrations', text: 'ref.gheos.migrate' },
        { to: 'migration-target', text: 'ref.gheos.migrateTo' },
        { to: 'migration-island', text: 'ref.gheos.island' },
        { to: 'war-during-migration', text: 'ref.gheos.migrateWar' },
      ],
    },
    {
      title: 'ref.s.scoring',
      lines: [
        { to: 'temple-points', text: 'ref.gheos.temple' },
        { to: 'epoch-rounds', text: 'ref.gheos.epoch' },
        { to: 'game-end', text: 'ref.gheos.end', params: { ends: counts.map(epochsToEnd).join(' / '), players: counts.join(' / ') } },
        { to: 'final-scoring', text: 'ref.gheos.final' },
      ],
    },
  ],
};
