import type { BoraView } from '../../explainers/bora-bora/views';
import { mapLayout } from './pictures/mapLayout';
import { boardHeight } from './pictures/PlayerBoard';
import { SHEET_H } from './pictures/ScoreSheet';
import { spotsLayout } from './pictures/SpotsPicture';
import { TEMPLE_H } from './pictures/TemplePicture';
import { trackHeight } from './pictures/TrackPicture';
import { JEWELLERY_H } from './pictures/JewelleryPicture';

/**
 * How a picture shows in the presenter's projector layout (issue 30 item 1): `true` whole; `false`
 * left out; a player's board cut to its top: `spaces` (all but the ceremony spaces), `head` (name,
 * points, what they hold, God cards and dice), `row` (name, points and what they hold).
 */
export type Shown = 'true' | 'false' | 'spaces' | 'head' | 'row';

/**
 * The class that says it on the picture, read by bora-pictures.css: `bb-pj` shown, whole or with
 * `bb-pj-{cut}` cut, none left out. A class, because a step's empty frame (explainer/pictureFrames.ts) keeps its
 * pictures' classes: the frame is laid out as the drawing will be, so drawing it changes no zoom.
 */
export function projectorClass(shown: Shown | null): string {
  return shown === null || shown === 'false' ? '' : shown === 'true' ? ' bb-pj' : ` bb-pj-${shown} bb-pj`;
}

export interface Projection {
  spots: Shown;
  temple: Shown;
  map: Shown;
  sheets: Shown;
  track: Shown;
  jewels: Shown;
  players: Shown[];
}

/**
 * The height (in drawing units, with a gap of 6 between pictures) the stacked pictures may take: on a
 * 1280×720 stage every label (12 units and up on a projector) is then about 19.7 px, with room for the
 * zoom's 5% steps (measured: e2e/picture-text.spec.ts).
 */
export const BUDGET = 278;
const GAP = 6;
/** A board's cuts, largest first, and the height each leaves. */
const CUTS = [
  ['spaces', 110],
  ['head', 80],
  ['row', 52],
] as const;

/**
 * What a step's picture shows on a projector, from the view's own marks: the pictures the step is
 * about, whole, and the boards of the players it concerns, as much of each as fits under them (whole,
 * then cut to their top, else left out: beside a tall map, whose hut carries the player's letter). A
 * step about no picture in particular (the whole table: a new phase, the turn order) shows every
 * picture, the boards cut alike until they fit.
 */
export function projection(view: BoraView): Projection {
  // The action tiles are what a step showing which dice fit them is about, whether or not one is marked.
  const spots = !!view.spots?.some((s) => s.focus || s.fits);
  const temple = !!view.temple?.length && (!!view.aboutTemple || view.temple.some((f) => f.focus));
  const map = !!view.map && (view.map.regions.some((r) => r.focus) || view.map.paths.some((p) => p.open));
  // The score pad gives way to the map when a step points at regions on it (the fish tiles scored by their
  // huts): both would not fit the height at a readable size, and the step's words say the pad's figure.
  const sheets = !!view.sheets && !map;
  // The status track is drawn only on a step about it (a player scored for a space, the new turn order).
  const track = !!view.track;
  // Likewise this round's jewellery, on a step that buys from it or passes.
  const jewels = !!view.jewels;
  const everyone = !spots && !temple && !map && !sheets && !track && !jewels && !view.players.some((p) => p.focus);
  const on = { spots: everyone ? !!view.spots : spots, temple: everyone ? !!view.temple?.length : temple, map: everyone ? !!view.map?.regions.length : map, sheets };
  const heights = [
    on.spots ? spotsLayout(view.spots!).h : 0,
    on.temple ? TEMPLE_H : 0,
    on.map ? mapLayout(view.map!.regions).h : 0,
    on.sheets ? SHEET_H : 0,
    track ? trackHeight(view.track!) : 0,
    jewels ? JEWELLERY_H : 0,
  ].filter((h) => h > 0);
  const boards = view.players.filter((p) => everyone || p.focus);
  const used = heights.reduce((sum, h) => sum + h + GAP, 0);
  const fits = (board: (h: number) => number) => used + boards.reduce((sum, p) => sum + board(boardHeight(p, view.show.board)) + GAP, 0) <= BUDGET + GAP;
  const cut = fits((h) => h) ? 'true' : (CUTS.find(([, at]) => fits((h) => Math.min(h, at)))?.[0] ?? 'false');
  // A board no taller than a cut is shown whole: nothing to cut.
  const shown = (p: BoraView['players'][number]): Shown => {
    if (!everyone && !p.focus) return 'false';
    const at = CUTS.find(([name]) => name === cut)?.[1];
    return at !== undefined && boardHeight(p, view.show.board) <= at ? 'true' : cut;
  };
  const yes = (b: boolean): Shown => (b ? 'true' : 'false');
  return { spots: yes(on.spots), temple: yes(on.temple), map: yes(on.map), sheets: yes(on.sheets), track: yes(track), jewels: yes(jewels), players: view.players.map(shown) };
}
