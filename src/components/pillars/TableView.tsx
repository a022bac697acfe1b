import type { JSX } from 'preact';
import type { Colour } from '../../games/pillars-of-the-earth';
import { pmsg } from '../../explainers/pillars/messages';
import type { MillRow, PillarsView, PlayerView, PoolCard, TrackView } from '../../explainers/pillars/views';
import type { Translate } from '../../i18n/translate';
import { BoardPicture, boardLabel, poolCardText } from './BoardPicture';
import { StagePicture, stageLabel } from './StagePicture';

/**
 * A builder or player token: a coloured disc with the colour's initial, so
 * colour is never the only cue. `decorative` when the name stands beside it.
 */
function Token({ colour, t, decorative = false }: { colour: Colour; t: Translate; decorative?: boolean }): JSX.Element {
  const name = t(pmsg(`pillars.colour.${colour}`));
  if (decorative) {
    return (
      <span class={`pi-token pi-c-${colour}`} aria-hidden="true">
        {t(pmsg(`pillars.initial.${colour}`))}
      </span>
    );
  }
  return (
    <span class={`pi-token pi-c-${colour}`} title={name}>
      <span aria-hidden="true">{t(pmsg(`pillars.initial.${colour}`))}</span>
      <span class="sr-only">{name}</span>
    </span>
  );
}

function Track({ track, t }: { track: TrackView; t: Translate }): JSX.Element {
  const waiting = track.waiting.length
    ? track.waiting.map((w) => t(pmsg('pillars.view.waitingItem', { builder: pmsg(`pillars.builder.${w.colour}`), field: w.field }))).join(', ')
    : t(pmsg('pillars.view.none'));
  return (
    <section class="view-panel pi-track-panel">
      <p class="view-panel-title">{t(pmsg('pillars.view.track'))}</p>
      <p class="pi-track-text">{t(pmsg('pillars.view.trackSummary', { marker: track.marker, waiting }))}</p>
      {track.onMarker && <p class="pi-track-text">{t(pmsg('pillars.view.drawn', { builder: pmsg(`pillars.builder.${track.onMarker}`) }))}</p>}
      <p class="pi-track-text">{t(pmsg('pillars.view.bag', { n: track.bag }))}</p>
    </section>
  );
}

function Pool({ pool, t }: { pool: PoolCard[]; t: Translate }): JSX.Element {
  return (
    <section class="view-panel">
      <p class="view-panel-title">{t(pmsg('pillars.view.pool'))}</p>
      {pool.length === 0 ? (
        <p>{t(pmsg('pillars.view.poolEmpty'))}</p>
      ) : (
        <ul class="pi-pool">
          {pool.map((c) => (
            <li key={c.id} class={`pi-card pi-card-${c.kind}${c.resource ? ` pi-res-${c.resource}` : ''} pi-state-${c.state}`}>
              <span class="pi-card-icon" aria-hidden="true">
                {c.kind === 'resource' ? (c.resource === 'wood' ? '▮' : c.resource === 'stone' ? '◆' : '∴') : '⚒'}
              </span>
              <span>{poolCardText(c, t)}</span>
              {c.state !== 'open' && <span class="pi-card-state">{t(pmsg(`pillars.view.state.${c.state}`))}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Mill({ rows, t }: { rows: MillRow[]; t: Translate }): JSX.Element {
  return (
    <section class="view-panel">
      <p class="view-panel-title">{t(pmsg('pillars.view.mill'))}</p>
      <ul class="pi-mill">
        {rows.map((r) => (
          <li key={r.colour}>
            <Token colour={r.colour} t={t} />
            <span class="pi-pawns" aria-hidden="true">
              {`${'●'.repeat(r.large)}${'•'.repeat(r.small)}`}
            </span>
            <span>{t(pmsg('pillars.view.millRow', { workers: r.workers, small: r.small, large: r.large }))}</span>
            {r.income !== null && <span class="pi-gain">{t(pmsg('pillars.view.millIncome', { income: r.gained ?? 0 }))}</span>}
            {r.lost ? <span class="pi-loss">{t(pmsg('pillars.view.millLost', { lost: r.lost }))}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${Math.abs(n)}` : '±0');

/** The players table's column names, each also carried by its cells (`data-label`): a phone shows each figure with its name. */
function columns(view: PillarsView, t: Translate) {
  const s = view.show;
  return {
    player: t(pmsg('pillars.view.col.player')),
    gold: t(pmsg('pillars.view.col.gold')),
    points: t(pmsg('pillars.view.col.points')),
    workers: t(pmsg(s.workersOnCards ? 'pillars.view.col.onCards' : 'pillars.view.col.workers')),
    mill: t(pmsg('pillars.view.col.mill')),
    builders: t(pmsg('pillars.view.col.builders')),
    cards: t(pmsg('pillars.view.col.cards')),
  };
}

function PlayerRow({ p, view, t, col }: { p: PlayerView; view: PillarsView; t: Translate; col: ReturnType<typeof columns> }): JSX.Element {
  const s = view.show;
  const pct = Math.max(0, Math.min(100, (p.wealth / view.cap) * 100));
  return (
    <tr class={p.focus ? 'pi-focus' : undefined}>
      <th scope="row">
        <Token colour={p.colour} t={t} decorative />
        <span class="pi-name">{t(pmsg(`pillars.colour.${p.colour}`))}</span>
        {p.start && <span class="pi-start">{`★ ${t(pmsg('pillars.view.startPlayer'))}`}</span>}
        {p.focus && <span class="sr-only">{`(${t(pmsg('pillars.view.changed'))})`}</span>}
      </th>
      <td data-label={col.gold}>
        {/* data-key/data-count: the number counts to its new value from step to step (explainer/stepTransition.ts). */}
        <span class="pi-num" data-key={`gold-${p.colour}`} data-count={p.wealth}>{`${p.wealth}`}</span>
        {p.change && p.change.wealth !== 0 && <span class={p.change.wealth > 0 ? 'pi-gain' : 'pi-loss'}>{` (${signed(p.change.wealth)})`}</span>}
        <span class="pi-bar" aria-hidden="true">
          {/* Drawn in SVG so the length is an attribute, not a style= the page's policy would refuse. */}
          <svg viewBox="0 0 100 1" preserveAspectRatio="none">
            <rect width={pct.toFixed(1)} height="1" />
          </svg>
        </span>
      </td>
      {s.points && (
        <td data-label={col.points}>
          <span class="pi-num" data-key={`points-${p.colour}`} data-count={p.points}>{`${p.points}`}</span>
          {p.change && p.change.points !== 0 && <span class={p.change.points > 0 ? 'pi-gain' : 'pi-loss'}>{` (${signed(p.change.points)})`}</span>}
        </td>
      )}
      {s.workers && <td data-label={col.workers}>{t(pmsg('pillars.view.workers', { total: p.workers.total, small: p.workers.small, large: p.workers.large }))}</td>}
      {s.workers && <td data-label={col.mill}>{`${p.woolMill.total}`}</td>}
      {s.builders && <td data-label={col.builders}>{t(pmsg('pillars.view.builders', { placed: p.placed, waiting: p.waiting }))}</td>}
      {s.cards && (
        <td data-label={col.cards}>
          {p.cards.length || p.craftsmen.length ? (
            <ul class="pi-held">
              {p.cards.map((c, i) => (
                <li key={`r${i}`}>{t(pmsg('pillars.card', { tokens: c.tokens, resource: pmsg(`pillars.resource.${c.resource}`) }))}</li>
              ))}
              {p.craftsmen.map((c, i) => (
                <li key={`c${i}`} class="pi-craftsman">{t(c)}</li>
              ))}
            </ul>
          ) : (
            t(pmsg('pillars.view.none'))
          )}
        </td>
      )}
    </tr>
  );
}

/** A step's or a question's picture, as the walkthrough and practice draw it. */
export const renderView = (view: PillarsView, t: Translate) => <TableView view={view} t={t} />;

/**
 * The table at one step: the cost track, the pool, the wool mill and every
 * player's gold, points, workers and builders. Every picture has its text
 * beside it; colours always come with a letter or a name. A projector shows
 * the step's own picture (StagePicture) instead, large (pillars.css).
 */
export function TableView({ view, t }: { view: PillarsView; t: Translate }): JSX.Element {
  const s = view.show;
  const b = view.bishop;
  const col = columns(view, t);
  return (
    <div class="pi-view">
      <BoardPicture view={view} t={t} />
      <StagePicture view={view} t={t} label={stageLabel(view, t, boardLabel(view, t))} />
      {view.track && <Track track={view.track} t={t} />}
      {view.pool && <Pool pool={view.pool} t={t} />}
      {view.mill && <Mill rows={view.mill} t={t} />}
      {b && (
        <p class="pi-bishop">
          <span aria-hidden="true">{'✝ '}</span>
          <span>
            {t(
              b.choice === null
                ? pmsg('pillars.view.bishop', { player: pmsg(`pillars.colour.${b.colour}`) })
                : b.choice === 'protect'
                  ? pmsg('pillars.view.bishopProtect', { player: pmsg(`pillars.colour.${b.colour}`) })
                  : pmsg('pillars.view.bishopTook', { player: pmsg(`pillars.colour.${b.colour}`), resource: pmsg(`pillars.resource.${b.choice}`) }),
            )}
          </span>
        </p>
      )}
      {/* On a phone each player is a block of named figures (pillars.css); wider than its box elsewhere, the table scrolls inside itself, reachable by keys. A group, not a
          region: every example on a page has one, and landmarks must differ by name. Named from
          step to step: a table pushed down by a longer picture above carries its numbers with it
          (explainer/stepTransition.ts). */}
      <div class="pi-table-scroll" tabIndex={0} role="group" aria-label={t(pmsg('pillars.view.players'))} data-drawing="players">
        <table class="pi-players">
          <caption>{t(pmsg('pillars.view.players'))}</caption>
          <thead>
            <tr>
              <th scope="col">{col.player}</th>
              <th scope="col">{col.gold}</th>
              {s.points && <th scope="col">{col.points}</th>}
              {s.workers && <th scope="col">{col.workers}</th>}
              {s.workers && <th scope="col">{col.mill}</th>}
              {s.builders && <th scope="col">{col.builders}</th>}
              {s.cards && <th scope="col">{col.cards}</th>}
            </tr>
          </thead>
          <tbody>
            {view.players.map((p) => (
              <PlayerRow key={p.colour} p={p} view={view} t={t} col={col} />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
