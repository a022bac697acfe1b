import type { JSX } from 'preact';
import { bmsg } from '../../explainers/bora-bora/messages';
import type { BoraView, PlayerView, SheetView, SpotView, TempleField } from '../../explainers/bora-bora/views';
import type { Translate } from '../../i18n/translate';

type Names = (seat: number | null) => string;

/** A player's token: a disc with the player's initial, so colour is never the only cue. */
function Token({ seat, names }: { seat: number; names: Names }): JSX.Element {
  const name = names(seat);
  return (
    <span class={`bb-token bb-seat-${seat}`} title={name} aria-hidden="true">
      {name.slice(0, 1)}
    </span>
  );
}

function Spots({ spots, names, t }: { spots: SpotView[]; names: Names; t: Translate }): JSX.Element {
  return (
    <section class="view-panel">
      <p class="view-panel-title">{t(bmsg('bora.view.spots'))}</p>
      <ul class="bb-spots">
        {spots.map((s) => {
          const spot = bmsg(`bora.spot.${s.spot}` as 'bora.spot.helper');
          const dice = s.dice.map((d) => t(bmsg(d.blue ? 'bora.view.dieBlue' : 'bora.view.die', { value: d.value, player: names(d.seat) }))).join(', ');
          return (
            <li key={s.spot} class={`bb-spot${s.focus ? ' bb-focus' : ''}`}>
              <span class="bb-dice" aria-hidden="true">
                {s.dice.map((d, i) => (
                  <span key={i} class={`bb-die bb-seat-${d.seat}${d.blue ? ' bb-die-blue' : ''}`}>
                    {`${d.value}`}
                  </span>
                ))}
              </span>
              <span>{t(s.dice.length ? bmsg('bora.view.spotDice', { spot, dice }) : bmsg('bora.view.spotEmpty', { spot }))}</span>
              {s.fits && <span class="bb-fits">{t(bmsg('bora.view.fits', { plain: s.fits.plain.join(', ') || t(bmsg('bora.view.none')), blue: s.fits.withBlue.join(', ') }))}</span>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Temple({ fields, names, t }: { fields: TempleField[]; names: Names; t: Translate }): JSX.Element {
  return (
    <section class="view-panel">
      <p class="view-panel-title">{t(bmsg('bora.view.temple'))}</p>
      <ol class="bb-temple">
        {fields.map((f, i) => (
          <li key={i} class={`bb-field${f.focus ? ' bb-focus' : ''}`}>
            <span class="bb-field-value" aria-hidden="true">
              {`${f.value}`}
            </span>
            {f.seat !== null && <Token seat={f.seat} names={names} />}
            <span class="bb-field-text">{t(bmsg('bora.view.field', { n: i + 1, value: f.value, who: f.seat === null ? t(bmsg('bora.view.empty')) : names(f.seat) }))}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

function MapPanel({ map, names, t }: { map: NonNullable<BoraView['map']>; names: Names; t: Translate }): JSX.Element {
  const byId = new Map(map.regions.map((r) => [r.id, r]));
  const label = (id: string) => {
    const r = byId.get(id);
    return r ? t(r.name) : id;
  };
  return (
    <section class="view-panel">
      <p class="view-panel-title">{t(bmsg('bora.view.map'))}</p>
      <ul class="bb-regions">
        {map.regions.map((r) => (
          <li key={r.id} class={`bb-region bb-terrain-${r.terrain}${r.focus ? ' bb-focus' : ''}`}>
            <span class="bb-fish" aria-hidden="true">
              {`${r.fish}`}
            </span>
            {r.site !== null && <Token seat={r.site} names={names} />}
            <span>
              {t(
                bmsg('bora.view.regionLine', {
                  region: r.name,
                  resource: r.resource === 'gift' ? bmsg('bora.resource.gift') : bmsg(`bora.material.${r.resource}` as 'bora.material.sand'),
                  fish: r.fish,
                  site: r.site === null ? t(bmsg('bora.view.empty')) : names(r.site),
                }),
              )}
            </span>
            {r.aside.length > 0 && <span class="bb-aside">{t(bmsg('bora.view.asideLine', { who: r.aside.map((s) => names(s)).join(', ') }))}</span>}
          </li>
        ))}
      </ul>
      {map.paths.length > 0 && (
        <ul class="bb-paths">
          {map.paths.map((p, i) => (
            <li key={i} class={`bb-path bb-path-${p.kind}${p.open ? ' bb-focus' : ''}`}>
              {t(bmsg(p.open ? 'bora.view.pathOpen' : 'bora.view.path', { a: label(p.a), b: label(p.b), path: bmsg(`bora.path.${p.kind}` as 'bora.path.land'), value: p.value }))}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Player({ p, board, t }: { p: PlayerView; board: boolean; t: Translate }): JSX.Element {
  return (
    <li class={`bb-player${p.focus ? ' bb-focus' : ''}`}>
      <p class="bb-player-name">
        <span class={`bb-token bb-seat-${p.seat}`} aria-hidden="true">
          {p.name.slice(0, 1)}
        </span>
        <span>{p.name}</span>
      </p>
      <p>{t(bmsg('bora.view.playerLine', { score: p.score, gifts: p.gifts, shells: p.shells, position: p.position, priests: p.priests, tiles: p.godTiles }))}</p>
      <p>{t(bmsg('bora.view.cards', { cards: p.godCards.length ? p.godCards.map((c) => t(bmsg(`bora.god.${c}` as 'bora.god.blue'))).join(', ') : t(bmsg('bora.view.none')) }))}</p>
      {p.dice.length > 0 && <p>{t(bmsg('bora.view.dice', { dice: p.dice.join(', ') }))}</p>}
      {board && (
        <details class="bb-board">
          <summary>{t(bmsg('bora.view.spaces'))}</summary>
          <ol class="bb-spaces">
            {p.spaces.map((s, i) => {
              const n = i + 1;
              const text = s.person
                ? t(
                    bmsg(s.person.shifted ? 'bora.view.spacePersonShifted' : 'bora.view.spacePerson', {
                      n,
                      sex: bmsg(`bora.sex.${s.person.sex}` as 'bora.sex.man'),
                      ability: bmsg(`bora.ability.${s.person.ability}` as 'bora.ability.land'),
                    }),
                  )
                : s.huts > 0
                  ? t(bmsg('bora.view.spaceHuts', { n, huts: s.huts }))
                  : t(bmsg('bora.view.spaceFree', { n }));
              return (
                <li key={i} class={`bb-space${s.person ? ` bb-person-${s.person.sex}` : s.huts > 0 ? ' bb-hut' : ''}`}>
                  {text}
                </li>
              );
            })}
          </ol>
          {p.ritual.length > 0 && (
            <>
              <p class="bb-sub">{t(bmsg('bora.view.ritual'))}</p>
              <ol class="bb-ritual">
                {p.ritual.map((r, i) => {
                  const material = bmsg(`bora.material.${r.material}` as 'bora.material.sand');
                  const text =
                    typeof r.content === 'number'
                      ? t(bmsg('bora.view.ritualBuilding', { n: i + 1, value: r.content }))
                      : t(bmsg(r.content === 'material' ? 'bora.view.ritualMaterial' : 'bora.view.ritualEmpty', { n: i + 1, material }));
                  return (
                    <li key={i} class={`bb-rit bb-rit-${typeof r.content === 'number' ? 'building' : r.content}`}>
                      {text}
                    </li>
                  );
                })}
              </ol>
            </>
          )}
        </details>
      )}
    </li>
  );
}

function Sheet({ sheet, t }: { sheet: SheetView; t: Translate }): JSX.Element {
  return (
    <table class="bb-sheet">
      <caption>{t(bmsg('bora.view.sheet', { player: sheet.name }))}</caption>
      <tbody>
        {sheet.lines.map((l, i) => {
          const what =
            l.label === 'bonus'
              ? t(bmsg(`bora.bonus.${l.what}` as 'bora.bonus.tasks'))
              : l.name
                ? t(l.name)
                : '';
          const head = t(bmsg(`bora.sheet.${l.label}` as 'bora.sheet.task'));
          return (
            <tr key={i} class={`${l.shown ? '' : 'bb-pending'}${l.missed ? ' bb-missed' : ''}${l.label === 'total' ? ' bb-total' : ''}`}>
              <th scope="row">{what ? `${head}: ${what}` : head}</th>
              <td>{l.shown ? (l.label === 'total' || l.label === 'before' ? `${l.points}` : `+${l.points}`) : t(bmsg('bora.view.pending'))}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * One step of a Bora Bora example: action tiles with dice, the temple, the
 * illustrative map, each player's pieces and the score sheet. Every picture
 * has its text beside it.
 */
export function BoardView({ view, t }: { view: BoraView; t: Translate }): JSX.Element {
  const names: Names = (seat) => (seat === null ? '' : (view.players[seat]?.name ?? ''));
  return (
    <div class="bb-view">
      {view.illustrative && (
        <p class="bb-illustrative">
          <span class="bb-info" aria-hidden="true">
            i
          </span>
          <span>{t(bmsg('bora.view.illustrative'))}</span>
        </p>
      )}
      {view.spots && <Spots spots={view.spots} names={names} t={t} />}
      {view.temple && view.temple.length > 0 && <Temple fields={view.temple} names={names} t={t} />}
      {view.map && view.map.regions.length > 0 && <MapPanel map={view.map} names={names} t={t} />}
      {view.sheets && view.sheets.map((s) => <Sheet key={s.seat} sheet={s} t={t} />)}
      <section class="view-panel">
        <p class="view-panel-title">{t(bmsg('bora.view.players'))}</p>
        {view.show.track && <p>{t(bmsg('bora.view.order', { order: view.order.map((s) => names(s)).join(', ') }))}</p>}
        <ul class="bb-players">
          {view.players.map((p) => (
            <Player key={p.seat} p={p} board={view.show.board} t={t} />
          ))}
        </ul>
      </section>
    </div>
  );
}
