import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRun } from '../property-run';
import * as sevenWonders from './index';
import { createRng } from '../random';
import { ageDeck, guildCount, isCardUsed, setupFor, type BoxCard, type SetupSummary } from './setup';

const RUNS = propertyRun('7-wonders (setup)', 1_765_432, 'src/games/seven-wonders/setup.test.ts').settings(1000);

function summary(players: number): SetupSummary {
  const r = setupFor(players);
  if (!r.ok) throw new Error(`unexpected refusal: ${r.reason}`);
  return r.value;
}

describe('Preparing the game (Przygotowanie do gry)', () => {
  it('cards marked for more players than are at the table stay in the box', () => {
    // The source's example: a 5-player game uses the cards marked 3+, 4+ and 5+.
    expect(summary(5).playerMarksUsed).toEqual([3, 4, 5]);
    expect(isCardUsed(5, 5)).toBe(true);
    expect(isCardUsed(6, 5)).toBe(false);
    expect(summary(3).playerMarksUsed).toEqual([3]);
    expect(summary(7).playerMarksUsed).toEqual([3, 4, 5, 6, 7]);
  });

  it('the Age III deck gets as many random guilds as there are players plus 2', () => {
    // The source's example: 7 guilds for 5 players.
    expect(summary(5).guilds).toBe(7);
    expect(guildCount(3)).toBe(5);
    expect(guildCount(7)).toBe(9);
  });

  it('each player takes 3 coins from the bank to start the treasury', () => {
    const s = summary(5);
    expect(s.startingCoinsEach).toBe(3);
    expect(s.coinsFromBank).toBe(15);
  });

  it('an Age deck holds the cards marked up to the player count and, in Age III, players + 2 guilds', () => {
    const box: BoxCard[] = [
      { name: 'a', colour: 'blue', mark: 3 },
      { name: 'a', colour: 'blue', mark: 5 },
      { name: 'b', colour: 'red', mark: 4 },
      ...Array.from({ length: 8 }, (_, i): BoxCard => ({ name: `g${i}`, colour: 'purple' })),
    ];
    const sorted = (age: 1 | 3, players: number) => ageDeck(box, age, players, createRng(7)).sort();
    expect(sorted(1, 3)).toEqual(['a']);
    expect(sorted(1, 5)).toEqual(['a', 'a', 'b']);
    const third = sorted(3, 4);
    expect(third.filter((n) => n.startsWith('g'))).toHaveLength(6);
    expect(new Set(third.filter((n) => n.startsWith('g'))).size).toBe(6);
    expect(third.filter((n) => !n.startsWith('g'))).toEqual(['a', 'b']);
  });

  it('the game is for 3 to 7 players', () => {
    for (const players of [0, 2, 8, 4.5, Number.NaN]) {
      expect(setupFor(players)).toMatchObject({ ok: false, reason: 'player-count-out-of-range' });
    }
    expect(setupFor(2)).toEqual({
      ok: false,
      reason: 'player-count-out-of-range',
      detail: { players: 2, min: 3, max: 7 },
    });
  });
});

describe('The shape of each Age (Przebieg Epoki)', () => {
  it('each player is dealt 7 cards at the start of each Age', () => {
    const s = summary(4);
    expect(s.cardsPerPlayerPerAge).toBe(7);
    expect(s.cardsDealtPerAge).toBe(28);
  });

  it('hands hold 7 cards at turn 1 and 2 at turn 6', () => {
    expect(summary(3).handSizeByTurn).toEqual([7, 6, 5, 4, 3, 2]);
  });

  it('each player plays 6 cards per Age and the last card of the 6th turn is discarded without coins', () => {
    const s = summary(6);
    expect(s.cardsPlayedPerPlayerPerAge).toBe(6);
    expect(s.cardsDiscardedWithoutCoinsPerPlayerPerAge).toBe(1);
  });

  it('cards pass left in Ages I and III and right in Age II', () => {
    expect(summary(3).passDirections).toEqual({ 1: 'left', 2: 'right', 3: 'left' });
  });

  it('every player has two neighbours, one on each side', () => {
    expect(summary(3).neighbours).toEqual([
      { seat: 0, left: 1, right: 2 },
      { seat: 1, left: 2, right: 0 },
      { seat: 2, left: 0, right: 1 },
    ]);
  });

  it('for any table, the cards dealt are exactly the cards played plus the last cards discarded', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 7 }), (players) => {
        const s = summary(players);
        expect(s.cardsDealtPerAge).toBe(
          players * (s.cardsPlayedPerPlayerPerAge + s.cardsDiscardedWithoutCoinsPerPlayerPerAge),
        );
        expect(s.handSizeByTurn[0]).toBe(s.cardsPerPlayerPerAge);
        expect(s.coinsFromBank).toBe(players * s.startingCoinsEach);
        expect(s.neighbours).toHaveLength(players);
      }),
      RUNS,
    );
  });
});

describe('The public API (index)', () => {
  it('exports the names the explainers are written against', () => {
    const names = [
      'leftOf',
      'rightOf',
      'MIN_PLAYERS',
      'MAX_PLAYERS',
      'victoryPoints',
      'DEFEAT_POINTS',
      'compareStrength',
      'resolveConflicts',
      'passDirection',
      'handSizeAtTurn',
      'STARTING_COINS',
      'DISCARD_COINS',
      'startingCity',
      'playCard',
      'militaryStrength',
      'playAge',
      'setupFor',
    ];
    for (const name of names) expect(sevenWonders).toHaveProperty(name);
    expect(sevenWonders.MIN_PLAYERS).toBe(3);
    expect(sevenWonders.MAX_PLAYERS).toBe(7);
  });
});
