import { describe, expect, it } from 'vitest';
import { drawTiles } from './draw';
import { playScoringToken } from './tokens';
import { decideWinners } from './scoring';
import { eventsOf, expectRefusal, position, resolved, row } from './test-support';
import type { PositionInput } from './position';

/** Red: one chalice and two pyramids; blue: two chalices and one pyramid. */
const board: PositionInput['board'] = row(['sll.CP', 'sll.P', ['css', 0], 'sll.CC', 'sll.P']);
const markers = { red: [0, 0], blue: [0, 3] } as const;
const players = [
  { name: 'Adam', followers: { red: 2, blue: 1 }, hand: ['sll'] },
  { name: 'Ewa', followers: { blue: 2 }, hand: ['sll'] },
];

describe('individual scoring (section "Żetony indywidualnego punktowania")', () => {
  it('only the active player scores: each follower is worth the chalices on its continent', () => {
    const { state, events } = resolved(playScoringToken(position({ players, board, markers })));
    expect(eventsOf(events, 'individual-scored')[0]).toMatchObject({ player: 0, points: 4 });
    expect(eventsOf(events, 'individual-scored')[0]?.lines.map((l) => [l.colour, l.followers, l.symbols, l.points])).toEqual([
      ['red', 2, 1, 2],
      ['blue', 1, 2, 2],
    ]);
    expect(state.players.map((p) => p.score)).toEqual([4, 0]);
  });

  it('the token leaves the game', () => {
    const { state } = resolved(playScoringToken(position({ players, board, markers })));
    expect(state.players[0]?.tokens).toBe(2);
  });

  it('a player with no token left cannot score', () => {
    const state = position({ players: [{ ...players[0]!, tokens: 0 }, players[1]!], board, markers });
    expectRefusal(playScoringToken(state), 'no-scoring-token-left');
  });
});

describe('drawing and epoch scoring (sections "Wylosuj nowy kafelek", "Epokowa runda punktowania")', () => {
  const withStacks = (stacks: string[][], over: Partial<PositionInput> = {}) =>
    position({ players, board, markers, stacks, ...over });

  it('the player draws back up to two tiles and the turn passes to the left', () => {
    const { state, events } = resolved(drawTiles(withStacks([['lll', 'ccc']])));
    expect(state.players[0]?.hand).toEqual(['sll', 'lll']);
    expect(state.active).toBe(1);
    expect(events).toEqual([
      { type: 'tile-drawn', player: 0, stack: 0 },
      { type: 'turn-ended', player: 0, next: 1 },
    ]);
  });

  it('the player may draw from any stack', () => {
    const { state } = resolved(drawTiles(withStacks([['lll'], ['ccc']]), [1]));
    expect(state.players[0]?.hand).toEqual(['sll', 'ccc']);
    expectRefusal(drawTiles(withStacks([['lll'], []]), [1]), 'invalid-choice');
  });

  it('an epoch tile drawn makes everyone score each follower at the pyramids of its continent, then the player draws again', () => {
    const { state, events } = resolved(drawTiles(withStacks([['E', 'lll']])));
    expect(events.map((e) => e.type)).toEqual(['epoch-revealed', 'epoch-scored', 'tile-drawn', 'turn-ended']);
    expect(eventsOf(events, 'epoch-scored')[0]).toMatchObject({ epoch: 1, points: [5, 2] });
    expect(state.epochsRevealed).toBe(1);
    expect(state.players[0]?.hand).toEqual(['sll', 'lll']);
  });

  it('epoch tiles drawn one after another each bring their own scoring', () => {
    const { state, events } = resolved(drawTiles(withStacks([['E', 'E', 'lll']])));
    expect(eventsOf(events, 'epoch-scored').map((e) => e.epoch)).toEqual([1, 2]);
    expect(state.players.map((p) => p.score)).toEqual([10, 4]);
  });

  it.each([
    [2, 6],
    [3, 7],
    [4, 8],
  ])('with %i players the game ends when the epoch tile number %i is drawn, after its scoring', (count, last) => {
    const names = ['Adam', 'Ewa', 'Tom', 'Ida'].slice(0, count).map((name, i) => ({ ...players[i % 2]!, name, followers: i < 2 ? players[i]!.followers : {} }));
    const before = withStacks([['E', 'lll']], { players: names, epochsRevealed: last - 2 });
    expect(resolved(drawTiles(before)).state.over).toBeNull();
    const { state, events } = resolved(drawTiles(withStacks([['E', 'lll']], { players: names, epochsRevealed: last - 1 })));
    expect(events.map((e) => e.type)).toEqual(['epoch-revealed', 'epoch-scored', 'game-ended', 'final-scored', 'winner-decided']);
    expect(state.over?.cause).toBe('epochs');
    expect(state.players[0]?.hand).toEqual(['sll']);
  });

  it('the final scoring counts every player\u2019s followers as an individual scoring would', () => {
    const { events } = resolved(drawTiles(withStacks([['E']], { epochsRevealed: 5 })));
    expect(eventsOf(events, 'final-scored')[0]?.points).toEqual([4, 4]);
  });
});

describe('the end of the game (sections "Koniec gry", "Końcowe punktowanie")', () => {
  it('the game ends as soon as every player has used all scoring tokens, with a final scoring', () => {
    const state = position({ players: [{ ...players[0]!, tokens: 1 }, { ...players[1]!, tokens: 0 }], board, markers });
    const { state: next, events } = resolved(playScoringToken(state));
    expect(events.map((e) => e.type)).toEqual([
      'scoring-token-played',
      'individual-scored',
      'game-ended',
      'final-scored',
      'winner-decided',
    ]);
    expect(next.players.map((p) => p.score)).toEqual([8, 4]);
    expect(next.over).toEqual({ cause: 'tokens', winners: [0], decidedBy: 'score' });
  });

  it('after the end nothing more can be done', () => {
    const over = resolved(playScoringToken(position({ players: [{ ...players[0]!, tokens: 1 }, { ...players[1]!, tokens: 0 }], board, markers }))).state;
    expectRefusal(drawTiles(over), 'game-over');
    expectRefusal(playScoringToken(over), 'game-over');
  });

  it('the most points wins', () => {
    const s = position({ players: [{ name: 'A', score: 3 }, { name: 'B', score: 5 }], board: [] });
    expect(decideWinners(s)).toEqual({ winners: [1], decidedBy: 'score' });
  });

  it('on equal points the player with more followers wins', () => {
    const s = position({ players: [{ name: 'A', score: 5, followers: { red: 2 } }, { name: 'B', score: 5, followers: { red: 1 } }], board, markers });
    expect(decideWinners(s)).toEqual({ winners: [0], decidedBy: 'followers' });
  });

  it('equal points and equal followers are a draw', () => {
    const s = position({
      players: [{ name: 'A', score: 5, followers: { red: 1 } }, { name: 'B', score: 5, followers: { blue: 1 } }, { name: 'C', score: 1 }],
      board,
      markers,
    });
    expect(decideWinners(s)).toEqual({ winners: [0, 1], decidedBy: 'draw' });
  });
});
