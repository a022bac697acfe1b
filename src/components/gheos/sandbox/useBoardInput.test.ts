import { describe, expect, it } from 'vitest';
import { freshTurn, playScoringToken } from '../../../games/gheos';
import { position, resolved, row } from '../../../games/gheos/test-support';
import { boardHelp } from './useBoardInput';

describe('the Gheos sandbox board help', () => {
  it('after the game is over, says so instead of inviting a tile to be laid', () => {
    const last = position({
      players: [{ name: 'Adam', tokens: 1, followers: { red: 1 } }, { name: 'Ewa', tokens: 0 }],
      board: row(['*sll.C', 'sll']),
      markers: { red: [0, 0] },
    });
    expect(boardHelp('playing', { kind: 'none' }, { state: last, turn: freshTurn() })).toBe('gheos.sandbox.boardHelp');
    const over = resolved(playScoringToken(last)).state;
    expect(over.over).not.toBeNull();
    expect(boardHelp('playing', { kind: 'none' }, { state: over, turn: freshTurn() })).toBe('gheos.sandbox.overHelp');
  });
});
