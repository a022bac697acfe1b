import type { JSX } from 'preact';
import { MAX_PLAYERS, MIN_PLAYERS, setupFor, type SetupSummary } from '../../games/seven-wonders';
import type { Lang } from '../../i18n/format';
import type { PageMessages } from '../../i18n/pageMessages';
import { msg } from '../../explainers/messages';
import { SetupBox, type SetupBoxOf } from '../explainer/SetupBox';

export const SEVEN_WONDERS: SetupBoxOf<SetupSummary> = {
  prefix: 'sw', titleId: 'setup-box-title', min: MIN_PLAYERS, max: MAX_PLAYERS, fallback: 5,
  heading: (n) => msg('sw.setup.heading', { n }),
  setup: (players) => {
    const setup = setupFor(players);
    return setup.ok ? setup.value : null;
  },
  lines: (s, players, t) => {
    const marks = s.playerMarksUsed.map((m) => `${m}+`).join(', ');
    return (
      <ul>
        {/* With the most players every mark is used: no card is left in the box for its number (review v16). */}
        <li>{t(msg('sw.setup.marks', { marks, all: players >= MAX_PLAYERS ? 'yes' : 'no' }))}</li>
        <li>{t(msg('sw.setup.guilds', { guilds: s.guilds }))}</li>
        <li>{t(msg('sw.setup.dealt', { dealt: s.cardsDealtPerAge }))}</li>
        <li>{t(msg('sw.setup.coins', { coins: s.coinsFromBank }))}</li>
        <li>{t(msg('sw.setup.hands', { sizes: s.handSizeByTurn.join(' → ') }))}</li>
        <li>{t(msg('sw.setup.perAge', { played: s.cardsPlayedPerPlayerPerAge * players, discarded: s.cardsDiscardedWithoutCoinsPerPlayerPerAge * players }))}</li>
        <li>{t(msg('sw.setup.directions'))}</li>
      </ul>
    );
  },
};

/** Island: pick 3–7 players and see what the setup needs; the choice lives in `?players=`. */
export default function SetupByPlayers(props: { lang: Lang; messages: PageMessages }): JSX.Element {
  return <SetupBox {...props} of={SEVEN_WONDERS} />;
}
