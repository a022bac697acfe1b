import { describe, expect, it } from 'vitest';
import { readPlayerCount } from './playerCountParam';

const SEVEN_WONDERS = [3, 4, 5, 6, 7];

describe('reading ?players= from the address', () => {
  it('honours a count the game has, and says nothing', () => {
    for (const n of SEVEN_WONDERS) expect(readPlayerCount(String(n), SEVEN_WONDERS, 5)).toEqual({ players: n, notice: null, tidy: false });
  });

  it('shows the default, untouched, when the address names no count', () => {
    expect(readPlayerCount(null, SEVEN_WONDERS, 5)).toEqual({ players: 5, notice: null, tidy: false });
  });

  it('takes a whole number out of range to the nearest count, with a notice', () => {
    expect(readPlayerCount('99', SEVEN_WONDERS, 5)).toEqual({ players: 7, notice: 'clamped', tidy: true });
    expect(readPlayerCount('8', SEVEN_WONDERS, 5)).toEqual({ players: 7, notice: 'clamped', tidy: true });
    expect(readPlayerCount('2', SEVEN_WONDERS, 5)).toEqual({ players: 3, notice: 'clamped', tidy: true });
    expect(readPlayerCount('0', SEVEN_WONDERS, 5)).toEqual({ players: 3, notice: 'clamped', tidy: true });
    expect(readPlayerCount('-2', SEVEN_WONDERS, 5)).toEqual({ players: 3, notice: 'clamped', tidy: true });
    expect(readPlayerCount('9'.repeat(400), SEVEN_WONDERS, 5)).toEqual({ players: 7, notice: 'clamped', tidy: true });
  });

  it('does not read other spellings of a number as one: the default, with a notice', () => {
    for (const raw of ['0x3', '3e0', '3.0', '3.5', '+3', ' 3', '3 ', '', 'abc', '٣', 'Infinity', 'NaN']) {
      expect(readPlayerCount(raw, SEVEN_WONDERS, 5), raw).toEqual({ players: 5, notice: 'unread', tidy: true });
    }
  });

  it('honours a count written with leading zeros, and writes it plainly', () => {
    expect(readPlayerCount('04', SEVEN_WONDERS, 5)).toEqual({ players: 4, notice: null, tidy: true });
  });
});
