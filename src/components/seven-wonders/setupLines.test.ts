import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { MAX_PLAYERS, MIN_PLAYERS, setupFor } from '../../games/seven-wonders';
import { dictionaries } from '../../i18n';
import { translator } from '../../i18n/translate';
import { SEVEN_WONDERS } from './SetupByPlayers';

describe('7 Wonders setup by player count', () => {
  for (const lang of ['en', 'pl'] as const)
    it(`${lang}: sends cards with a higher number to the box only where such cards exist (review v16: seven players)`, () => {
      const t = translator(lang, dictionaries[lang]);
      const box = lang === 'en' ? /stay in the box/ : /zostają w pudełku/;
      for (let players = MIN_PLAYERS; players <= MAX_PLAYERS; players++) {
        const setup = setupFor(players);
        if (!setup.ok) throw new Error(`no setup for ${players}`);
        const html = renderToString(SEVEN_WONDERS.lines(setup.value, players, t) as never);
        // The highest mark printed on a card is the most players the game takes.
        const unused = MAX_PLAYERS - Math.max(...setup.value.playerMarksUsed);
        expect(box.test(html), `${players} players: ${html}`).toBe(unused > 0);
      }
    });
});
