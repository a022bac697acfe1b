import { describe, expect, it } from 'vitest';
import { LARGE_WORKER_VALUE, workerCount, workerPayments } from './workers';

describe('Workers (Przygotowanie gry, Wybór karty)', () => {
  it('the large worker counts as five small ones', () => {
    expect(LARGE_WORKER_VALUE).toBe(5);
    expect(workerCount({ small: 0, large: 1 })).toBe(5);
    expect(workerCount({ small: 3, large: 1 })).toBe(8);
  });

  it('a card asking for 10 workers takes the large pawn and 5 small ones', () => {
    expect(workerPayments({ small: 7, large: 1 }, 10)).toEqual([{ small: 5, large: 1 }]);
  });

  it('when the workers can be stood with or without the large pawn, both ways are open', () => {
    expect(workerPayments({ small: 7, large: 1 }, 7)).toEqual([
      { small: 7, large: 0 },
      { small: 2, large: 1 },
    ]);
  });

  it('(interpretation) the workers must add up exactly: the large pawn alone cannot stand for 3', () => {
    expect(workerPayments({ small: 0, large: 1 }, 3)).toEqual([]);
    expect(workerPayments({ small: 2, large: 1 }, 4)).toEqual([]);
    expect(workerPayments({ small: 2, large: 1 }, 5)).toEqual([{ small: 0, large: 1 }]);
  });

  it('a player without enough workers cannot stand them at all', () => {
    expect(workerPayments({ small: 7, large: 1 }, 13)).toEqual([]);
    expect(workerPayments({ small: 1, large: 0 }, 2)).toEqual([]);
  });
});
