import { describe, expect, it } from 'vitest';
import { freshSeed, readAddress, writeAddress } from './address';
import { emptyProgress, loadProgress, record, saveProgress } from './progress';

const kinds = [{ id: 'war-winner', min: 2, max: 4 }];

describe('practice address', () => {
  it('reads a question and writes it back tidy', () => {
    expect(readAddress('?kind=war-winner&seed=12&players=3&present', kinds)).toEqual({ asked: { kind: 'war-winner', seed: 12, players: 3 }, bad: false, present: true });
    expect(writeAddress({ kind: 'war-winner', seed: 12, players: 3 }, false)).toBe('?kind=war-winner&seed=12&players=3');
    expect(readAddress('', kinds)).toEqual({ asked: null, bad: false, present: false });
  });
  it('refuses what does not decode', () => {
    for (const q of ['?kind=nope&seed=1&players=2', '?kind=war-winner&seed=0x1&players=2', '?kind=war-winner&seed=1e3&players=2', '?kind=war-winner&seed=-1&players=2', '?kind=war-winner&seed=4294967296&players=2', '?kind=war-winner&seed=1&players=5', '?kind=war-winner&seed=1', '?seed=01&kind=war-winner&players=2']) {
      expect(readAddress(q, kinds), q).toMatchObject({ asked: null, bad: true });
    }
  });
  it('reads a kind or a player count given without a seed as a fresh question of that kind, for that many', () => {
    const two = [...kinds, { id: 'migration', min: 2, max: 4 }];
    expect(readAddress('?kind=migration', two)).toEqual({ asked: null, bad: false, present: false, wants: { kind: 'migration' } });
    expect(readAddress('?kind=migration&players=4&present', two)).toEqual({ asked: null, bad: false, present: true, wants: { kind: 'migration', players: 4 } });
    expect(readAddress('?players=3', two)).toEqual({ asked: null, bad: false, present: false, wants: { kind: 'any', players: 3 } });
    for (const q of ['?kind=nope', '?kind=migration&players=5', '?players=x', '?players=9']) expect(readAddress(q, two), q).toMatchObject({ asked: null, bad: true });
  });
  it('deals fresh seeds in range', () => {
    expect(freshSeed(() => 0.999999999999)).toBeLessThanOrEqual(0xffffffff);
    expect(freshSeed(() => 0)).toBe(0);
  });
});

describe('practice progress', () => {
  it('counts per kind, keeps a streak, survives storage and resets', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v), removeItem: (k: string) => void store.delete(k) };
    let p = record(record(emptyProgress(), 'a', true), 'a', true);
    expect(p).toEqual({ kinds: { a: { answered: 2, right: 2 } }, streak: 2 });
    p = record(p, 'b', false);
    expect(p.streak).toBe(0);
    saveProgress('gheos', p, storage);
    expect(loadProgress('gheos', storage)).toEqual(p);
    saveProgress('gheos', null, storage);
    expect(loadProgress('gheos', storage)).toEqual(emptyProgress());
    store.set('rules-at-hand:practice:gheos', '{broken');
    expect(loadProgress('gheos', storage)).toEqual(emptyProgress());
  });
});
