import { useEffect, useMemo, useState } from 'preact/hooks';
import type { JSX } from 'preact';
import { epochsToEnd, MAX_PLAYERS, MIN_PLAYERS } from '../../games/gheos/state';
import { msg } from '../../explainers/messages';
import type { Lang } from '../../i18n/format';
import { translator, type Messages } from '../../i18n/translate';

const COUNTS = Array.from({ length: MAX_PLAYERS - MIN_PLAYERS + 1 }, (_, i) => MIN_PLAYERS + i);
const DEFAULT = 3;

/** Island: pick 2–4 players and see when Gheos ends; the choice lives in `?players=`. */
export default function EndCondition({ lang, messages }: { lang: Lang; messages: Messages }): JSX.Element {
  const t = useMemo(() => translator(lang, messages), [lang, messages]);
  const [players, setPlayers] = useState(DEFAULT);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const n = Number(new URLSearchParams(location.search).get('players'));
    if (COUNTS.includes(n)) setPlayers(n);
    setReady(true);
  }, []);
  const choose = (n: number) => {
    setPlayers(n);
    const url = new URL(location.href);
    url.searchParams.set('players', String(n));
    history.replaceState(history.state, '', url);
  };
  return (
    <section class="setup-box" aria-labelledby="end-condition-title" data-ready={ready ? 'true' : undefined}>
      <fieldset class="player-picker">
        <legend>{t(msg('setup.players'))}</legend>
        {COUNTS.map((n) => (
          <label key={n} class={n === players ? 'selected' : undefined}>
            <input type="radio" name="gheos-players" value={n} checked={n === players} onChange={() => choose(n)} />
            <span>{n}</span>
          </label>
        ))}
      </fieldset>
      <h3 id="end-condition-title">{t(msg('gheos.end.heading'))}</h3>
      <ul aria-live="polite">
        <li>{t(msg('gheos.end.epochs', { n: players, epoch: epochsToEnd(players) }))}</li>
        <li>{t(msg('gheos.end.tokens'))}</li>
        <li>{t(msg('gheos.end.final'))}</li>
      </ul>
    </section>
  );
}
