import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { freshTurn, playAtTable, type Table } from '../../../games/gheos/sandbox';
import { position, row } from '../../../games/gheos/test-support';
import { dictionaries } from '../../../i18n';
import { translator } from '../../../i18n/translate';
import { stepText, TurnPanel } from './TurnPanel';

const t = translator('en', dictionaries.en);
const panel = (table: Table) =>
  renderToString(h(TurnPanel, { t, table, intent: { kind: 'none' }, setIntent: () => undefined, act: () => undefined, rotate: () => undefined, why: () => null, foundAt: null }));
const laid = (table: Table): Table => {
  const played = playAtTable(table, { type: 'place', hand: 0, at: [0, 1], rot: 0 });
  if (!played.ok) throw new Error(played.reason);
  return played.table;
};

describe('the Gheos sandbox turn panel', () => {
  it('says step 2 is passed when it offers nothing, and asks for it when it does', () => {
    // The engine's own case of a step 2 that offers nothing (games/gheos/turn.test.ts), and a board where it offers something.
    const bare = position({ players: [{ name: 'Adam', hand: ['css'] }, { name: 'Ewa' }], board: row(['css']), stacks: [['ccc']] });
    expect(panel(laid({ state: bare, turn: freshTurn() }))).toContain(t({ key: 'gheos.sandbox.now.2none' }));
    const open = position({ players: [{ name: 'Adam', hand: ['sll.W'] }, { name: 'Ewa' }], board: row(['sll.W']), stacks: [['ccc']] });
    expect(panel(laid({ state: open, turn: freshTurn() }))).toContain(t({ key: 'gheos.sandbox.now.2' }));
  });

  it('once a colour to found is picked, says to click a highlighted continent, in both languages', () => {
    const open = position({ players: [{ name: 'Adam', hand: ['sll.W'] }, { name: 'Ewa' }], board: row(['sll.W']), stacks: [['ccc']] });
    const table = laid({ state: open, turn: freshTurn() });
    expect(stepText(table, { kind: 'none' })).toEqual({ key: 'gheos.sandbox.now.2' });
    expect(stepText(table, { kind: 'found', colour: 'blue' })).toEqual({ key: 'gheos.sandbox.now.2found', params: { colour: { key: 'gheos.colour.blue' } } });
    const said = { en: 'click a highlighted continent', pl: 'kliknij na planszy podświetlony kontynent' } as const;
    for (const lang of ['en', 'pl'] as const) {
      const words = translator(lang, dictionaries[lang])(stepText(table, { kind: 'found', colour: 'blue' }));
      expect(words).toContain(said[lang]);
      expect(words).toContain(dictionaries[lang]['gheos.colour.blue']);
    }
  });
});
