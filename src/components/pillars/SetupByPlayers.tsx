import { useEffect, useMemo, useState } from 'preact/hooks';
import type { JSX } from 'preact';
import { MAX_PLAYERS, MIN_PLAYERS, setupSummary } from '../../explainers/pillars/setup';
import { list } from '../../explainers/pillars/common';
import { pmsg } from '../../explainers/pillars/messages';
import type { Lang } from '../../i18n/format';
import { translator, type Messages } from '../../i18n/translate';
import './pillars.css';

const DEFAULT_PLAYERS = 4;
const COUNTS = Array.from({ length: MAX_PLAYERS - MIN_PLAYERS + 1 }, (_, i) => MIN_PLAYERS + i);

function playersFromUrl(): number {
  const n = Number(new URLSearchParams(location.search).get('players'));
  return COUNTS.includes(n) ? n : DEFAULT_PLAYERS;
}

/** Island: pick 2–4 players and see what the engine's setup gives them; the choice lives in `?players=`. */
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

  const s = useMemo(() => setupSummary(players), [players]);
  if (!s) return <p>{t(pmsg('pillars.view.none'))}</p>;
  const craftsmen = list(s.craftsmen.map((c) => pmsg(`pillars.craftsman.${c}`)));
  return (
    <section class="setup-box pi-setup" aria-labelledby="pi-setup-title" data-ready={ready ? 'true' : undefined}>
      <fieldset class="player-picker">
        <legend>{t({ key: 'setup.players' })}</legend>
        {COUNTS.map((n) => (
          <label key={n} class={n === players ? 'selected' : undefined}>
            <input type="radio" name="pi-players" value={n} checked={n === players} onChange={() => choose(n)} />
            <span>{`${n}`}</span>
          </label>
        ))}
      </fieldset>
      <h3 id="pi-setup-title">{t(pmsg('pillars.setup.heading', { n: players }))}</h3>
      <div aria-live="polite">
        <p>{t(pmsg('pillars.setup.wealth'))}</p>
        <ol class="pi-seats">
          {s.wealth.map((gold, seat) => (
            <li key={seat}>{t(seat === 0 ? pmsg('pillars.setup.seatStart', { gold }) : pmsg('pillars.setup.seat', { seat: seat + 1, gold }))}</li>
          ))}
        </ol>
        <ul>
          <li>{t(pmsg('pillars.setup.points', { points: s.points }))}</li>
          <li>{t(pmsg('pillars.setup.workers', { small: s.workers.small, large: s.workers.large, value: s.workers.largeValue, total: s.workers.total }))}</li>
          <li>{t(pmsg('pillars.setup.builders', { each: s.builders.each, total: s.builders.total }))}</li>
          <li>{t(pmsg('pillars.setup.craftsmen', { names: craftsmen }))}</li>
          <li>{t(pmsg('pillars.setup.prices', { prices: s.prices.join(', ') }))}</li>
          {s.dropsToZero && <li>{t(pmsg('pillars.setup.twoPlayers'))}</li>}
          <li>
            {t(
              pmsg('pillars.setup.board', {
                wood: s.board.market.wood,
                stone: s.board.market.stone,
                sand: s.board.market.sand,
                metal: s.board.kingsCourtMetal,
                grey: s.board.shiringCastleWorkers,
                marker: s.board.costMarker,
              }),
            )}
          </li>
        </ul>
      </div>
    </section>
  );
}
