import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRun } from '../property-run';
import {
  CARDS_PER_HAND,
  handSizeAtTurn,
  passDirection,
  passHands,
  playAge,
  TURNS_PER_AGE,
  type AgeInput,
  type AgeOutcome,
  type TurnPick,
} from './age';
import { deepFreeze, valueOf } from './test-support';
import { ACTIONS, type Action, type Age } from './types';

const RUNS = propertyRun('7-wonders (age)', 1_765_432, 'src/games/seven-wonders/age.test.ts').settings(1000);

const playedAge = (input: AgeInput): AgeOutcome => valueOf(playAge(input));

/** Multiset equality of card names. */
function sameCards(a: readonly string[], b: readonly string[]): boolean {
  return JSON.stringify([...a].sort()) === JSON.stringify([...b].sort());
}

/**
 * Legal picks written out independently of the engine: at each turn seat s
 * takes card `choice % handSize` of what it holds; hands then move one seat
 * round (to seat s+1 for left, s-1 for right) as the seating convention says.
 */
function legalPicks(age: Age, hands: string[][], choices: [number, Action][][]): TurnPick[][] {
  const n = hands.length;
  let held = hands.map((h) => [...h]);
  const picks: TurnPick[][] = [];
  for (let t = 0; t < 6; t++) {
    picks.push(
      held.map((hand, seat) => {
        const [choice, action] = choices[t]?.[seat] ?? [0, 'build'];
        const [card] = hand.splice(choice % hand.length, 1);
        return { card: card ?? '', action };
      }),
    );
    const step = age === 2 ? -1 : 1;
    held = held.map((_, seat) => held[(seat - step + n) % n] ?? []);
  }
  return picks;
}

/** Seven distinct cards per seat, so a card's travels can be followed by name. */
function distinctHands(players: number): string[][] {
  return Array.from({ length: players }, (_, seat) =>
    Array.from({ length: 7 }, (_, i) => `s${seat}c${i}`),
  );
}

/** Every seat always takes the first card of its hand, with the given action. */
function firstCardPicks(age: Age, hands: string[][], action: Action = 'build'): TurnPick[][] {
  const choices = Array.from({ length: 6 }, () => hands.map((): [number, Action] => [0, action]));
  return legalPicks(age, hands, choices);
}

const CARD_POOL = ['Altar', 'Baths', 'Barracks', 'Stockade', 'Lumber Yard', 'Tavern', 'Loom', 'Press', 'Workshop'];
const legalAge: fc.Arbitrary<AgeInput> = fc
  .record({ players: fc.integer({ min: 3, max: 7 }), age: fc.constantFrom<Age>(1, 2, 3) })
  .chain(({ players, age }) =>
    fc.record({
      age: fc.constant(age),
      // A small pool so that hands often hold the same name twice, as real decks can.
      hands: fc.array(fc.array(fc.constantFrom(...CARD_POOL), { minLength: 7, maxLength: 7 }), {
        minLength: players,
        maxLength: players,
      }),
      choices: fc.array(
        fc.array(fc.tuple(fc.nat({ max: 6 }), fc.constantFrom(...ACTIONS)), {
          minLength: players,
          maxLength: players,
        }),
        { minLength: 6, maxLength: 6 },
      ),
    }),
  )
  .map(({ age, hands, choices }) => ({ age, hands, picks: legalPicks(age, hands, choices) }));

describe('The course of an Age (Przebieg Epoki)', () => {
  it('an Age has 6 turns and each player is dealt 7 cards', () => {
    expect(TURNS_PER_AGE).toBe(6);
    expect(CARDS_PER_HAND).toBe(7);
  });

  it('hands shrink by one card a turn, from 7 at turn 1 to 2 at the 6th turn', () => {
    expect([1, 2, 3, 4, 5, 6].map(handSizeAtTurn)).toEqual([7, 6, 5, 4, 3, 2]);
    expect(handSizeAtTurn(0)).toBe(0);
    expect(handSizeAtTurn(7)).toBe(0);
  });

  it('each turn every player picks one card from the hand they hold', () => {
    const hands = distinctHands(3);
    const out = playedAge({ age: 1, hands, picks: firstCardPicks(1, hands) });
    for (const turn of out.turns) {
      turn.picks.forEach((pick, seat) => expect(turn.handsBefore[seat]).toContain(pick.card));
      turn.handsBefore.forEach((hand) => expect(hand).toHaveLength(handSizeAtTurn(turn.turn)));
    }
  });
});

describe('Passing cards to a neighbour (3. Przekazanie kart sąsiadowi)', () => {
  // Seat 0 keeps s0c0; the other six go to its neighbour that way (left is seat 1, right is seat 2), and seat 0 gets the other neighbour's six.
  it.each([
    { age: 1, numeral: 'I', direction: 'left', neighbour: 1, fromSeat: 2 },
    { age: 2, numeral: 'II', direction: 'right', neighbour: 2, fromSeat: 1 },
  ] as const)('hands pass to the $direction in Age $numeral', ({ age, direction, neighbour, fromSeat }) => {
    expect(passDirection(age)).toBe(direction);
    const hands = distinctHands(3);
    const out = playedAge({ age, hands, picks: firstCardPicks(age, hands) });
    expect(out.turns[0]?.passed).toBe(direction);
    expect(out.turns[0]?.handsAfter[neighbour]).toEqual(['s0c1', 's0c2', 's0c3', 's0c4', 's0c5', 's0c6']);
    expect(out.turns[0]?.handsAfter[0]).toEqual([1, 2, 3, 4, 5, 6].map((c) => `s${fromSeat}c${c}`));
  });

  it('hands pass to the left in Age III', () => {
    expect(passDirection(3)).toBe('left');
    const hands = distinctHands(4);
    const out = playedAge({ age: 3, hands, picks: firstCardPicks(3, hands) });
    expect(out.turns.slice(0, 5).map((t) => t.passed)).toEqual(['left', 'left', 'left', 'left', 'left']);
    expect(out.turns[0]?.handsAfter[1]?.[0]).toBe('s0c1');
  });

  it('each turn one card fewer is passed: 6 after turn 1, down to 2 after turn 5', () => {
    const hands = distinctHands(5);
    const out = playedAge({ age: 1, hands, picks: firstCardPicks(1, hands) });
    expect(out.turns.map((t) => t.handsAfter[0]?.length)).toEqual([6, 5, 4, 3, 2, 0]);
  });

  it('passing gives each seat the hand of the neighbour on the other side', () => {
    expect(passHands([['a'], ['b'], ['c']], 'left')).toEqual([['c'], ['a'], ['b']]);
    expect(passHands([['a'], ['b'], ['c']], 'right')).toEqual([['b'], ['c'], ['a']]);
  });
});

describe('The last, 6th turn (Ostatnia, 6. tura)', () => {
  it('the last card of the 6th turn is discarded without coins', () => {
    const hands = distinctHands(3);
    const out = playedAge({ age: 1, hands, picks: firstCardPicks(1, hands) });
    const last = out.turns[5];
    expect(last?.turn).toBe(6);
    expect(last?.handsBefore.map((h) => h.length)).toEqual([2, 2, 2]);
    expect(last?.passed).toBeNull();
    expect(last?.handsAfter).toEqual([[], [], []]);
    // Everyone picked the first card; the other one of each pair is discarded.
    expect(last?.lastCardsDiscarded).toEqual(last?.handsBefore.map((h) => h[1]));
    expect(out.discardPile).toEqual(last?.lastCardsDiscarded);
    // The leftover is not a pick, so it never earns the 3 coins of a discard action.
    out.played.forEach((picks) => expect(picks.every((p) => p.action === 'build')).toBe(true));
  });

  it('the card chosen on the 6th turn is played as usual, even as a discard for coins', () => {
    const hands = distinctHands(3);
    const picks = firstCardPicks(1, hands);
    picks[5] = picks[5]?.map((p) => ({ ...p, action: 'discard' })) ?? [];
    const out = playedAge({ age: 1, hands, picks });
    expect(out.played.map((p) => p[5]?.action)).toEqual(['discard', 'discard', 'discard']);
    expect(out.discardPile).toHaveLength(6);
  });

  it('a card discarded for coins during the Age goes to the discard pile', () => {
    const hands = distinctHands(3);
    const out = playedAge({ age: 2, hands, picks: firstCardPicks(2, hands, 'discard') });
    expect(out.discardPile.slice(0, 3)).toEqual(['s0c0', 's1c0', 's2c0']);
    expect(out.discardPile).toHaveLength(6 * 3 + 3);
  });

  it('after the Age each player has played 6 cards', () => {
    const hands = distinctHands(7);
    const out = playedAge({ age: 3, hands, picks: firstCardPicks(3, hands) });
    expect(out.played.map((p) => p.length)).toEqual([6, 6, 6, 6, 6, 6, 6]);
  });
});

describe('Refusals', () => {
  it('an Age needs 3 to 7 players', () => {
    const two = distinctHands(2);
    expect(playAge({ age: 1, hands: two, picks: [] })).toEqual({
      ok: false,
      reason: 'player-count-out-of-range',
      detail: { players: 2, min: 3, max: 7 },
    });
    expect(playAge({ age: 1, hands: distinctHands(8), picks: [] })).toMatchObject({
      reason: 'player-count-out-of-range',
      detail: { players: 8 },
    });
  });

  it('each player must be dealt exactly 7 cards', () => {
    const hands = distinctHands(3);
    hands[1]?.pop();
    expect(playAge({ age: 1, hands, picks: [] })).toEqual({
      ok: false,
      reason: 'wrong-hand-size',
      detail: { seat: 1, size: 6, expected: 7 },
    });
  });

  it('a player can only pick a card from the hand they hold this turn', () => {
    const hands = distinctHands(3);
    const picks = firstCardPicks(1, hands);
    // On turn 2 seat 0 holds seat 2's old hand; its own s0c1 has gone left.
    picks[1] = [{ card: 's0c1', action: 'build' }, ...(picks[1]?.slice(1) ?? [])];
    expect(playAge({ age: 1, hands, picks })).toEqual({
      ok: false,
      reason: 'card-not-in-hand',
      detail: { turn: 2, seat: 0, card: 's0c1' },
    });
  });

  it('every player must pick a card in every turn', () => {
    const hands = distinctHands(4);
    const picks = firstCardPicks(1, hands);
    picks[3] = picks[3]?.slice(0, 2) ?? [];
    expect(playAge({ age: 1, hands, picks })).toEqual({
      ok: false,
      reason: 'missing-pick',
      detail: { turn: 4, seat: 2 },
    });
    expect(playAge({ age: 1, hands, picks: picks.slice(0, 5) })).toMatchObject({
      reason: 'missing-pick',
      detail: { turn: 4, seat: 2 },
    });
    expect(playAge({ age: 1, hands, picks: [] })).toEqual({
      ok: false,
      reason: 'missing-pick',
      detail: { turn: 1, seat: 0 },
    });
  });

  it('two cards of the same name in one hand are two cards: picking one leaves the other', () => {
    const hands = distinctHands(3);
    hands[0] = ['Loom', 'Loom', 'a', 'b', 'c', 'd', 'e'];
    const picks = firstCardPicks(1, hands);
    const out = playedAge({ age: 1, hands, picks });
    expect(out.turns[0]?.handsAfter[1]).toEqual(['Loom', 'a', 'b', 'c', 'd', 'e']);
  });
});

describe('properties over random Ages (3–7 players, random hands and picks)', () => {
  it('every card dealt is either played by someone or discarded: 7n in, 6n played and n leftovers', () => {
    fc.assert(
      fc.property(legalAge, (input) => {
        const out = playedAge(input);
        const n = input.hands.length;
        const playedCards = out.played.flat().map((p) => p.card);
        const leftovers = out.turns[5]?.lastCardsDiscarded ?? [];
        expect(playedCards).toHaveLength(6 * n);
        expect(leftovers).toHaveLength(n);
        expect(sameCards([...playedCards, ...leftovers], input.hands.flat())).toBe(true);
        const discardedForCoins = out.played.flat().filter((p) => p.action === 'discard').map((p) => p.card);
        expect(sameCards(out.discardPile, [...discardedForCoins, ...leftovers])).toBe(true);
      }),
      RUNS,
    );
  });

  it('hands hold 7, 6, 5, 4, 3, 2 cards at the start of turns 1 to 6, and what leaves a turn starts the next', () => {
    fc.assert(
      fc.property(legalAge, (input) => {
        const out = playedAge(input);
        // Plain checks gathered into one expect: 1000 runs of many expects are slow.
        const sizes = out.turns.map((t) => t.handsBefore.map((h) => h.length));
        const expected = out.turns.map((t) => input.hands.map(() => handSizeAtTurn(t.turn)));
        const chained = out.turns.every(
          (t, i) => i === 0 || JSON.stringify(t.handsBefore) === JSON.stringify(out.turns[i - 1]?.handsAfter),
        );
        expect({ turns: out.turns.map((t) => t.turn), sizes, chained }).toEqual({
          turns: [1, 2, 3, 4, 5, 6],
          sizes: expected,
          chained: true,
        });
        expect(out.turns[0]?.handsBefore).toEqual(input.hands);
      }),
      RUNS,
    );
  });

  it('each turn, what a seat did not pick arrives whole at its neighbour in the Age\'s direction', () => {
    fc.assert(
      fc.property(legalAge, (input) => {
        const out = playedAge(input);
        const n = input.hands.length;
        const step = input.age === 2 ? n - 1 : 1;
        const wrong: string[] = [];
        for (const t of out.turns.slice(0, 5)) {
          if (t.passed !== passDirection(input.age)) wrong.push(`turn ${t.turn} passed ${t.passed}`);
          t.handsBefore.forEach((hand, seat) => {
            const kept = [...hand];
            kept.splice(kept.indexOf(t.picks[seat]?.card ?? ''), 1);
            if (JSON.stringify(t.handsAfter[(seat + step) % n]) !== JSON.stringify(kept)) {
              wrong.push(`turn ${t.turn}: seat ${seat}'s cards went astray`);
            }
          });
        }
        expect(wrong).toEqual([]);
        expect(out.turns[5]?.passed).toBeNull();
      }),
      RUNS,
    );
  });

  it('each player plays exactly the 6 picks given, in turn order', () => {
    fc.assert(
      fc.property(legalAge, (input) => {
        const out = playedAge(input);
        out.played.forEach((seatPicks, seat) => {
          expect(seatPicks).toEqual(input.picks.map((turn) => turn[seat]));
        });
      }),
      RUNS,
    );
  });

  it('refusals name the turn, seat and card at fault and never mutate the input', () => {
    const corrupted = legalAge.chain((input) =>
      fc.record({
        input: fc.constant(input),
        turn: fc.integer({ min: 0, max: 5 }),
        seat: fc.integer({ min: 0, max: input.hands.length - 1 }),
        kind: fc.constantFrom('unknown-card', 'missing'),
      }),
    );
    fc.assert(
      fc.property(corrupted, ({ input, turn, seat, kind }) => {
        const picks = input.picks.map((row, t) =>
          t !== turn
            ? row
            : kind === 'missing'
              ? row.slice(0, seat)
              : row.map((p, s) => (s === seat ? { ...p, card: 'not-dealt' } : p)),
        );
        const bad = deepFreeze({ ...input, picks });
        const snapshot = structuredClone(bad);
        const r = playAge(bad);
        expect(bad).toEqual(snapshot);
        expect(r).toEqual(
          kind === 'missing'
            ? { ok: false, reason: 'missing-pick', detail: { turn: turn + 1, seat } }
            : { ok: false, reason: 'card-not-in-hand', detail: { turn: turn + 1, seat, card: 'not-dealt' } },
        );
      }),
      RUNS,
    );
  });

  it('playing an Age never mutates the hands or picks given', () => {
    fc.assert(
      fc.property(legalAge, (input) => {
        const snapshot = structuredClone(input);
        playAge(deepFreeze(input));
        expect(input).toEqual(snapshot);
      }),
      RUNS,
    );
  });
});
