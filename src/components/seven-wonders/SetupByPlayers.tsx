import { useMemo } from 'preact/hooks';
import type { JSX } from 'preact';
import { MAX_PLAYERS, MIN_PLAYERS, setupFor } from '../../games/seven-wonders';
import type { Lang } from '../../i18n/format';
import { resolveMessages, type PageMessages } from '../../i18n/pageMessages';
import { translator } from '../../i18n/translate';
import { msg } from '../../explainers/messages';
import { PlayerPicker, playerCounts, usePlayerCount } from '../explainer/PlayerCount';

const DEFAULT_PLAYERS = 5;
const COUNTS = playerCounts(MIN_PLAYERS, MAX_PLAYERS);

/** Island: pick 3–7 players and see what the setup needs; the choice lives in `?players=`. */
export default function SetupByPlayers({ lang, messages }: { lang: Lang; messages: PageMessages }): JSX.Element {
  const t = useMemo(() => translator(lang, resolveMessages(messages)), [lang, messages]);
  const { players, choose, ready, notice } = usePlayerCount(COUNTS, DEFAULT_PLAYERS);

  const setup = setupFor(players);
  if (!setup.ok) return <p>{setup.reason}</p>;
  const s = setup.value;
  const marks = s.playerMarksUsed.map((m) => `${m}+`).join(', ');
  return (
    <section class="setup-box" aria-labelledby="setup-box-title" data-ready={ready ? 'true' : undefined}>
      <PlayerPicker name="sw-players" legend={t(msg('setup.players'))} counts={COUNTS} value={players} onChange={choose} notice={notice && t(notice)} />
      <h3 id="setup-box-title">{t(msg('sw.setup.heading', { n: players }))}</h3>
      <ul aria-live="polite">
        <li>{t(msg('sw.setup.marks', { marks }))}</li>
        <li>{t(msg('sw.setup.guilds', { guilds: s.guilds }))}</li>
        <li>{t(msg('sw.setup.dealt', { dealt: s.cardsDealtPerAge }))}</li>
        <li>{t(msg('sw.setup.coins', { coins: s.coinsFromBank }))}</li>
        <li>{t(msg('sw.setup.hands', { sizes: s.handSizeByTurn.join(' → ') }))}</li>
        <li>{t(msg('sw.setup.perAge', { played: s.cardsPlayedPerPlayerPerAge * players, discarded: s.cardsDiscardedWithoutCoinsPerPlayerPerAge * players }))}</li>
        <li>{t(msg('sw.setup.directions'))}</li>
      </ul>
    </section>
  );
}
