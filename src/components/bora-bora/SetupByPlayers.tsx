import { useMemo } from 'preact/hooks';
import type { JSX } from 'preact';
import { MAX_PLAYERS, MIN_PLAYERS, setupSummary } from '../../explainers/bora-bora/setup';
import { bmsg, list } from '../../explainers/bora-bora/messages';
import type { Lang } from '../../i18n/format';
import { resolveMessages, type PageMessages } from '../../i18n/pageMessages';
import { translator } from '../../i18n/translate';
import { PlayerPicker, playerCounts, usePlayerCount } from '../explainer/PlayerCount';
import './bora-bora.css';

const DEFAULT_PLAYERS = 4;
const COUNTS = playerCounts(MIN_PLAYERS, MAX_PLAYERS);

/** Island: pick 2–4 players and see what the engine's setup gives them; the choice lives in `?players=`. */
export default function SetupByPlayers({ lang, messages }: { lang: Lang; messages: PageMessages }): JSX.Element {
  const t = useMemo(() => translator(lang, resolveMessages(messages)), [lang, messages]);
  const { players, choose, ready, notice } = usePlayerCount(COUNTS, DEFAULT_PLAYERS);
  const s = useMemo(() => setupSummary(players), [players]);
  if (!s) return <p>{t(bmsg('bora.view.none'))}</p>;
  const spots = list(s.spots.filter((x) => x !== 'fishing').map((x) => bmsg(`bora.spot.${x}` as 'bora.spot.helper')));
  return (
    <section class="setup-box bb-setup" aria-labelledby="bb-setup-title" data-ready={ready ? 'true' : undefined}>
      <PlayerPicker name="bb-players" legend={t({ key: 'setup.players' })} counts={COUNTS} value={players} onChange={choose} notice={notice && t(notice)} />
      <h3 id="bb-setup-title">{t(bmsg('bora.setup.heading', { n: players }))}</h3>
      <div aria-live="polite">
        <ul>
          <li>{t(bmsg('bora.setup.tiles', { tiles: s.tiles, spots }))}</li>
          <li>{t(bmsg('bora.setup.tasks', { count: s.taskDisplay }))}</li>
          <li>{t(bmsg('bora.setup.scores', { scores: s.scores.join(', ') }))}</li>
          <li>
            {t(
              bmsg('bora.setup.each', {
                huts: s.each.huts,
                priests: s.each.priests,
                gifts: s.each.gifts,
                cards: s.each.godCards,
                tiles: s.each.godTiles,
                tasks: s.each.tasks,
                buildings: s.each.buildings,
              }),
            )}
          </li>
          <li>{t(bmsg('bora.setup.gods', { display: s.godDisplay, temple: s.templeGodTiles }))}</li>
        </ul>
      </div>
    </section>
  );
}
