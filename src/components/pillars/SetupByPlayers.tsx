import { useMemo } from 'preact/hooks';
import type { JSX } from 'preact';
import { MAX_PLAYERS, MIN_PLAYERS, setupSummary } from '../../explainers/pillars/setup';
import { pmsg, list } from '../../explainers/pillars/messages';
import type { Lang } from '../../i18n/format';
import { resolveMessages, type PageMessages } from '../../i18n/pageMessages';
import { translator } from '../../i18n/translate';
import { PlayerPicker, playerCounts, usePlayerCount } from '../explainer/PlayerCount';
import './pillars.css';

const DEFAULT_PLAYERS = 4;
const COUNTS = playerCounts(MIN_PLAYERS, MAX_PLAYERS);

/** Island: pick 2–4 players and see what the engine's setup gives them; the choice lives in `?players=`. */
export default function SetupByPlayers({ lang, messages }: { lang: Lang; messages: PageMessages }): JSX.Element {
  const t = useMemo(() => translator(lang, resolveMessages(messages)), [lang, messages]);
  const { players, choose, ready, notice } = usePlayerCount(COUNTS, DEFAULT_PLAYERS);

  const s = useMemo(() => setupSummary(players), [players]);
  if (!s) return <p>{t(pmsg('pillars.view.none'))}</p>;
  const craftsmen = list(s.craftsmen.map((c) => pmsg(`pillars.craftsman.${c}`)));
  return (
    <section class="setup-box pi-setup" aria-labelledby="pi-setup-title" data-ready={ready ? 'true' : undefined}>
      <PlayerPicker name="pi-players" legend={t({ key: 'setup.players' })} counts={COUNTS} value={players} onChange={choose} notice={notice && t(notice)} />
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
