import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { position, row } from '../../../games/gheos/test-support';
import { dictionaries } from '../../../i18n';
import { translator } from '../../../i18n/translate';
import { Status } from './Status';

const status = (lang: 'en' | 'pl', state: ReturnType<typeof position>) =>
  renderToString(h(Status, { t: translator(lang, dictionaries[lang]), position: state, moves: 0 })).replace(/<[^>]+>/g, ' ');

describe('the Gheos sandbox status', () => {
  it('lists the supply as it is: every colour at setup, not "none" before any civilization is founded', () => {
    const setup = position({ players: [{ name: 'Adam' }, { name: 'Ewa' }], board: row(['*sll.W']) });
    const en = status('en', setup);
    expect(en).toContain('Followers in the supply: red ×5, blue ×5');
    expect(en).not.toMatch(/Followers in the supply: none/);
    expect(status('pl', setup)).not.toMatch(/Wyznawcy w rezerwie: brak/);
    // Followers held are not in the supply.
    const held = position({ players: [{ name: 'Adam', followers: { red: 2 } }, { name: 'Ewa' }], board: row(['*sll.W', 'sll']), markers: { red: [0, 0] } });
    expect(status('en', held)).toContain('red ×3');
  });
});
