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
import { card } from './types';

const word = (age: 1 | 2 | 3) => ({ word: passDirection(age) === 'left' ? ('ref.dir.left' as const) : ('ref.dir.right' as const) });

/** 7 Wonders on one sheet, up to the military conflicts: the source stops before end-game scoring. */
export const sevenWonders = card(
  'sw',
  {
    'ref.s.setup': [['setup', { coins: STARTING_COINS, extra: guildCount(0) }]],
    'ref.s.age': [
      ['age', { ages: AGES.length, cards: CARDS_PER_HAND, turns: TURNS_PER_AGE }],
      'turn-steps',
      ['passing', { a1: word(1), a2: word(2), a3: word(3) }],
      ['sixth-turn', { turns: TURNS_PER_AGE, last: handSizeAtTurn(TURNS_PER_AGE) }],
    ],
    'ref.s.actions': ['build', 'wonder-stage', ['discard', { coins: DISCARD_COINS }]],
    'ref.s.military': [['military', { v1: victoryPoints(1), v2: victoryPoints(2), v3: victoryPoints(3), defeat: DEFEAT_POINTS }]],
  },
  'not-covered',
);
