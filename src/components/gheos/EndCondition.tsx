import { useMemo } from 'preact/hooks';
import type { JSX } from 'preact';
import { epochsToEnd, MAX_PLAYERS, MIN_PLAYERS } from '../../games/gheos/state';
import { msg } from '../../explainers/messages';
import { PlayerPicker, playerCounts, usePlayerCount } from '../explainer/PlayerCount';
import type { Lang } from '../../i18n/format';
import { resolveMessages, type PageMessages } from '../../i18n/pageMessages';
import { translator } from '../../i18n/translate';

const COUNTS = playerCounts(MIN_PLAYERS, MAX_PLAYERS);
const DEFAULT = 3;

/** Island: pick 2–4 players and see when Gheos ends; the choice lives in `?players=`. */
export default function EndCondition({ lang, messages }: { lang: Lang; messages: PageMessages }): JSX.Element {
  const t = useMemo(() => translator(lang, resolveMessages(messages)), [lang, messages]);
  const { players, choose, ready, notice, box } = usePlayerCount(COUNTS, DEFAULT);
  return (
    <section ref={box} class="setup-box" aria-labelledby="end-condition-title" data-ready={ready ? 'true' : undefined}>
      <PlayerPicker name="gheos-players" legend={t(msg('setup.players'))} counts={COUNTS} value={players} onChange={choose} notice={notice && t(notice)} />
      <h3 id="end-condition-title">{t(msg('gheos.end.heading'))}</h3>
      <ul aria-live="polite">
        <li>{t(msg('gheos.end.epochs', { n: players, epoch: epochsToEnd(players) }))}</li>
        <li>{t(msg('gheos.end.tokens'))}</li>
        <li>{t(msg('gheos.end.final'))}</li>
      </ul>
    </section>
  );
}
