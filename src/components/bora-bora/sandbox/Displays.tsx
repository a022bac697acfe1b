import type { ComponentChildren, JSX } from 'preact';
import { useState } from 'preact/hooks';
import { abilityName, godName, jewelName } from '../../../explainers/bora-bora/common';
import type { BoardDisplays, JewelleryColumn, PersonDisplay, TrackSpace } from '../../../explainers/bora-bora/displays';
import { bmsg } from '../../../explainers/bora-bora/messages';
import { msg } from '../../../explainers/messages';
import type { Sex } from '../../../games/bora-bora';
import type { Translate } from '../../../i18n/translate';
import { CardIcon, GlyphIcon, PersonIcon } from '../pictures/icons';
import { TrackPicture, trackLabel } from '../pictures/TrackPicture';

/** A phone's width, as sandbox.css has it. */
const PHONE = '(max-width: 40rem)';

/** Words for a screen reader, and what the eye reads instead (the same figures, drawn with the pictures' symbols). */
function Said({ words, children }: { words: string; children: ComponentChildren }): JSX.Element {
  return (
    <>
      <span class="sr-only">{words}</span>
      <span class="bb-said" aria-hidden="true">
        {children}
      </span>
    </>
  );
}

/** One display: its heading, a line of help or figures under it, and its contents. */
function Display({ id, title, note, wide, children }: { id: string; title: string; note?: string; wide?: boolean; children: ComponentChildren }): JSX.Element {
  return (
    <div class={`bb-display${wide ? ' bb-display-wide' : ''}`} data-display={id}>
      <h3 id={`bb-d-${id}`}>{title}</h3>
      {children}
      {note && <p class="bb-display-note">{note}</p>}
    </div>
  );
}

/** The six valued spaces of the men's or the women's display, each tile with its ability and its symbols (position symbols on a man, shells on a woman). */
function People({ t, sex, d }: { t: Translate; sex: Sex; d: PersonDisplay }): JSX.Element {
  const id = sex === 'man' ? 'men' : 'women';
  return (
    <Display id={id} title={t(msg(`bora.sandbox.displays.${id}`))} note={`${t(msg('bora.sandbox.displays.stack', { n: d.stack }))} ${t(msg('bora.sandbox.displays.reach'))}`}>
      <ol class="bb-offer" aria-labelledby={`bb-d-${id}`}>
        {d.spaces.map(({ field, tile }) => (
          <li key={field} class={tile ? 'bb-offer-tile' : 'bb-offer-tile bb-offer-empty'} data-field={field}>
            {tile ? (
              <Said words={t(bmsg('bora.option.person', { field, ability: abilityName(tile.ability), symbols: tile.symbols }))}>
                <span class="bb-offer-n">{field}</span>
                <PersonIcon sex={sex} />
                <span class="bb-offer-ab">{t(abilityName(tile.ability))}</span>
                <span class="bb-offer-sym">
                  <GlyphIcon kind={sex === 'man' ? 'status' : 'shell'} />
                  {tile.symbols}
                </span>
              </Said>
            ) : (
              <Said words={t(msg('bora.sandbox.displays.empty', { field }))}>
                <span class="bb-offer-n">{field}</span>
              </Said>
            )}
          </li>
        ))}
      </ol>
    </Display>
  );
}

function Gods({ t, d }: { t: Translate; d: BoardDisplays['gods'] }): JSX.Element {
  return (
    <Display id="gods" title={t(msg('bora.sandbox.displays.gods'))} note={t(msg('bora.sandbox.displays.godsLeft', { deck: d.deck, discard: d.discard, tiles: d.templeTiles }))}>
      <ol class="bb-gods" aria-labelledby="bb-d-gods">
        {d.faceUp.map((god, i) => (
          <li key={i} data-god={god}>
            <CardIcon god={god} />
            {t(godName(god))}
          </li>
        ))}
      </ol>
    </Display>
  );
}

function Tasks({ t, d }: { t: Translate; d: BoardDisplays['tasks'] }): JSX.Element {
  return (
    <Display id="tasks" title={t(msg('bora.sandbox.displays.tasks'))} note={t(msg('bora.sandbox.displays.stack', { n: d.stack }))} wide>
      <ol class="bb-tasks" aria-labelledby="bb-d-tasks">
        {d.tiles.map((tile) => (
          <li key={tile.id} data-task={tile.id}>
            {t(tile.name)}
          </li>
        ))}
      </ol>
    </Display>
  );
}

/** A column's head: its round, "now" on this round's, and the points a building scores that round. */
function JewelHead({ t, c }: { t: Translate; c: JewelleryColumn }): JSX.Element {
  return (
    <span class="bb-jewel-head">
      <span class="bb-jewel-round">{t(msg('bora.sandbox.displays.round', { round: c.round }))}</span>
      {c.now && <span class="bb-now-tag">{t(msg('bora.sandbox.displays.now'))}</span>}
      <span class="bb-build">
        <Said words={t(msg('bora.sandbox.displays.build', { points: c.buildPoints }))}>
          <GlyphIcon kind="star" />
          {c.buildPoints}
        </Said>
      </span>
    </span>
  );
}

/** The jewellery display as the board lays it out: six columns, one a round, of four tiles each (on a phone, a round a row). */
function Jewellery({ t, columns }: { t: Translate; columns: JewelleryColumn[] }): JSX.Element {
  return (
    <Display id="jewellery" title={t(msg('bora.sandbox.displays.jewellery'))} note={t(msg('bora.sandbox.displays.jewelleryHint'))} wide>
      <ol class="bb-jewels" aria-labelledby="bb-d-jewellery">
        {columns.map((c) => (
          <li key={c.round} class={c.now ? 'bb-jewel-col bb-now' : 'bb-jewel-col'} data-round={c.round}>
            <JewelHead t={t} c={c} />
            <ul class="bb-jewel-tiles">
              {c.tiles.map((tile, row) => (
                <li key={row} class={tile ? undefined : 'bb-jewel-gone'}>
                  {tile ? (
                    <Said words={t(msg('bora.sandbox.displays.jewel', { kind: jewelName(tile.kind), price: tile.price }))}>
                      <span class="bb-jewel-kind">{t(jewelName(tile.kind))}</span>
                      <span class="bb-offer-sym">
                        <GlyphIcon kind="shell" />
                        {tile.price}
                      </span>
                    </Said>
                  ) : (
                    <Said words={t(msg('bora.sandbox.displays.gone'))}>–</Said>
                  )}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </Display>
  );
}

/** The status track drawn as the board's spaces (TrackPicture), its words a line for a screen reader. */
function Track({ t, spaces, names, initial }: { t: Translate; spaces: TrackSpace[]; names: (seat: number) => string; initial: (seat: number) => string }): JSX.Element {
  return (
    <Display id="track" title={t(msg('bora.sandbox.displays.track'))} note={t(msg('bora.sandbox.displays.trackHint'))}>
      <p id="bb-d-track-words" class="sr-only">
        {trackLabel(t, names, spaces)}
      </p>
      <TrackPicture spaces={spaces} labelId="bb-d-track-words" initial={initial} t={t} titled={false} />
    </Display>
  );
}

/**
 * The main board's public displays beside the players' boards, drawn from the engine's table (`displaysOf`):
 * what is on offer to take, buy or draw, so a player can plan the turns to come. Each display has its heading in
 * words, and its contents as a list in words or a named picture.
 */
export function Displays({ t, d, names, initial }: { t: Translate; d: BoardDisplays; names: (seat: number) => string; initial: (seat: number) => string }): JSX.Element {
  // Open beside the boards on a wide screen; folded on a phone, where they would push what just happened a screen and a half down.
  const [open] = useState(() => typeof matchMedia !== 'function' || !matchMedia(PHONE).matches);
  return (
    <details class="bb-displays" open={open}>
      <summary>
        <h2 id="bb-displays-h">{t(msg('bora.sandbox.displays'))}</h2>
      </summary>
      <div class="bb-displays-grid">
        <People t={t} sex="man" d={d.men} />
        <People t={t} sex="woman" d={d.women} />
        <Gods t={t} d={d.gods} />
        <Track t={t} spaces={d.track} names={names} initial={initial} />
        <Tasks t={t} d={d.tasks} />
        <Jewellery t={t} columns={d.jewellery} />
      </div>
    </details>
  );
}
