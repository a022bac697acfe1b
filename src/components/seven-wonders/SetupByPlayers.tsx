import { useEffect, useMemo, useState } from 'preact/hooks';
import type { JSX } from 'preact';
import { MAX_PLAYERS, MIN_PLAYERS, setupFor } from '../../games/seven-wonders';
import type { Lang } from '../../i18n/format';
import { translator, type Messages } from '../../i18n/translate';
import { msg } from '../../explainers/messages';

const DEFAULT_PLAYERS = 5;
const COUNTS = Array.from({ length: MAX_PLAYERS - MIN_PLAYERS + 1 }, (_, i) => MIN_PLAYERS + i);

function playersFromUrl(): number {
  const n = Number(new URLSearchParams(location.search).get('players'));
  return COUNTS.includes(n) ? n : DEFAULT_PLAYERS;
}

/** Island: pick 3–7 players and see what the setup needs; the choice lives in `?players=`. */
export default function SetupByPlayers({ lang, messages }: { lang: Lang; messages: Messages }): JSX.Element {
  const t = useMemo(() => translator(lang, messages), [lang, messages]);
  const [players, setPlayers] = useState(DEFAULT_PLAYERS);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    setPlayers(playersFromUrl());
    setReady(true);
  }, []);

  const choose = (n: number) => {
    setPlayers(n);
    const url = new URL(location.href);
    url.searchParams.set('players', String(n));
    history.replaceState(history.state, '', url);
  };

  const setup = setupFor(players);
  if (!setup.ok) return <p>{setup.reason}</p>;
  const s = setup.value;
  const marks = s.playerMarksUsed.map((m) => `${m}+`).join(', ');
  return (
    <section class="setup-box" aria-labelledby="setup-box-title" data-ready={ready ? 'true' : undefined}>
      <fieldset class="player-picker">
        <legend>{t(msg('setup.players'))}</legend>
        {COUNTS.map((n) => (
          <label key={n} class={n === players ? 'selected' : undefined}>
            <input type="radio" name="sw-players" value={n} checked={n === players} onChange={() => choose(n)} />
            <span>{n}</span>
          </label>
        ))}
      </fieldset>
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
