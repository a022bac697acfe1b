import type { ComponentChildren, JSX } from 'preact';
import { bmsg } from '../../explainers/bora-bora/messages';
import { msg } from '../../explainers/messages';
import type { Message } from '../../explainers/types';
import { sitePath } from '../../site/paths';
import type { BoraView } from '../../explainers/bora-bora/views';
import type { Translate } from '../../i18n/translate';
import type { Names } from './lines';
import { MapPicture, mapLabel } from './pictures/MapPicture';
import { PlayerBoard, playerLabel } from './pictures/PlayerBoard';
import { ScoreSheet, sheetLabel } from './pictures/ScoreSheet';
import { dieKeys, SpotsPicture, spotsLabel } from './pictures/SpotsPicture';
import { TemplePicture, templeLabel } from './pictures/TemplePicture';
import { TrackPicture, trackLabel } from './pictures/TrackPicture';
import { JewelleryPicture, jewelleryLabel } from './pictures/JewelleryPicture';
import { PicFocus } from './pictures/glyphs';
import { projection, type Shown } from './projector';

/** Each seat's letter on its pieces: the name's first letter, or its first two where two names share one. */
export function initials(players: readonly { name: string }[]): (seat: number) => string {
  const first = players.map((p) => p.name.slice(0, 1).toUpperCase());
  const out = players.map((p, i) => (first.filter((f) => f === first[i]).length > 1 ? p.name.slice(0, 2) : first[i]!));
  return (seat) => out[seat] ?? '?';
}

/** A step's or a question's picture, as practice and the replay draw it (`id`: the step's anchor). */
export const renderView = (view: BoraView, t: Translate, id: string) => <BoardView view={view} t={t} id={id} />;

/**
 * One step of a Bora Bora example, drawn: the action tiles with their dice, the temple,
 * the (made-up) map, the score pad and each player's board, highlighting what the step is
 * about. Each picture's text alternative is a paragraph of the folded "in words" block
 * under them (`aria-labelledby`), so the numbers are written once, in words, beside the picture.
 * `id` (the step's anchor) makes the paragraphs' ids unique on the page; `note` says whose the
 * made-up layout is where it is not an example's (the sandbox's); `children` stand right after the pictures
 * (the sandbox's main board displays).
 */
export function BoardView({ view, t, id, note, children }: { view: BoraView; t: Translate; id: string; note?: Message; children?: ComponentChildren }): JSX.Element {
  const names: Names = (seat) => (seat === null ? '' : (view.players[seat]?.name ?? ''));
  const initial = initials(view.players);
  const dieKey = dieKeys();
  const texts: string[] = [];
  const label = (text: string) => `${id}-w${texts.push(text) - 1}`;
  // What the step is about, picture by picture, and how each shows on a projector (projector.ts).
  const shown = projection(view);
  const focused = (on: Shown, pic: JSX.Element) => <PicFocus.Provider key={pic.key ?? undefined} value={on}>{pic}</PicFocus.Provider>;
  const pics = [
    view.spots && focused(shown.spots, <SpotsPicture key="s" spots={view.spots} labelId={label(spotsLabel(t, names, view.spots))} initial={initial} t={t} dieKey={dieKey} players={view.players.length} />),
    view.temple && view.temple.length > 0 && focused(shown.temple, <TemplePicture key="t" fields={view.temple} labelId={label(templeLabel(t, names, view.temple))} initial={initial} t={t} />),
    view.map &&
      view.map.regions.length > 0 &&
      focused(shown.map, <MapPicture key="m" map={view.map} illustrative={view.illustrative} labelId={label(mapLabel(t, names, view.map, view.illustrative))} initial={initial} t={t} />),
    view.jewels && focused(shown.jewels, <JewelleryPicture key="j" j={view.jewels} labelId={label(jewelleryLabel(t, names, view.jewels))} initial={initial} t={t} />),
    view.track && focused(shown.track, <TrackPicture key="k" spaces={view.track} labelId={label(trackLabel(t, names, view.track, false))} initial={initial} t={t} />),
    view.sheets && focused(shown.sheets, <ScoreSheet key="c" sheets={view.sheets} players={view.players} labelId={label(sheetLabel(t, view.sheets))} initial={initial} t={t} />),
    ...view.players.map((p, i) => {
      const place = view.show.track ? view.order.indexOf(p.seat) + 1 : null;
      return focused(shown.players[i]!, <PlayerBoard key={`p${p.seat}`} p={p} board={view.show.board} place={place} labelId={label(playerLabel(t, p, view.show.board, place))} initial={initial} t={t} dieKey={dieKey} />);
    }),
  ];
  return (
    <div class="bb-view">
      {view.illustrative && (
        // The same note on every step, shown on an example's first (bora-bora.css); a step not drawn yet leaves it out (explainer/pictureFrames.ts).
        <p class="bb-illustrative" data-frame-omit="">
          <span class="bb-info" aria-hidden="true">
            i
          </span>
          <span>{t(note ?? bmsg('bora.view.illustrative'))}</span>
        </p>
      )}
      <div class="bb-pics">{pics}</div>
      {children}
      {/* A worked example's step opens the sandbox at its table (the table is fetched there, not carried here). */}
      {/-step-\d+$/.test(id) && (
        <p class="step-try">
          <a href={`${sitePath(t(msg('bora.sandbox.href')))}?from=${id}`}>{t(msg('bora.sandbox.tryHere'))}</a>
        </p>
      )}
      <details class="bb-facts">
        <summary>{t(bmsg('bora.pic.inWords'))}</summary>
        {texts.map((text, i) => (
          <p key={i} id={`${id}-w${i}`}>
            {text}
          </p>
        ))}
      </details>
    </div>
  );
}
