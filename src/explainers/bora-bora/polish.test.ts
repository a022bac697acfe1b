/**
 * Polish words of the Bora Bora captions and sandbox, as a player says them: a die on an empty
 * tile, which die may go where, the helper's pips ("oczka", not "punkty" beside victory points),
 * the computer's seat, and how many play.
 */
import { describe, expect, it } from 'vitest';
import { newGame } from '../../games/bora-bora';
import { sampleSetup } from '../../games/bora-bora/illustrative';
import { dictionaries } from '../../i18n';
import { translator } from '../../i18n/translate';
import { msg } from '../messages';
import { eventMessage } from './captions';

const pl = translator('pl', dictionaries.pl);
const g = newGame(sampleSetup(['Ala', 'Bartek'], 1));
if (!g.ok) throw new Error(g.reason);
const s = g.value;
const say = (e: Parameters<typeof eventMessage>[1]) => pl(eventMessage(s, e)!);

describe('Bora Bora in Polish', () => {
  it('a die on an empty tile or field', () => {
    expect(say({ type: 'die-placed', player: 0, spot: 'temple', action: 'temple', value: 6, lowestBefore: null, blue: false, actsAs: 6 })).toBe('Ala kładzie 6 na pustej płytce świątyni i wykonuje akcję „świątynia” z wartością 6.');
    expect(say({ type: 'die-placed', player: 0, spot: 'fishing', action: 'fishing', value: 2, lowestBefore: null, blue: false, actsAs: 2 })).toBe('Ala kładzie 2 na pustym polu połowu i wykonuje akcję „połów” z wartością 2.');
  });

  it('which die may go on a tile', () => {
    expect(pl(msg('bora.sandbox.fits', { value: 6 }))).toBe('Tu można położyć szóstkę');
    expect(pl(msg('bora.sandbox.fitsNot', { value: 6, reason: 'x' }))).toBe('Szóstki nie można tu położyć: x');
    expect(pl(msg('bora.sandbox.fits', { value: 1 }))).toBe('Tu można położyć jedynkę');
  });

  it('the helper’s pips are “oczka”', () => {
    const line = say({ type: 'trade', player: 0, trade: { kind: 'point' }, cost: 1, left: 1 });
    expect(line).toContain('wydaje 1 oczko na punkt zwycięstwa');
    expect(line).toContain('zostaje 1 oczko');
    expect(pl(msg('bora.sandbox.trades.chosen', { list: 'a', left: 1 }))).toContain('zostało 1 oczko do wydania');
    expect(pl(msg('bora.sandbox.trades.chosen', { list: 'a', left: 3 }))).toContain('zostały 3 oczka do wydania');
    expect(say({ type: 'helper-budget', player: 0, budget: 5 })).toContain('5 oczek do wydania');
  });

  it('the engine’s seat is the computer, and the page says how many play as Polish does', () => {
    const words = Object.entries(dictionaries.pl).filter(([k]) => k.startsWith('sandbox.') || k.startsWith('bora.sandbox.'));
    for (const [k, v] of words) expect(String(v), k).not.toMatch(/silnik/);
    expect(pl(msg('sandbox.seat.engine'))).toBe('komputer');
    expect(pl(msg('bora.sandbox.lede'))).toContain('we dwoje, we troje albo we czworo');
  });
});
