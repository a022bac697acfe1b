import type { JSX } from 'preact';
import { MAX_PLAYERS, MIN_PLAYERS, setupSummary, type SetupSummary } from '../../explainers/pillars/setup';
import { pmsg, list } from '../../explainers/pillars/messages';
import type { Lang } from '../../i18n/format';
import type { PageMessages } from '../../i18n/pageMessages';
import { SetupBox, type SetupBoxOf } from '../explainer/SetupBox';
import './pillars.css';

const PILLARS: SetupBoxOf<SetupSummary> = {
  prefix: 'pi', className: 'pi-setup', min: MIN_PLAYERS, max: MAX_PLAYERS, fallback: 4,
  heading: (n) => pmsg('pillars.setup.heading', { n }),
  setup: setupSummary,
  lines: (s, _, t) => {
    const craftsmen = list(s.craftsmen.map((c) => pmsg(`pillars.craftsman.${c}`)));
    return (
      <>
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
          <li>
            {t(pmsg('pillars.setup.prices', { prices: s.prices.join(', ') }))}
            {s.lastDraw && ` ${t(pmsg('pillars.setup.twoPlayers', { draw: s.lastDraw.draw, table: s.lastDraw.table }))}`}
          </li>
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
      </>
    );
  },
};

/** Island: pick 2–4 players and see what the engine's setup gives them; the choice lives in `?players=`. */
export default function SetupByPlayers(props: { lang: Lang; messages: PageMessages }): JSX.Element {
  return <SetupBox {...props} of={PILLARS} />;
}
