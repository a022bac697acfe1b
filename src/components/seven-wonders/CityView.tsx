import type { JSX } from 'preact';
import type { CityView as Model } from '../../explainers/seven-wonders/views';
import type { Translate } from '../../i18n/translate';
import { msg } from '../../explainers/messages';
import { CardChip } from './CardChip';

const ACTION_KEY = { build: 'sw.action.build', wonder: 'sw.action.wonder', discard: 'sw.action.discard' } as const;

/** One city: treasury (with the change this step), buildings, and the Wonder's stages. */
export function CityView({ view, t }: { view: Model; t: Translate }): JSX.Element {
  return (
    <figure class="sw-city">
      <figcaption class="sw-city-head">
        <strong>{t(msg('sw.view.city'))}</strong>
        <span class="sw-coins">
          <span aria-hidden="true">◎ </span>
          <span>{t(msg('sw.view.coins', { n: view.coins }))}</span>
          {view.coinsDelta !== 0 && <strong class="sw-delta">{` (+${view.coinsDelta})`}</strong>}
        </span>
      </figcaption>
      {view.playing && (
        <p class={`sw-playing${view.playing.refused ? ' refused' : ''}`}>
          <span>{`${t(msg('sw.view.playing'))}: `}</span>
          <CardChip card={view.playing.card} picked />
          <span>{` → ${t(msg(ACTION_KEY[view.playing.action]))}`}</span>
        </p>
      )}
      <div class="sw-city-row">
        <span class="sw-city-label">{t(msg('sw.view.buildings'))}:</span>
        {view.buildings.length ? view.buildings.map((b) => <CardChip key={b.id} card={b} />) : <em>{t(msg('sw.view.noBuildings'))}</em>}
      </div>
      <ol class="sw-stages" aria-label={t(msg('sw.view.wonder'))}>
        {Array.from({ length: view.stages }, (_, i) => {
          const built = i < view.stagesBuilt;
          return (
            <li key={i} class={built ? 'built' : undefined}>
              {`${t(msg('sw.view.stage', { n: i + 1 }))}: ${t(msg(built ? 'sw.view.stageBuilt' : 'sw.view.stageOpen'))}`}
            </li>
          );
        })}
      </ol>
    </figure>
  );
}
