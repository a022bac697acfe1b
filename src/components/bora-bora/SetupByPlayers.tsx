import type { JSX } from 'preact';
import { MAX_PLAYERS, MIN_PLAYERS, setupSummary, type SetupSummary } from '../../explainers/bora-bora/setup';
import { bmsg, list } from '../../explainers/bora-bora/messages';
import type { Lang } from '../../i18n/format';
import type { PageMessages } from '../../i18n/pageMessages';
import { SetupBox, type SetupBoxOf } from '../explainer/SetupBox';
import './bora-bora.css';

const BORA_BORA: SetupBoxOf<SetupSummary> = {
  prefix: 'bb', className: 'bb-setup', min: MIN_PLAYERS, max: MAX_PLAYERS, fallback: 4,
  heading: (n) => bmsg('bora.setup.heading', { n }),
  setup: setupSummary,
  lines: (s, _, t) => {
    const spots = list(s.spots.filter((x) => x !== 'fishing').map((x) => bmsg(`bora.spot.${x}`)));
    return (
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
    );
  },
};

/** Island: pick 2–4 players and see what the engine's setup gives them; the choice lives in `?players=`. */
export default function SetupByPlayers(props: { lang: Lang; messages: PageMessages }): JSX.Element {
  return <SetupBox {...props} of={BORA_BORA} />;
}
