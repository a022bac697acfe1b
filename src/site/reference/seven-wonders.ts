import {
  AGES,
  CARDS_PER_HAND,
  DEFEAT_POINTS,
  DISCARD_COINS,
  guildCount,
  handSizeAtTurn,
  passDirection,
  STARTING_COINS,
  TURNS_PER_AGE,
  victoryPoints,
} from '../../games/seven-wonders';
import type { ReferenceCard } from './types';

const word = (age: 1 | 2 | 3) => ({ word: passDirection(age) === 'left' ? ('ref.dir.left' as const) : ('ref.dir.right' as const) });

/** 7 Wonders on one sheet, up to the military conflicts: the source stops before end-game scoring. */
export const sevenWonders: ReferenceCard = {
  sections: [
    { title: 'ref.s.setup', lines: [{ to: 'setup', text: 'ref.sw.setup', params: { coins: STARTING_COINS, extra: guildCount(0) } }] },
    {
      title: 'ref.s.age',
      lines: [
        { to: 'age', text: 'ref.sw.age', params: { ages: AGES.length, cards: CARDS_PER_HAND, turns: TURNS_PER_AGE } },
        { to: 'turn-steps', text: 'ref.sw.turn' },
        { to: 'passing', text: 'ref.sw.pass', params: { a1: word(1), a2: word(2), a3: word(3) } },
        { to: 'sixth-turn', text: 'ref.sw.sixth', params: { turns: TURNS_PER_AGE, last: handSizeAtTurn(TURNS_PER_AGE) } },
      ],
    },
    {
      title: 'ref.s.actions',
      lines: [
        { to: 'build', text: 'ref.sw.build' },
        { to: 'wonder-stage', text: 'ref.sw.wonder' },
        { to: 'discard', text: 'ref.sw.discard', params: { coins: DISCARD_COINS } },
      ],
    },
    {
      title: 'ref.s.military',
      lines: [{ to: 'military', text: 'ref.sw.military', params: { v1: victoryPoints(1), v2: victoryPoints(2), v3: victoryPoints(3), defeat: DEFEAT_POINTS } }],
    },
  ],
  stop: { to: 'not-covered', text: 'ref.sw.stop' },
};
